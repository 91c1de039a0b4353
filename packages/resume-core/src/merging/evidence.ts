import type { SkillEvidence } from '@tailor/contracts';
import { findMentions } from './mentions';

export { mentionsSkill } from './mentions';

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
  const mentions = findMentions(achievements, skills);
  for (const [index, skill] of skills.entries()) {
    const naming = (mentions[index] ?? []).map((at) => achievements[at] as string);
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
