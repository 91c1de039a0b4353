import type { HiddenSpan } from './pdf-visibility';
import type { PdfTextItem } from './pdf-worker';

/**
 * Rebuilds reading-order lines from positioned pdf.js text items. Lines come from geometry
 * (baselines), not from content-stream order, because exporters draw in arbitrary order.
 * Two-column pages are split at a vertical gap so each column reads top to bottom.
 */

export interface Line {
  y: number;
  size: number;
  text: string;
}

interface Gap {
  split: number;
}

/** A right-hand column with less than this share of the left one's text is a sidebar beside the main column. */
const SIDEBAR_TEXT_SHARE = 0.5;
/** A column split inside a column covers three-column layouts; deeper is noise. */
const MAX_SPLIT_DEPTH = 2;
const BIN_PT = 2;
const MIN_GAP_PT = 6;
/** The gap may be crossed by full-width text covering at most this share of the height… */
const MAX_GAP_COVER = 0.08;
/** …besides anything in this top share of the block (a header above the columns). */
const HEADER_SHARE = 0.2;
const MIN_COLUMN_LINES = 3;
/** Each column must hold this share of the block's characters… */
const MIN_COLUMN_SHARE = 0.15;
/** …unless it is a narrow sidebar: at least this share, stacked lines, few of them on the other side's baselines. */
const MIN_SIDEBAR_SHARE = 0.025;
const MAX_SIDEBAR_ALIGNED_SHARE = 0.5;
/** A list's items are at most this many font sizes apart (median): one under the next. */
const MAX_LIST_STEP = 1.6;
/** Beside a list, main text whose lines are this many times as long (median) is prose, not a table's cells. */
const PROSE_TO_LIST_LENGTH = 2.5;
/** Stacked lines are at most this many font sizes apart (median). */
const MAX_STACKED_STEP = 3;
/**
 * When most baselines on one side line up with the other side, the block is a table read row
 * by row. Independent columns on a shared line grid still coincide on ~40–45% of baselines.
 */
const MAX_ALIGNED_SHARE = 0.65;
/**
 * Column detection is quadratic in lines and linear in page width; a hostile PDF could have
 * absurd numbers of runs or coordinates, and layout runs on the caller's thread.
 */
const MAX_ITEMS_FOR_COLUMNS = 5000;
const MAX_BINS = 5000;
/** Word spaces stay under about half a font size even in justified text; a wider gap parts two cells of a row. */
const CELL_GAP_EM = 1.2;

/** `hidden`: where text a reader cannot see was left out; the gap it leaves is a word space, not a cell gap. */
export function pageToText(items: readonly PdfTextItem[], hidden: readonly HiddenSpan[] = []): string {
  const { main, sidebar } = pageParts(items, hidden);
  return [main, sidebar].filter((text) => text !== '').join('\n\n');
}

/**
 * A page's text in reading order, with a narrow sidebar (left or right) apart: the main column goes on
 * on the next page, so a document reads its main columns one after the other and the sidebars after
 * them, instead of breaking a job at the page end with a list of skills, or running a left sidebar's
 * last section on into the name and headline at the top of the main column.
 */
export function pageParts(items: readonly PdfTextItem[], hidden: readonly HiddenSpan[] = []): { main: string; sidebar: string } {
  const visible = items.filter((item) => item.str.trim() !== '' && [item.x, item.y, item.w, item.size].every(Number.isFinite));
  const sidebar: Line[][] = [];
  const main = orderBlocks(visible, 0, hidden, sidebar);
  const text = (blocks: Line[][]): string =>
    blocks
      .map(blockToText)
      .filter((t) => t !== '')
      .join('\n\n');
  return { main: text(main), sidebar: text(sidebar) };
}

/** Blocks in reading order: spanning bands, then each band's left column, then its right column. */
function orderBlocks(items: readonly PdfTextItem[], depth: number, hidden: readonly HiddenSpan[], sidebar: Line[][] = []): Line[][] {
  if (items.length === 0) return [];
  const gap = depth < MAX_SPLIT_DEPTH && items.length <= MAX_ITEMS_FOR_COLUMNS ? findColumnGap(items) : null;
  if (gap === null) return [buildLines(items, hidden)];

  const split = splitAt(items, gap.split);
  // Column items on the same baseline as a spanning run are part of that full-width row.
  const onBand = (item: PdfTextItem): boolean => split.spanning.some((span) => sameBaseline(span, item));
  const left = split.left.filter((item) => !onBand(item));
  const right = split.right.filter((item) => !onBand(item));
  const inColumns = new Set([...left, ...right]);
  const bands = buildLines(
    items.filter((item) => !inColumns.has(item)),
    hidden,
  );
  const blocks: Line[][] = [];
  let pendingBands: Line[] = [];
  for (let segment = 0; segment <= bands.length; segment++) {
    const top = segment === 0 ? -Infinity : (bands[segment - 1]?.y ?? -Infinity);
    const bottom = segment === bands.length ? Infinity : (bands[segment]?.y ?? Infinity);
    const inSegment = (item: PdfTextItem): boolean => item.y > top && item.y <= bottom;
    const leftBlocks = orderBlocks(left.filter(inSegment), depth + 1, hidden);
    const rightBlocks = orderBlocks(right.filter(inSegment), depth + 1, hidden);
    // A narrow column beside the page's main text, on either side, is its sidebar, read apart.
    const leftChars = depth === 0 ? charCount(left.filter(inSegment)) : 0;
    const rightChars = depth === 0 ? charCount(right.filter(inSegment)) : 0;
    const sidebarOnRight = depth === 0 && rightChars < leftChars * SIDEBAR_TEXT_SHARE;
    const sidebarOnLeft = depth === 0 && leftChars < rightChars * SIDEBAR_TEXT_SHARE;
    if (sidebarOnRight) sidebar.push(...rightBlocks);
    if (sidebarOnLeft) sidebar.push(...leftBlocks);
    const columns = sidebarOnRight ? leftBlocks : sidebarOnLeft ? rightBlocks : [...leftBlocks, ...rightBlocks];
    if (columns.length > 0 && pendingBands.length > 0) {
      blocks.push(pendingBands);
      pendingBands = [];
    }
    blocks.push(...columns);
    const band = bands[segment];
    if (band !== undefined) pendingBands.push(band);
  }
  if (pendingBands.length > 0) blocks.push(pendingBands);
  return blocks;
}

function splitAt(items: readonly PdfTextItem[], split: number) {
  const left: PdfTextItem[] = [];
  const right: PdfTextItem[] = [];
  const spanning: PdfTextItem[] = [];
  for (const item of items) {
    if (item.x + item.w <= split) left.push(item);
    else if (item.x >= split) right.push(item);
    else spanning.push(item);
  }
  return { left, right, spanning };
}

export function findColumnGap(items: readonly PdfTextItem[]): Gap | null {
  // Loops rather than Math.min(...spread): dense pages can exceed the argument-count limit.
  let minX = Infinity;
  let maxX = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const item of items) {
    minX = Math.min(minX, item.x);
    maxX = Math.max(maxX, item.x + item.w);
    top = Math.min(top, item.y - item.size);
    bottom = Math.max(bottom, item.y);
  }
  const height = bottom - top;
  if (maxX - minX < 100 || (maxX - minX) / BIN_PT > MAX_BINS || height <= 0) return null;

  // Vertical extent of text crossing each 2 pt column of the block. A header across the top (name,
  // title, contact line) may cross the gutter: the columns are judged below it.
  const cover = new Float64Array(Math.ceil((maxX - minX) / BIN_PT) + 1);
  // The whole block's cover places the split inside a gap, away from whatever the header has there.
  const coverAll = new Float64Array(cover.length);
  const headerEnd = top + height * HEADER_SHARE;
  for (const item of items) {
    const inHeader = item.y - item.size < headerEnd;
    const last = Math.floor((item.x + Math.max(0, item.w) - minX) / BIN_PT);
    for (let bin = Math.floor((item.x - minX) / BIN_PT); bin <= last; bin++) {
      coverAll[bin] = (coverAll[bin] ?? 0) + item.size;
      if (!inHeader) cover[bin] = (cover[bin] ?? 0) + item.size;
    }
  }

  // Gaps hugging the edges are indentation or ragged right margins, not columns.
  const from = Math.floor(cover.length * 0.1);
  const to = Math.ceil(cover.length * 0.9);
  const limit = height * MAX_GAP_COVER;
  let best: (Gap & { valley: number }) | null = null;
  for (let bin = from; bin < to;) {
    if ((cover[bin] ?? 0) > limit) {
      bin++;
      continue;
    }
    let end = bin;
    while (end < to && (cover[end] ?? 0) <= limit) end++;
    const candidate = valleyOf(cover, coverAll, bin, end, minX);
    const wideEnough = (end - bin) * BIN_PT >= MIN_GAP_PT;
    if (wideEnough && (best === null || candidate.valley < best.valley) && looksLikeColumns(items, candidate.split)) {
      best = candidate;
    }
    bin = end;
  }
  return best === null ? null : { split: best.split };
}

/**
 * Split at the middle of the emptiest stretch of a low-coverage run: ragged lines fringe its edges.
 * Emptiest below the header first, then counting the header, so the split also clears what a
 * header or a short sidebar at the top has there.
 */
function valleyOf(cover: Float64Array, coverAll: Float64Array, from: number, to: number, minX: number): Gap & { valley: number } {
  let valley = Infinity;
  let valleyAll = Infinity;
  let first = from;
  let last = from;
  for (let bin = from; bin < to; bin++) {
    const value = cover[bin] ?? 0;
    const all = coverAll[bin] ?? 0;
    if (value < valley || (value === valley && all < valleyAll)) {
      valley = value;
      valleyAll = all;
      first = bin;
    }
    if (value === valley && all === valleyAll) last = bin;
  }
  return { valley, split: minX + ((first + last + 1) / 2) * BIN_PT };
}

function looksLikeColumns(items: readonly PdfTextItem[], split: number): boolean {
  const { left, right } = splitAt(items, split);
  const total = charCount(items);
  const minorShare = Math.min(charCount(left), charCount(right)) / total;
  if (minorShare < MIN_SIDEBAR_SHARE) return false;
  const leftLines = buildLines(left);
  const rightLines = buildLines(right);
  if (leftLines.length < MIN_COLUMN_LINES || rightLines.length < MIN_COLUMN_LINES) return false;
  if (headingsSideBySide(leftLines, rightLines)) return true;
  if (isDateMargin(leftLines, rightLines) || isDateMargin(rightLines, leftLines)) return false;
  const minorLines = charCount(left) < charCount(right) ? leftLines : rightLines;
  if (isListBesideProse(minorLines, minorLines === leftLines ? rightLines : leftLines)) return true;
  const leftAligned = alignedShare(leftLines, rightLines);
  const rightAligned = alignedShare(rightLines, leftLines);
  if (minorShare >= MIN_COLUMN_SHARE) return leftAligned <= MAX_ALIGNED_SHARE && rightAligned <= MAX_ALIGNED_SHARE;
  // A side with few characters is a date or location column beside the main text (its lines sit
  // on the rows' baselines), headings in a margin (few lines, far apart), or a narrow sidebar of
  // contact details and skills: stacked lines of its own, which is the one read as a column.
  const minor = charCount(left) < charCount(right) ? leftLines : rightLines;
  const minorAligned = minor === leftLines ? leftAligned : rightAligned;
  return minorAligned <= MAX_SIDEBAR_ALIGNED_SHARE && isStacked(minor);
}

// The names a resume gives its sections. Column heads of a table ("Degree", "Institution", "Year")
// are not among them.
const SECTION_HEADING =
  /^(?:(?:work\s+|professional\s+)?experience|employment(?:\s+history)?|education(?:\s+and\s+training)?|(?:technical\s+|key\s+|core\s+)?skills|languages|contact(?:\s+details)?|profile|(?:professional\s+)?summary|about\s+me|certifications?|projects|interests|hobbies|references|awards|achievements|expertise|strengths|courses|training|publications|volunteering|personal\s+details)$/i;

/**
 * A row where both sides are section headings ("EXPERIENCE" beside "SKILLS"): two columns laid on one
 * line grid, each with sections of its own, which no table's row holds, however many of their
 * baselines coincide.
 */
function headingsSideBySide(left: readonly Line[], right: readonly Line[]): boolean {
  return left.some(
    (line) =>
      SECTION_HEADING.test(line.text.trim()) &&
      right.some((other) => Math.abs(other.y - line.y) <= 0.25 * Math.max(line.size, other.size) && SECTION_HEADING.test(other.text.trim())),
  );
}

// Month names and words that close a range ("present", "heute"), which a date line may hold besides its digits.
const DATE_WORDS =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|\b(?:present|current|now|today|since|to|till|until|heute|seit|depuis|actuel)\b/gi;

function isDateLine(text: string): boolean {
  return /(?:19|20)\d\d/.test(text) && text.replace(DATE_WORDS, '').replace(/[^\p{L}]/gu, '').length <= 3;
}

const OPEN_END = /^(?:present|current|now|today|ongoing|heute|aujourd'hui|date)\b/i;

/** The rest of a date cut by its cell's width: the line under a date that ends in a dash, close under it. */
function continuesDate(previous: Line | undefined, line: Line): boolean {
  return (
    previous !== undefined &&
    isDateLine(previous.text) &&
    /[-–—]\s*$/.test(previous.text) &&
    (isDateLine(line.text) || OPEN_END.test(line.text.trim())) &&
    line.y - previous.y <= MAX_LIST_STEP * Math.max(line.size, previous.size)
  );
}

/** "WORK EXPERIENCE": a heading in capitals, as form CVs set them in the margin. */
function isMarginHeading(text: string): boolean {
  return /\p{Lu}{2}/u.test(text) && text === text.toUpperCase();
}

/**
 * The dates of each entry printed in a margin beside it ("2019 – present" on the title's baseline),
 * with perhaps the section headings: one table read row by row, so each date stays on its entry's
 * line. A sidebar of its own (contact, skills, a dated course or two) holds few dates.
 */
function isDateMargin(margin: readonly Line[], main: readonly Line[]): boolean {
  // A date wrapped in its narrow cell ("01/03/2016 –" / "Present") is one date.
  const lines = margin.filter((line, i) => !continuesDate(margin[i - 1], line));
  const dates = lines.filter((line) => isDateLine(line.text));
  // A form's margin holds its section headings in capitals and labels beside their values
  // ("Mother tongue(s)" | "English") besides the dates; other lines make it a column of its own.
  const others = lines.filter((line) => !isDateLine(line.text) && !isMarginHeading(line.text) && alignedShare([line], main) === 0);
  if (dates.length < 2 || dates.length * 2 < dates.length + others.length) return false;
  if (alignedShare(dates, main) >= 0.75) return true;
  // A timeline sets its dates, often smaller, beside the entry rather than on its first baseline;
  // they are still spaced entry by entry, never one under the next like a list.
  const near = dates.filter((date) => main.some((line) => Math.abs(line.y - date.y) <= 0.8 * Math.max(line.size, date.size)));
  return near.length >= 0.75 * dates.length && !isStacked(dates);
}

/**
 * A layout table's narrow cell holding a list ("Skills" / "IFRS" / "Payroll" / "SAP") beside the
 * main text: the list's lines may share the text's baselines, but a tag beside a sentence is no row
 * of a table. Short items, one under the next, beside lines several times as long.
 */
function isListBesideProse(list: readonly Line[], main: readonly Line[]): boolean {
  if (list.length < 4) return false;
  const steps = list.slice(1).map((line, i) => line.y - (list[i]?.y ?? line.y));
  const tight = (median(steps) ?? Infinity) <= MAX_LIST_STEP * (median(list.map((line) => line.size)) ?? 0);
  const words = median(list.map((line) => line.text.split(/\s+/).length)) ?? Infinity;
  const listLength = median(list.map((line) => line.text.length)) ?? Infinity;
  const mainLength = median(main.map((line) => line.text.length)) ?? 0;
  return tight && words <= 3 && mainLength >= PROSE_TO_LIST_LENGTH * listLength;
}

/** Lines that follow one another at about a line's spacing, as in a list, rather than scattered. */
function isStacked(lines: readonly Line[]): boolean {
  const steps = lines.slice(1).map((line, i) => line.y - (lines[i]?.y ?? line.y));
  const sizes = lines.map((line) => line.size);
  return (median(steps) ?? Infinity) <= MAX_STACKED_STEP * (median(sizes) ?? 0);
}

function charCount(items: readonly PdfTextItem[]): number {
  return items.reduce((sum, item) => sum + item.str.length, 0);
}

/** Share of `lines` whose baseline matches a baseline in `others`. */
function alignedShare(lines: readonly Line[], others: readonly Line[]): number {
  const aligned = lines.filter((line) => others.some((other) => Math.abs(other.y - line.y) <= 0.25 * Math.max(line.size, other.size)));
  return aligned.length / lines.length;
}

/** Groups items sharing a baseline into lines, sorted top to bottom, items left to right. */
export function buildLines(items: readonly PdfTextItem[], hidden: readonly HiddenSpan[] = []): Line[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: PdfTextItem[][] = [];
  let anchor: PdfTextItem | undefined;
  for (const item of sorted) {
    const group = groups[groups.length - 1];
    if (group !== undefined && anchor !== undefined && sameBaseline(anchor, item)) {
      group.push(item);
    } else {
      groups.push([item]);
      anchor = item;
    }
  }
  return groups.map((group) => joinLine(group, hidden));
}

function sameBaseline(a: { y: number; size: number }, b: { y: number; size: number }): boolean {
  return Math.abs(a.y - b.y) <= 0.4 * Math.max(a.size, b.size);
}

function joinLine(group: PdfTextItem[], hidden: readonly HiddenSpan[]): Line {
  const byX = group.sort((a, b) => a.x - b.x);
  let text = '';
  let previous: PdfTextItem | undefined;
  for (const item of byX) {
    if (previous !== undefined) {
      // Fake bold draws the same run twice, a hair apart.
      if (item.str === previous.str && Math.abs(item.x - previous.x) < 0.3 * item.size) continue;
      const gap = item.x - (previous.x + previous.w);
      const size = Math.max(item.size, previous.size);
      // A gap wider than any word space parts two cells of one row (tags laid side by side, a date
      // set flush right): a tab, as a Word tab stop would give, so the parser reads them apart.
      if (gap > CELL_GAP_EM * size && !hiddenBetween(hidden, previous, item)) text = `${text.trimEnd()}\t`;
      else if (gap > 0.15 * size && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
    }
    text += item.str;
    previous = item;
  }
  const size = byX.reduce((max, item) => Math.max(max, item.size), 0);
  return { y: byX[0]?.y ?? 0, size, text };
}

/** Whether text left out as hidden was drawn in the gap between two runs of one baseline. */
function hiddenBetween(hidden: readonly HiddenSpan[], previous: PdfTextItem, item: PdfTextItem): boolean {
  const from = previous.x + previous.w;
  return hidden.some((span) => span.x < item.x && span.x + span.w > from && sameBaseline(span, item));
}

/** Lines of one block; a clearly larger vertical step than usual becomes a blank line. */
function blockToText(lines: readonly Line[]): string {
  const steps = lines.slice(1).map((line, i) => line.y - (lines[i]?.y ?? line.y));
  const usual = median(steps) ?? 0;
  const texts = lines.map((line) => line.text);
  const blankBefore = lines.map((line, i) => {
    const step = steps[i - 1];
    return step !== undefined && usual > 0 && step > usual * 1.8 && step > line.size * 2;
  });
  for (let i = 1; i < texts.length; i++) {
    if (blankBefore[i]) continue;
    const joined = joinHyphenated(texts[i - 1] ?? '', texts[i] ?? '');
    if (joined !== null) [texts[i - 1], texts[i]] = joined;
  }
  return texts
    .map((text, i) => (blankBefore[i] ? `\n${text}` : text))
    .filter((text, i) => text !== '' || blankBefore[i])
    .join('\n');
}

/**
 * Parts of compounds that are hyphenated in their own right ("self-employed", "co-founded",
 * "detail-oriented", "hands-on"): split at the line's end they keep the hyphen.
 */
const COMPOUND_FIRST = new Set([
  'self',
  'co',
  'non',
  'cross',
  'full',
  'part',
  'multi',
  'well',
  'high',
  'low',
  'long',
  'short',
  'real',
  'front',
  'back',
  'end',
  'first',
  'second',
  'third',
  'one',
  'two',
  'three',
  'e',
  'x',
  'cost',
  'hands',
  'fast',
  'open',
  'mid',
  'pre',
  'post',
  'ex',
  'up',
  'anti',
  'semi',
  'meta',
]);
const COMPOUND_SECOND = new Set([
  'oriented',
  'driven',
  'based',
  'facing',
  'making',
  'solving',
  'level',
  'time',
  'term',
  'friendly',
  'on',
  'end',
  'scale',
  'source',
  'site',
  'house',
  'related',
  'specific',
  'focused',
  'paced',
  'winning',
  'critical',
  'effective',
  'quality',
  'stack',
  'date',
  'the',
  'to',
  'of',
  'up',
  'out',
  'wide',
  'free',
  'known',
  'minded',
  'induced',
  'analysis',
  'centred',
  'centered',
  'led',
  'owned',
  'only',
  'ready',
  'first',
]);

/**
 * A word hyphenated across a line break ("Devel-" / "oping the app") is put back together on the
 * first line ("Developing" / "the app"): only a lowercase letter before the hyphen and a lowercase
 * letter starting the next line, so date ranges ("2014-" / "2016") and capitalised words stay apart.
 */
function joinHyphenated(previous: string, next: string): [string, string] | null {
  const head = /(^|[^\p{L}])(\p{L}*\p{Ll})([-\u00ad\u2010])$/u.exec(previous);
  if (head === null) return null;
  // Addresses break at any hyphen and keep it: "www.example-" / "corp.com".
  const token = previous.slice(previous.lastIndexOf(' ') + 1);
  if (/[/@]|www\.|\.\p{L}/u.test(token)) return null;
  const tail = /^(\p{Ll}[\p{L}\p{M}]*)([,.;:!?)]*)(\s*)/u.exec(next);
  if (tail === null) return null;
  const first = head[2] ?? '';
  const hyphen = head[3] ?? '-';
  // A part of a longer compound ("one-to-" / "many") keeps its hyphen too.
  const keepHyphen =
    hyphen !== '\u00ad' && (head[1] === '-' || COMPOUND_FIRST.has(first.toLowerCase()) || COMPOUND_SECOND.has((tail[1] ?? '').toLowerCase()));
  const word = `${first}${keepHyphen ? '-' : ''}${tail[1] ?? ''}${tail[2] ?? ''}`;
  const before = previous.slice(0, previous.length - first.length - hyphen.length);
  return [`${before}${word}`, next.slice(tail[0].length)];
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
