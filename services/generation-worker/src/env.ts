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
});
export type GenerationEnv = z.infer<typeof generationEnvSchema>;
