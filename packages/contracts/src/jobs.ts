import { z } from 'zod';
import { IdSchema } from './common';
import { JOB_DESCRIPTION_MAX_CHARS, JOB_DESCRIPTION_MIN_CHARS } from './constants';

export const QUEUE_NAMES = { ingest: 'ingest', embedding: 'embedding', semantic: 'semantic', generation: 'generation' } as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

/** Correlates logs of the HTTP request and every job it caused. */
export const RequestIdSchema = z.string().min(1).max(200);

/** Payloads carry ids only: file bytes stay in the store and vectors in Qdrant. */
export const IngestResumePayloadSchema = z.strictObject({
  fileId: IdSchema,
  userId: IdSchema,
  requestId: RequestIdSchema,
});
export type IngestResumePayload = z.infer<typeof IngestResumePayloadSchema>;

export const MAX_CHUNKS_PER_EMBEDDING_JOB = 50;

export const EmbedChunksPayloadSchema = z
  .strictObject({
    userId: IdSchema,
    fileId: IdSchema,
    chunkIds: z.array(IdSchema).min(1).max(MAX_CHUNKS_PER_EMBEDDING_JOB),
    /** The ingest job to advance; null when embedding is requested on its own (e.g. a re-embed). */
    ingestJobId: IdSchema.nullable(),
    /** 0-based; progress labels use batchIndex + 1. */
    batchIndex: z.number().int().min(0),
    batchCount: z.number().int().min(1),
    requestId: RequestIdSchema,
  })
  .refine((p) => p.batchIndex < p.batchCount, { message: 'batchIndex must be less than batchCount', path: ['batchIndex'] });
export type EmbedChunksPayload = z.infer<typeof EmbedChunksPayloadSchema>;

/**
 * The semantic vectors of chunks already searchable by their words, on their own queue: the
 * sentence model is far slower than the lexical terms and runs in its own process at a lower CPU
 * priority, so it never holds up an upload.
 */
export const EmbedSemanticPayloadSchema = z.strictObject({
  userId: IdSchema,
  fileId: IdSchema,
  chunkIds: z.array(IdSchema).min(1).max(MAX_CHUNKS_PER_EMBEDDING_JOB),
  requestId: RequestIdSchema,
});
export type EmbedSemanticPayload = z.infer<typeof EmbedSemanticPayloadSchema>;

export const GenerateResumePayloadSchema = z.strictObject({
  userId: IdSchema,
  jobDescription: z.string().min(JOB_DESCRIPTION_MIN_CHARS).max(JOB_DESCRIPTION_MAX_CHARS),
  requestId: RequestIdSchema,
});
export type GenerateResumePayload = z.infer<typeof GenerateResumePayloadSchema>;

export const JOB_CATALOG = {
  'ingest.resume': { queue: QUEUE_NAMES.ingest, payload: IngestResumePayloadSchema },
  'embedding.chunks': { queue: QUEUE_NAMES.embedding, payload: EmbedChunksPayloadSchema },
  'embedding.semantic': { queue: QUEUE_NAMES.semantic, payload: EmbedSemanticPayloadSchema },
  'generation.resume': { queue: QUEUE_NAMES.generation, payload: GenerateResumePayloadSchema },
} as const;

export type JobCatalog = typeof JOB_CATALOG;
export type JobName = keyof JobCatalog;
export type JobPayload<N extends JobName> = z.infer<JobCatalog[N]['payload']>;
export type JobsOfQueue<Q extends QueueName> = {
  [N in JobName]: JobCatalog[N]['queue'] extends Q ? N : never;
}[JobName];

export const JOB_NAMES = Object.keys(JOB_CATALOG) as JobName[];

export function isJobName(name: string): name is JobName {
  return Object.prototype.hasOwnProperty.call(JOB_CATALOG, name);
}

/** Validates a payload against the catalog; throws a ZodError when it does not match. */
export function parseJobPayload<N extends JobName>(name: N, data: unknown): JobPayload<N> {
  return JOB_CATALOG[name].payload.parse(data) as JobPayload<N>;
}

export function jobsOfQueue<Q extends QueueName>(queue: Q): JobsOfQueue<Q>[] {
  return JOB_NAMES.filter((n) => JOB_CATALOG[n].queue === queue) as JobsOfQueue<Q>[];
}

// --- Deterministic job ids ---
// BullMQ rejects ':' in custom ids (it is the Redis key separator). Parts are joined with '~', so
// '%', ':' and '~' are percent-escaped ('%' first): the encoding stays injective and two different
// source ids never share a job id.
const encodePart = (s: string): string => s.replace(/%/g, '%25').replace(/:/g, '%3A').replace(/~/g, '%7E');

export const JOB_ID_PREFIXES = { ingest: 'ingest-', embedding: 'embedding-', generation: 'generation-' } as const;

/** One ingest job per file: re-adding the same file is deduplicated by BullMQ. */
export function ingestJobId(fileId: string): string {
  return `${JOB_ID_PREFIXES.ingest}${encodePart(fileId)}`;
}

/** batchIndex is 0-based, matching EmbedChunksPayload. */
export function embeddingJobId(fileId: string, batchIndex: number): string {
  return `${JOB_ID_PREFIXES.embedding}${encodePart(fileId)}~b${batchIndex}`;
}

/** Same user and request id → same job, so a retried POST /api/generate does not run twice. */
export function generationJobId(userId: string, requestId: string): string {
  return `${JOB_ID_PREFIXES.generation}${encodePart(userId)}~${encodePart(requestId)}`;
}

/** Public job kinds of GET /api/jobs/:jobId; embedding jobs are internal to an ingest. */
export type PublicJobKind = 'ingest' | 'generation';

export function jobKindFromId(jobId: string): PublicJobKind | null {
  if (jobId.startsWith(JOB_ID_PREFIXES.ingest)) return 'ingest';
  if (jobId.startsWith(JOB_ID_PREFIXES.generation)) return 'generation';
  return null;
}
