/**
 * Text normalisation shared by the matcher and the extractors. Tokens keep the symbols that change a
 * skill's meaning ("C++", "C#", ".NET") and split on the ones that only change its spelling
 * ("Node.js" = "node js"), so one trie serves every spelling.
 */

export interface Token {
  /** Lower-case form used as the trie key. */
  readonly lower: string;
  /** As written, for case-sensitive forms. */
  readonly raw: string;
  readonly start: number;
  readonly end: number;
}

const NON_ASCII_WORD = /[\p{L}\p{N}]/u;

/** Per ASCII code: 1 for letters and digits. */
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, c) => ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : 0));

/** Whether the character at i is a letter or digit; the expression only for non-ASCII characters. */
function isWordAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128) return ASCII_WORD[code] === 1;
  return NON_ASCII_WORD.test(text.charAt(i));
}

/**
 * Runs of letters and digits, with a trailing "++", "+" or "#" kept ("C++", "C#"). A leading dot belongs
 * to the token only when nothing word-like precedes it: ".NET" is one token, "Node.js" is "Node" + "js".
 * A hand-written loop: this runs over every resume and job description, and a Unicode regex with
 * look-behind was the matcher's largest cost.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isWordAt(text, i)) {
      i++;
      continue;
    }
    let start = i;
    if (start > 0 && text.charCodeAt(start - 1) === 46) {
      const before = start - 2;
      if (before < 0 || !isWordAt(text, before)) start--;
    }
    i++;
    while (i < n && isWordAt(text, i)) i++;
    if (text.startsWith('++', i)) i += 2;
    else if (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 35) i++;
    const raw = text.slice(start, i);
    tokens.push({ lower: raw.toLowerCase(), raw, start, end: i });
  }
  return tokens;
}

/**
 * What may separate two tokens inside one multi-word skill: a space or a line wrap ("Google Cloud\nPlatform"
 * in a PDF skill list), a joiner ("CI/CD", "e-commerce", "R&D"), or a bare dot ("ASP.NET"). A dot followed by
 * a space ends a sentence, so "React. Native apps" does not become React Native.
 */
const JOINABLE_GAP = /^(?:[ \t]{0,3}\r?\n?[ \t]{0,3}|[ \t]?[-_/&–][ \t]?|\.)$/;

export function isJoinableGap(gap: string): boolean {
  return gap.length <= 5 && JOINABLE_GAP.test(gap);
}

/** Lookup key for names and aliases: case, spaces and spelling punctuation do not matter; + and # do. */
export function skillKey(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[\s\-–—•·▪*:;,.]+|(?<![\s:;,!?])[\s:;,!?]+$/g, '')
    .replace(/[\s.\-_/'’()]+/g, '');
}

const BULLET_PREFIX = /^[\s•·▪◦‣●■□➢►✓✔*>\-–—]+|^\(?\d{1,2}[.)]\s+/;
const TRAILING_PUNCT = /(?<![\s.,;:!?·•|])[\s.,;:!?·•|]+$/;

/**
 * Tidy a skill that is not in the database: strip bullets, numbering, wrapping quotes and trailing
 * punctuation, collapse spaces. Case is kept as written except that a phrase written in one case is
 * given a sentence capital ("project planning" → "Project planning") or softened from shouting
 * ("PROJECT PLANNING" → "Project Planning"); short all-caps words stay acronyms ("ETL", "SOAP").
 */
export function tidySkillName(raw: string): string {
  let s = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
  s = s.replace(BULLET_PREFIX, '').replace(TRAILING_PUNCT, '').trim();
  s = s.replace(/^["'“‘([]+|(?<!["'”’)\]])["'”’)\]]+$/g, '').trim();
  if (s.length === 0) return s;
  if (s === s.toLowerCase() && /[a-z]/.test(s)) return s.charAt(0).toUpperCase() + s.slice(1);
  if (s === s.toUpperCase() && /[A-Z]{5,}/.test(s)) {
    return s.replace(/\p{L}+/gu, (w) => (w.length <= 4 ? w : w.charAt(0) + w.slice(1).toLowerCase()));
  }
  return s;
}
