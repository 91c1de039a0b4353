import type { RequirementMatch, ScoreBreakdown, SearchResultChunk, SkillCategory, SkillEvidence } from '@tailor/contracts';

/**
 * An experience as tailoring reads it. Stored `Experience` records and parsed ones (the rule engine's
 * input has no ids) are both assignable; a missing id is replaced by a positional one in evidence.
 */
export interface ExperienceInput {
  readonly id?: string;
  readonly company: string;
  readonly role: string;
  readonly period: string;
  readonly skills: readonly string[];
  readonly achievements: readonly string[];
  readonly skills_with_evidence?: readonly SkillEvidence[];
  readonly start_year?: number | null;
  readonly end_year?: number | null;
}

export interface EducationInput {
  readonly degree: string;
  readonly school: string;
  readonly year: string;
}

/** One of the user's skills: from the skill profile, the parsed skill list, or both merged. */
export interface UserSkill {
  readonly name: string;
  readonly aliases?: readonly string[];
  readonly evidence?: string;
  readonly category?: SkillCategory;
}

/** The user's own identity for the document header and the summary; never evidence of skills. */
export interface ResumePerson {
  readonly fullName: string;
  readonly headline: string;
}

/** What tailoring needs from the skills database; `SkillMatcher` from `../skills` satisfies it. */
export interface SkillInfo {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly category: SkillCategory;
  /** Canonical names of the broader skills this one is a kind or a tool of ("Kubernetes": "Containerization"). */
  readonly broader?: readonly string[];
}

export interface TailoringMatcher {
  canonical(nameOrAlias: string): SkillInfo | null;
  findInText(text: string): readonly { readonly name: string }[];
}

/** A search hit with its ranking score; still a SearchResultChunk so it can be passed on as evidence. */
export interface RankedChunk extends SearchResultChunk {
  /** base score + type bonus + 0.1 × confidence + industry bonus; may exceed 1. */
  readonly relevance: number;
  readonly industryMatch: boolean;
}

/** A requirement's match plus what the later steps need and the contract does not carry. */
export interface ScoredRequirement extends RequirementMatch {
  readonly category: SkillCategory;
  /** Indexes into the experiences passed to computeMatchScore that mention the requirement. */
  readonly experienceIndexes: readonly number[];
}

export interface MatchResult {
  /** 0–100, integer. */
  readonly matchScore: number;
  readonly breakdown: ScoreBreakdown;
  /** Contract shape, for the enriched analysis. */
  readonly requirementMatches: RequirementMatch[];
  /** Same order as requirementMatches, with category and supporting experiences. */
  readonly requirements: readonly ScoredRequirement[];
}
