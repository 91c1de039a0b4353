import { z } from 'zod';

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'executive'] as const;
export const COMPANY_TYPES = ['startup', 'enterprise', 'nonprofit', 'government'] as const;
export const COMPANY_SIZES = ['small', 'medium', 'large'] as const;

export const ExperienceLevelSchema = z.enum(EXPERIENCE_LEVELS);
export const CompanyTypeSchema = z.enum(COMPANY_TYPES);
export const CompanySizeSchema = z.enum(COMPANY_SIZES);

const list = () => z.array(z.string()).default([]);
const maybe = <T extends z.ZodType>(s: T) => s.nullable().default(null);

/** Where a requirement was read: the posting's own sentence, and whether the posting asks or wishes for it. */
export const RequirementSourceSchema = z.object({
  name: z.string().min(1),
  sentence: z.string(),
  importance: z.enum(['required', 'preferred']),
});
export type RequirementSource = z.infer<typeof RequirementSourceSchema>;

/**
 * A job analysis. Everything a job description may not state is nullable, and lists default to
 * empty, so a sparse model answer still parses into a complete object.
 */
export const JobAnalysisSchema = z.object({
  role: maybe(z.string()),
  required_skills: list(),
  preferred_skills: list(),
  experience_level: maybe(ExperienceLevelSchema),
  industry: maybe(z.string()),
  company_type: maybe(CompanyTypeSchema),
  key_responsibilities: list(),
  qualifications: list(),
  company_size: maybe(CompanySizeSchema),
  location: maybe(z.string()),
  salary_range: maybe(z.string()),
  benefits: list(),
  team_structure: maybe(z.string()),
  growth_stage: maybe(z.string()),
  /** One per required and preferred skill, with the sentence of the posting it comes from. */
  requirement_sources: z.array(RequirementSourceSchema).default([]),
});
export type JobAnalysis = z.infer<typeof JobAnalysisSchema>;
