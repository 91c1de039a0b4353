import { z } from 'zod';
import { IdSchema } from '../common';
import { ResumeFileRecordSchema } from '../entities/resume-file';

/** Multipart field name carrying the files. */
export const UPLOAD_FIELD_NAME = 'files';

export const UploadAcceptedSchema = z.object({
  fileId: IdSchema,
  jobId: IdSchema,
  original_filename: z.string(),
});
export type UploadAccepted = z.infer<typeof UploadAcceptedSchema>;

export const UploadRejectedSchema = z.object({
  original_filename: z.string(),
  error: z.string().min(1),
});
export type UploadRejected = z.infer<typeof UploadRejectedSchema>;

/** 202 body of POST /api/uploads. */
export const UploadResponseSchema = z.object({
  accepted: z.array(UploadAcceptedSchema),
  rejected: z.array(UploadRejectedSchema),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** 400 body when every file was rejected: the same lists plus `error`. */
export const UploadErrorResponseSchema = UploadResponseSchema.extend({ error: z.string().min(1) });
export type UploadErrorResponse = z.infer<typeof UploadErrorResponseSchema>;

export const FilesListResponseSchema = z.array(ResumeFileRecordSchema);
export type FilesListResponse = z.infer<typeof FilesListResponseSchema>;
