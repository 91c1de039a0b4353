import { commonEnvShape, envParts } from '@tailor/config';
import { z } from 'zod';

/** What every worker reads; each worker's own env.ts extends it with its port and concurrency. */
export const workerEnvShape = {
  ...commonEnvShape,
  HEALTH_HOST: z.string().default('127.0.0.1'),
};

export const workerEnvSchema = z.object(workerEnvShape);
export type WorkerEnv = z.infer<typeof workerEnvSchema>;
export { envParts };
