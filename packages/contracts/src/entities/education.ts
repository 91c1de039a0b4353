import { z } from 'zod';
import { ConfidenceSchema, IdSchema } from '../common';
import { DEFAULTS } from '../constants';
import { FileSourceLineSchema, SourceLineSchema } from './experience';

/** Where each field of an education entry was read: the line of the extracted text and that line as printed. */
export const EducationSourcesSchema = z.object({
  degree: SourceLineSchema.optional(),
  school: SourceLineSchema.optional(),
  year: SourceLineSchema.optional(),
});
export type EducationSources = z.infer<typeof EducationSourcesSchema>;

/** Where the value shown for each field of a merged education entry was read, file included. */
export const MergedEducationSourcesSchema = z.object({
  degree: FileSourceLineSchema.optional(),
  school: FileSourceLineSchema.optional(),
  year: FileSourceLineSchema.optional(),
});
export type MergedEducationSources = z.infer<typeof MergedEducationSourcesSchema>;

/** Year is text because resumes write ranges and 'Expected 2026'; unknown is 'Unknown Year'. */
export const ParsedEducationSchema = z.object({
  degree: z.string().min(1).default(DEFAULTS.degree),
  school: z.string().min(1).default(DEFAULTS.school),
  year: z.string().min(1).default(DEFAULTS.year),
  confidence_score: ConfidenceSchema.default(DEFAULTS.confidence),
  sources: EducationSourcesSchema.optional(),
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
  /** Optional so records merged before sources existed stay valid. */
  sources: MergedEducationSourcesSchema.optional(),
});
export type Education = z.infer<typeof EducationSchema>;
