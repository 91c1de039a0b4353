import { envParts, workerEnvShape } from '@tailor/runtime';
import { z } from 'zod';

export const embeddingEnvSchema = z.object({
  ...workerEnvShape,
  /** The embedding service API (POST /embeddings, GET /health) and this worker's health port. */
  EMBEDDING_SERVICE_PORT: envParts.port.default(8001),
  EMBEDDING_CONCURRENCY: envParts.positiveInt.max(64).default(3),
});
export type EmbeddingEnv = z.infer<typeof embeddingEnvSchema>;
