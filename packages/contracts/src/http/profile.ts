import { z } from 'zod';
import { ConfidenceSchema, IdSchema, noOperatorKeys } from '../common';
import { EducationSchema } from '../entities/education';
import { ExperienceSchema, SkillEvidenceSchema } from '../entities/experience';
import { CONTACT_LINKS_MAX, ContactDetailsSchema, ContactSourcesSchema } from '../entities/person';
import { SkillCategorySchema, SkillProfileEntrySchema, SkillProfileSchema } from '../entities/skill';
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
  experiences: z
    .array(ExperienceCreateSchema.omit({ user_id: true }))
    .min(1)
    .max(100),
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

// --- The person's own profile: contact details and corrections ---

/** GET /api/profile: contact details, newest resume first per field, the person's own entries on top. */
export const ProfileResponseSchema = ContactDetailsSchema.extend({ source: ContactSourcesSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

const PHONE = /^[+()\d][\d\s().+/-]{2,58}$/;

/**
 * PUT /api/profile: any of the contact fields. A value becomes the person's own and outlives every
 * later upload; null takes the person's value back, so what the resumes say shows again.
 */
export const ProfileUpdateSchema = z
  .strictObject({
    full_name: z.string().trim().min(1).max(200).nullable().optional(),
    email: z.email().max(254).nullable().optional(),
    phone: z.string().trim().regex(PHONE, 'A phone number holds digits, spaces and + ( ) - . / only').nullable().optional(),
    location: z.string().trim().min(1).max(200).nullable().optional(),
    links: z.array(z.string().trim().min(1).max(500)).max(CONTACT_LINKS_MAX).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one of full_name, email, phone, location, links' });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** PATCH /api/skill-profiles: the person's own additions and removals, kept over every later upload. */
export const SkillProfilePatchSchema = z
  .strictObject({
    user_id: IdSchema.optional(),
    remove: z.array(z.string().trim().min(1).max(200)).max(200).default([]),
    add: z
      .array(z.strictObject({ name: z.string().trim().min(1).max(200), category: SkillCategorySchema }))
      .max(200)
      .default([]),
  })
  .refine((body) => body.remove.length + body.add.length > 0, { message: 'Name at least one skill to add or remove' });
export type SkillProfilePatch = z.infer<typeof SkillProfilePatchSchema>;

/** POST /api/experiences/merge: two or more experiences that are one job. */
export const ExperienceMergeSchema = z.strictObject({
  user_id: IdSchema.optional(),
  ids: z.array(IdSchema).min(2).max(20),
});
export type ExperienceMerge = z.infer<typeof ExperienceMergeSchema>;

/** POST /api/experiences/:id/split: the entries (from `members`) that are a job of their own. */
export const ExperienceSplitSchema = z.strictObject({
  user_id: IdSchema.optional(),
  members: z.array(z.string().min(3).max(600)).min(1).max(100),
});
export type ExperienceSplit = z.infer<typeof ExperienceSplitSchema>;

/** PUT /api/education/:id. */
export const EducationUpdateSchema = z
  .strictObject({
    user_id: IdSchema.optional(),
    degree: z.string().trim().min(1).max(300).optional(),
    school: z.string().trim().min(1).max(300).optional(),
    year: z.string().trim().min(1).max(60).optional(),
  })
  .refine((body) => body.degree !== undefined || body.school !== undefined || body.year !== undefined, {
    message: 'Send at least one of degree, school, year',
  });
export type EducationUpdate = z.infer<typeof EducationUpdateSchema>;
