import { z } from 'zod';
import { IdSchema, PercentSchema } from '../common';
import { RELEVANT_EXPERIENCES } from '../constants';
import { JobAnalysisSchema } from './job-analysis';

const list = () => z.array(z.string()).default([]);

/** Skills grouped by the five display categories. */
export const SkillGroupsSchema = z.object({
  Technical: list(),
  Product: list(),
  Leadership: list(),
  Domain: list(),
  Soft: list(),
});
export type SkillGroups = z.infer<typeof SkillGroupsSchema>;

export function emptySkillGroups(): SkillGroups {
  return { Technical: [], Product: [], Leadership: [], Domain: [], Soft: [] };
}

export const RelevantExperienceSchema = z.object({
  company: z.string(),
  role: z.string(),
  duration: z.string(),
  /** Ranking score; the ranking bonuses can push it above 1, so it is not a probability. */
  relevance: z.number(),
  key_achievements: z.array(z.string()).default([]),
});
export type RelevantExperience = z.infer<typeof RelevantExperienceSchema>;

export const REQUIREMENT_KINDS = ['hard', 'soft'] as const;
export const REQUIREMENT_IMPORTANCES = ['must', 'nice'] as const;
export const MATCH_KINDS = ['exact', 'partial', 'fuzzy', 'none'] as const;
export const EVIDENCE_SOURCES = ['skill', 'experience', 'chunk'] as const;

export const EvidenceRefSchema = z.object({
  source: z.enum(EVIDENCE_SOURCES),
  id: IdSchema,
  text: z.string(),
});
export type EvidenceRef = z.infer<typeof EvidenceRefSchema>;

/** Explains each requirement's contribution to the score, for transparency. */
export const RequirementMatchSchema = z.object({
  requirement: z.string().min(1),
  kind: z.enum(REQUIREMENT_KINDS),
  importance: z.enum(REQUIREMENT_IMPORTANCES),
  match: z.enum(MATCH_KINDS),
  /** 1 / 0.7 / 0.4 / 0 per MATCH_WEIGHTS. */
  weight: z.number().min(0).max(1),
  evidence: z.array(EvidenceRefSchema),
  /**
   * Only on a partial match found by meaning (the evidence words it differently): the cosine of
   * the requirement's and the evidence's sentence vectors.
   */
  similarity: z.number().min(-1).max(1).optional(),
});
export type RequirementMatch = z.infer<typeof RequirementMatchSchema>;

export const ScoreBreakdownSchema = z.object({
  skillPercentage: PercentSchema,
  experienceFactor: z.number().min(0),
  total: PercentSchema,
  /** Human-readable formula with the numbers substituted. */
  formula: z.string(),
});
export type ScoreBreakdown = z.infer<typeof ScoreBreakdownSchema>;

export const EnrichedJobAnalysisSchema = JobAnalysisSchema.extend({
  matchScore: PercentSchema,
  requiredSkills: SkillGroupsSchema,
  skillGaps: SkillGroupsSchema,
  experienceAlignment: list(),
  relevantExperiences: z.array(RelevantExperienceSchema).max(RELEVANT_EXPERIENCES.kept).default([]),
  recommendedFocus: list(),
  improvementAreas: list(),
  keyRequirements: list(),
  requirementMatches: z.array(RequirementMatchSchema).optional(),
  scoreBreakdown: ScoreBreakdownSchema.optional(),
  /** The employer the posting names; null when it names none. */
  hiringCompany: z.string().nullable().optional(),
});
export type EnrichedJobAnalysis = z.infer<typeof EnrichedJobAnalysisSchema>;
