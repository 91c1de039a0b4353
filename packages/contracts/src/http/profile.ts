import { z } from 'zod';
import { ConfidenceSchema, IdSchema, noOperatorKeys } from '../common';
import { EducationSchema } from '../entities/education';
import { ExperienceSchema, SkillEvidenceSchema } from '../entities/experience';
import { SkillProfileEntrySchema, SkillProfileSchema } from '../entities/skill';
import { UserStatsSchema } from '../entities/analysis-record';

export const ExperiencesListResponseSchema = z.array(ExperienceSchema);
export type ExperiencesListResponse = z.infer<typeof ExperiencesListResponseSchema>;

export const EducationListResponseSchema = z.array(EducationSchema);
export type EducationListResponse = z.infer<typeof EducationListResponseSchema>;

export const SkillProfileResponseSchema = SkillProfileSchema;

/**
 * GET /api/profile/status: `updating` while a recompute of the merged profile (experiences,
 * education, skills) is running or queued, e.g. after an upload or a file delete.
 */
export const ProfileStatusResponseSchema = z.object({ updating: z.boolean() });
export type ProfileStatusResponse = z.infer<typeof ProfileStatusResponseSchema>;
export const UserStatsResponseSchema = UserStatsSchema;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Fields a user may write on an experience; ids, owner and merge bookkeeping are server-owned. */
const experienceWritable = {
  company: text(200),
  role: text(200),
  period: text(100),
  skills: z.array(z.string().max(200)).max(200),
  achievements: z.array(z.string().max(2000)).max(100),
  skills_with_evidence: z.array(SkillEvidenceSchema).max(200),
  confidence_score: ConfidenceSchema,
};

/** POST /api/experiences. */
export const ExperienceCreateSchema = z.strictObject({
  user_id: IdSchema,
  company: experienceWritable.company,
  role: experienceWritable.role,
  period: experienceWritable.period,
  skills: experienceWritable.skills.default([]),
  achievements: experienceWritable.achievements.default([]),
  skills_with_evidence: experienceWritable.skills_with_evidence.default([]),
  confidence_score: experienceWritable.confidence_score.default(1),
});
export type ExperienceCreate = z.infer<typeof ExperienceCreateSchema>;

/** PUT /api/experiences/:id. */
export const ExperienceUpdateSchema = z.strictObject({
  user_id: IdSchema.optional(),
  company: experienceWritable.company.optional(),
  role: experienceWritable.role.optional(),
  period: experienceWritable.period.optional(),
  skills: experienceWritable.skills.optional(),
  achievements: experienceWritable.achievements.optional(),
  skills_with_evidence: experienceWritable.skills_with_evidence.optional(),
  confidence_score: experienceWritable.confidence_score.optional(),
});
export type ExperienceUpdate = z.infer<typeof ExperienceUpdateSchema>;

/** POST /api/experiences/batch. */
export const ExperiencesBatchSchema = z.strictObject({
  user_id: IdSchema,
  experiences: z.array(ExperienceCreateSchema.omit({ user_id: true })).min(1).max(100),
});
export type ExperiencesBatch = z.infer<typeof ExperiencesBatchSchema>;

/** DELETE /api/experiences/by-source: `source` is a resume file id. */
export const DeleteBySourceSchema = z.strictObject({ user_id: IdSchema, source: IdSchema });
export type DeleteBySource = z.infer<typeof DeleteBySourceSchema>;

/** POST /api/skill-profiles: merges entries into the caller's profile. Skill names must not look like operators. */
export const SkillProfileUpsertSchema = z.strictObject({
  user_id: IdSchema,
  skills: z.record(z.string().trim().min(1).max(200), SkillProfileEntrySchema).superRefine(noOperatorKeys),
});
export type SkillProfileUpsert = z.infer<typeof SkillProfileUpsertSchema>;
