import { BuiltinEmbeddingProvider } from '../builtin/provider';
import { SentenceEncoderProvider } from '../providers/sentence-encoder';
import { EmbeddingsEnvSchema, cachedEmbedderFromEnv, providerFromEnv, resolveProviderName } from '../env';
import { FastEmbedProvider } from '../providers/fastembed';
import { OpenAICompatibleProvider } from '../providers/openai-compatible';
import { testAliases } from './fixtures';

/** These tests build providers only for their kind and settings: no skill normalisation. */
const NO_SKILLS = { normalizeSkills: null };

describe('embeddings environment', () => {
  it('defaults to the built-in provider at the spec dimension with a bounded 7-day shared cache', () => {
    const env = EmbeddingsEnvSchema.parse({});
    expect(env).toMatchObject({
      EMBEDDING_DIMENSIONS: 1536,
      EMBEDDINGS_TIMEOUT_MS: 30_000,
      EMBEDDING_CACHE_REDIS_TTL_SECONDS: 7 * 24 * 3600,
      EMBEDDING_CACHE_REDIS_MAX_ENTRIES: 20_000,
      EMBEDDINGS_SEND_DIMENSIONS: 'auto',
    });
    const provider = providerFromEnv({}, { normalizeSkills: null });
    expect(provider).toBeInstanceOf(SentenceEncoderProvider);
    expect(provider).toMatchObject({ id: 'use-lite-en-512-v1', dimensions: 512, remote: false });
    const builtin = providerFromEnv({ EMBEDDINGS_PROVIDER: 'builtin' }, { normalizeSkills: null });
    expect(builtin).toBeInstanceOf(BuiltinEmbeddingProvider);
    expect(builtin).toMatchObject({ id: 'builtin-hash-v2', dimensions: 1536, remote: false, semantic: false });
  });

  it('detects the provider from the variables that are set', () => {
    const detect = (raw: Record<string, string>) => resolveProviderName(EmbeddingsEnvSchema.parse(raw));
    expect(detect({ EMBEDDINGS_URL: 'http://embed:8001' })).toBe('fastembed');
    expect(detect({ EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1' })).toBe('openai-compatible');
    expect(detect({ EMBEDDINGS_API_KEY: 'sk-test' })).toBe('openai-compatible');
    expect(detect({ EMBEDDINGS_URL: '', EMBEDDINGS_API_KEY: '' })).toBe('local');
    expect(detect({ EMBEDDINGS_PROVIDER: 'builtin', EMBEDDINGS_URL: 'http://embed:8001' })).toBe('builtin');
    expect(() => detect({ EMBEDDINGS_URL: 'http://a', EMBEDDINGS_BASE_URL: 'http://b/v1' })).toThrow(/EMBEDDINGS_PROVIDER/);
  });

  it('builds each provider with the configured dimension and model', () => {
    const fastembed = providerFromEnv({ EMBEDDINGS_URL: 'http://embed:8001', EMBEDDING_DIMENSIONS: '384' }, NO_SKILLS);
    expect(fastembed).toBeInstanceOf(FastEmbedProvider);
    expect(fastembed).toMatchObject({ id: 'fastembed', dimensions: 384, remote: true });
    const openai = providerFromEnv(
      {
        EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1',
        EMBEDDINGS_MODEL: 'nomic-embed-text',
        EMBEDDING_DIMENSIONS: '768',
      },
      NO_SKILLS,
    );
    expect(openai).toBeInstanceOf(OpenAICompatibleProvider);
    expect(openai).toMatchObject({ id: 'nomic-embed-text', dimensions: 768, remote: true });
    expect(providerFromEnv({ EMBEDDINGS_API_KEY: 'sk-test' }, NO_SKILLS).id).toBe('text-embedding-3-small');
  });

  it('refuses incomplete or invalid settings with the variable named', () => {
    expect(() => providerFromEnv({ EMBEDDINGS_PROVIDER: 'fastembed' }, NO_SKILLS)).toThrow(/EMBEDDINGS_URL/);
    expect(() => providerFromEnv({ EMBEDDINGS_PROVIDER: 'openai-compatible' }, NO_SKILLS)).toThrow(/EMBEDDINGS_BASE_URL/);
    expect(() => providerFromEnv({ EMBEDDINGS_PROVIDER: 'word2vec' }, NO_SKILLS)).toThrow(/EMBEDDINGS_PROVIDER/);
    expect(() => providerFromEnv({ EMBEDDING_DIMENSIONS: '-3' }, NO_SKILLS)).toThrow(/EMBEDDING_DIMENSIONS/);
    expect(() => providerFromEnv({ EMBEDDINGS_URL: 'not a url' }, NO_SKILLS)).toThrow(/EMBEDDINGS_URL/);
  });

  it('gives the built-in provider the skill normaliser it is passed', () => {
    const builtin = providerFromEnv({ EMBEDDINGS_PROVIDER: 'builtin' }, { normalizeSkills: testAliases }) as BuiltinEmbeddingProvider;
    expect(builtin.normalize('JS on K8s')).toBe('javascript on kubernetes');
    const none = providerFromEnv({ EMBEDDINGS_PROVIDER: 'builtin' }, NO_SKILLS) as BuiltinEmbeddingProvider;
    expect(none.normalize('JS on K8s')).toBe('js on k8s');
  });

  it('accepts an already parsed environment', () => {
    const parsed = EmbeddingsEnvSchema.parse({ EMBEDDINGS_PROVIDER: 'builtin', EMBEDDING_DIMENSIONS: '256' });
    expect(providerFromEnv(parsed, { normalizeSkills: null }).dimensions).toBe(256);
  });

  it('builds a cached embedder without a shared layer when no Redis connection is given', async () => {
    const embedder = cachedEmbedderFromEnv({ EMBEDDINGS_PROVIDER: 'builtin' }, { normalizeSkills: null });
    expect(embedder.modelId).toBe('builtin-hash-v2@1536');
    expect(embedder.cache.shared).toBeUndefined();
    const result = await embedder.embed(['TypeScript', 'TypeScript']);
    expect(result.cacheMisses).toBe(2);
    expect((await embedder.embed(['TypeScript'])).cacheHits).toBe(1);
  });
});
