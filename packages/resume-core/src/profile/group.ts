import { SKILL_CATEGORIES, type SkillCategory, type SkillProfile, type SkillProfileEntry } from '@tailor/contracts';
import { compareText } from '../merging/text';

export type ProfileSkill = SkillProfileEntry & { name: string };
export type SkillsByCategory = Record<SkillCategory, ProfileSkill[]>;

/** The profile's skills in the five skill groups, each most confident first, then by name. */
export function groupSkillsByCategory(profile: Pick<SkillProfile, 'skills'>): SkillsByCategory {
  const groups: SkillsByCategory = { technical: [], product: [], leadership: [], domain: [], soft: [] };
  for (const [name, entry] of Object.entries(profile.skills)) groups[entry.category].push({ name, ...entry });
  for (const category of SKILL_CATEGORIES) {
    groups[category].sort(
      (a, b) => b.confidence - a.confidence || compareText(a.name.toLowerCase(), b.name.toLowerCase()) || compareText(a.name, b.name),
    );
  }
  return groups;
}
