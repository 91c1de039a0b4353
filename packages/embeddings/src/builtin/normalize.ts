/**
 * Character-level normalisation of the built-in embedder: compatibility decomposition (NFKD), so
 * "ﬁ", "①" and full-width letters read as their plain forms and accents split off; the combining
 * marks are then dropped by the tokeniser (see char-class.ts), and case is folded per character as
 * it reads. Case is kept in the folded text because skill aliases such as "JS" or "REST" only count
 * as written.
 */

/**
 * Rewrites the skill mentions of a text to their canonical names ("JS" → "javascript", "K8s" →
 * "kubernetes") and leaves the rest as it is. The built-in embedder has no skill data of its own:
 * whoever builds it passes one in (the services pass resume-core's canonicalizeSkillMentions), so
 * the mentions it canonicalises are the ones resume-core's extraction finds.
 */
export type SkillNormalizer = (text: string) => string;

// The class lists combining marks by design, so the rule's concern (a mark joining the character before it) does not apply.
// eslint-disable-next-line no-misleading-character-class
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/** NFKD, case kept. Combining marks stay (the tokeniser drops them inside words). */
export function foldText(text: string): string {
  return text.normalize('NFKD');
}

/**
 * Lower case, NFKD, no diacritics: what the built-in embedder reads of a text, characters only
 * (BuiltinEmbeddingProvider.normalize also canonicalises skill mentions).
 */
export function normalizeText(text: string, normalizeSkills?: SkillNormalizer): string {
  const aliased = normalizeSkills ? normalizeSkills(text) : text;
  return foldText(aliased).replace(COMBINING_MARKS, '').toLowerCase();
}
