import { z } from 'zod';

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'executive'] as const;
export const COMPANY_TYPES = ['startup', 'enterprise', 'nonprofit', 'government'] as const;
export const COMPANY_SIZES = ['small', 'medium', 'large'] as const;

export const ExperienceLevelSchema = z.enum(EXPERIENCE_LEVELS);
export const CompanyTypeSchema = z.enum(COMPANY_TYPES);
export const CompanySizeSchema = z.enum(COMPANY_SIZES);

const list = () => z.array(z.string()).default([]);
const maybe = <T extends z.ZodType>(s: T) => s.nullable().default(null);

/**
 * §3 job analysis. Everything a job description may not state is nullable, and lists default to
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
});
export type JobAnalysis = z.infer<typeof JobAnalysisSchema>;
