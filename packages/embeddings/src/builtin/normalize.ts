/**
 * Character-level normalisation of the built-in embedder: compatibility decomposition (NFKD), so
 * "ﬁ", "①" and full-width letters read as their plain forms and accents split off; the combining
 * marks are then dropped by the tokeniser (see char-class.ts), and case is folded per character as
 * it reads. Case is kept in the folded text because skill aliases such as "JS" or "REST" only count
 * as written.
 */

/** Rewrites text before the embedder sees it (a stand-in for the built-in skill aliases, in tests). */
export type AliasNormalizer = (text: string) => string;

// The class lists combining marks by design, so the rule's concern (a mark joining the character before it) does not apply.
// eslint-disable-next-line no-misleading-character-class
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/** NFKD, case kept. Combining marks stay (the tokeniser drops them inside words). */
export function foldText(text: string): string {
  return text.normalize('NFKD');
}

/**
 * Lower case, NFKD, no diacritics: what the built-in embedder reads of a text, characters only
 * (BuiltinEmbeddingProvider.normalize also canonicalises skill aliases).
 */
export function normalizeText(text: string, normalizeAliases?: AliasNormalizer): string {
  const aliased = normalizeAliases ? normalizeAliases(text) : text;
  return foldText(aliased).replace(COMBINING_MARKS, '').toLowerCase();
}
