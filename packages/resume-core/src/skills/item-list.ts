/**
 * The unlabelled skill-list test ("Python, R, TensorFlow, Keras, SQL") read over the characters in
 * place, for lines without a colon. The same rules as the expressions in list-lines.ts, which split
 * the line into strings: every mention the skill scan meets asks this of its line, and on long
 * lines the splitting cost more than the rest of the scan (a test compares the two):
 *
 * - at least two separators (, ; | • · ▪ ◦ ● ■ tab, or a spaced dash " - " when fewer of those);
 * - at least three non-empty items between separators, four when the line ends like a sentence;
 * - three quarters of the items short: at most four words and 32 characters.
 */

const TAB = 9;
const OTHER = 0;
const SPACE = 1;
const SEPARATOR = 2;
const DASH = 3;

/** , ; | • · ▪ ◦ ● ■ (a Set lookup per character cost more than the rest of the test). */
function isSeparatorChar(c: number): boolean {
  if (c < 128) return c === 44 || c === 59 || c === 124;
  return c === 0x2022 || c === 0xb7 || c === 0x25aa || c === 0x25e6 || c === 0x25cf || c === 0x25a0;
}

/** JavaScript's \s (and what String.prototype.trim removes). */
function isSpace(c: number): boolean {
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

function isDash(c: number): boolean {
  return c === 45 || c === 0x2013 || c === 0x2014;
}

function classify(c: number): number {
  if (isSpace(c)) return SPACE;
  if (isSeparatorChar(c)) return SEPARATOR;
  return isDash(c) ? DASH : OTHER;
}

/** The classes of the ASCII range (a tab is a space that also separates, tested apart). */
const ASCII = Uint8Array.from({ length: 128 }, (_, c) => classify(c));

function classOf(c: number): number {
  return c < 128 ? (ASCII[c] ?? OTHER) : classify(c);
}

const SEPARATOR_CHARS = [',', ';', '|', '\t', '•', '·', '▪', '◦', '●', '■'];
const DASHES = ['-', '–', '—'];

interface Separators {
  /** The expressions' separator count: separator characters; when fewer than two, spaced dashes too. */
  count: number;
  /** Upper bound on the number of items: every separator character and spaced dash may end one. */
  maxItems: number;
  /** Positions of those characters and dashes, ascending. */
  positions: number[];
}

/** Found with indexOf, which is several times faster than a character loop. */
function separators(text: string, from: number, to: number): Separators {
  const positions: number[] = [];
  for (const ch of SEPARATOR_CHARS) {
    for (let at = text.indexOf(ch, from); at !== -1 && at < to; at = text.indexOf(ch, at + 1)) positions.push(at);
  }
  const chars = positions.length;
  const dashStarts: number[] = [];
  for (const dash of DASHES) {
    for (let at = text.indexOf(dash, from + 1); at !== -1 && at + 1 < to; at = text.indexOf(dash, at + 1)) {
      if (isSpace(text.charCodeAt(at - 1)) && isSpace(text.charCodeAt(at + 1))) {
        positions.push(at);
        dashStarts.push(at - 1);
      }
    }
  }
  positions.sort((a, b) => a - b);
  let dashes = 0;
  if (chars < 2 && dashStarts.length > 0) {
    // The expression's matches ("\s[-–—]\s") may not overlap.
    dashStarts.sort((a, b) => a - b);
    let matchEnd = from;
    for (const start of dashStarts) {
      if (start < matchEnd) continue;
      dashes++;
      matchEnd = start + 3;
    }
  }
  return { count: chars >= 2 ? chars : chars + dashes, maxItems: positions.length + 1, positions };
}

/** Whether text[from, to), a line without a colon, is a list of short items. */
export function looksLikeItemListIn(text: string, from: number, to: number): boolean {
  const { count, maxItems, positions } = separators(text, from, to);
  if (count < 2 || maxItems < 3) return false;
  let nextPosition = 0;
  while (from < to && isSpace(text.charCodeAt(from))) from++;
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  let parts = 0;
  let short = 0;
  let partStart = -1;
  let partEnd = -1;
  let words = 0;
  let spaced = false;
  let i = from;
  while (i <= to) {
    // Where the current item ends: at a separator, or at the end of the line.
    let next: number;
    if (i === to) next = to;
    else {
      const cls = classOf(text.charCodeAt(i));
      if (cls === SEPARATOR) next = i + 1;
      else if (cls === SPACE) {
        // A run of spaces separates items when a separator character or a spaced dash follows
        // it, or it holds a tab; the separator then takes the spaces after it as well.
        let j = i;
        let tab = false;
        while (j < to) {
          const c = text.charCodeAt(j);
          if (classOf(c) !== SPACE) break;
          if (c === TAB) tab = true;
          j++;
        }
        const after = j < to ? classOf(text.charCodeAt(j)) : OTHER;
        if (after === SEPARATOR) next = j + 1;
        else if (after === DASH && j + 1 < to && classOf(text.charCodeAt(j + 1)) === SPACE) next = j + 2;
        else if (tab) next = j;
        else {
          spaced = true;
          i = j;
          continue;
        }
      } else {
        if (partStart < 0) {
          partStart = i;
          words = 1;
        } else if (spaced) {
          words++;
        }
        spaced = false;
        partEnd = i + 1;
        i++;
        if (words > 4 || partEnd - partStart > 32) {
          // A long item stays long: skip to the spaces before the next separator it may end at.
          while (nextPosition < positions.length && (positions[nextPosition] ?? 0) < i) nextPosition++;
          let j = nextPosition < positions.length ? (positions[nextPosition] ?? to) : to;
          while (j > i && classOf(text.charCodeAt(j - 1)) === SPACE) j--;
          i = Math.min(j, to);
        }
        continue;
      }
    }
    if (partStart >= 0) {
      parts++;
      if (words <= 4 && partEnd - partStart <= 32) short++;
      // At most a quarter of all items may be long: prose gives up after a few of them.
      else if ((parts - short) * 4 > maxItems) return false;
      partStart = -1;
    }
    if (i === to) break;
    while (next < to && classOf(text.charCodeAt(next)) === SPACE) next++;
    i = next;
  }
  if (parts < 3) return false;
  const last = to > from ? text.charCodeAt(to - 1) : 0;
  if ((last === 46 || last === 33 || last === 63) && parts < 4) return false;
  return short / parts >= 0.75;
}
