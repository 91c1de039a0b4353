import { z } from 'zod';
import { IdSchema } from '../common';
import { DOCX, JOB_DESCRIPTION_MAX_CHARS, JOB_DESCRIPTION_MIN_CHARS } from '../constants';
import { StoredAnalysisRecordSchema } from '../entities/analysis-record';
import { MESSAGES } from '../errors';

/**
 * Trimmed job description. Blank or missing gives MESSAGES.jobDescriptionBlank; the length bounds are
 * enforced here so a request that gets 202 can always be enqueued.
 */
export const JobDescriptionSchema = z
  .string({ error: (iss) => (iss.input === undefined ? MESSAGES.jobDescriptionBlank : 'Job description must be text') })
  .trim()
  .min(1, { error: MESSAGES.jobDescriptionBlank, abort: true })
  .min(JOB_DESCRIPTION_MIN_CHARS, { error: MESSAGES.jobDescriptionTooShort(JOB_DESCRIPTION_MIN_CHARS) })
  .max(JOB_DESCRIPTION_MAX_CHARS, { error: MESSAGES.jobDescriptionTooLong(JOB_DESCRIPTION_MAX_CHARS) });

export const GenerateRequestSchema = z.strictObject({ jobDescription: JobDescriptionSchema });
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

/** 202 body of POST /api/generate. */
export const GenerateResponseSchema = z.object({ jobId: IdSchema });
export type GenerateResponse = z.infer<typeof GenerateResponseSchema>;

/** GET /api/job-analyses?userId=, newest first. */
export const JobAnalysesListResponseSchema = z.array(StoredAnalysisRecordSchema);
export type JobAnalysesListResponse = z.infer<typeof JobAnalysesListResponseSchema>;

/** `<Target_Role>_Resume.docx`; characters unsafe in a header or file name become '_'. */
export function docxFilename(role: string | null | undefined, defaultRole: string = DOCX.defaultRole): string {
  const base = (role ?? '')
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${base === '' ? defaultRole : base}_Resume.docx`;
}
