import { z } from 'zod';
import { ConfidenceSchema, IdSchema, IsoDateTimeSchema, NonNegativeIntSchema } from '../common';
import { FILE_TYPES } from '../constants';

export const FileTypeSchema = z.enum(FILE_TYPES);

export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const ProcessingStatusSchema = z.enum(PROCESSING_STATUSES);
export type ProcessingStatus = z.infer<typeof ProcessingStatusSchema>;

export const EMBEDDING_STATUSES = ['pending', 'completed'] as const;
export const EmbeddingStatusSchema = z.enum(EMBEDDING_STATUSES);
export type EmbeddingStatus = z.infer<typeof EmbeddingStatusSchema>;

/**
 * Whether the file's chunks can be found by meaning yet. A file is searchable by its words once
 * `embedding_status` is completed; the sentence model's vectors follow shortly after ('pending'
 * meanwhile). Absent for files read without a semantic embedder, and on records from before.
 */
export const SEMANTIC_STATUSES = ['pending', 'completed'] as const;
export const SemanticStatusSchema = z.enum(SEMANTIC_STATUSES);
export type SemanticStatus = z.infer<typeof SemanticStatusSchema>;

/** Counts shown in the file list once parsing succeeded. */
export const StructuredContentSchema = z.object({
  skills_identified: NonNegativeIntSchema,
  experiences_identified: NonNegativeIntSchema,
  confidence_score: ConfidenceSchema,
});
export type StructuredContent = z.infer<typeof StructuredContentSchema>;

export const PROCESSING_NOTES_MAX = 20;
export const ProcessingNotesSchema = z.array(z.string().min(1).max(2000)).max(PROCESSING_NOTES_MAX);

export const ResumeFileRecordSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  original_filename: z.string().min(1).max(512),
  file_type: FileTypeSchema,
  file_size: NonNegativeIntSchema,
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
  processing_status: ProcessingStatusSchema,
  embedding_status: EmbeddingStatusSchema,
  semantic_status: SemanticStatusSchema.optional(),
  processing_error: z.string().nullable(),
  /**
   * What the user should know about how the file was read, for a file that did complete (hidden
   * text left out, nothing recognisable as a resume found). Records written before notes existed
   * have none.
   */
  processing_notes: ProcessingNotesSchema.default([]),
  structured_content: StructuredContentSchema.nullable(),
  /** Ingest job that processes this file, so the client can poll /api/jobs/:jobId. */
  job_id: IdSchema.nullable(),
  processing_time_ms: z.number().min(0).nullable(),
  /** The upload (POST /api/uploads) that brought this file; absent for records made otherwise. */
  upload_id: IdSchema.nullable().optional(),
  /**
   * Where processing is while the file is "processing" (0–100 and what is happening). This record,
   * not the queue, owns a file's status: the queue only carries the work.
   */
  processing_progress: z.number().min(-1).max(100).optional(),
  processing_stage: z.string().max(200).optional(),
  /** The ingest run whose flow may finish this file (see IngestRunIdSchema). */
  processing_run_id: z.string().max(200).nullable().optional(),
});
export type ResumeFileRecord = z.infer<typeof ResumeFileRecordSchema>;

/** Lower-cased extension without the dot mapped to a file type, or null when unsupported. */
export function fileTypeFromFilename(filename: string): z.infer<typeof FileTypeSchema> | null {
  const dot = filename.lastIndexOf('.');
  if (dot === -1) return null;
  const parsed = FileTypeSchema.safeParse(filename.slice(dot + 1).toLowerCase());
  return parsed.success ? parsed.data : null;
}
