import { BuiltinEmbeddingProvider } from '../builtin/provider';
import { CachedEmbedder } from '../cached-embedder';
import { decodeFloat32, encodeFloat32 } from '../cache/codec';
import { EmbeddingCache } from '../cache/embedding-cache';
import { cacheKey, cacheModelId } from '../cache/keys';
import { InsertionOrderCache } from '../cache/memory';
import { FakeProvider, vectorFor } from './fakes';
import { testAliases } from './fixtures';

describe('InsertionOrderCache', () => {
  it('holds 1,000 entries and evicts the oldest inserted first at the 1,001st', () => {
    const cache = new InsertionOrderCache<number>(1000);
    for (let i = 0; i < 1000; i++) cache.set(`k${i}`, i);
    // Neither reading nor re-setting an entry makes it younger: eviction goes by insertion order.
    expect(cache.get('k0')).toBe(0);
    cache.set('k0', 0);
    cache.set('k1000', 1000);
    expect(cache.size).toBe(1000);
    expect(cache.has('k0')).toBe(false);
    expect(cache.has('k1')).toBe(true);
    expect(cache.has('k1000')).toBe(true);
    cache.set('k1001', 1001);
    expect(cache.has('k1')).toBe(false);
    expect([...cache.keys()].slice(0, 2)).toEqual(['k2', 'k3']);
  });

  it('stores nothing with a capacity of 0', () => {
    const cache = new InsertionOrderCache<number>(0);
    cache.set('a', 1);
    expect(cache.size).toBe(0);
  });
});

describe('cache keys and storage format', () => {
  it('keys on SHA-256 of model id and text', () => {
    const key = cacheKey('builtin-hash-v2@1536', 'react');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey('builtin-hash-v2@1536', 'react')).toBe(key);
    expect(cacheKey('builtin-hash-v2@384', 'react')).not.toBe(key);
    expect(cacheKey('builtin-hash-v2@1536', 'react native')).not.toBe(key);
    expect(cacheModelId('text-embedding-3-small', 512)).toBe('text-embedding-3-small@512');
  });

  it('stores 4 bytes per dimension and restores rounded vectors exactly', () => {
    const [vector] = new BuiltinEmbeddingProvider({ normalizeSkills: null }).embedSync(['Kubernetes platform engineering']);
    const buf = encodeFloat32(vector ?? []);
    expect(buf.length).toBe(1536 * 4);
    expect(decodeFloat32(buf, 6)).toEqual(vector);
    // An unaligned slice, as a socket may hand back.
    const shifted = Buffer.concat([Buffer.from([7]), buf]).subarray(1);
    expect(decodeFloat32(shifted, 6)).toEqual(vector);
    expect(decodeFloat32(encodeFloat32([0.5, -0.25]))).toEqual([0.5, -0.25]);
  });
});

describe('CachedEmbedder (in-process layer)', () => {
  it('answers a repeated text from the cache and counts hits, misses and total requests', async () => {
    const provider = new FakeProvider();
    const embedder = new CachedEmbedder(provider);
    const first = await embedder.embed(['alpha', 'beta']);
    expect(first).toMatchObject({ cacheHits: 0, cacheMisses: 2 });
    expect(first.embeddings).toEqual([vectorFor('alpha'), vectorFor('beta')]);
    const second = await embedder.embed(['beta', 'gamma']);
    expect(second).toMatchObject({ cacheHits: 1, cacheMisses: 1 });
    expect(second.embeddings).toEqual([vectorFor('beta'), vectorFor('gamma')]);
    expect(provider.batches).toEqual([['alpha', 'beta'], ['gamma']]);
    expect(embedder.stats()).toMatchObject({ hits: 1, misses: 3, total_requests: 4, memory_hits: 1, redis_hits: 0 });
    expect(embedder.size()).toBe(3);
    expect(second.processingTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('computes a text repeated within one call once', async () => {
    const provider = new FakeProvider();
    const embedder = new CachedEmbedder(provider);
    const result = await embedder.embed(['same', 'other', 'same']);
    expect(provider.textsEmbedded).toBe(2);
    expect(result.embeddings).toEqual([vectorFor('same'), vectorFor('other'), vectorFor('same')]);
    expect(result.embeddings[0]).not.toBe(result.embeddings[2]);
  });

  it('hands out copies: mutating a result does not change the cache', async () => {
    const embedder = new CachedEmbedder(new FakeProvider());
    const first = await embedder.embed(['alpha']);
    first.embeddings[0]?.fill(99);
    const second = await embedder.embed(['alpha']);
    expect(second.embeddings[0]).toEqual(vectorFor('alpha'));
  });

  it('bypasses both reading and writing with useCache false', async () => {
    const provider = new FakeProvider();
    const embedder = new CachedEmbedder(provider);
    await embedder.embed(['alpha']);
    const result = await embedder.embed(['alpha'], { useCache: false });
    expect(result).toMatchObject({ cacheHits: 0, cacheMisses: 1 });
    expect(provider.textsEmbedded).toBe(2);
    expect(embedder.stats().total_requests).toBe(1);
  });

  it('keys on the text as given, never sharing entries between models', async () => {
    const builtin = new BuiltinEmbeddingProvider({ normalizeSkills: testAliases });
    const embedder = new CachedEmbedder(builtin);
    const first = await embedder.embed(['Senior JS developer']);
    // Aliases give equal vectors but separate entries: keying on the normal form would run the
    // alias canonicaliser on every hit.
    const alias = await embedder.embed(['senior javascript developer']);
    expect(alias.cacheHits).toBe(0);
    expect(alias.embeddings).toEqual(first.embeddings);
    expect((await embedder.embed(['Senior JS developer'])).cacheHits).toBe(1);
    const small = new CachedEmbedder(new BuiltinEmbeddingProvider({ normalizeSkills: testAliases, dimensions: 384 }));
    expect(small.keyOf('JS')).not.toBe(embedder.keyOf('JS'));
    expect(embedder.keyOf('JS')).toBe(cacheKey('builtin-hash-v2@1536', 'JS'));
  });

  it("keeps the spec's 1,000 entries in process, oldest evicted first", async () => {
    const embedder = new CachedEmbedder(new FakeProvider());
    const texts = Array.from({ length: 1001 }, (_, i) => `text ${i}`);
    await embedder.embed(texts);
    expect(embedder.size()).toBe(1000);
    expect(embedder.cache.hasInMemory(embedder.keyOf('text 0'))).toBe(false);
    expect(embedder.cache.hasInMemory(embedder.keyOf('text 1'))).toBe(true);
    expect(embedder.cache.hasInMemory(embedder.keyOf('text 1000'))).toBe(true);
  });

  it('preloads texts and reports how many had to be computed', async () => {
    const embedder = new CachedEmbedder(new FakeProvider());
    expect(await embedder.preload(['a', 'b', 'c'])).toBe(3);
    expect(await embedder.preload(['a', 'b', 'c', 'd'])).toBe(1);
  });

  it('clears its counters and entries', async () => {
    const embedder = new CachedEmbedder(new FakeProvider(), { cache: new EmbeddingCache({ maxEntries: 10 }) });
    await embedder.embed(['a', 'a', 'b']);
    expect(await embedder.clear()).toEqual({ memory: 2, redis: 0 });
    expect(embedder.size()).toBe(0);
    expect(embedder.stats()).toMatchObject({ hits: 0, misses: 0, total_requests: 0 });
    expect(await embedder.cache.sharedSize()).toBeNull();
  });
});
