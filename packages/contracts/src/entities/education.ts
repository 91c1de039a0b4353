import { z } from 'zod';
import { ConfidenceSchema, IdSchema } from '../common';
import { DEFAULTS } from '../constants';

/** Year is text because resumes write ranges and 'Expected 2026'; unknown is 'Unknown Year'. */
export const ParsedEducationSchema = z.object({
  degree: z.string().min(1).default(DEFAULTS.degree),
  school: z.string().min(1).default(DEFAULTS.school),
  year: z.string().min(1).default(DEFAULTS.year),
  confidence_score: ConfidenceSchema.default(DEFAULTS.confidence),
});
export type ParsedEducation = z.infer<typeof ParsedEducationSchema>;

export const EducationSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  degree: z.string().min(1),
  school: z.string().min(1),
  year: z.string().min(1),
  confidence_score: ConfidenceSchema,
  extracted_from: z.array(IdSchema),
  /** Fields the person corrected themselves. */
  corrected: z.array(z.enum(['degree', 'school', 'year'])).optional(),
});
export type Education = z.infer<typeof EducationSchema>;
