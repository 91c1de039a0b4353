import { z } from 'zod';
import { DateOrDateTimeSchema } from '../common';
import { ApplicationSchema, ApplicationStatusSchema } from '../entities/application';
import { coerceMatchScore } from '../entities/application-status';
import { CompanyDataSchema } from '../entities/company';

/** A number 0..100, non-numeric text becomes 0; objects and booleans are still rejected. */
export const MatchScoreInputSchema = z.union([z.number(), z.string(), z.null()]).transform(coerceMatchScore);

/** The form keeps one empty emphasis row; blanks are dropped rather than stored. */
const KeyEmphasisInputSchema = z
  .array(z.string().max(500))
  .max(50)
  .transform((items) => items.map((s) => s.trim()).filter((s) => s !== ''));

const applicationFields = {
  company: z.string().trim().min(1).max(200),
  role: z.string().trim().min(1).max(200),
  companyData: CompanyDataSchema.nullable(),
  date: DateOrDateTimeSchema,
  status: ApplicationStatusSchema,
  resumeVersion: z.string().max(200),
  keyEmphasis: KeyEmphasisInputSchema,
  matchScore: MatchScoreInputSchema,
  feedback: z.string().max(10_000),
};

const today = (): string => new Date().toISOString().slice(0, 10);

/** POST /api/applications: company and role required; the rest take the form's reset values. */
export const ApplicationCreateSchema = z.strictObject({
  company: applicationFields.company,
  role: applicationFields.role,
  companyData: applicationFields.companyData.default(null),
  date: applicationFields.date.default(today),
  status: applicationFields.status.default('Applied'),
  resumeVersion: applicationFields.resumeVersion.default(''),
  keyEmphasis: applicationFields.keyEmphasis.default([]),
  matchScore: applicationFields.matchScore.default(0),
  feedback: applicationFields.feedback.default(''),
});
export type ApplicationCreate = z.infer<typeof ApplicationCreateSchema>;
export type ApplicationCreateInput = z.input<typeof ApplicationCreateSchema>;

/** PATCH /api/applications/:id: any subset, at least one field. */
export const ApplicationPatchSchema = z
  .strictObject({
    company: applicationFields.company.optional(),
    role: applicationFields.role.optional(),
    companyData: applicationFields.companyData.optional(),
    date: applicationFields.date.optional(),
    status: applicationFields.status.optional(),
    resumeVersion: applicationFields.resumeVersion.optional(),
    keyEmphasis: applicationFields.keyEmphasis.optional(),
    matchScore: applicationFields.matchScore.optional(),
    feedback: applicationFields.feedback.optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'At least one field is required' });
export type ApplicationPatch = z.infer<typeof ApplicationPatchSchema>;

export const ApplicationsListResponseSchema = z.array(ApplicationSchema);
export type ApplicationsListResponse = z.infer<typeof ApplicationsListResponseSchema>;
