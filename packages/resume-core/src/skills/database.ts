import type { SkillsDatabaseEntry } from '@tailor/contracts';
import { SKILLS_DATABASE } from './data';
import { defaultSkillMatcher } from './matcher';
import { skillKey } from './normalize';
import type { SkillSeed } from './types';

/** Stable id for a seed row, so re-seeding the backend's skills database updates instead of duplicating. */
export function skillId(name: string): string {
  return `skill-${
    skillKey(name)
      .replace(/\+/g, 'plus')
      .replace(/#/g, 'sharp')
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]/g, '') || 'unnamed'
  }`;
}

/** Seed rows in the contracts' `SkillsDatabaseEntry` shape (the matching rules stay in code). */
export function toSkillsDatabaseEntries(seeds: readonly SkillSeed[] = SKILLS_DATABASE): SkillsDatabaseEntry[] {
  return seeds.map((s) => ({
    id: skillId(s.name),
    name: s.name,
    aliases: [...s.aliases],
    category: s.category,
    industry_relevance: [...s.industry_relevance],
  }));
}

/** Canonical name for a known skill, else the raw text tidied (bullets, trailing punctuation, spacing). */
export function normalizeSkillName(raw: string): string {
  return defaultSkillMatcher().normalizeSkillName(raw);
}
