/** Progress numbers and stage labels reported on /api/jobs/:jobId. -1 means failed. */

export interface StageInfo {
  readonly progress: number;
  readonly stage: string;
}

export const FAILED_PROGRESS = -1;

/** Ingest stages, in pipeline order. `embedding` is the start of the per-batch range (see below). */
export const INGEST_STAGES = {
  validating: { progress: 0, stage: 'Validating file' },
  extracting: { progress: 10, stage: 'Extracting text' },
  parsing: { progress: 30, stage: 'Parsing resume' },
  merging: { progress: 60, stage: 'Merging duplicate experiences' },
  chunking: { progress: 70, stage: 'Chunking' },
  embedding: { progress: 80, stage: 'Embedding chunks' },
  preparing: { progress: 85, stage: 'Preparing vectors' },
  storing: { progress: 90, stage: 'Storing' },
  finalizing: { progress: 95, stage: 'Finalizing' },
  done: { progress: 100, stage: 'Done' },
  failed: { progress: FAILED_PROGRESS, stage: 'Failed' },
} as const satisfies Record<string, StageInfo>;
export type IngestStageKey = keyof typeof INGEST_STAGES;

export const EMBEDDING_PROGRESS_START = 80;
export const EMBEDDING_PROGRESS_END = 90;

/**
 * Progress while batch i (1-based, as in the label) of n is being embedded: 80 for the first batch,
 * rising linearly and staying below 90 until every batch is done, so 'Storing' (90) is always a step
 * forward. Integer, non-decreasing in i. Out-of-range input is clamped rather than thrown on,
 * because progress reporting must never fail a job.
 */
export function embeddingBatchProgress(i: number, n: number): number {
  const total = Math.max(1, Math.floor(n));
  const batch = Math.min(total, Math.max(1, Math.floor(i)));
  const span = EMBEDDING_PROGRESS_END - EMBEDDING_PROGRESS_START;
  return EMBEDDING_PROGRESS_START + Math.floor((span * (batch - 1)) / total);
}

export function embeddingBatchStage(i: number, n: number): string {
  return `Embedding chunks (batch ${i} of ${n})`;
}

export function embeddingBatchStageInfo(i: number, n: number): StageInfo {
  return { progress: embeddingBatchProgress(i, n), stage: embeddingBatchStage(i, n) };
}

/** Stages of a generation job, shown while the client is 'generating' (before 'done' or 'failed'). */
export const GENERATION_STAGES = {
  queued: { progress: 0, stage: 'Queued' },
  analysing: { progress: 10, stage: 'Analysing job description' },
  retrieving: { progress: 40, stage: 'Retrieving evidence' },
  scoring: { progress: 60, stage: 'Scoring match' },
  writing: { progress: 80, stage: 'Writing tailored resume' },
  saving: { progress: 95, stage: 'Saving analysis' },
  done: { progress: 100, stage: 'Done' },
  failed: { progress: FAILED_PROGRESS, stage: 'Failed' },
} as const satisfies Record<string, StageInfo>;
export type GenerationStageKey = keyof typeof GENERATION_STAGES;

/**
 * Keeps reported progress from moving backwards (e.g. 'Preparing vectors' at 85 after late
 * embedding batches passed it); failure always wins.
 */
export function nextProgress(previous: number, next: number): number {
  if (next === FAILED_PROGRESS) return FAILED_PROGRESS;
  if (previous === FAILED_PROGRESS) return next;
  return Math.max(previous, next);
}
