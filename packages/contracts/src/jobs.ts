import { z } from 'zod';
import { IdSchema } from './common';
import { JOB_DESCRIPTION_MAX_CHARS, JOB_DESCRIPTION_MIN_CHARS } from './constants';

/**
 * `followup` holds the short jobs that finish what an ingest started (a file's finalize, a user's
 * profile recompute), apart from `ingest`: they never wait behind a burst of files being read.
 */
export const QUEUE_NAMES = {
  ingest: 'ingest',
  followup: 'followup',
  embedding: 'embedding',
  semantic: 'semantic',
  generation: 'generation',
} as const;
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

/**
 * One run of a file's ingest: the flow it adds (a finalize parent and its embedding children) carries
 * it, and the file record names the run whose flow may finish the file, so a flow left behind by an
 * earlier run (its worker died after adding it) cannot write the file's final state.
 */
export const IngestRunIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, "_", "." and "-" only');

/** Parent of an ingest's flow: runs once every embedding batch of the run has succeeded. */
export const IngestFinalizePayloadSchema = z.strictObject({
  fileId: IdSchema,
  userId: IdSchema,
  runId: IngestRunIdSchema,
  requestId: RequestIdSchema,
  /** When the run started (ms since epoch): the file's processing time is counted from it. */
  startedAt: z.number().int().min(0),
});
export type IngestFinalizePayload = z.infer<typeof IngestFinalizePayloadSchema>;

export const EmbedChunksPayloadSchema = z
  .strictObject({
    userId: IdSchema,
    fileId: IdSchema,
    chunkIds: z.array(IdSchema).min(1).max(MAX_CHUNKS_PER_EMBEDDING_JOB),
    /** 0-based; only for logs: the file's progress is read from the flow's child counts. */
    batchIndex: z.number().int().min(0),
    batchCount: z.number().int().min(1),
    requestId: RequestIdSchema,
  })
  .refine((p) => p.batchIndex < p.batchCount, { message: 'batchIndex must be less than batchCount', path: ['batchIndex'] });
export type EmbedChunksPayload = z.infer<typeof EmbedChunksPayloadSchema>;

/** Recomputes a user's merged profile from all of their parsed resumes. */
export const ProfileRecomputePayloadSchema = z.strictObject({
  userId: IdSchema,
  requestId: RequestIdSchema,
});
export type ProfileRecomputePayload = z.infer<typeof ProfileRecomputePayloadSchema>;

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
  'ingest.finalize': { queue: QUEUE_NAMES.followup, payload: IngestFinalizePayloadSchema },
  'profile.recompute': { queue: QUEUE_NAMES.followup, payload: ProfileRecomputePayloadSchema },
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

export const JOB_ID_PREFIXES = { ingest: 'ingest-', finalize: 'finalize-', embedding: 'embedding-', generation: 'generation-' } as const;

/** One ingest job per file: re-adding the same file is deduplicated by BullMQ. */
export function ingestJobId(fileId: string): string {
  return `${JOB_ID_PREFIXES.ingest}${encodePart(fileId)}`;
}

/**
 * The file an ingest job id names, whatever suffix a retry or a re-queue added to it (`~…`), or
 * null when the id is not an ingest job's. Lets a status read go to the file record even after
 * the queue forgot the job.
 */
export function fileIdFromIngestJobId(jobId: string): string | null {
  if (!jobId.startsWith(JOB_ID_PREFIXES.ingest)) return null;
  const encoded = jobId.slice(JOB_ID_PREFIXES.ingest.length).split('~')[0] ?? '';
  if (encoded === '' || /%(?!25|3A|7E)/.test(encoded)) return null;
  return encoded.replace(/%3A/g, ':').replace(/%7E/g, '~').replace(/%25/g, '%');
}

/** The finalize parent of one ingest run. */
export function finalizeJobId(fileId: string, runId: string): string {
  return `${JOB_ID_PREFIXES.finalize}${encodePart(fileId)}~${encodePart(runId)}`;
}

/** batchIndex is 0-based, matching EmbedChunksPayload; the run keeps an earlier run's batches apart. */
export function embeddingJobId(fileId: string, runId: string, batchIndex: number): string {
  return `${JOB_ID_PREFIXES.embedding}${encodePart(fileId)}~${encodePart(runId)}~b${batchIndex}`;
}

/**
 * How long a queued profile recompute waits before it starts. Requests arriving meanwhile are
 * dropped (the waiting one will read them from the store), and the one kept while a recompute runs
 * waits this long again after it: however fast a burst of files arrives, recomputes (each a
 * function of all of the user's resumes) take at most about one per this interval, instead of
 * one after another for the whole burst.
 */
export const PROFILE_RECOMPUTE_DELAY_MS = 500;

/**
 * The wait of a recompute queued while more of the user's files are still waiting to be read. Each
 * recompute is a function of all of the user's resumes, so its cost grows with the upload: during
 * a burst fewer, larger steps cost less than one per half second. The file whose parse leaves
 * nothing of the user's waiting brings the queued recompute forward (see `rescheduleDuplicate`),
 * so the end of a burst does not wait for this.
 */
export const PROFILE_RECOMPUTE_BURST_DELAY_MS = 2_000;

/** One recompute running and one waiting per user: BullMQ deduplicates on this id. */
export function profileRecomputeDedupId(userId: string): string {
  return `profile-${encodePart(userId)}`;
}

/** BullMQ's lowest priority (2^21); 1 is its highest. */
export const LOWEST_JOB_PRIORITY = 2_097_152;

/**
 * A fair order across users with BullMQ's priorities: a file's ingest priority is 1 + the number
 * of its owner's files already waiting, so one user's large upload takes turns with everyone
 * else's files instead of going first as a block (another user's single resume gets priority 1
 * and is next). Jobs without a priority (finalize, profile recompute) go before every prioritized one.
 */
export function ingestPriority(queuedAhead: number): number {
  return Math.min(LOWEST_JOB_PRIORITY, 1 + Math.max(0, Math.floor(queuedAhead)));
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
