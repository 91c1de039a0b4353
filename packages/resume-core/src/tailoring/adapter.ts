/** The person's skills as tailoring reads them, from a skill profile or a parsed skill list. */
import type { Skill, SkillProfile } from '@tailor/contracts';
import type { UserSkill } from './types';

export function profileSkillsFromSkills(skills: readonly Skill[]): UserSkill[] {
  return skills.map((s) => ({ name: s.name, aliases: s.aliases, evidence: s.evidence, category: s.category }));
}

export function profileSkillsFromProfile(profile: SkillProfile): UserSkill[] {
  return Object.entries(profile.skills).map(([name, entry]) => ({
    name,
    evidence: entry.evidence,
    category: entry.category,
    ...(entry.aliases ? { aliases: entry.aliases } : {}),
  }));
}
