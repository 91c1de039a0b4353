import type { Job, JobState, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
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

// One round trip, one atomic snapshot: the job hash and its state are read by the same script, so
// a completed state can never be paired with a pre-completion copy of the job. This is the route
// clients poll once a second per file; BullMQ's getJobState + getJob cost two round trips and two
// script runs. States BullMQ tells apart (wait, delayed, prioritized, paused, waiting-children)
// all read as "waiting" here, which is what STATE_MAP folds them into anyway.
const STATUS_SCRIPT = `
local raw = redis.call('HGETALL', KEYS[1])
if #raw == 0 then return {'unknown', raw} end
if redis.call('ZSCORE', KEYS[2], ARGV[1]) then return {'completed', raw} end
if redis.call('ZSCORE', KEYS[3], ARGV[1]) then return {'failed', raw} end
if redis.call('LPOS', KEYS[4], ARGV[1]) then return {'active', raw} end
return {'waiting', raw}
`;
const STATUS_SCRIPT_SHA = createHash('sha1').update(STATUS_SCRIPT).digest('hex');

async function runStatusScript(redis: Redis, queue: Queue, jobId: string): Promise<[string, string[]]> {
  const keys = [queue.toKey(jobId), queue.keys.completed!, queue.keys.failed!, queue.keys.active!];
  try {
    return (await redis.evalsha(STATUS_SCRIPT_SHA, keys.length, ...keys, jobId)) as [string, string[]];
  } catch (error) {
    // First call on this Redis (or after SCRIPT FLUSH / a restart): load it by sending the source.
    if (!(error instanceof Error) || !error.message.includes('NOSCRIPT')) throw error;
    return (await redis.eval(STATUS_SCRIPT, keys.length, ...keys, jobId)) as [string, string[]];
  }
}

async function read<Data, Result>(queue: Queue, jobId: string): Promise<JobStatus<Data, Result> | null> {
  const redis = queue.opts.connection;
  if (!(redis instanceof Redis)) return readThroughBullmq(queue, jobId);
  const [rawState, flat] = await runStatusScript(redis, queue, jobId);
  if (rawState === 'unknown') return null;
  const hash: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) hash[flat[i]!] = flat[i + 1]!;
  return toStatus(queue, fromStoredHash(hash, jobId), STATE_MAP[rawState as JobState] ?? 'waiting', jobId);
}

type JobView = Pick<Job, 'id' | 'name' | 'progress' | 'failedReason' | 'returnvalue' | 'data' | 'attemptsMade'>;

/**
 * The fields a status needs, decoded the way BullMQ's own getJobData does (the hash layout of the
 * pinned BullMQ version; the job-status integration tests pin the decoding against real jobs).
 */
function fromStoredHash(hash: Record<string, string>, jobId: string): JobView {
  return {
    id: hash.id ?? jobId,
    name: hash.name ?? '',
    data: JSON.parse(hash.data || '{}') as unknown,
    progress: JSON.parse(hash.progress || '0') as Job['progress'],
    failedReason: hash.failedReason ?? '',
    returnvalue: hash.returnvalue === undefined ? undefined : parseReturnValue(hash.returnvalue),
    attemptsMade: Number.parseInt(hash.attemptsMade || hash.atm || '0', 10),
  };
}

/** Like BullMQ: a corrupted stored value reads as no value. */
function parseReturnValue(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}

/** For queues built on connection options rather than an ioredis instance (not used by our services). */
async function readThroughBullmq<Data, Result>(queue: Queue, jobId: string): Promise<JobStatus<Data, Result> | null> {
  // State first: terminal states are final, so the job read after one is consistent with it.
  const rawState = await queue.getJobState(jobId);
  if (rawState === 'unknown') return null;
  const job = await queue.getJob(jobId);
  // Gone between the two reads (retention ran): same as never existed.
  if (!job) return null;
  return toStatus(queue, job, STATE_MAP[rawState], jobId);
}

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
