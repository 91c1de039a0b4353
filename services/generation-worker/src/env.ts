import { envParts, workerEnvShape } from '@tailor/runtime';
import { z } from 'zod';

export const generationEnvSchema = z.object({
  ...workerEnvShape,
  GENERATION_HEALTH_PORT: envParts.port.default(8003),
  GENERATION_CONCURRENCY: envParts.positiveInt.max(64).default(4),
});
export type GenerationEnv = z.infer<typeof generationEnvSchema>;
