/**
 * Turning a pasted or PDF-extracted job description into logical lines: wrapped prose is re-joined,
 * bullets are kept apart, so that sections, items and skills can all be located by character offset.
 */

export interface Span {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

export interface LogicalLine extends Span {
  readonly bullet: boolean;
  /** A blank line precedes it (a paragraph starts here). */
  readonly afterBlank: boolean;
}

/**
 * Normalises line endings and spaces and re-joins words a PDF split at a line end ("Angu-\nlar.js").
 * Every offset in the analysis refers to the returned string.
 */
export function prepareText(text: string): string {
  const t = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'");
  return t.includes('-\n') ? rejoinHyphenation(t) : t;
}

function rejoinHyphenation(t: string): string {
  let out = '';
  let from = 0;
  for (let at = t.indexOf('-\n'); at !== -1; at = t.indexOf('-\n', at + 2)) {
    let headStart = at;
    while (headStart > 0 && /\p{L}/u.test(t.charAt(headStart - 1))) headStart--;
    let next = at + 2;
    while (t.charAt(next) === ' ') next++;
    if (headStart === at || !/\p{Ll}/u.test(t.charAt(next))) continue;
    const head = t.slice(headStart, at);
    out += t.slice(from, headStart) + head + (COMPOUND_HEADS.has(head.toLowerCase()) ? '-' : '');
    from = next;
  }
  return out + t.slice(from);
}

/**
 * First halves of hyphenated compounds ("low-latency", "front-end", "cross-functional"): a line break
 * after their hyphen keeps the hyphen, while any other break is a syllable split ("Angu-lar") and joins.
 */
const COMPOUND_HEADS = new Set([
  'low',
  'high',
  'well',
  'full',
  'cross',
  'end',
  'self',
  'real',
  'long',
  'short',
  'multi',
  'non',
  'co',
  're',
  'pre',
  'post',
  'user',
  'client',
  'server',
  'front',
  'back',
  'mission',
  'data',
  'test',
  'cloud',
  'open',
  'third',
  'state',
  'time',
  'fast',
  'mid',
  'large',
  'small',
  'world',
  'best',
  'hands',
  'detail',
  'results',
  'customer',
  'team',
  'top',
  'fine',
  'event',
  'domain',
  'object',
  'type',
  'on',
  'off',
  'in',
  'out',
  'up',
  'down',
  'two',
  'first',
  'e',
  'go',
]);

const BULLET_RE = /^\s*(?:[•·▪◦‣●■□➢►✓✔*]|[-–—](?=\s)|\(?\d{1,2}[.)](?=\s)|[a-z][.)](?=\s))\s*/;

export const isBulletLine = (line: string): boolean => BULLET_RE.test(line);

export function stripBullet(text: string): string {
  return text.replace(BULLET_RE, '').trim();
}

const SHORT_WORD_END = /(?:\b(?:of|and|or|the|a|an|to|in|for|with|on|at|by|as|from)|[a-z]{2})$/;

/**
 * Whether `cur` continues the sentence of `prev`: it starts in lower case or with a bracket, or `prev`
 * stops at a comma or hyphen, or `prev` is a long line broken mid-sentence (typical of PDF text).
 */
function continues(prev: string, cur: string, isHeading: (t: string) => boolean): boolean {
  if (isBulletLine(cur) || isHeading(prev) || isHeading(cur)) return false;
  const first = cur.trimStart().charAt(0);
  if (/[a-z(]/.test(first)) return true;
  const p = prev.trimEnd();
  if (/[,(&/–-]$/.test(p)) return true;
  return p.length >= 60 && SHORT_WORD_END.test(p) && !/^[A-Z][^.]{0,40}:/.test(cur.trim());
}

interface Building {
  parts: string[];
  start: number;
  end: number;
  bullet: boolean;
  afterBlank: boolean;
}

export function logicalLines(text: string, isHeading: (t: string) => boolean): LogicalLine[] {
  const out: LogicalLine[] = [];
  let blank = true;
  let cur: Building | null = null;
  const flush = (b: Building | null): void => {
    if (b) out.push({ text: b.parts.join(' '), start: b.start, end: b.end, bullet: b.bullet, afterBlank: b.afterBlank });
  };
  let at = 0;
  for (const raw of text.split('\n')) {
    const start = at;
    at += raw.length + 1;
    const t = raw.trim();
    if (t.length === 0 || /^\d{1,3}$/.test(t)) {
      // Blank lines and bare page numbers ("1", "2") separate paragraphs.
      flush(cur);
      cur = null;
      blank = true;
      continue;
    }
    const prev = cur?.parts[cur.parts.length - 1];
    if (cur && prev !== undefined && continues(prev, raw, isHeading)) {
      cur.parts.push(t);
      cur.end = start + raw.trimEnd().length;
      continue;
    }
    flush(cur);
    const lead = raw.length - raw.trimStart().length;
    cur = { parts: [t], start: start + lead, end: start + raw.trimEnd().length, bullet: isBulletLine(raw), afterBlank: blank };
    blank = false;
  }
  flush(cur);
  return out;
}

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|inc|ltd|co|sr|jr|st|approx|incl|no|dept|corp|u\.s|e\.u)$/i;

/**
 * Splits prose into sentences and semicolon clauses, with absolute offsets. A full stop ends a
 * sentence only before a space and a capital, digit or end, and not after an abbreviation, so
 * "Node.js", "WCAG 2.1" and "e.g. Python" stay whole.
 */
export function clauses(text: string, start: number, end: number): Span[] {
  const out: Span[] = [];
  let from = start;
  const push = (to: number): void => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const t = raw.trim();
    if (t.length > 1) out.push({ text: t.replace(/\s+/g, ' '), start: from + lead, end: from + lead + t.length });
  };
  for (let i = start; i < end; i++) {
    const c = text.charAt(i);
    if (c === ';') {
      push(i);
      from = i + 1;
    } else if (c === '.' || c === '!' || c === '?') {
      const next = text.charAt(i + 1);
      if (i + 1 < end && !/\s/.test(next)) continue;
      const after = text
        .slice(i + 1, Math.min(end, i + 4))
        .trimStart()
        .charAt(0);
      if (after !== '' && !/[A-Z0-9"(•*-]/.test(after)) continue;
      if (c === '.' && ABBREVIATION.test(text.slice(Math.max(start, i - 6), i))) continue;
      push(i + 1);
      from = i + 1;
    }
  }
  push(end);
  return out;
}
