/** How the featuriser treats one UTF-16 code unit of already lower-cased, NFKD-stripped text. */
export const SEPARATOR = 0;
export const WORD = 1;
/** Dropped inside a word without splitting it: "manager's" → "managers", "don't" → "dont". */
export const ELIDED = 2;
/** Kept when it follows a word character, so "c++", "c#" and "f#" stay distinct from "c" and "f". */
export const SUFFIX = 3;

/** Classes of the ASCII range, exported so hot loops can index it directly before calling charClass. */
export const ASCII_CLASS = new Uint8Array(128);
const ASCII = ASCII_CLASS;
for (let c = 48; c <= 57; c++) ASCII[c] = WORD;
for (let c = 97; c <= 122; c++) ASCII[c] = WORD;
// Upper case only survives if a caller bypasses normalizeText; treat it as a letter all the same.
for (let c = 65; c <= 90; c++) ASCII[c] = WORD;
ASCII[39] = ELIDED;
ASCII[43] = SUFFIX;
ASCII[35] = SUFFIX;

/**
 * Non-ASCII code units are letters unless they fall in a punctuation or symbol block. Word-processor
 * bullets are private-use characters (U+F0B7) and must separate words.
 */
export function charClass(code: number): number {
  if (code < 128) return ASCII[code] ?? SEPARATOR;
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
