import { embeddingsEnvShape } from '@tailor/embeddings';
import { llmEnvShape } from '@tailor/llm';
import { envParts, workerEnvShape } from '@tailor/runtime';
import { z } from 'zod';

export const generationEnvSchema = z.object({
  ...workerEnvShape,
  ...llmEnvShape,
  // Queries are embedded here with the same provider the embedding worker used for the chunks.
  ...embeddingsEnvShape,
  GENERATION_HEALTH_PORT: envParts.port.default(8003),
  GENERATION_CONCURRENCY: envParts.positiveInt.max(64).default(4),
  /**
   * Synthetic postings the worker scores against a synthetic person before it reports ready, so
   * the first generations after a start do not pay for V8 compiling the hot paths. 0 skips it.
   */
  GENERATION_WARM_UP_RUNS: z.coerce.number().int().min(0).max(1_000).default(30),
});
export type GenerationEnv = z.infer<typeof generationEnvSchema>;
