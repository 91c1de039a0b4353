import { embeddingsEnvShape } from '@tailor/embeddings';
import { envParts, workerEnvShape } from '@tailor/runtime';
import { z } from 'zod';

export const semanticEnvSchema = z.object({
  ...workerEnvShape,
  // The same embedder as the embedding worker and the generation worker: one model for all vectors.
  ...embeddingsEnvShape,
  SEMANTIC_HEALTH_PORT: envParts.port.default(8004),
  /** One text group at a time: the model keeps a core busy, more at once only queue for it. */
  SEMANTIC_CONCURRENCY: envParts.positiveInt.max(16).default(1),
  /**
   * The process's scheduling niceness (0–19, higher yields more): uploads, searches and the API
   * get the CPU first and the sentence model uses what they leave.
   */
  SEMANTIC_NICE: z.coerce.number().int().min(0).max(19).default(10),
});
export type SemanticEnv = z.infer<typeof semanticEnvSchema>;
