import { z } from 'zod';
import { NonNegativeIntSchema } from '../common';
import { EMBEDDING } from '../constants';

/** POST /embeddings on the embedding worker. Bounds keep one request from monopolising the model. */
export const EmbeddingsRequestSchema = z.strictObject({
  texts: z.array(z.string().max(EMBEDDING.maxTextChars)).min(1).max(EMBEDDING.maxTextsPerRequest),
  use_cache: z.boolean().default(true),
});
export type EmbeddingsRequest = z.infer<typeof EmbeddingsRequestSchema>;
export type EmbeddingsRequestInput = z.input<typeof EmbeddingsRequestSchema>;

export const EmbeddingsResponseSchema = z.object({
  /** One vector per input text, same order. */
  embeddings: z.array(z.array(z.number())),
  cache_hits: NonNegativeIntSchema,
  cache_misses: NonNegativeIntSchema,
  processing_time_ms: z.number().min(0),
});
export type EmbeddingsResponse = z.infer<typeof EmbeddingsResponseSchema>;

export const EmbeddingCacheStatsSchema = z.object({
  hits: NonNegativeIntSchema,
  misses: NonNegativeIntSchema,
  total_requests: NonNegativeIntSchema,
});
export type EmbeddingCacheStats = z.infer<typeof EmbeddingCacheStatsSchema>;

/** GET /health on the embedding worker. */
export const EmbeddingHealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  cache_stats: EmbeddingCacheStatsSchema,
  cache_size: NonNegativeIntSchema,
  model: z.string().min(1),
  dimensions: z.number().int().positive(),
});
export type EmbeddingHealth = z.infer<typeof EmbeddingHealthSchema>;
