import { cachedEmbedderFromEnv, LexicalEncoder, type CachedEmbedder } from '@tailor/embeddings';
import { canonicalizeSkillMentions } from '@tailor/resume-core';
import { connectDependencies, type Dependencies } from '@tailor/runtime';
import { tempDir, testEnv, testQueuePrefix, uniqueCollectionName, type TempDir } from '@tailor/testing';
import { VectorConfigMismatchError } from '@tailor/vector';
import { embeddingEnvSchema } from './env';
import { reindexChunks } from './reindex';
import { chunkFixture } from './__tests__/chunk-fixture';

const chunk = (id: string, index: number, content: string, fileId: string, userId = 'user-1') => chunkFixture(id, index, content, { userId, fileId });

describe('reindexChunks (npm run reindex)', () => {
  let dir: TempDir;
  let deps: Dependencies;
  let embedder: CachedEmbedder;
  let lexicalModel: string;

  beforeAll(async () => {
    dir = await tempDir('reindex');
    const env = embeddingEnvSchema.parse({
      DATA_DIR: dir.path,
      REDIS_URL: testEnv().redisUrl,
      QDRANT_URL: testEnv().qdrantUrl,
      QDRANT_COLLECTION: uniqueCollectionName('reindex'),
      QUEUE_PREFIX: testQueuePrefix('reindex'),
      // Words only: this test is about rebuilding the collection, which is the same for every embedder.
      EMBEDDINGS_PROVIDER: 'builtin',
    });
    deps = await connectDependencies(env, 'producer');
    embedder = cachedEmbedderFromEnv(env, { normalizeSkills: canonicalizeSkillMentions });
    lexicalModel = new LexicalEncoder(canonicalizeSkillMentions).id;
  });

  afterAll(async () => {
    await deps.vectors.dropCollection().catch(() => undefined);
    await deps.close();
    await dir.cleanup();
  });

  it('rebuilds a collection made for another model from the stored chunks, searchable per user', async () => {
    const stored = [
      chunk('c-1', 0, 'Built Kubernetes deployment pipelines for payment services', 'file-a'),
      chunk('c-2', 1, 'Led a team of five engineers shipping a React dashboard', 'file-a'),
      chunk('c-3', 0, 'Trained gradient boosting models for churn prediction in Python', 'file-b'),
      chunk('c-4', 0, 'Managed PostgreSQL replication for an order system', 'file-c', 'user-2'),
    ];
    await deps.store.chunks.insertMany(stored);
    // A collection stamped for some other embedder: the services refuse it…
    await deps.vectors.ensureCollection({ dimensions: 8, embeddingModel: 'old-model', lexicalModel: 'lexical-old' });
    await expect(
      deps.vectors.ensureCollection({ dimensions: embedder.provider.dimensions, embeddingModel: embedder.modelId, lexicalModel }),
    ).rejects.toBeInstanceOf(VectorConfigMismatchError);

    const progress: Array<[number, number]> = [];
    const result = await reindexChunks({
      store: deps.store,
      vectors: deps.vectors,
      embedder,
      batchSize: 3,
      onProgress: (done, total) => progress.push([done, total]),
    });

    expect(result).toEqual({ chunks: 4, files: 3, model: embedder.modelId, dimensions: embedder.provider.dimensions });
    expect(progress).toEqual([
      [3, 4],
      [4, 4],
    ]);
    // …and accept the rebuilt one.
    await expect(
      deps.vectors.ensureCollection({ dimensions: embedder.provider.dimensions, embeddingModel: embedder.modelId, lexicalModel }),
    ).resolves.toBeDefined();
    expect(await deps.vectors.countForUser('user-1')).toBe(3);
    expect(await deps.vectors.countForUser('user-2')).toBe(1);
    const [query] = (await embedder.embed(['machine learning churn models in Python'])).embeddings;
    const hits = await deps.vectors.search({ userId: 'user-1', vector: query!, limit: 3 });
    expect(hits[0]?.chunkId).toBe('c-3');
    expect(hits.every((hit) => hit.payload.user_id === 'user-1')).toBe(true);

    // Running it again (say, after an interruption) gives the same collection.
    await reindexChunks({ store: deps.store, vectors: deps.vectors, embedder });
    expect(await deps.vectors.countForUser('user-1')).toBe(3);
  });

  it('creates the collection when there is none', async () => {
    await deps.vectors.dropCollection();
    const result = await reindexChunks({ store: deps.store, vectors: deps.vectors, embedder });
    expect(result.chunks).toBe(4);
    expect(await deps.vectors.countForUser('user-2')).toBe(1);
  });
});

describe('reindexChunks with the sentence model', () => {
  let dir: TempDir;
  let deps: Dependencies;

  beforeAll(async () => {
    dir = await tempDir('reindex-semantic');
    const env = embeddingEnvSchema.parse({
      DATA_DIR: dir.path,
      REDIS_URL: testEnv().redisUrl,
      QDRANT_URL: testEnv().qdrantUrl,
      QDRANT_COLLECTION: uniqueCollectionName('reindex-semantic'),
      QUEUE_PREFIX: testQueuePrefix('reindex-semantic'),
    });
    deps = await connectDependencies(env, 'producer');
    const now = new Date().toISOString();
    await deps.store.resumeFiles.insert({
      id: 'file-s',
      user_id: 'user-1',
      original_filename: 's.txt',
      file_type: 'txt',
      file_size: 10,
      created_at: now,
      updated_at: now,
      processing_status: 'completed',
      embedding_status: 'completed',
      semantic_status: 'pending',
      processing_error: null,
      processing_notes: [],
      structured_content: null,
      job_id: null,
      processing_time_ms: null,
    });
    await deps.store.chunks.insertMany([chunk('s-1', 0, 'Managed PostgreSQL migrations and query tuning', 'file-s')]);
  });

  afterAll(async () => {
    await deps.vectors.dropCollection().catch(() => undefined);
    await deps.close();
    await dir.cleanup();
  });

  it('writes both vectors of every point and marks the files searchable by meaning', async () => {
    const embedder = cachedEmbedderFromEnv({}, { normalizeSkills: canonicalizeSkillMentions });
    expect(embedder.provider.id).toBe('use-lite-en-512-v1');
    await reindexChunks({ store: deps.store, vectors: deps.vectors, embedder });
    expect(await deps.vectors.countForUser('user-1')).toBe(1);
    expect(await deps.vectors.countWithoutSemantic('user-1', 'file-s')).toBe(0);
    expect((await deps.store.resumeFiles.findById('file-s'))?.semantic_status).toBe('completed');
  });
});
