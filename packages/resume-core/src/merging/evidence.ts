import type { SkillEvidence } from '@tailor/contracts';

// Short names ("Go", "R", "C") are ordinary words or letters in lower case, so they must match as written.
const CASE_SENSITIVE_MAX = 2;

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z0-9]/.test(ch);
}

/**
 * Whether `text` names `skill` as a whole word ("Java" is not in "JavaScript"; "C++" and ".NET"
 * work). Callers scanning one text for many skills pass its lower-case form once as `lowered`.
 */
export function mentionsSkill(text: string, skill: string, lowered?: string): boolean {
  const needle = skill.trim();
  if (needle.length === 0) return false;
  const exact = needle.length <= CASE_SENSITIVE_MAX;
  const hay = exact ? text : (lowered ?? text.toLowerCase());
  const find = exact ? needle : needle.toLowerCase();
  for (let at = hay.indexOf(find); at !== -1; at = hay.indexOf(find, at + 1)) {
    const before = hay[at - 1];
    const after = hay[at + find.length];
    const startsWord = !isWordChar(find[0]) || !isWordChar(before);
    const endsWord = !isWordChar(find[find.length - 1]) || !isWordChar(after);
    if (startsWord && endsWord) return true;
  }
  return false;
}

// Most telling first: a percentage, then money, then a multiplier, then a count (years excluded).
const IMPACT_PATTERNS: readonly RegExp[] = [
  /\d+(?:[.,]\d+)?\s?(?:%|percent\b)/i,
  /[$€£]\s?\d[\d,]*(?:\.\d+)?\s?(?:[kmb]\b|million\b|billion\b|thousand\b)?/i,
  /\b\d+(?:\.\d+)?x\b/i,
];
const COUNT = /\b\d[\d,]*(?:\.\d+)?\+?(?:\s?(?:k|m|million|billion|thousand)\b)?/gi;

/** The figure an achievement reports ("40%", "$2M", "3x", "12 engineers" → "12"), or ''. */
export function findImpact(text: string): string {
  for (const pattern of IMPACT_PATTERNS) {
    const hit = pattern.exec(text);
    if (hit) return hit[0].trim();
  }
  for (const hit of text.matchAll(COUNT)) {
    const value = hit[0].trim();
    if (!/^(?:19|20)\d{2}$/.test(value)) return value;
  }
  return '';
}

/**
 * One evidence entry per skill: the first achievement naming it, preferring one that reports a
 * figure; skills no achievement names keep evidence the parser supplied, else get none.
 */
export function buildSkillEvidence(
  skills: readonly string[],
  achievements: readonly string[],
  supplied: readonly SkillEvidence[],
  addedDate: string,
): SkillEvidence[] {
  const out: SkillEvidence[] = [];
  for (const skill of skills) {
    const naming = achievements.filter((a) => mentionsSkill(a, skill));
    const best = naming.find((a) => findImpact(a) !== '') ?? naming[0];
    if (best !== undefined) {
      out.push({ skill, evidence: best, impact: findImpact(best), added_date: addedDate });
      continue;
    }
    const given = supplied.find((e) => e.skill.toLowerCase() === skill.toLowerCase() && e.evidence.trim() !== '');
    if (given) out.push({ skill, evidence: given.evidence, impact: given.impact, added_date: addedDate });
  }
  return out;
}
