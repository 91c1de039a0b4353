import { z } from 'zod';
import { ConfidenceSchema, IdSchema, IsoDateTimeSchema } from '../common';
import { DEFAULTS } from '../constants';
import { ParsedEducationSchema } from './education';
import { ParsedExperienceSchema } from './experience';
import { ContactDetailsSchema } from './person';
import { ParsedSkillSchema } from './skill';

export const ParsedResumeSchema = z.object({
  experiences: z.array(ParsedExperienceSchema).default([]),
  education: z.array(ParsedEducationSchema).default([]),
  skills: z.array(ParsedSkillSchema).default([]),
  summary: z.string().default(''),
  overall_confidence: ConfidenceSchema.default(DEFAULTS.confidence),
});
export type ParsedResume = z.infer<typeof ParsedResumeSchema>;

/** Kept per file so a delete can recompute merged experiences from what remains. */
export const ParsedResumeRecordSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  resume_file_id: IdSchema,
  parsed: ParsedResumeSchema,
  /** The resume's own contact lines, read from its text; absent on records stored before they were read. */
  contact: ContactDetailsSchema.optional(),
  created_at: IsoDateTimeSchema,
});
export type ParsedResumeRecord = z.infer<typeof ParsedResumeRecordSchema>;
