import type { JobAnalysis, SearchResultChunk, Skill, SkillProfile, TailoredResumeObject } from '@tailor/contracts';
import { defaultSkillMatcher } from '../skills';
import { computeMatchScore } from './match-score';
import { rankChunks } from './rank';
import { tailorResume } from './tailor';
import type { EducationInput, ExperienceInput, ResumePerson, UserSkill, TailoringMatcher } from './types';

/** Structurally the LLM package's `TailorInput`, so `tailorFromInput` can be its `RuleFunctions.tailorResume`. */
export interface RuleTailorInput {
  analysis: JobAnalysis;
  experiences: readonly ExperienceInput[];
  education: readonly EducationInput[];
  skills: readonly Skill[];
  /** Retrieved evidence; ranked again here, which is idempotent. */
  chunks: readonly SearchResultChunk[];
  profile: ResumePerson;
}

export interface AdapterOptions {
  readonly matcher?: TailoringMatcher;
  readonly asOfYear?: number;
}

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

/** Rank, score and tailor in one call, with the built-in skills database unless a matcher is given. */
export function tailorFromInput(input: RuleTailorInput, options: AdapterOptions = {}): TailoredResumeObject {
  const matcher = options.matcher ?? defaultSkillMatcher();
  const rankedChunks = rankChunks(input.chunks, { industry: input.analysis.industry });
  const profileSkills = profileSkillsFromSkills(input.skills);
  const match = computeMatchScore({ analysis: input.analysis, profileSkills, experiences: input.experiences, rankedChunks, matcher });
  return tailorResume({
    analysis: input.analysis,
    experiences: input.experiences,
    education: input.education,
    profileSkills,
    rankedChunks,
    match,
    person: input.profile,
    matcher,
    ...(options.asOfYear === undefined ? {} : { asOfYear: options.asOfYear }),
  });
}
