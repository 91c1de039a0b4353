import type { SkillCategory } from '@tailor/contracts';
import type { SkillSeed } from '../types';

export interface SeedRules {
  /** Forms matched only as written and not opening a sentence (see SkillSeed.caseSensitive). */
  readonly cs?: readonly string[];
  /** Forms matched only in skill lists or beside another skill (see SkillSeed.contextOnly). */
  readonly ctx?: readonly string[];
  /** Industries, when they differ from the group's default. */
  readonly ind?: readonly string[];
  /** Forms of a different but related skill (see SkillSeed.related): never an alias. */
  readonly rel?: readonly string[];
}

/** A compact writer for one data file: `s('Go', ['Golang'], { cs: ['Go'] })`. */
export function seeds(category: SkillCategory, industries: readonly string[]) {
  return (name: string, aliases: readonly string[] = [], rules: SeedRules = {}): SkillSeed => ({
    name,
    aliases,
    category,
    industry_relevance: rules.ind ?? industries,
    ...(rules.cs ? { caseSensitive: rules.cs } : {}),
    ...(rules.ctx ? { contextOnly: rules.ctx } : {}),
    ...(rules.rel ? { related: rules.rel } : {}),
  });
}

export const TECH = ['Technology'] as const;
export const WEB = ['Technology', 'SaaS', 'eCommerce'] as const;
export const DATA = ['Technology', 'FinTech', 'Healthcare', 'SaaS'] as const;
export const ALL = ['Technology', 'SaaS', 'FinTech', 'eCommerce', 'Healthcare'] as const;
