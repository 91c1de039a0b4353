import { commonEnvShape, envParts } from '@tailor/config';
import { z } from 'zod';

/** What every worker reads; each worker's own env.ts extends it with its port and concurrency. */
export const workerEnvShape = {
  ...commonEnvShape,
  HEALTH_HOST: z.string().default('127.0.0.1'),
  /** Overrides the service's job lock duration (ms); a dead worker's jobs return after about this long. */
  WORKER_LOCK_DURATION_MS: envParts.positiveInt.optional(),
  /** Overrides how often (ms) the worker looks for stalled jobs of dead workers. */
  WORKER_STALLED_INTERVAL_MS: envParts.positiveInt.optional(),
  /** First retry delay of jobs this service queues (exponential: 1×, 2×, …). */
  JOB_RETRY_BACKOFF_MS: envParts.positiveInt.default(1_000),
};

export const workerEnvSchema = z.object(workerEnvShape);
export type WorkerEnv = z.infer<typeof workerEnvSchema>;
export { envParts };
