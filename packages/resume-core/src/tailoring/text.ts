/**
 * Text comparison helpers. Everything here is deliberately simple and locale-independent so that the
 * same input always yields the same score on every machine.
 */

const NON_ASCII = /[^\x00-\x7f]/;

/** Lower-case words separated by single spaces and padded, keeping + and # ("c++", "c#"). */
export function wordString(text: string): string {
  // Most resume text is ASCII; the Unicode path (accents folded) costs several times more.
  const words = NON_ASCII.test(text)
    ? text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    : text.toLowerCase().replace(/[^a-z0-9+#]+/g, ' ');
  return ` ${words.trim()} `;
}

/** Identity key: letters, digits, + and # only, so "Node.js" = "nodejs" and "C++" ≠ "C". */
export function compactKey(text: string): string {
  return wordString(text).replace(/ /g, '');
}

/** Whole-phrase containment on word boundaries; both sides must come from wordString. */
export function containsPhrase(haystackWords: string, phrase: string): boolean {
  const needle = wordString(phrase);
  return needle.trim().length > 0 && haystackWords.includes(needle);
}

/** Words that carry no meaning on their own in skills and responsibilities. */
const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'or',
  'the',
  'of',
  'to',
  'in',
  'on',
  'for',
  'with',
  'by',
  'at',
  'as',
  'from',
  'into',
  'our',
  'your',
  'their',
  'we',
  'you',
  'will',
  'be',
  'is',
  'are',
  'etc',
  'e',
  'g',
  'using',
  'use',
  'experience',
  'experienced',
  'skills',
  'skill',
  'knowledge',
  'proficiency',
  'proficient',
  'strong',
  'ability',
  'familiarity',
  'understanding',
  'years',
  'year',
  'plus',
  'including',
  'across',
  'other',
]);

/** Words too common in skill names to prove two skills are related ("Product Management" vs "Management"). */
const GENERIC = new Set([
  'management',
  'development',
  'engineering',
  'design',
  'data',
  'analysis',
  'systems',
  'system',
  'testing',
  'software',
  'services',
  'cloud',
  'tools',
  'platform',
  'applications',
  'web',
  'programming',
]);

export function contentTokens(text: string): string[] {
  return wordString(text)
    .trim()
    .split(' ')
    .filter((w) => w.length > 0 && !STOPWORDS.has(w));
}

export function isGeneric(token: string): boolean {
  return GENERIC.has(token);
}

const SUFFIXES = ['ations', 'ation', 'ments', 'ment', 'ships', 'ship', 'ings', 'ing', 'ies', 'ics', 'ed', 'es', 'er', 'al', 's'];

/**
 * A crude stem: one common suffix removed, then the first five letters. Good enough to equate
 * "analysis"/"analytics" or "optimize"/"optimization"; used only for the weakest (fuzzy) match.
 */
export function stem(token: string): string {
  if (token.length <= 4) return token;
  for (const suffix of SUFFIXES) {
    if (token.endsWith(suffix) && token.length - suffix.length >= 4) return token.slice(0, -suffix.length).slice(0, 5);
  }
  return token.slice(0, 5);
}

export function stemSet(text: string): Set<string> {
  return new Set(contentTokens(text).map(stem));
}

/** The stem a word of wordString's contributes to stemSet: none for a stopword. */
export function wordStem(word: string): string | null {
  return word.length > 0 && !STOPWORDS.has(word) ? stem(word) : null;
}

/** stemSet of a text from its words (wordString's, split), without folding the text again. */
export function stemsOfWords(words: readonly string[]): Set<string> {
  const stems = new Set<string>();
  for (const w of words) {
    const s = wordStem(w);
    if (s !== null) stems.add(s);
  }
  return stems;
}

/** Initials of a multi-word phrase ("machine learning" → "ml"); null for single words. */
export function acronymOf(text: string): string | null {
  const tokens = wordString(text)
    .trim()
    .split(' ')
    .filter((w) => w.length > 0 && !STOPWORDS.has(w));
  if (tokens.length < 2) return null;
  return tokens.map((t) => t.charAt(0)).join('');
}

/** A short window around the first occurrence of `phrase`, for evidence text. */
export function snippet(text: string, phrase: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const at = Math.max(0, flat.toLowerCase().indexOf(phrase.toLowerCase()));
  const start = Math.max(0, Math.min(at - Math.floor(max / 3), flat.length - max));
  const body = flat.slice(start, start + max).trim();
  return `${start > 0 ? '…' : ''}${body}${start + max < flat.length ? '…' : ''}`;
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
