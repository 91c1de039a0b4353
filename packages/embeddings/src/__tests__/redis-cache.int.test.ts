import { testEnv, uniqueId } from '@tailor/testing';
import Redis from 'ioredis';
import { BuiltinEmbeddingProvider } from '../builtin/provider';
import { CachedEmbedder } from '../cached-embedder';
import { EmbeddingCache } from '../cache/embedding-cache';
import { cacheModelId } from '../cache/keys';
import { cachedEmbedderFromEnv } from '../env';
import { RedisVectorStore } from '../cache/redis-store';

// Two connections, as two embedding-worker processes would have; every key lives under a prefix
// unique to this file, and everything under it is deleted afterwards.
const prefix = `test:${uniqueId('emb-cache')}`;
let a: Redis;
let b: Redis;

beforeAll(() => {
  const { redisUrl } = testEnv();
  a = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  b = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
});

afterAll(async () => {
  let cursor = '0';
  do {
    const [next, keys] = await a.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) await a.unlink(...keys);
  } while (cursor !== '0');
  a.disconnect();
  b.disconnect();
});

interface WorkerOptions {
  /** Sub-namespace per test, so tests do not see each other's entries. */
  space: string;
  provider?: BuiltinEmbeddingProvider;
  maxEntries?: number;
  ttlSeconds?: number;
}

function worker(redis: Redis, options: WorkerOptions) {
  const provider = options.provider ?? new BuiltinEmbeddingProvider({ normalizeSkills: null });
  const store = new RedisVectorStore({
    redis,
    modelId: cacheModelId(provider.id, provider.dimensions),
    prefix: `${prefix}:${options.space}`,
    ttlSeconds: options.ttlSeconds ?? 3600,
    maxEntries: options.maxEntries ?? 1000,
    decimals: provider.decimals,
  });
  return new CachedEmbedder(provider, {
    cache: new EmbeddingCache({
      redis: store,
      onError: (error) => {
        throw error;
      },
    }),
  });
}

describe('shared Redis cache layer', () => {
  it('lets a second worker answer from Redis what the first one computed, identically', async () => {
    const providerB = new BuiltinEmbeddingProvider({ normalizeSkills: null });
    const computedByB = jest.spyOn(providerB, 'embed');
    const workerA = worker(a, { space: 'shared' });
    const workerB = worker(b, { space: 'shared', provider: providerB });
    const text = `Led ${uniqueId('team')} platform engineers building Kubernetes tooling`;
    const fromA = await workerA.embed([text]);
    expect(fromA.cacheMisses).toBe(1);
    const fromB = await workerB.embed([text]);
    expect(fromB).toMatchObject({ cacheHits: 1, cacheMisses: 0 });
    expect(computedByB).not.toHaveBeenCalled();
    expect(fromB.embeddings).toEqual(fromA.embeddings);
    expect(workerB.stats()).toMatchObject({ hits: 1, redis_hits: 1, memory_hits: 0, misses: 0 });
    // The Redis hit was copied into B's memory: the next lookup does not go to Redis.
    await workerB.embed([text]);
    expect(workerB.stats()).toMatchObject({ memory_hits: 1, redis_hits: 1 });
  });

  it('stores raw float32 vectors with the TTL, and expires the index too', async () => {
    const embedder = worker(a, { space: 'ttl', ttlSeconds: 600 });
    const text = `ttl ${uniqueId('text')}`;
    await embedder.embed([text]);
    const store = embedder.cache.shared as RedisVectorStore;
    const key = store.entryKey(embedder.keyOf(text));
    expect(await a.strlen(key)).toBe(1536 * 4);
    const ttl = await a.ttl(key);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
    expect(await a.ttl(store.indexKey)).toBeGreaterThan(590);
  });

  it('stays within its bound, keeping the newest entries', async () => {
    const provider = new BuiltinEmbeddingProvider({ normalizeSkills: null, dimensions: 64 });
    const embedder = worker(a, { space: 'bound', provider, maxEntries: 5 });
    const texts = Array.from({ length: 12 }, (_, i) => `bounded text number ${i}`);
    for (let i = 0; i < texts.length; i += 3) await embedder.embed(texts.slice(i, i + 3));
    const store = embedder.cache.shared as RedisVectorStore;
    expect(await store.size()).toBe(5);
    expect(await scanAll(`${store.base}:v:*`)).toHaveLength(5);
    // The last write brought texts 9–11; with the bound of 5 the newest five survive.
    const survivors = await Promise.all(texts.map(async (t) => (await a.exists(store.entryKey(embedder.keyOf(t)))) === 1));
    expect(survivors.slice(7)).toEqual([true, true, true, true, true]);
    expect(survivors.slice(0, 7).some(Boolean)).toBe(false);
  });

  it("clears only its own model's keys under its prefix", async () => {
    const builtin = worker(a, { space: 'clear' });
    const other = worker(a, { space: 'clear', provider: new BuiltinEmbeddingProvider({ normalizeSkills: null, dimensions: 32 }) });
    const sibling = `${prefix}:clear-sibling:keep`;
    await a.set(sibling, 'x', 'EX', 600);
    await builtin.embed(['clear me', 'and me']);
    await other.embed(['keep me']);
    // Two vectors and the index.
    expect(await builtin.clear()).toEqual({ memory: 2, redis: 3 });
    expect(await scanAll(`${(builtin.cache.shared as RedisVectorStore).base}:*`)).toEqual([]);
    expect(await (other.cache.shared as RedisVectorStore).size()).toBe(1);
    expect(await a.get(sibling)).toBe('x');
    expect(builtin.size()).toBe(0);
    const again = await builtin.embed(['clear me']);
    expect(again.cacheMisses).toBe(1);
  });

  it('is wired from the environment: TTL and bound from variables, off with a bound of 0', async () => {
    const env = { EMBEDDING_CACHE_REDIS_TTL_SECONDS: '120', EMBEDDING_CACHE_REDIS_MAX_ENTRIES: '2', EMBEDDING_DIMENSIONS: '64' };
    const options = { redis: a, redisPrefix: `${prefix}:env`, normalizeSkills: null };
    const embedder = cachedEmbedderFromEnv(env, options);
    await embedder.embed(['one', 'two', 'three']);
    const store = embedder.cache.shared as RedisVectorStore;
    expect(await store.size()).toBe(2);
    const ttl = await a.ttl(store.entryKey(embedder.keyOf('three')));
    expect(ttl).toBeGreaterThan(110);
    expect(ttl).toBeLessThanOrEqual(120);
    expect(cachedEmbedderFromEnv({ ...env, EMBEDDING_CACHE_REDIS_MAX_ENTRIES: '0' }, options).cache.shared).toBeUndefined();
  });

  it('keeps embedding when Redis fails, reporting the error', async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const errors: string[] = [];
    const provider = new BuiltinEmbeddingProvider({ normalizeSkills: null });
    const store = new RedisVectorStore({ redis: broken, modelId: 'x', prefix });
    const embedder = new CachedEmbedder(provider, { cache: new EmbeddingCache({ redis: store, onError: (_e, op) => errors.push(op) }) });
    const result = await embedder.embed(['still works']);
    expect(result.embeddings[0]).toHaveLength(1536);
    expect(errors).toEqual(['get', 'set']);
    expect(embedder.stats().redis_errors).toBe(2);
    broken.disconnect();
  });
});

async function scanAll(pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await a.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    found.push(...keys);
  } while (cursor !== '0');
  return found;
}
