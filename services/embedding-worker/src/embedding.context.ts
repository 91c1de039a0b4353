import { JOB_CATALOG } from '@tailor/contracts';
import { BenchmarkRecorder, cachedEmbedderFromEnv, LexicalEncoder, type CachedEmbedder } from '@tailor/embeddings';
import type { Logger } from '@tailor/observability';
import { createProducer, type Producer } from '@tailor/queue';
import { canonicalizeSkillMentions } from '@tailor/resume-core';
import type { Dependencies } from '@tailor/runtime';
import type { EmbeddingEnv } from './env';

/** What the queue handler and the HTTP API of this process share. */
export interface EmbeddingContext {
  /** The dense vectors: the sentence model by default. */
  embedder: CachedEmbedder;
  /** The lexical terms every point gets at once. */
  lexical: LexicalEncoder;
  /**
   * Whether dense vectors follow in their own job ('embedding.semantic', run by the semantic worker)
   * after a file is searchable by its words: true for a model slower than the lexical terms (the
   * sentence model, a remote API); the hashing embedder's vectors are computed with the terms.
   */
  semanticFollows: boolean;
  /** Enqueues the follow-up jobs. */
  producer: Producer<typeof JOB_CATALOG>;
  recorder: BenchmarkRecorder;
  close(): Promise<void>;
}

export function createEmbeddingContext(env: EmbeddingEnv, deps: Dependencies, logger: Logger): EmbeddingContext {
  const embedder = cachedEmbedderFromEnv(env, {
    normalizeSkills: canonicalizeSkillMentions,
    redis: deps.redis,
    redisPrefix: `${env.QUEUE_PREFIX}:emb`,
    onCacheError: (error, operation) => logger.warn({ err: error, operation }, 'embedding cache unavailable; computing instead'),
  });
  const recorder = new BenchmarkRecorder(deps.store.benchmarkSessions, {
    provider: embedder.modelId,
    onError: (error: unknown) => logger.warn({ err: error }, 'could not record an embedding benchmark session'),
  });
  const producer = createProducer(JOB_CATALOG, { connection: deps.redis, prefix: env.QUEUE_PREFIX, logger });
  return {
    embedder,
    lexical: new LexicalEncoder(canonicalizeSkillMentions),
    semanticFollows: embedder.provider.semantic !== false,
    producer,
    recorder,
    close: () => producer.close(),
  };
}
