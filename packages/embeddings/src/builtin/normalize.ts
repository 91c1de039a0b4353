/**
 * Text normalisation for the built-in embedder: skill aliases first (they are written in mixed case,
 * "JS", "Node.js"), then lower case, then compatibility decomposition with diacritics removed so
 * "Résumé" and "resume" meet. Tokenising happens later, over char codes, in the featuriser.
 */

export type AliasNormalizer = (text: string) => string;

const NON_ASCII = /[^\x00-\x7f]/;
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

export function normalizeText(text: string, normalizeAliases?: AliasNormalizer): string {
  const aliased = normalizeAliases ? normalizeAliases(text) : text;
  const lower = aliased.toLowerCase();
  // Most resume text is ASCII; NFKD allocates a new string, so skip it when it cannot change anything.
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize('NFKD').replace(COMBINING_MARKS, '');
}

interface ResumeCoreSkills {
  canonicalizeSkillMentions?: unknown;
}

let cachedDefault: AliasNormalizer | null | undefined;

/** Where resume-core's build may export the canonicaliser: its entry point, else its skills module. */
const RESUME_CORE_MODULES = ['@tailor/resume-core', '@tailor/resume-core/dist/skills'];

/**
 * resume-core's skill canonicaliser when its build exports one, else null. Required lazily and
 * guarded because resume-core may not be built yet (it is developed in parallel) and because the
 * embedder must keep working without it: aliases then simply do not meet.
 */
export function defaultAliasNormalizer(): AliasNormalizer | null {
  if (cachedDefault !== undefined) return cachedDefault;
  cachedDefault = null;
  for (const name of RESUME_CORE_MODULES) {
    try {
      const fn = (require(name) as ResumeCoreSkills).canonicalizeSkillMentions;
      if (typeof fn === 'function') {
        // Called with the text only: a second argument would be taken as resume-core's matcher.
        cachedDefault = (text: string) => String((fn as (t: string) => unknown)(text));
        break;
      }
    } catch {
      // Not built or not installed: try the next place, else run without alias canonicalisation.
    }
  }
  return cachedDefault;
}
