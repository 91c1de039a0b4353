/** How the tokeniser treats one UTF-16 code unit of the (NFKD-folded) text. */
export const SEPARATOR = 0;
export const WORD = 1;
/**
 * Dropped inside a word without splitting it: "manager's" → "managers", "don't" → "dont", and the
 * combining marks NFKD splits off accented letters ("résumé" → "resume").
 */
export const ELIDED = 2;
/** Kept when it follows a word character, so "c++", "c#" and "f#" stay distinct from "c" and "f". */
export const SUFFIX = 3;

/** Classes of the ASCII range, exported so hot loops can index it directly before calling charClass. */
export const ASCII_CLASS = new Uint8Array(128);
const ASCII = ASCII_CLASS;
for (let c = 48; c <= 57; c++) ASCII[c] = WORD;
for (let c = 97; c <= 122; c++) ASCII[c] = WORD;
for (let c = 65; c <= 90; c++) ASCII[c] = WORD;
ASCII[39] = ELIDED;
ASCII[43] = SUFFIX;
ASCII[35] = SUFFIX;

/** ASCII lower case by table: the tokeniser lower-cases as it reads instead of copying the text. */
export const ASCII_LOWER = new Uint16Array(128);
for (let c = 0; c < 128; c++) ASCII_LOWER[c] = c >= 65 && c <= 90 ? c + 32 : c;

function isCombiningMark(code: number): boolean {
  return (
    (code >= 0x300 && code <= 0x36f) ||
    (code >= 0x1ab0 && code <= 0x1aff) ||
    (code >= 0x1dc0 && code <= 0x1dff) ||
    (code >= 0x20d0 && code <= 0x20ff) ||
    (code >= 0xfe20 && code <= 0xfe2f)
  );
}

/**
 * Non-ASCII code units are letters unless they fall in a punctuation or symbol block. Word-processor
 * bullets are private-use characters (U+F0B7) and must separate words.
 */
function charClass(code: number): number {
  if (code < 128) return ASCII[code] ?? SEPARATOR;
  if (isCombiningMark(code)) return ELIDED;
  if (code < 0xc0 || code === 0xd7 || code === 0xf7) return SEPARATOR;
  if (code === 0x2019 || code === 0x2bc) return ELIDED;
  if (code >= 0x2000 && code <= 0x2bff) return SEPARATOR;
  if (code >= 0x3000 && code <= 0x303f) return SEPARATOR;
  if (code >= 0xe000 && code <= 0xf8ff) return SEPARATOR;
  if (code >= 0xfe10 && code <= 0xfe6f) return SEPARATOR;
  if (code >= 0xff00 && code <= 0xff0f) return SEPARATOR;
  if (code === 0xfeff || code === 0xfffd) return SEPARATOR;
  return WORD;
}

/**
 * Per non-ASCII code unit, computed on first sight: bits 0–1 the class, bit 2 set when the text must
 * be NFKD-folded before reading (see `describe`), bit 3 set once known, bit 4 for combining marks.
 * Resume text repeats the same few non-ASCII characters (–, ’, •, é).
 */
const INFO = new Uint8Array(0x10000);
const LOWER = new Uint16Array(0x10000);
const BASE = new Uint16Array(0x10000);
export const UNSTABLE = 4;
const KNOWN = 8;
/** A combining mark: dropped from the word, but part of its span (the accent of its last letter). */
export const MARK = 16;

/**
 * What NFKD makes of a character decides how it is read in place. Unchanged, or one character plus
 * combining marks (é → e + ◌́, Ａ → A, ① → 1): read as that one character, marks dropped, so
 * accented text needs no folding. Only punctuation and marks (… → ...): a separator. Anything else
 * (ﬁ → fi, ½ → 1⁄2) and surrogate halves (NFKD judges pairs): the text is folded and read again.
 */
function describe(code: number): number {
  const ch = String.fromCharCode(code);
  BASE[code] = code;
  setLower(code, ch);
  if (code >= 0xd800 && code <= 0xdfff) return KNOWN | UNSTABLE | charClass(code);
  const decomposed = ch.normalize('NFKD');
  const mark = isCombiningMark(code) ? MARK : 0;
  if (decomposed === ch) return KNOWN | mark | charClass(code);
  const base = decomposed.charCodeAt(0);
  let rest = 1;
  while (rest < decomposed.length && isCombiningMark(decomposed.charCodeAt(rest))) rest++;
  const single = rest === decomposed.length && String.fromCharCode(base).normalize('NFKD').length === 1 && !(base >= 0xd800 && base <= 0xdfff);
  if (single) {
    BASE[code] = base;
    setLower(code, String.fromCharCode(base));
    return KNOWN | mark | charClass(base);
  }
  let separators = true;
  for (let i = 0; i < decomposed.length; i++) {
    const c = decomposed.charCodeAt(i);
    if (!isCombiningMark(c) && charClass(c) !== SEPARATOR) separators = false;
  }
  return KNOWN | mark | (separators ? SEPARATOR : UNSTABLE | charClass(code));
}

/** Multi-unit lower cases ("İ" → "i̇") only occur for characters NFKD decomposes first anyway. */
function setLower(code: number, ch: string): void {
  const lower = ch.toLowerCase();
  LOWER[code] = lower.length === 1 ? lower.charCodeAt(0) : ch.charCodeAt(0);
}

/** Class and folding bits of a code unit ≥ 128 (see INFO). */
export function nonAsciiInfo(code: number): number {
  const info = INFO[code] ?? 0;
  if (info !== 0) return info;
  const computed = describe(code);
  INFO[code] = computed;
  return computed;
}

/** Lower case of a code unit ≥ 128 whose info has been read, accents removed. */
export function nonAsciiLower(code: number): number {
  return LOWER[code] ?? code;
}

/** The letter a code unit ≥ 128 whose info has been read stands for, case kept (é → e, Ｊ → J). */
export function baseOf(code: number): number {
  return BASE[code] ?? code;
}
