import { testEnv, uniqueCollectionName } from '@tailor/testing';
import { createQdrantClient } from './client';
import { VectorInputError } from './errors';
import { pointIdFromChunkId } from './point-id';
import { VectorStore } from './vector-store';
import { axisVector, chunkPoint, terms } from './__tests__/points';

const DIMS = 8;
const client = createQdrantClient(testEnv().qdrantUrl);
const store = new VectorStore({ client, collectionName: uniqueCollectionName('vector-store') });

beforeAll(async () => {
  await store.ensureCollection({ dimensions: DIMS, embeddingModel: 'test-model', lexicalModel: 'lexical-test' });
});

afterAll(async () => {
  await store.dropCollection();
});

describe('VectorStore', () => {
  it('upserting the same chunks twice keeps one point per chunk', async () => {
    const points = [1, 2, 3].map((i) => chunkPoint(`dup-${i}`, axisVector(DIMS, i), { user_id: 'u-dup', resume_file_id: 'f1' }));
    await store.upsertChunks(points);
    await store.upsertChunks(points);
    expect(await store.countForUser('u-dup')).toBe(3);
  });

  it("search returns only the given user's chunks even when another user's are closer", async () => {
    const query = axisVector(DIMS, 0);
    await store.upsertChunks([
      chunkPoint('other-exact', query, { user_id: 'u-other', resume_file_id: 'fo' }),
      chunkPoint('mine-far', axisVector(DIMS, 0, 2), { user_id: 'u-mine', resume_file_id: 'fm' }),
      chunkPoint('mine-near', axisVector(DIMS, 0, 0.5), { user_id: 'u-mine', resume_file_id: 'fm' }),
    ]);
    const hits = await store.search({ userId: 'u-mine', vector: query, limit: 10 });
    expect(hits.map((h) => h.chunkId)).toEqual(['mine-near', 'mine-far']);
    expect(hits.every((h) => h.payload.user_id === 'u-mine')).toBe(true);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? 1);
    expect(hits[0]?.payload).toMatchObject({ company: 'Acme', achievements: ['Shipped things'], skills: ['TypeScript'] });
  });

  it('cannot search without a user id', async () => {
    await expect(store.search({ userId: '', vector: axisVector(DIMS, 0), limit: 5 })).rejects.toThrow(VectorInputError);
    await expect(store.search({ vector: axisVector(DIMS, 0), limit: 5 } as never)).rejects.toThrow(/userId is required/);
  });

  it('filters by chunk type, minimum confidence and resume file', async () => {
    const u = 'u-filter';
    await store.upsertChunks([
      chunkPoint('f-exp-high', axisVector(DIMS, 2), { user_id: u, resume_file_id: 'a', chunk_type: 'experience', confidence_score: 0.9 }),
      chunkPoint('f-exp-low', axisVector(DIMS, 2), { user_id: u, resume_file_id: 'a', chunk_type: 'experience', confidence_score: 0.4 }),
      chunkPoint('f-skills', axisVector(DIMS, 2), { user_id: u, resume_file_id: 'b', chunk_type: 'skills', confidence_score: 0.8 }),
    ]);
    const ids = async (filter: Parameters<VectorStore['search']>[0]['filter']) =>
      (await store.search({ userId: u, vector: axisVector(DIMS, 2), limit: 10, ...(filter ? { filter } : {}) })).map((h) => h.chunkId).sort();
    expect(await ids(undefined)).toEqual(['f-exp-high', 'f-exp-low', 'f-skills']);
    expect(await ids({ chunkTypes: ['experience'] })).toEqual(['f-exp-high', 'f-exp-low']);
    expect(await ids({ minConfidence: 0.7 })).toEqual(['f-exp-high', 'f-skills']);
    expect(await ids({ resumeFileIds: ['b'] })).toEqual(['f-skills']);
    expect(await ids({ chunkTypes: ['experience'], minConfidence: 0.7 })).toEqual(['f-exp-high']);
    expect(await ids({ chunkTypes: [] })).toEqual([]);
  });

  it('deleting by resume file removes only that file of that user', async () => {
    await store.upsertChunks([
      chunkPoint('d-1', axisVector(DIMS, 3), { user_id: 'u-del', resume_file_id: 'gone' }),
      chunkPoint('d-2', axisVector(DIMS, 3), { user_id: 'u-del', resume_file_id: 'gone' }),
      chunkPoint('d-3', axisVector(DIMS, 3), { user_id: 'u-del', resume_file_id: 'kept' }),
      chunkPoint('d-4', axisVector(DIMS, 3), { user_id: 'u-del-other', resume_file_id: 'gone' }),
    ]);
    await store.deleteByResumeFile('u-del', 'gone');
    expect(await store.countForUser('u-del', 'gone')).toBe(0);
    expect(await store.countForUser('u-del', 'kept')).toBe(1);
    expect(await store.countForUser('u-del-other', 'gone')).toBe(1);
  });

  it('deleting by user removes all of that user and nobody else', async () => {
    await store.upsertChunks([
      chunkPoint('du-1', axisVector(DIMS, 4), { user_id: 'u-leaving', resume_file_id: 'a' }),
      chunkPoint('du-2', axisVector(DIMS, 4), { user_id: 'u-leaving', resume_file_id: 'b' }),
      chunkPoint('du-3', axisVector(DIMS, 4), { user_id: 'u-staying', resume_file_id: 'a' }),
    ]);
    await store.deleteByUser('u-leaving');
    expect(await store.countForUser('u-leaving')).toBe(0);
    expect(await store.countForUser('u-staying')).toBe(1);
  });

  it('upserts 120 points in batches of 50', async () => {
    const upsert = jest.spyOn(client, 'upsert');
    try {
      const points = Array.from({ length: 120 }, (_, i) =>
        chunkPoint(`batch-${i}`, axisVector(DIMS, i, (i % 7) / 10), { user_id: 'u-batch', resume_file_id: `file-${i % 3}` }),
      );
      await expect(store.upsertChunks(points)).resolves.toBe(120);
      const sizes = upsert.mock.calls.map(([, args]) => ('points' in args ? args.points.length : -1));
      expect(sizes).toEqual([50, 50, 20]);
      expect(upsert.mock.calls.every(([, args]) => args.wait === true)).toBe(true);
    } finally {
      upsert.mockRestore();
    }
    expect(await store.countForUser('u-batch')).toBe(120);
    expect(await store.countForUser('u-batch', 'file-0')).toBe(40);
  });

  it('retrieves chunks by id in the order asked, only for their owner', async () => {
    await store.upsertChunks([
      chunkPoint('r-1', axisVector(DIMS, 5), { user_id: 'u-ret', resume_file_id: 'a' }),
      chunkPoint('r-2', axisVector(DIMS, 5), { user_id: 'u-ret', resume_file_id: 'a' }),
      chunkPoint('r-x', axisVector(DIMS, 5), { user_id: 'u-ret-other', resume_file_id: 'a' }),
    ]);
    const hits = await store.retrieveByChunkIds('u-ret', ['r-2', 'missing', 'r-x', 'r-1']);
    expect(hits.map((h) => h.chunkId)).toEqual(['r-2', 'r-1']);
  });

  it('stores each chunk under its deterministic point id', async () => {
    await store.upsertChunks([chunkPoint('pid-1', axisVector(DIMS, 6), { user_id: 'u-pid', resume_file_id: 'a' })]);
    const [point] = await client.retrieve(store.collectionName, { ids: [pointIdFromChunkId('pid-1')], with_payload: true });
    expect(point?.payload).toMatchObject({ chunk_id: 'pid-1', user_id: 'u-pid' });
  });

  it('rejects bad points before writing anything', async () => {
    const good = chunkPoint('v-good', axisVector(DIMS, 1), { user_id: 'u-val', resume_file_id: 'a' });
    const wrongSize = chunkPoint('v-bad', [1, 0], { user_id: 'u-val', resume_file_id: 'a' });
    await expect(store.upsertChunks([good, wrongSize])).rejects.toThrow(/2 dimensions, the collection 8/);
    const noUser = chunkPoint('v-nouser', axisVector(DIMS, 1), { user_id: '', resume_file_id: 'a' });
    await expect(store.upsertChunks([noUser])).rejects.toThrow(VectorInputError);
    const mismatched = { ...good, chunkId: 'v-other' };
    await expect(store.upsertChunks([mismatched])).rejects.toThrow(/payload.chunk_id/);
    expect(await store.countForUser('u-val')).toBe(0);
  });

  describe('hybrid search (named semantic and lexical vectors, fused by Qdrant)', () => {
    const u = 'u-hybrid';
    beforeAll(async () => {
      await store.upsertChunks([
        // Found by meaning only: its words differ from the query's.
        chunkPoint('h-meaning', axisVector(DIMS, 4), { user_id: u, resume_file_id: 'h' }, terms(90, 91)),
        // Found by words only: its meaning vector points elsewhere.
        chunkPoint('h-words', axisVector(DIMS, 6), { user_id: u, resume_file_id: 'h' }, terms(10, 11)),
        chunkPoint('h-neither', axisVector(DIMS, 6, 0.2), { user_id: u, resume_file_id: 'h' }, terms(70)),
      ]);
      // Written by words only, its semantic vector not computed yet.
      const pending = chunkPoint('h-pending', axisVector(DIMS, 4), { user_id: u, resume_file_id: 'h2' }, terms(10));
      delete pending.vector;
      await store.upsertChunks([pending]);
    });

    it('finds a chunk by meaning, another by words, and fuses the two rankings', async () => {
      // Each is first in one of the two rankings, so the fused top two are those two.
      const hits = await store.search({ userId: u, vector: axisVector(DIMS, 4), lexical: terms(10, 11), limit: 2, withSimilarity: true });
      expect(hits.map((h) => h.chunkId).sort()).toEqual(['h-meaning', 'h-words']);
      const meaning = hits.find((h) => h.chunkId === 'h-meaning');
      expect(meaning?.similarity).toBeCloseTo(1, 3);
      const words = hits.find((h) => h.chunkId === 'h-words');
      expect(words?.similarity).toBeCloseTo(0, 3);
    });

    it('keeps a chunk without a semantic vector searchable by its words, then adds the vector', async () => {
      expect(await store.countWithoutSemantic(u, 'h2')).toBe(1);
      expect(await store.countWithSemantic(u, 'h2')).toBe(0);
      const byWords = await store.search({ userId: u, lexical: terms(10), limit: 5, withSimilarity: true });
      expect(byWords.map((h) => h.chunkId)).toContain('h-pending');
      expect(byWords.find((h) => h.chunkId === 'h-pending')?.similarity).toBeCloseTo(1, 3);
      expect(
        await store.setSemanticVectors([
          { chunkId: 'h-pending', vector: axisVector(DIMS, 4) },
          { chunkId: 'h-deleted', vector: axisVector(DIMS, 4) },
        ]),
      ).toBe(1);
      expect(await store.countWithoutSemantic(u, 'h2')).toBe(0);
      expect(await store.countWithSemantic(u, 'h2')).toBe(1);
      const byMeaning = await store.search({ userId: u, vector: axisVector(DIMS, 4), limit: 2 });
      expect(byMeaning.map((h) => h.chunkId).sort()).toEqual(['h-meaning', 'h-pending']);
    });

    it('answers one semantic query per vector above a similarity floor, in one round trip', async () => {
      const [near, far] = await store.semanticNeighbours({
        userId: u,
        vectors: [axisVector(DIMS, 6), axisVector(DIMS, 1)],
        limit: 2,
        minSimilarity: 0.9,
      });
      expect(near?.map((h) => h.chunkId).sort()).toEqual(['h-neither', 'h-words']);
      expect(far).toEqual([]);
    });
  });
});
