import { z } from 'zod';
import { IdSchema } from '../common';
import { ResumeFileRecordSchema } from '../entities/resume-file';
import { JobStateSchema } from './jobs';

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

const uploadLists = {
  accepted: z.array(UploadAcceptedSchema),
  rejected: z.array(UploadRejectedSchema),
};

/** 202 body of POST /api/uploads; `uploadId` names the batch for GET /api/uploads/:uploadId. */
export const UploadResponseSchema = z.object({ uploadId: IdSchema, ...uploadLists });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** 400 body when every file was rejected: the lists plus `error` (no batch was stored to poll). */
export const UploadErrorResponseSchema = z.object({ ...uploadLists, error: z.string().min(1) });
export type UploadErrorResponse = z.infer<typeof UploadErrorResponseSchema>;

export const UploadIdParamsSchema = z.strictObject({ uploadId: IdSchema });
export type UploadIdParams = z.infer<typeof UploadIdParamsSchema>;

/** One file of an upload, in the words of GET /api/jobs/:jobId. */
export const UploadFileStatusSchema = z.object({
  fileId: IdSchema,
  jobId: IdSchema,
  original_filename: z.string(),
  state: JobStateSchema,
  progress: z.number().min(-1).max(100),
  stage: z.string(),
  error: z.string().nullable(),
});
export type UploadFileStatus = z.infer<typeof UploadFileStatusSchema>;

/** GET /api/uploads/:uploadId: every file of one upload; `done` once each is completed or failed. */
export const UploadStatusResponseSchema = z.object({
  uploadId: IdSchema,
  done: z.boolean(),
  files: z.array(UploadFileStatusSchema),
});
export type UploadStatusResponse = z.infer<typeof UploadStatusResponseSchema>;

export const FilesListResponseSchema = z.array(ResumeFileRecordSchema);
export type FilesListResponse = z.infer<typeof FilesListResponseSchema>;
