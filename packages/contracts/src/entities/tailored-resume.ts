import { z } from 'zod';
import { DEFAULTS } from '../constants';

export const TailoredExperienceSchema = z.object({
  company: z.string(),
  role: z.string(),
  /** A missing period is shown as 'Recent'. */
  period: z.string().min(1).default(DEFAULTS.tailoredPeriod),
  achievements: z.array(z.string()).default([]),
});
export type TailoredExperience = z.infer<typeof TailoredExperienceSchema>;

export const TailoredEducationSchema = z.object({
  degree: z.string().default(DEFAULTS.degree),
  school: z.string().default(DEFAULTS.school),
  year: z.string().default(DEFAULTS.year),
});
export type TailoredEducation = z.infer<typeof TailoredEducationSchema>;

export const MatchAnalysisSchema = z.object({
  strengths: z.array(z.string()).default([]),
  gaps: z.array(z.string()).default([]),
  recommendations: z.array(z.string()).default([]),
});
export type MatchAnalysis = z.infer<typeof MatchAnalysisSchema>;

export const TailoredResumeObjectSchema = z.object({
  summary: z.string().default(''),
  experiences: z.array(TailoredExperienceSchema).default([]),
  skills: z.array(z.string()).default([]),
  education: z.array(TailoredEducationSchema).default([]),
  match_analysis: MatchAnalysisSchema.default({ strengths: [], gaps: [], recommendations: [] }),
});
export type TailoredResumeObject = z.infer<typeof TailoredResumeObjectSchema>;

/** Plain text with **bold** markers, or the structured object. */
export const TailoredResumeSchema = z.union([z.string(), TailoredResumeObjectSchema]);
export type TailoredResume = z.infer<typeof TailoredResumeSchema>;
