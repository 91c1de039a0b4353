import { z } from 'zod';
import { ConfidenceSchema, IdSchema, NonNegativeIntSchema, PercentSchema, SafeJsonSchema } from '../common';
import { DEFAULTS, JOB_DESCRIPTION_MAX_CHARS, MAX_FILE_SIZE_BYTES } from '../constants';
import { ChunkTypeSchema } from '../entities/chunk';
import { EnrichedJobAnalysisSchema } from '../entities/enriched-analysis';
import {
  EmbeddingStatusSchema,
  FileTypeSchema,
  ProcessingNotesSchema,
  ProcessingStatusSchema,
  StructuredContentSchema,
} from '../entities/resume-file';
import { TailoredResumeSchema } from '../entities/tailored-resume';

// Bodies of the data routes (resume files, chunks, vectors, analyses, configs and the like), whose shapes are
// ours. Owner and ids are server-owned unless stated: `user_id` may be sent, but it must be the caller's.

/** `?userId=` where omitting it means "the caller". */
export const OptionalUserIdQuerySchema = z.object({ userId: IdSchema.optional() });
export type OptionalUserIdQuery = z.infer<typeof OptionalUserIdQuerySchema>;

const filename = z.string().trim().min(1).max(512);

/** POST /api/files and POST /api/resume-files. `file_type` defaults to the file name's extension. */
export const ResumeFileCreateSchema = z.strictObject({
  user_id: IdSchema.optional(),
  original_filename: filename,
  file_type: FileTypeSchema.optional(),
  file_size: NonNegativeIntSchema.max(MAX_FILE_SIZE_BYTES),
  processing_status: ProcessingStatusSchema.default('pending'),
  embedding_status: EmbeddingStatusSchema.default('pending'),
  processing_error: z.string().max(2000).nullable().default(null),
  structured_content: StructuredContentSchema.nullable().default(null),
  processing_time_ms: z.number().min(0).nullable().default(null),
});
export type ResumeFileCreate = z.infer<typeof ResumeFileCreateSchema>;

/** PUT /api/resume-files/:id: status bookkeeping; the owner, type, size and job stay as stored. */
export const ResumeFileUpdateSchema = z.strictObject({
  user_id: IdSchema.optional(),
  original_filename: filename.optional(),
  processing_status: ProcessingStatusSchema.optional(),
  embedding_status: EmbeddingStatusSchema.optional(),
  processing_error: z.string().max(2000).nullable().optional(),
  processing_notes: ProcessingNotesSchema.optional(),
  structured_content: StructuredContentSchema.nullable().optional(),
  processing_time_ms: z.number().min(0).nullable().optional(),
});
export type ResumeFileUpdate = z.infer<typeof ResumeFileUpdateSchema>;

const chunkMetadata = {
  company: z.string().max(500).optional(),
  role: z.string().max(500).optional(),
  title: z.string().max(500).optional(),
  duration: z.string().max(200).optional(),
  achievements: z.array(z.string().max(2000)).max(100).optional(),
  skills: z.array(z.string().max(200)).max(200).optional(),
};

/** One chunk of POST /api/resume-chunks. Vectors go to /api/qdrant/vectors, not into the record. */
export const ResumeChunkInputSchema = z.strictObject({
  id: IdSchema.optional(),
  user_id: IdSchema.optional(),
  resume_file_id: IdSchema,
  chunk_type: ChunkTypeSchema,
  content: z.string().min(1).max(20_000),
  chunk_index: NonNegativeIntSchema,
  word_count: NonNegativeIntSchema.optional(),
  confidence_score: ConfidenceSchema.default(DEFAULTS.confidence),
  previous_chunk: IdSchema.nullable().default(null),
  next_chunk: IdSchema.nullable().default(null),
  chunk_size: NonNegativeIntSchema.optional(),
  ...chunkMetadata,
});
export type ResumeChunkInput = z.infer<typeof ResumeChunkInputSchema>;

/** POST /api/resume-chunks; stored in batches of SAVE_BATCH.chunks. */
export const ResumeChunksCreateSchema = z.strictObject({
  chunks: z.array(ResumeChunkInputSchema).min(1).max(500),
});
export type ResumeChunksCreate = z.infer<typeof ResumeChunksCreateSchema>;

export const ResumeChunksCreateResponseSchema = z.object({
  saved: NonNegativeIntSchema,
  ids: z.array(IdSchema),
});
export type ResumeChunksCreateResponse = z.infer<typeof ResumeChunksCreateResponseSchema>;

/**
 * One vector of POST /api/qdrant/vectors. The chunk must already be stored (POST /api/resume-chunks)
 * and belong to the caller; the point's payload is built from that record, so a caller cannot
 * address another user's point or forge its payload. The length is checked against the server's
 * configured dimensions.
 */
export const VectorChunkInputSchema = z.strictObject({
  id: IdSchema,
  user_id: IdSchema.optional(),
  resume_file_id: IdSchema.optional(),
  embedding: z.array(z.number()).min(1).max(8192),
});
export type VectorChunkInput = z.infer<typeof VectorChunkInputSchema>;

const vectorChunkList = z.array(VectorChunkInputSchema).min(1).max(100);

/** `{chunks}`, or the bare list, which a direct save may send; both become `{chunks}`. */
export const VectorUpsertRequestSchema = z.union([z.strictObject({ chunks: vectorChunkList }), vectorChunkList.transform((chunks) => ({ chunks }))]);
export type VectorUpsertRequest = z.infer<typeof VectorUpsertRequestSchema>;

export const VectorUpsertResponseSchema = z.object({ upserted: NonNegativeIntSchema });
export type VectorUpsertResponse = z.infer<typeof VectorUpsertResponseSchema>;

/** DELETE /api/experiences/by-source: removed = only from that file; updated = source stripped. */
export const DeleteBySourceResponseSchema = z.object({
  deleted: NonNegativeIntSchema,
  updated: NonNegativeIntSchema,
});
export type DeleteBySourceResponse = z.infer<typeof DeleteBySourceResponseSchema>;

/** POST /api/job-analyses. `match_score` defaults to the analysis' matchScore. */
export const JobAnalysisCreateSchema = z.strictObject({
  user_id: IdSchema.optional(),
  job_description: z.string().trim().min(1).max(JOB_DESCRIPTION_MAX_CHARS),
  analysis_results: EnrichedJobAnalysisSchema,
  generated_resume: TailoredResumeSchema,
  relevant_chunks_count: NonNegativeIntSchema.default(0),
  processing_time_ms: z.number().min(0).default(0),
  match_score: PercentSchema.optional(),
});
export type JobAnalysisCreate = z.infer<typeof JobAnalysisCreateSchema>;

const configName = z.string().trim().min(1).max(200);

/** POST /api/processing-configs (admin only). */
export const ProcessingConfigCreateSchema = z.strictObject({
  name: configName,
  value: SafeJsonSchema,
  description: z.string().max(2000).default(''),
});
export type ProcessingConfigCreate = z.infer<typeof ProcessingConfigCreateSchema>;

/** PUT /api/processing-configs/:id (admin only). */
export const ProcessingConfigUpdateSchema = z.strictObject({
  name: configName.optional(),
  value: SafeJsonSchema.optional(),
  description: z.string().max(2000).optional(),
});
export type ProcessingConfigUpdate = z.infer<typeof ProcessingConfigUpdateSchema>;
