import type { Job, JobState, Queue } from 'bullmq';
import { isConnectionError, withTimeout } from './connection';
import { DEFAULT_QUEUE_TIMEOUT_MS } from './defaults';
import { QueueUnavailableError } from './errors';
import { isStageProgress } from './progress';

/** The four states a client needs; BullMQ's finer states fold into them. */
export type PublicJobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface JobStatus<Data = unknown, Result = unknown> {
  id: string;
  queue: string;
  name: string;
  state: PublicJobState;
  /** 0–100, or -1 when the handler reported an error. */
  progress: number;
  stage: string | null;
  /** The failedReason, only once the job has finally failed (not while it is being retried). */
  error: string | null;
  result: Result | null;
  data: Data;
  attemptsMade: number;
}

// Delayed covers retry backoff; prioritized and waiting-children are still "not started" to a user.
const STATE_MAP: Record<JobState, PublicJobState> = {
  waiting: 'waiting',
  delayed: 'waiting',
  prioritized: 'waiting',
  'waiting-children': 'waiting',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

/**
 * Null when the job does not exist (never did, or was removed by retention).
 * Throws QueueUnavailableError when Redis does not answer within `timeoutMs`.
 */
export async function readJobStatus<Data = unknown, Result = unknown>(
  queue: Queue,
  jobId: string,
  timeoutMs = DEFAULT_QUEUE_TIMEOUT_MS,
): Promise<JobStatus<Data, Result> | null> {
  try {
    return await withTimeout(read<Data, Result>(queue, jobId), timeoutMs, `status read timed out after ${timeoutMs} ms`);
  } catch (error) {
    if (isConnectionError(error)) throw new QueueUnavailableError(error.message);
    throw error;
  }
}

async function read<Data, Result>(queue: Queue, jobId: string): Promise<JobStatus<Data, Result> | null> {
  // State first: terminal states are final, so the job read after one is consistent with it (a
  // completed state is never paired with a copy of the job from before its result was stored).
  const rawState = await queue.getJobState(jobId);
  if (rawState === 'unknown') return null;
  const job = await queue.getJob(jobId);
  // Gone between the two reads (retention ran): same as never existed.
  if (!job) return null;
  return toStatus(queue, job, STATE_MAP[rawState], jobId);
}

type JobView = Pick<Job, 'id' | 'name' | 'progress' | 'failedReason' | 'returnvalue' | 'data' | 'attemptsMade'>;

function toStatus<Data, Result>(queue: Queue, job: JobView, state: PublicJobState, jobId: string): JobStatus<Data, Result> {
  const { progress, stage } = progressOf(job.progress);
  return {
    id: job.id ?? jobId,
    queue: queue.name,
    name: job.name,
    state,
    progress: state === 'completed' ? 100 : progress,
    stage,
    error: state === 'failed' ? job.failedReason || 'Job failed' : null,
    result: state === 'completed' ? ((job.returnvalue ?? null) as Result | null) : null,
    data: job.data as Data,
    attemptsMade: job.attemptsMade,
  };
}

function progressOf(value: unknown): { progress: number; stage: string | null } {
  if (isStageProgress(value)) return { progress: value.progress, stage: value.stage };
  if (typeof value === 'number') return { progress: value, stage: null };
  return { progress: 0, stage: null };
}
