import { CHUNKING } from '@tailor/contracts';

export interface SplitOptions {
  /** Target length: a piece ends at the last good boundary at or before this many characters. */
  size: number;
  /** Shortest piece worth cutting: boundaries closer than this to the piece start are ignored. */
  floor: number;
  /** Hard ceiling; no piece is longer. */
  max: number;
  /** Characters the next piece repeats from the end of the previous one, at most. */
  overlap: number;
}

export const DEFAULT_SPLIT: SplitOptions = {
  size: CHUNKING.defaultSize,
  floor: CHUNKING.minSize,
  max: CHUNKING.maxSize,
  overlap: CHUNKING.overlap,
};

export interface TextPiece {
  start: number;
  end: number;
  text: string;
}

const isSpace = (ch: string | undefined): boolean =>
  ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\u00a0';
const isSentenceEnd = (ch: string | undefined): boolean => ch === '.' || ch === '!' || ch === '?';

function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && isSpace(text[i])) i++;
  return i;
}

function trimBack(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && isSpace(text[e - 1])) e--;
  return e;
}

/**
 * Where a piece starting at `start` ends (exclusive): the last line break in [lo, hi], else the last
 * sentence end, else the last space; failing all, the first space up to `hardEnd`, and only a
 * "word" longer than the maximum is ever cut inside.
 */
function findCut(text: string, start: number, lo: number, hi: number, hardEnd: number): number {
  const from = Math.max(lo, start + 1);
  const to = Math.min(hi, text.length);
  const line = text.lastIndexOf('\n', to);
  if (line >= from) return line;
  for (let p = to; p >= from; p--) if (isSentenceEnd(text[p - 1]) && (p === text.length || isSpace(text[p]))) return p;
  for (let p = to; p >= from; p--) if (isSpace(text[p])) return p;
  const limit = Math.min(hardEnd, text.length);
  for (let p = to + 1; p <= limit; p++) if (p === text.length || isSpace(text[p])) return p;
  return limit;
}

/**
 * Where the piece after one ending at `end` starts: the earliest line start, else sentence start,
 * else word start within the last `overlap` characters, so the repeated context is whole words.
 */
function nextStart(text: string, previousStart: number, end: number, overlap: number): number {
  const from = Math.max(previousStart + 1, end - overlap);
  let sentence = -1;
  let word = -1;
  for (let i = from; i < end; i++) {
    if (isSpace(text[i]) || !isSpace(text[i - 1])) continue;
    if (text[i - 1] === '\n') return i;
    const before = trimBack(text, 0, i);
    if (sentence < 0 && isSentenceEnd(text[before - 1])) sentence = i;
    if (word < 0) word = i;
  }
  if (sentence >= 0) return sentence;
  if (word >= 0) return word;
  return skipSpace(text, end);
}

function piece(text: string, start: number, end: number): TextPiece {
  const e = trimBack(text, start, end);
  return { start, end: e, text: text.slice(start, e) };
}

/**
 * Splits text into pieces of about `size` characters at line, sentence or word boundaries, each
 * repeating up to `overlap` characters of the previous one. A last piece shorter than `floor` is
 * folded into the one before, or, when that would pass `max`, the two are re-cut near their middle.
 */
export function splitText(text: string, options: SplitOptions = DEFAULT_SPLIT): TextPiece[] {
  const { size, floor, max, overlap } = options;
  const length = trimBack(text, 0, text.length);
  const pieces: TextPiece[] = [];
  let start = skipSpace(text, 0);
  while (start < length) {
    if (length - start <= size) {
      pieces.push(piece(text, start, length));
      break;
    }
    const end = trimBack(text, start, findCut(text, start, start + floor, start + size, start + max));
    pieces.push(piece(text, start, end));
    start = nextStart(text, start, end, overlap);
  }
  return rebalanceTail(text, pieces, options);
}

function rebalanceTail(text: string, pieces: TextPiece[], { floor, max, overlap }: SplitOptions): TextPiece[] {
  const last = pieces[pieces.length - 1];
  const previous = pieces[pieces.length - 2];
  if (!last || !previous || last.text.length >= floor) return pieces;
  const head = pieces.slice(0, -2);
  if (last.end - previous.start <= max) return [...head, piece(text, previous.start, last.end)];
  // Too long for one piece: cut again near the middle, keeping the second part within `max` too.
  const half = Math.ceil((last.end - previous.start) / 2);
  const lo = Math.max(previous.start + floor, last.end - max + overlap);
  const hi = Math.min(previous.start + max, previous.start + half + overlap);
  const cut = trimBack(text, previous.start, findCut(text, previous.start, lo, hi, previous.start + max));
  const second = nextStart(text, previous.start, cut, overlap);
  return [...head, piece(text, previous.start, cut), piece(text, second, last.end)];
}
