import {
  GENERATION_STAGES,
  GenerationJobResultSchema,
  INGEST_STAGES,
  IngestJobResultSchema,
  type JobKind,
  type JobStatus,
  type JobState,
} from '@tailor/contracts';
import type { JobStatus as QueueJobStatus } from '@tailor/queue';

const KIND_BY_JOB_NAME: Readonly<Record<string, JobKind>> = {
  'ingest.resume': 'ingest',
  'generation.resume': 'generation',
};

const DEFAULT_STAGE: Record<JobKind, Record<JobState, string>> = {
  ingest: { waiting: 'Waiting to start', active: INGEST_STAGES.validating.stage, completed: INGEST_STAGES.done.stage, failed: INGEST_STAGES.failed.stage },
  generation: { waiting: GENERATION_STAGES.queued.stage, active: GENERATION_STAGES.analysing.stage, completed: GENERATION_STAGES.done.stage, failed: GENERATION_STAGES.failed.stage },
};

const ownerOf = (data: unknown): unknown => (data !== null && typeof data === 'object' ? (data as { userId?: unknown }).userId : undefined);

// Polls of an unchanged job get the same status object back from the job status view; its public
// form (a contract check of the worker's result included) is worked out once per object.
const publicForms = new WeakMap<QueueJobStatus, JobStatus | null>();

/**
 * The public view of a queue job, or null when the caller may not see it: another user's job, an
 * internal one (embedding batches) or a job without an owner all look like a missing job.
 */
export function toPublicJobStatus(status: QueueJobStatus, userId: string): JobStatus | null {
  if (ownerOf(status.data) !== userId) return null;
  let publicForm = publicForms.get(status);
  if (publicForm === undefined) {
    publicForm = publicFormOf(status);
    publicForms.set(status, publicForm);
  }
  return publicForm;
}

function publicFormOf(status: QueueJobStatus): JobStatus | null {
  const kind = KIND_BY_JOB_NAME[status.name];
  if (!kind) return null;
  const failed = status.state === 'failed';
  const base = {
    id: status.id,
    state: status.state,
    progress: failed ? -1 : Math.min(100, Math.max(0, status.progress)),
    stage: status.stage ?? DEFAULT_STAGE[kind][status.state],
    error: status.error,
  };
  // A worker's result is shown only when it has the contract's shape; anything else would break
  // the response schema, and the client can still read the ids from the records.
  if (kind === 'ingest') {
    const result = IngestJobResultSchema.safeParse(status.result);
    return { ...base, kind, result: result.success ? result.data : null };
  }
  const result = GenerationJobResultSchema.safeParse(status.result);
  return { ...base, kind, result: result.success ? result.data : null };
}
