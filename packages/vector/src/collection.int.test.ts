import { testEnv, uniqueCollectionName } from '@tailor/testing';
import { createQdrantClient } from './client';
import { VectorConfigMismatchError } from './errors';
import { VectorStore } from './vector-store';
import { axisVector, chunkPoint } from './__tests__/points';

const client = createQdrantClient(testEnv().qdrantUrl);
const created: VectorStore[] = [];

function store(name: string): VectorStore {
  const s = new VectorStore({ client, collectionName: uniqueCollectionName(name) });
  created.push(s);
  return s;
}

afterAll(async () => {
  await Promise.all(created.map(async (s) => (await client.collectionExists(s.collectionName)).exists && s.dropCollection()));
});

describe('VectorStore.ensureCollection', () => {
  it('creates a cosine collection with the model recorded and the payload indexes', async () => {
    const s = store('create');
    await expect(s.ensureCollection({ dimensions: 8, embeddingModel: 'hash-v1', lexicalModel: 'lexical-test' })).resolves.toEqual({ created: true });
    const info = await client.getCollection(s.collectionName);
    expect(info.config.params.vectors).toMatchObject({ semantic: { size: 8, distance: 'Cosine' } });
    expect(info.config.params.sparse_vectors).toMatchObject({ lexical: { modifier: 'idf' } });
    expect(info.config.metadata).toMatchObject({ embedding_model: 'hash-v1', dimensions: 8, lexical_model: 'lexical-test' });
    expect(Object.keys(info.payload_schema ?? {}).sort()).toEqual(['chunk_type', 'confidence_score', 'resume_file_id', 'user_id'].sort());
    // Same configuration again: nothing to do.
    await expect(s.ensureCollection({ dimensions: 8, embeddingModel: 'hash-v1', lexicalModel: 'lexical-test' })).resolves.toEqual({ created: false });
  });

  it('refuses a collection built with another vector size, naming both and the re-index command', async () => {
    const s = store('dims');
    await s.ensureCollection({ dimensions: 8, embeddingModel: 'hash-v1', lexicalModel: 'lexical-test' });
    const attempt = s.ensureCollection({ dimensions: 16, embeddingModel: 'hash-v1', lexicalModel: 'lexical-test' });
    await expect(attempt).rejects.toThrow(VectorConfigMismatchError);
    await expect(attempt).rejects.toThrow(
      /holds 8-dimensional vectors from model "hash-v1" and lexical terms "lexical-test", but this service is configured for 16-dimensional vectors from model "hash-v1"[\s\S]*npm run reindex/,
    );
  });

  it('refuses a non-empty collection filled by another embedding model', async () => {
    const s = store('model');
    await s.ensureCollection({ dimensions: 8, embeddingModel: 'hash-v1', lexicalModel: 'lexical-test' });
    await s.upsertChunks([chunkPoint('c1', axisVector(8, 0), { user_id: 'u1', resume_file_id: 'f1' })]);
    await expect(
      s.ensureCollection({ dimensions: 8, embeddingModel: 'openai/text-embedding-3-small', lexicalModel: 'lexical-test' }),
    ).rejects.toThrow(/model "hash-v1".*model "openai\/text-embedding-3-small"/);
  });

  it('lets an empty collection take on a new model, since it holds no vectors to mix up', async () => {
    const s = store('adopt');
    await s.ensureCollection({ dimensions: 8, embeddingModel: 'hash-v1', lexicalModel: 'lexical-test' });
    await s.ensureCollection({ dimensions: 8, embeddingModel: 'hash-v2', lexicalModel: 'lexical-test' });
    const info = await client.getCollection(s.collectionName);
    expect(info.config.metadata).toMatchObject({ embedding_model: 'hash-v2' });
  });

  it('refuses a collection of the earlier single-vector layout, which only a re-index can change', async () => {
    const s = store('layout');
    await client.createCollection(s.collectionName, { vectors: { size: 8, distance: 'Cosine' } });
    await expect(s.ensureCollection({ dimensions: 8, embeddingModel: 'hash-v1', lexicalModel: 'lexical-test' })).rejects.toThrow(/npm run reindex/);
  });

  it('survives concurrent ensureCollection calls from several workers', async () => {
    const s = store('race');
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        new VectorStore({ client, collectionName: s.collectionName }).ensureCollection({
          dimensions: 8,
          embeddingModel: 'hash-v1',
          lexicalModel: 'lexical-test',
        }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });
});

describe('VectorStore.ping', () => {
  it('resolves against a running Qdrant', async () => {
    await expect(new VectorStore({ client }).ping()).resolves.toBeUndefined();
  });

  it('throws when nothing answers', async () => {
    const down = new VectorStore({ client: createQdrantClient('http://127.0.0.1:1') });
    await expect(down.ping(2_000)).rejects.toThrow(/Qdrant is not reachable/);
  });
});
