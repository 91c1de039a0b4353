import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common';
import { SkillCategorySchema } from './skill';

/** The contact fields a resume header carries; each is the person's own wording. */
export const CONTACT_FIELDS = ['full_name', 'email', 'phone', 'location', 'links'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_LINKS_MAX = 10;

/** Contact details as read from one resume: null (or no links) where the resume gives none. */
export const ContactDetailsSchema = z.object({
  full_name: z.string().min(1).max(200).nullable(),
  email: z.string().min(3).max(254).nullable(),
  phone: z.string().min(3).max(60).nullable(),
  location: z.string().min(1).max(200).nullable(),
  links: z.array(z.string().min(1).max(500)).max(CONTACT_LINKS_MAX),
});
export type ContactDetails = z.infer<typeof ContactDetailsSchema>;

export function emptyContactDetails(): ContactDetails {
  return { full_name: null, email: null, phone: null, location: null, links: [] };
}

/**
 * Where one contact field came from: a resume (the newest one that gives it) or the person's own
 * entry, which later uploads never overwrite.
 */
export const ContactSourceSchema = z.discriminatedUnion('from', [
  z.object({ from: z.literal('resume'), resume_file_id: IdSchema, line: z.number().int().min(0).optional() }),
  z.object({ from: z.literal('user'), updated_at: IsoDateTimeSchema }),
]);
export type ContactSource = z.infer<typeof ContactSourceSchema>;

export const ContactSourcesSchema = z.partialRecord(z.enum(CONTACT_FIELDS), ContactSourceSchema);
export type ContactSources = z.infer<typeof ContactSourcesSchema>;

/** The contact details read from a user's resumes (newest resume wins per field), kept per user. */
export const ResumeContactRecordSchema = ContactDetailsSchema.extend({
  id: IdSchema,
  user_id: IdSchema,
  source: ContactSourcesSchema,
  updated_at: IsoDateTimeSchema,
});
export type ResumeContactRecord = z.infer<typeof ResumeContactRecordSchema>;

/** Identifies a parsed experience across re-merges: the resume file it was read from and its position there. */
export const ExperienceMemberSchema = z.string().min(3).max(600);

/** What a person may correct on a merged experience. */
export const ExperienceCorrectionFieldsSchema = z.object({
  company: z.string().min(1).max(200).optional(),
  role: z.string().min(1).max(200).optional(),
  period: z.string().min(1).max(100).optional(),
  achievements: z.array(z.string().max(2000)).max(100).optional(),
  skills: z.array(z.string().max(200)).max(200).optional(),
});
export type ExperienceCorrectionFields = z.infer<typeof ExperienceCorrectionFieldsSchema>;

/**
 * One of the person's decisions about their merged experiences. Each names the parsed entries it
 * is about (`members`), so it finds its job again however a later upload regroups the entries.
 */
export const ExperienceDecisionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('edit'),
    members: z.array(ExperienceMemberSchema).min(1),
    fields: ExperienceCorrectionFieldsSchema,
    at: IsoDateTimeSchema,
  }),
  z.object({
    kind: z.literal('delete'),
    members: z.array(ExperienceMemberSchema).min(1),
    at: IsoDateTimeSchema,
    /** The id the experience had, so the person can undo the delete. */
    id: IdSchema.optional(),
  }),
  z.object({ kind: z.literal('merge'), members: z.array(ExperienceMemberSchema).min(2), at: IsoDateTimeSchema }),
  z.object({
    kind: z.literal('split'),
    /** The entries that belong apart: each group becomes an experience of its own. */
    groups: z.array(z.array(ExperienceMemberSchema).min(1)).min(2),
    at: IsoDateTimeSchema,
  }),
]);
export type ExperienceDecision = z.infer<typeof ExperienceDecisionSchema>;

export const EducationCorrectionFieldsSchema = z.object({
  degree: z.string().min(1).max(300).optional(),
  school: z.string().min(1).max(300).optional(),
  year: z.string().min(1).max(60).optional(),
});
export type EducationCorrectionFields = z.infer<typeof EducationCorrectionFieldsSchema>;

/** A merged education entry's id is derived from what it is, so a later upload of it keeps the id. */
export const EducationDecisionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('edit'), id: IdSchema, fields: EducationCorrectionFieldsSchema, at: IsoDateTimeSchema }),
  z.object({ kind: z.literal('delete'), id: IdSchema, at: IsoDateTimeSchema }),
]);
export type EducationDecision = z.infer<typeof EducationDecisionSchema>;

export const AddedSkillSchema = z.object({ name: z.string().trim().min(1).max(200), category: SkillCategorySchema, added_date: IsoDateTimeSchema });
export type AddedSkill = z.infer<typeof AddedSkillSchema>;

/**
 * Everything a person corrected about what the product read from their resumes, one record per
 * user. Every recompute of the merged profile applies it last, so a correction outlives uploads.
 */
export const ProfileCorrectionsSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  /** Contact fields the person set; a later upload never overwrites them. */
  contact: ContactDetailsSchema.partial(),
  contact_updated_at: IsoDateTimeSchema.optional(),
  experiences: z.array(ExperienceDecisionSchema),
  education: z.array(EducationDecisionSchema),
  skills: z.object({
    /** Lower-cased names; a removed skill stays out of the profile whatever later resumes say. */
    removed: z.array(z.string().min(1).max(200)),
    added: z.array(AddedSkillSchema),
  }),
  updated_at: IsoDateTimeSchema,
});
export type ProfileCorrections = z.infer<typeof ProfileCorrectionsSchema>;

export function emptyCorrections(userId: string, now: string): ProfileCorrections {
  return { id: userId, user_id: userId, contact: {}, experiences: [], education: [], skills: { removed: [], added: [] }, updated_at: now };
}
