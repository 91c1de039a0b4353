import type { EmbeddingHealth, EmbeddingsResponse } from '@tailor/contracts';
import type { CachedEmbedder, EmbedResult } from './cached-embedder';

/** POST /embeddings response body from an embed result. */
export function toEmbeddingsResponse(result: EmbedResult): EmbeddingsResponse {
  return {
    embeddings: result.embeddings,
    cache_hits: result.cacheHits,
    cache_misses: result.cacheMisses,
    processing_time_ms: Math.round(result.processingTimeMs * 1000) / 1000,
  };
}

/** GET /health body: cache counters of this process, its in-process cache size, model and dimension. */
export function embeddingHealth(embedder: CachedEmbedder, status: EmbeddingHealth['status'] = 'ok'): EmbeddingHealth {
  const { hits, misses, total_requests } = embedder.stats();
  return {
    status,
    cache_stats: { hits, misses, total_requests },
    cache_size: embedder.size(),
    model: embedder.provider.id,
    dimensions: embedder.provider.dimensions,
  };
}
