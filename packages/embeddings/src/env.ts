import { EMBEDDING } from '@tailor/contracts';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { BuiltinEmbeddingProvider } from './builtin/provider';
import type { SkillNormalizer } from './builtin/normalize';
import { EmbeddingCache } from './cache/embedding-cache';
import { cacheModelId } from './cache/keys';
import { DEFAULT_REDIS_MAX_ENTRIES, DEFAULT_REDIS_TTL_SECONDS, RedisVectorStore } from './cache/redis-store';
import { CachedEmbedder } from './cached-embedder';
import type { EmbeddingProvider } from './provider';
import { FastEmbedProvider } from './providers/fastembed';
import { OpenAICompatibleProvider } from './providers/openai-compatible';
import { SentenceEncoderProvider } from './providers/sentence-encoder';

/**
 * `local`: the packaged sentence model (offline, semantic; the default). `builtin`: the hashing
 * embedder, words only (fast, for tests and machines that cannot spare the model's memory).
 */
export const EMBEDDINGS_PROVIDERS = ['local', 'builtin', 'openai-compatible', 'fastembed'] as const;
export type EmbeddingsProviderName = (typeof EMBEDDINGS_PROVIDERS)[number];

// docker compose passes unset variables as empty strings (`${EMBEDDINGS_URL:-}`): treat them as unset.
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.string().url().optional());

/**
 * Environment of anything that embeds text. Spread it next to `commonEnvShape` from @tailor/config;
 * EMBEDDING_DIMENSIONS is repeated here with the same definition so this shape also stands alone.
 */
export const embeddingsEnvShape = {
  /** Unset: fastembed when EMBEDDINGS_URL is set, openai-compatible when EMBEDDINGS_BASE_URL or EMBEDDINGS_API_KEY is, else local. */
  EMBEDDINGS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(EMBEDDINGS_PROVIDERS).optional()),
  EMBEDDINGS_BASE_URL: optionalUrl,
  EMBEDDINGS_API_KEY: optionalString,
  /** openai-compatible: the model (default text-embedding-3-small); fastembed: the id recorded with the vectors (default 'fastembed'). */
  EMBEDDINGS_MODEL: optionalString,
  /** openai-compatible: send `dimensions` in requests. auto = only for text-embedding-3 models. */
  EMBEDDINGS_SEND_DIMENSIONS: z.preprocess(emptyAsUndefined, z.enum(['auto', 'true', 'false']).default('auto')),
  EMBEDDINGS_URL: optionalUrl,
  EMBEDDINGS_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(30_000)),
  /** 8 to 8192: the built-in embedder's range (and the common config's upper bound). The local model is always 512. */
  EMBEDDING_DIMENSIONS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(8).max(8192).default(EMBEDDING.dimensions)),
  EMBEDDING_CACHE_REDIS_TTL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(DEFAULT_REDIS_TTL_SECONDS)),
  /** Bound of the shared Redis layer per model; 0 turns that layer off. */
  EMBEDDING_CACHE_REDIS_MAX_ENTRIES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(DEFAULT_REDIS_MAX_ENTRIES)),
};

export const EmbeddingsEnvSchema = z.object(embeddingsEnvShape);
export type EmbeddingsEnv = z.infer<typeof EmbeddingsEnvSchema>;

export const DEFAULT_OPENAI_EMBEDDING_MODEL = 'text-embedding-3-small';

/** Which provider the environment asks for; both remote URLs without EMBEDDINGS_PROVIDER is ambiguous and refused. */
export function resolveProviderName(env: EmbeddingsEnv): EmbeddingsProviderName {
  if (env.EMBEDDINGS_PROVIDER) return env.EMBEDDINGS_PROVIDER;
  const openai = Boolean(env.EMBEDDINGS_BASE_URL || env.EMBEDDINGS_API_KEY);
  if (env.EMBEDDINGS_URL && openai) {
    throw new Error(
      'Both EMBEDDINGS_URL (FastEmbed-style service) and EMBEDDINGS_BASE_URL/EMBEDDINGS_API_KEY (OpenAI-compatible) are set; ' +
        'set EMBEDDINGS_PROVIDER to fastembed or openai-compatible to choose.',
    );
  }
  if (env.EMBEDDINGS_URL) return 'fastembed';
  if (openai) return 'openai-compatible';
  return 'local';
}

export interface ProviderFromEnvOptions {
  /**
   * Built-in provider only: canonicalises skill mentions (resume-core's canonicalizeSkillMentions).
   * Required whatever the provider, because the environment picks it: a process must not embed
   * with the built-in provider without it by omission. null: none.
   */
  normalizeSkills: SkillNormalizer | null;
  /** FastEmbed only: injectable pause before its single retry. */
  sleep?(ms: number): Promise<void>;
}

/** Parses the variables (raw strings or an already parsed object) and builds the provider they describe. */
export function providerFromEnv(rawEnv: Record<string, unknown> = process.env, options: ProviderFromEnvOptions): EmbeddingProvider {
  const env = EmbeddingsEnvSchema.parse(rawEnv);
  const dimensions = env.EMBEDDING_DIMENSIONS;
  switch (resolveProviderName(env)) {
    case 'local':
      return new SentenceEncoderProvider();
    case 'builtin':
      return new BuiltinEmbeddingProvider({ dimensions, normalizeSkills: options.normalizeSkills });
    case 'fastembed':
      if (!env.EMBEDDINGS_URL) throw new Error('EMBEDDINGS_PROVIDER=fastembed needs EMBEDDINGS_URL (the service base URL)');
      return new FastEmbedProvider({
        url: env.EMBEDDINGS_URL,
        dimensions,
        timeoutMs: env.EMBEDDINGS_TIMEOUT_MS,
        ...(env.EMBEDDINGS_MODEL ? { model: env.EMBEDDINGS_MODEL } : {}),
        ...(options.sleep ? { sleep: options.sleep } : {}),
      });
    case 'openai-compatible':
      if (!env.EMBEDDINGS_BASE_URL && !env.EMBEDDINGS_API_KEY) {
        throw new Error('EMBEDDINGS_PROVIDER=openai-compatible needs EMBEDDINGS_BASE_URL (a local server) or EMBEDDINGS_API_KEY (OpenAI)');
      }
      return new OpenAICompatibleProvider({
        model: env.EMBEDDINGS_MODEL ?? DEFAULT_OPENAI_EMBEDDING_MODEL,
        dimensions,
        timeoutMs: env.EMBEDDINGS_TIMEOUT_MS,
        ...(env.EMBEDDINGS_BASE_URL ? { baseURL: env.EMBEDDINGS_BASE_URL } : {}),
        ...(env.EMBEDDINGS_API_KEY ? { apiKey: env.EMBEDDINGS_API_KEY } : {}),
        ...(env.EMBEDDINGS_SEND_DIMENSIONS === 'auto' ? {} : { sendDimensions: env.EMBEDDINGS_SEND_DIMENSIONS === 'true' }),
      });
  }
}

export interface CachedEmbedderFromEnvOptions extends ProviderFromEnvOptions {
  /** Connection for the shared layer; without it (or with EMBEDDING_CACHE_REDIS_MAX_ENTRIES=0) the cache is in process only. */
  redis?: Redis;
  /** Key prefix of the shared layer (default 'tailor:emb'); use the service's QUEUE_PREFIX-style namespace. */
  redisPrefix?: string;
  provider?: EmbeddingProvider;
  onCacheError?(error: unknown, operation: string): void;
}

/** Provider, two-layer cache and batching as the environment describes them. */
export function cachedEmbedderFromEnv(rawEnv: Record<string, unknown> = process.env, options: CachedEmbedderFromEnvOptions): CachedEmbedder {
  const env = EmbeddingsEnvSchema.parse(rawEnv);
  const provider = options.provider ?? providerFromEnv(env, options);
  const modelId = cacheModelId(provider.id, provider.dimensions);
  const redis =
    options.redis && env.EMBEDDING_CACHE_REDIS_MAX_ENTRIES > 0
      ? new RedisVectorStore({
          redis: options.redis,
          modelId,
          ttlSeconds: env.EMBEDDING_CACHE_REDIS_TTL_SECONDS,
          maxEntries: env.EMBEDDING_CACHE_REDIS_MAX_ENTRIES,
          ...(options.redisPrefix ? { prefix: options.redisPrefix } : {}),
          ...(provider.decimals !== undefined ? { decimals: provider.decimals } : {}),
        })
      : undefined;
  const cache = new EmbeddingCache({
    ...(redis ? { redis } : {}),
    ...(options.onCacheError ? { onError: options.onCacheError } : {}),
  });
  return new CachedEmbedder(provider, { cache });
}
