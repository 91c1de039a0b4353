import { toSkillCategory, type SkillCategory } from '@tailor/contracts';
import type { SkillSeed } from '../types';
import { BACKEND_SKILLS } from './backend';
import { BROADER_SKILLS } from './broader';
import { CLOUD_DEVOPS_SECURITY_SKILLS } from './cloud-devops';
import { DATA_ML_SKILLS } from './data-ml';
import { DOMAIN_SKILLS } from './domain';
import { LANGUAGE_AND_FRONTEND_SKILLS } from './languages';
import { LEADERSHIP_SKILLS } from './leadership';
import { PRODUCT_SKILLS } from './product';
import { SOFT_SKILLS } from './soft';
import { TOOL_SKILLS } from './tools';

/**
 * The built-in skills database (one row per skill), also the keyword-fallback list when the
 * backend's copy cannot be loaded. Order matters only for ties: an alias claimed twice resolves to the
 * earlier entry, and the data test keeps such clashes at zero.
 */
export const SKILLS_DATABASE: readonly SkillSeed[] = [
  ...LANGUAGE_AND_FRONTEND_SKILLS,
  ...BACKEND_SKILLS,
  ...CLOUD_DEVOPS_SECURITY_SKILLS,
  ...DATA_ML_SKILLS,
  ...TOOL_SKILLS,
  ...PRODUCT_SKILLS,
  ...LEADERSHIP_SKILLS,
  ...DOMAIN_SKILLS,
  ...SOFT_SKILLS,
].map((seed) => (Object.hasOwn(BROADER_SKILLS, seed.name) ? { ...seed, broader: BROADER_SKILLS[seed.name] } : seed));

export function countByCategory(entries: readonly { category: string }[] = SKILLS_DATABASE): Record<SkillCategory, number> {
  const counts: Record<SkillCategory, number> = { technical: 0, product: 0, leadership: 0, domain: 0, soft: 0 };
  for (const e of entries) {
    const category = toSkillCategory(e.category);
    if (category) counts[category]++;
  }
  return counts;
}
