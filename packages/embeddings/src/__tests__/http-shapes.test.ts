import { EmbeddingHealthSchema, EmbeddingsResponseSchema } from '@tailor/contracts';
import { CachedEmbedder } from '../cached-embedder';
import { embeddingHealth, toEmbeddingsResponse } from '../http-shapes';
import { FakeProvider } from './fakes';

describe('HTTP shapes of the embedding service', () => {
  it('builds a valid POST /embeddings response and GET /health body', async () => {
    const embedder = new CachedEmbedder(new FakeProvider('fastembed', 4));
    await embedder.embed(['a', 'b']);
    const result = await embedder.embed(['a', 'c']);
    const body = toEmbeddingsResponse(result);
    expect(EmbeddingsResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ cache_hits: 1, cache_misses: 1 });
    const health = embeddingHealth(embedder);
    expect(EmbeddingHealthSchema.parse(health)).toEqual(health);
    expect(health).toEqual({
      status: 'ok',
      cache_stats: { hits: 1, misses: 3, total_requests: 4 },
      cache_size: 3,
      model: 'fastembed',
      dimensions: 4,
    });
  });

  it('embeds an empty list without touching the provider', async () => {
    const provider = new FakeProvider();
    const result = await new CachedEmbedder(provider).embed([]);
    expect(result).toMatchObject({ embeddings: [], cacheHits: 0, cacheMisses: 0 });
    expect(provider.batches).toEqual([]);
  });
});
