import { BenchmarkRecorder, cachedEmbedderFromEnv, LexicalEncoder, type CachedEmbedder } from '@tailor/embeddings';
import type { Logger } from '@tailor/observability';
import { canonicalizeSkillMentions } from '@tailor/resume-core';
import type { Dependencies } from '@tailor/runtime';
import type { SemanticEnv } from './env';

export interface SemanticContext {
  embedder: CachedEmbedder;
  /** Only its id: the collection this process checks is stamped with both models. */
  lexical: LexicalEncoder;
  recorder: BenchmarkRecorder;
}

export function createSemanticContext(env: SemanticEnv, deps: Dependencies, logger: Logger): SemanticContext {
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
  return { embedder, lexical: new LexicalEncoder(canonicalizeSkillMentions), recorder };
}
