import { embeddingsEnvShape } from '@tailor/embeddings';
import { envParts, workerEnvShape } from '@tailor/runtime';
import { z } from 'zod';

export const embeddingEnvSchema = z.object({
  ...workerEnvShape,
  ...embeddingsEnvShape,
  /** The embedding service API (POST /embeddings, GET /health) and this worker's health port. */
  EMBEDDING_SERVICE_PORT: envParts.port.default(8001),
  EMBEDDING_CONCURRENCY: envParts.positiveInt.max(64).default(3),
  /** Bounds of POST /embeddings, so one request cannot monopolise the worker. */
  EMBEDDING_API_MAX_TEXTS: envParts.positiveInt.max(10_000).default(256),
  /** Wait before warming the cache with common texts (2 s after start by default); 0 disables it. */
  EMBEDDING_PRELOAD_DELAY_MS: z.coerce.number().int().min(0).default(2000),
});
export type EmbeddingEnv = z.infer<typeof embeddingEnvSchema>;
