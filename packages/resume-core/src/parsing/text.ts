/**
 * Turns extracted text (docx, txt or pdf) into lines with the bullet glyph removed and noted, so
 * later steps never see the many ways a bullet or a space can be written.
 */

import { MONTH } from './dates';

export interface Line {
  /** Trimmed text without the bullet; tabs survive as field separators. */
  text: string;
  /** Trimmed text as written, bullet included: "— EXPERIENCE —" is a heading, not a bullet. */
  source: string;
  bullet: boolean;
  /** A blank line came before this one and blank lines carry meaning in this document. */
  blankBefore: boolean;
  indent: number;
  /** Index of the line in the extracted text (lines split at line breaks), and that line as printed. */
  index?: number;
  raw?: string;
}

// \uf0xx: Word's Symbol/Wingdings bullets surface as private-use characters in extracted text.
const GLYPHS = '•·‧∙●○◦▪▫■□◆◇♦►▶▸▹➢➤➔→✓✔✗✘❖❯›»★☆⁃⦿⦾*+>\uf0a7\uf0b7\uf076\uf0d8\uf0fc\uf0a8\uf0e0';
const BULLET = new RegExp(String.raw`^(?:[${GLYPHS}]+|[-–—‒]+(?=\s)|o(?=\s+[A-Z])|\(?\d{1,2}[.)](?=\s)|\(?[a-h][.)](?=\s+[A-Z]))\s*`);
// "1. März 2008 – 31. Dezember 2008": a day written with a full stop before its month is a date, not a numbered item.
const DAY_BEFORE_MONTH = new RegExp(String.raw`^\d{1,2}\.\s+${MONTH}\s*\d`, 'i');
const PAGE_NUMBER = /^(?:page\s*)?\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?$/i;
const PRIVATE_USE = /^[\uf000-\uf0ff]\s*/;
const LONE_GLYPH = new RegExp(String.raw`^(?:[${GLYPHS}\uf000-\uf0ff]|[-–—])$`);

/**
 * Markdown that people paste from editors and chat tools: heading hashes and emphasis markers
 * are layout, not text ("### Engineer — Acme", "*Jan 2020 – Present*", "**Languages:** Go").
 */
function stripMarkdown(line: string): string {
  if (!/[#*_]/.test(line)) return line;
  return line
    .replace(/^(\s*)#{1,6}\s+/, '$1')
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, '$1$2')
    .replace(/^(\s*)[*_]([^*_\s][^*_]*[^*_\s])[*_]\s*$/, '$1$2');
}

const LEADER = /\.{4,}|_{4,}|…{2,}|(?:\. ){3,}\.?/g;

/**
 * A tab leader ("Kiln Engineer ........ 2015 – Present", "____") parts fields as a wide gap does: the
 * leader and the spaces around it become one tab. Split and trimmed rather than matched with the
 * spaces, so a long run of spaces costs its length once.
 */
function withoutLeaders(line: string): string {
  if (!line.includes('....') && !line.includes('____') && !line.includes('……') && !line.includes('. . .')) return line;
  return line
    .replace(LEADER, '\t')
    .split('\t')
    .map((field, i, all) => (i === 0 ? field.trimEnd() : i === all.length - 1 ? field.trimStart() : field.trim()))
    .join('\t');
}

export function normalizeText(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201f]/g, '"')
    .replace(/\f/g, '\n');
}

function splitBullet(trimmed: string): { text: string; bullet: boolean } {
  const pua = PRIVATE_USE.exec(trimmed);
  if (pua) return { text: trimmed.slice(pua[0].length), bullet: true };
  const m = BULLET.exec(trimmed);
  if (!m || m[0].length === trimmed.length || DAY_BEFORE_MONTH.test(trimmed)) return { text: trimmed, bullet: false };
  return { text: trimmed.slice(m[0].length), bullet: true };
}

/**
 * DOCX extraction puts a blank line after every paragraph, so blank lines only mean something when
 * they are the exception rather than the rule.
 */
function blankLinesMeaningful(rawLines: readonly string[]): boolean {
  let content = 0;
  let followedByBlank = 0;
  rawLines.forEach((l, i) => {
    if (l.trim() === '') return;
    content++;
    if ((rawLines[i + 1] ?? '').trim() === '') followedByBlank++;
  });
  return content > 0 && followedByBlank / content < 0.6;
}

export interface TextDocument {
  lines: Line[];
  /** Each line is a whole paragraph (DOCX), so no line is the wrapped tail of another. */
  paragraphs: boolean;
}

export function toLines(raw: string): Line[] {
  return toDocument(raw).lines;
}

export function toDocument(raw: string): TextDocument {
  // Normalised line by line, so each line keeps the index of the extracted line it came from
  // (a form feed inside a line makes two lines with one index).
  const sourceLines = raw.split(/\r\n?|\n/);
  const numbered = sourceLines.flatMap((l, index) =>
    normalizeText(l)
      .split('\n')
      .map((text) => ({ text, index })),
  );
  const rawLines = numbered.map((n) => n.text);
  const meaningful = blankLinesMeaningful(rawLines);
  const lines: Line[] = [];
  let blank = false;
  // PDF text sometimes puts the bullet glyph on a line of its own, before the text it marks.
  let pendingBullet = false;
  for (const [index, original] of rawLines.entries()) {
    const rawLine = stripMarkdown(original);
    const spaced = withoutLeaders(rawLine).replace(/\t+/g, '\t').replace(/ {3,}/g, '\t').replace(/ {2}/g, ' ');
    const trimmed = spaced.trim();
    if (trimmed === '') {
      blank = true;
      continue;
    }
    // Page numbers ("1", "2/2", "Page 3 of 4") interrupt jobs that run across a page break.
    if (PAGE_NUMBER.test(trimmed)) continue;
    const indent = /^[ \t]*/.exec(rawLine)?.[0].length ?? 0;
    const { text, bullet } = splitBullet(trimmed);
    if (LONE_GLYPH.test(trimmed)) {
      // A glyph before a blank line marks nothing: job boards print an empty field as a lone "-".
      pendingBullet = (rawLines[index + 1] ?? '').trim() !== '';
      continue;
    }
    lines.push({
      text: text.trim(),
      source: trimmed,
      bullet: bullet || pendingBullet,
      blankBefore: meaningful && blank && lines.length > 0,
      indent,
      index: numbered[index]?.index,
      raw: sourceLines[numbered[index]?.index ?? -1],
    });
    blank = false;
    pendingBullet = false;
  }
  return { lines, paragraphs: !meaningful && rawLines.some((l) => l.trim() === '') };
}

/** Fields of a line: tabs and wide gaps that tables and aligned text leave behind. */
export function fields(text: string): string[] {
  return text
    .split('\t')
    .map((f) => f.trim())
    .filter((f) => f !== '');
}

/**
 * `text.split(separator)`, except where the separator sits inside brackets: "College (Board of
 * Education, Northtown), 2011" splits once. A separator is inside when the next bracket after it
 * closes one. Linear: a lookahead that scans for that bracket after every separator is quadratic
 * on a long line of commas.
 */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  if (!text.includes(')')) return text.split(separator);
  const closesNext = new Uint8Array(text.length + 1);
  for (let i = text.length - 1, closes = 0; i >= 0; i--) {
    if (text[i] === ')') closes = 1;
    else if (text[i] === '(') closes = 0;
    closesNext[i] = closes;
  }
  const everyMatch = new RegExp(separator.source, separator.flags.includes('g') ? separator.flags : `${separator.flags}g`);
  const pieces: string[] = [];
  let from = 0;
  for (const match of text.matchAll(everyMatch)) {
    const end = (match.index ?? 0) + match[0].length;
    if (match[0] === '' || closesNext[end] === 1) continue;
    pieces.push(text.slice(from, match.index));
    from = end;
  }
  pieces.push(text.slice(from));
  return pieces;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

// Running headers and footers of multi-page PDFs, printed inside whatever job the page break cut:
// "Page 2/10 - Curriculum vitae of …", "… Page 3 of 4", template notices and copyright lines.
const PAGE_FURNITURE =
  /^page\s+\d{1,3}\s*(?:\/|of)\s*\d{1,3}\b|\bpage\s+\d{1,3}\s*(?:\/|of)\s*\d{1,3}$|^©|©\s*(?:european|\d{4})|^for more information (?:on|about) europass/i;

export function isRunningFurniture(text: string): boolean {
  return PAGE_FURNITURE.test(text.trim());
}

// A running footer cut at the line's end ("Page 2/4 - Curriculum vitae of" over the person's name)
// carries on onto the next line, which is then as much furniture as the footer itself.
const DANGLING_END = /\b(?:of|for|by)$/i;
const SHORT_NAME = /^[\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){0,3}$/u;

/** Whether `text` is the wrapped end of a running footer printed on the line before it. */
export function continuesFurniture(previous: string | undefined, text: string): boolean {
  return previous !== undefined && isRunningFurniture(previous) && DANGLING_END.test(previous.trim()) && SHORT_NAME.test(text.trim());
}
