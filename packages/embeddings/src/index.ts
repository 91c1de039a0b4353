export { type EmbeddingProvider, EmbeddingDimensionError, assertVectors } from './provider';
export { BuiltinEmbeddingProvider, BUILTIN_MODEL_ID, BUILTIN_DECIMALS, type BuiltinProviderOptions } from './builtin/provider';
export { DEFAULT_FEATURE_WEIGHTS, HashingFeaturizer, type FeatureWeights, type FeaturizerOptions } from './builtin/featurize';
export { normalizeText, type SkillNormalizer } from './builtin/normalize';
export { Vocabulary, sharedVocabulary } from './builtin/vocabulary';
export { SentenceEncoderProvider, SENTENCE_ENCODER_MODEL_ID, SENTENCE_ENCODER_DIMENSIONS } from './providers/sentence-encoder';
export { LexicalEncoder, LEXICAL_MODEL_ID, sparseCosine, termId, type SparseVector } from './lexical/sparse-encoder';
export { FastEmbedProvider, type FastEmbedProviderOptions } from './providers/fastembed';
export {
  OpenAICompatibleProvider,
  DEFAULT_OPENAI_BASE_URL,
  modelAcceptsDimensions,
  type OpenAICompatibleProviderOptions,
} from './providers/openai-compatible';
export {
  embeddingsEnvShape,
  EmbeddingsEnvSchema,
  EMBEDDINGS_PROVIDERS,
  DEFAULT_OPENAI_EMBEDDING_MODEL,
  providerFromEnv,
  cachedEmbedderFromEnv,
  resolveProviderName,
  type EmbeddingsEnv,
  type EmbeddingsProviderName,
  type ProviderFromEnvOptions,
  type CachedEmbedderFromEnvOptions,
} from './env';
export { batchSizeFor, planBatches, pauseAfter, embedInBatches, type BatchOptions, type BatchRange } from './batching';
export { InsertionOrderCache } from './cache/memory';
export { cacheKey, cacheModelId } from './cache/keys';
export { encodeFloat32, decodeFloat32 } from './cache/codec';
export {
  RedisVectorStore,
  DEFAULT_REDIS_PREFIX,
  DEFAULT_REDIS_TTL_SECONDS,
  DEFAULT_REDIS_MAX_ENTRIES,
  type RedisVectorStoreOptions,
} from './cache/redis-store';
export { EmbeddingCache, type CacheStats, type EmbeddingCacheOptions } from './cache/embedding-cache';
export { CachedEmbedder, type CachedEmbedderOptions, type EmbedOptions, type EmbedResult } from './cached-embedder';
export { BenchmarkRecorder, throughputOf, type BenchmarkSink, type BenchmarkRecorderOptions, type SessionInput } from './benchmark/recorder';
export { benchmarkFigures, cacheHitRate, RECENT_SESSIONS_SHOWN, type BenchmarkFigures } from './benchmark/figures';
export { COMMON_EMBEDDING_TEXTS } from './common-texts';
export { toEmbeddingsResponse, embeddingHealth } from './http-shapes';
