import type { JobsOptions } from 'bullmq';

/**
 * Applied to every enqueue (callers may only override jobId, priority and delay).
 * - attempts 3 with exponential backoff from 1 s (1 s, 2 s): rides out a Redis/Qdrant/LLM blip
 *   without hammering it, and a truly broken job fails within seconds, not minutes. Permanent
 *   failures skip the retries via UnrecoverableError.
 * - removeOnComplete after a day or 10k jobs: the gateway polls status for minutes, a day is ample
 *   for a late poll, and Redis memory stays bounded.
 * - removeOnFail after 7 days: failed jobs are what someone investigates, so keep them longer.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const satisfies JobsOptions;

/** How long an enqueue (or a status read) may wait on Redis before we call it unavailable. */
export const DEFAULT_QUEUE_TIMEOUT_MS = 2_000;
