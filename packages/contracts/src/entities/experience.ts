import { z } from 'zod';
import { ConfidenceSchema, IdSchema, IsoDateTimeSchema } from '../common';
import { DEFAULTS } from '../constants';

export const SkillEvidenceSchema = z.object({
  skill: z.string().min(1),
  evidence: z.string(),
  impact: z.string(),
  added_date: IsoDateTimeSchema,
});
export type SkillEvidence = z.infer<typeof SkillEvidenceSchema>;

const YearSchema = z.number().int().min(1900).max(2200);

/** A line of the extracted text a value was read from: its index and the line as printed. */
export const SourceLineSchema = z.object({ line: z.number().int().min(0), text: z.string() });
export type SourceLine = z.infer<typeof SourceLineSchema>;

/** Where the parser read each field; a field it did not find (a default) has no source. */
export const ExperienceSourcesSchema = z.object({
  company: SourceLineSchema.optional(),
  role: SourceLineSchema.optional(),
  period: SourceLineSchema.optional(),
});
export type ExperienceSources = z.infer<typeof ExperienceSourcesSchema>;

/** A line a merged record's value was read from, with the resume file it is in. */
export const FileSourceLineSchema = SourceLineSchema.extend({ file_id: IdSchema });
export type FileSourceLine = z.infer<typeof FileSourceLineSchema>;

/**
 * Where the value shown for each field of a merged experience was read. A field the person
 * corrected, or one no resume states, has none: its words are not a resume's.
 */
export const MergedExperienceSourcesSchema = z.object({
  company: FileSourceLineSchema.optional(),
  role: FileSourceLineSchema.optional(),
  period: FileSourceLineSchema.optional(),
});
export type MergedExperienceSources = z.infer<typeof MergedExperienceSourcesSchema>;

/**
 * An experience as the parser produces it: no id, no owner. Missing values take the `DEFAULTS` so
 * a partial model answer still yields a usable record.
 */
export const ParsedExperienceSchema = z.object({
  company: z.string().min(1).default(DEFAULTS.company),
  role: z.string().min(1).default(DEFAULTS.role),
  period: z.string().min(1).default(DEFAULTS.period),
  type: z.literal('job').default('job'),
  skills: z.array(z.string()).default([]),
  achievements: z.array(z.string()).default([]),
  skills_with_evidence: z.array(SkillEvidenceSchema).default([]),
  confidence_score: ConfidenceSchema.default(DEFAULTS.confidence),
  start_year: YearSchema.nullable().default(null),
  end_year: YearSchema.nullable().default(null),
  /** Optional so records made before sources existed, and by other producers, stay valid. */
  sources: ExperienceSourcesSchema.optional(),
});
export type ParsedExperience = z.infer<typeof ParsedExperienceSchema>;

export const ExperienceSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  company: z.string().min(1),
  role: z.string().min(1),
  period: z.string().min(1),
  type: z.literal('job'),
  skills: z.array(z.string()),
  achievements: z.array(z.string()),
  skills_with_evidence: z.array(SkillEvidenceSchema),
  /** Resume file ids this experience was read from. */
  extracted_from: z.array(IdSchema),
  is_merged: z.boolean(),
  /** Ids of the per-file experiences folded into this merged one. */
  merged_from: z.array(IdSchema),
  confidence_score: ConfidenceSchema,
  start_year: YearSchema.nullable(),
  /** Null when the period is open-ended ('Present') or unknown. */
  end_year: YearSchema.nullable(),
  created_at: IsoDateTimeSchema,
  /**
   * The parsed entries folded into this experience, as `<resume file id>#<position in that
   * resume>`: what the person's corrections refer to. Absent on hand-entered experiences.
   */
  members: z.array(z.string()).optional(),
  /** Fields the person corrected themselves: their words, not a resume's. */
  corrected: z.array(z.enum(['company', 'role', 'period', 'achievements', 'skills'])).optional(),
  /** Optional so records merged before sources existed stay valid. */
  sources: MergedExperienceSourcesSchema.optional(),
});
export type Experience = z.infer<typeof ExperienceSchema>;
