import { z } from 'zod';
import { IdSchema } from '../common';

export const JOB_KINDS = ['ingest', 'generation'] as const;
export const JobKindSchema = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof JobKindSchema>;

export const JOB_STATES = ['waiting', 'active', 'completed', 'failed'] as const;
export const JobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobStateSchema>;

// Results are loose so a worker may add figures (chunk counts, timings) without a contract change.
export const IngestJobResultSchema = z.looseObject({ fileId: IdSchema });
export type IngestJobResult = z.infer<typeof IngestJobResultSchema>;

export const GenerationJobResultSchema = z.looseObject({ analysisId: IdSchema });
export type GenerationJobResult = z.infer<typeof GenerationJobResultSchema>;

const jobStatusBase = {
  id: IdSchema,
  state: JobStateSchema,
  /** -1 when failed, otherwise 0..100; an ingest reaches 100 only once its chunks are searchable. */
  progress: z.number().min(-1).max(100),
  stage: z.string(),
  error: z.string().nullable(),
};

export const IngestJobStatusSchema = z.object({
  ...jobStatusBase,
  kind: z.literal('ingest'),
  result: IngestJobResultSchema.nullable(),
});

export const GenerationJobStatusSchema = z.object({
  ...jobStatusBase,
  kind: z.literal('generation'),
  result: GenerationJobResultSchema.nullable(),
});

/** GET /api/jobs/:jobId. */
export const JobStatusSchema = z.discriminatedUnion('kind', [IngestJobStatusSchema, GenerationJobStatusSchema]);
export type JobStatus = z.infer<typeof JobStatusSchema>;
