import { BenchmarkRecorder, cachedEmbedderFromEnv, type CachedEmbedder } from '@tailor/embeddings';
import type { Logger } from '@tailor/observability';
import type { Dependencies } from '@tailor/runtime';
import type { EmbeddingEnv } from './env';

/** What the queue handler and the HTTP API of this process share. */
export interface EmbeddingContext {
  embedder: CachedEmbedder;
  recorder: BenchmarkRecorder;
  close(): Promise<void>;
}

export function createEmbeddingContext(env: EmbeddingEnv, deps: Dependencies, logger: Logger): EmbeddingContext {
  const embedder = cachedEmbedderFromEnv(env, {
    redis: deps.redis,
    redisPrefix: `${env.QUEUE_PREFIX}:emb`,
    onCacheError: (error, operation) => logger.warn({ err: error, operation }, 'embedding cache unavailable; computing instead'),
  });
  if (embedder.provider.dimensions !== env.EMBEDDING_DIMENSIONS) {
    throw new Error(
      `The embedding provider produces ${embedder.provider.dimensions}-dimensional vectors but EMBEDDING_DIMENSIONS is ${env.EMBEDDING_DIMENSIONS}.`,
    );
  }
  const recorder = new BenchmarkRecorder(deps.store.benchmarkSessions, {
    provider: embedder.modelId,
    onError: (error: unknown) => logger.warn({ err: error }, 'could not record an embedding benchmark session'),
  });
  return {
    embedder,
    recorder,
    close: async () => undefined,
  };
}
