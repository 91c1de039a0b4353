import { JOB_CATALOG } from '@tailor/contracts';
import { createLogger } from '@tailor/observability';
import { createProducer, createWorker, type Producer, type QueueWorker } from '@tailor/queue';
import { connectDependencies, type Dependencies } from '@tailor/runtime';
import { deleteRedisKeys, tempDir, testEnv, testQueuePrefix, uniqueCollectionName, waitFor, type TempDir } from '@tailor/testing';
import { createEmbeddingContext, type EmbeddingContext } from './embedding.context';
import { createEmbeddingHandlers } from './embedding.handlers';
import { embeddingEnvSchema } from './env';
import { chunkFixture } from './__tests__/chunk-fixture';

const silent = createLogger({ service: 'embedding-test', level: 'silent' });

const chunk = (id: string, index: number, content: string, userId = 'user-1', fileId = 'file-1') =>
  chunkFixture(id, index, content, { userId, fileId });

describe('embedding worker', () => {
  let dir: TempDir;
  let deps: Dependencies;
  let context: EmbeddingContext;
  let worker: QueueWorker;
  let producer: Producer<typeof JOB_CATALOG>;
  let prefix: string;

  beforeAll(async () => {
    dir = await tempDir('embedding-worker');
    prefix = testQueuePrefix('embedding');
    const env = embeddingEnvSchema.parse({
      DATA_DIR: dir.path,
      REDIS_URL: testEnv().redisUrl,
      QDRANT_URL: testEnv().qdrantUrl,
      QDRANT_COLLECTION: uniqueCollectionName('embedding'),
      QUEUE_PREFIX: prefix,
    });
    deps = await connectDependencies(env, 'worker');
    context = createEmbeddingContext(env, deps, silent);
    // The default embedder, the packaged sentence model, whose vectors the semantic worker computes.
    expect(context.semanticFollows).toBe(true);
    await deps.vectors.ensureCollection({ dimensions: 512, embeddingModel: context.embedder.modelId, lexicalModel: context.lexical.id });
    worker = createWorker(JOB_CATALOG, 'embedding', createEmbeddingHandlers(deps, silent, context), {
      connection: deps.redis,
      prefix,
      concurrency: 2,
      logger: silent,
    });
    await worker.start();
    producer = createProducer(JOB_CATALOG, { connection: deps.redis, prefix });
    await deps.store.resumeFiles.insert({
      id: 'file-1',
      user_id: 'user-1',
      original_filename: 'a.txt',
      file_type: 'txt',
      file_size: 10,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      processing_status: 'processing',
      embedding_status: 'pending',
      processing_error: null,
      processing_notes: [],
      structured_content: null,
      job_id: null,
      processing_time_ms: null,
    });
    await deps.store.chunks.insertMany([
      chunk('c1', 0, 'Built React and TypeScript front ends for a payments dashboard'),
      chunk('c2', 1, 'Led a team of five engineers shipping Kubernetes deployments'),
      chunk('c3', 2, 'Managed PostgreSQL migrations and query tuning'),
    ]);
  });

  afterAll(async () => {
    await worker.close(5000);
    await producer.close();
    await context.close();
    await deps.vectors.dropCollection().catch(() => undefined);
    await deleteRedisKeys(testEnv().redisUrl, `${prefix}:`);
    await deps.close();
    await dir.cleanup();
  });

  async function runJob(suffix: string): Promise<void> {
    const { jobId } = await producer.enqueue(
      'embedding.chunks',
      { userId: 'user-1', fileId: 'file-1', chunkIds: ['c1', 'c2', 'c3'], batchIndex: 0, batchCount: 1, requestId: 'r1' },
      { jobId: `embedding-test-${suffix}` },
    );
    await waitFor(async () => (await producer.findJobStatus(jobId))?.state === 'completed', {
      timeoutMs: 15_000,
      description: 'the embedding job to complete',
    });
  }

  it('makes chunks searchable by their words at once, with the payload the search needs, and hands them to the semantic worker', async () => {
    await runJob('first');
    expect(await deps.vectors.countForUser('user-1', 'file-1')).toBe(3);
    // The sentence model has not run here: the points wait for their semantic vectors.
    expect(await deps.vectors.countWithoutSemantic('user-1', 'file-1')).toBe(3);
    expect((await deps.store.resumeFiles.findById('file-1'))?.semantic_status).toBe('pending');
    const [hit] = await deps.vectors.search({ userId: 'user-1', lexical: context.lexical.encode('React.js and TS experience'), limit: 1 });
    expect(hit?.chunkId).toBe('c1');
    expect(hit?.payload).toMatchObject({
      user_id: 'user-1',
      resume_file_id: 'file-1',
      chunk_type: 'experience',
      confidence_score: 0.9,
      company: 'Acme',
      role: 'Engineer',
      duration: '2019 - 2021',
      skills: ['TypeScript'],
    });
    expect(hit?.payload.achievements).toHaveLength(1);
    const followUp = await producer.getJob('semantic', 'embedding-test-first~semantic');
    expect(followUp?.name).toBe('embedding.semantic');
    expect(followUp?.data).toMatchObject({ userId: 'user-1', fileId: 'file-1', chunkIds: ['c1', 'c2', 'c3'], requestId: 'r1' });

    await runJob('second');
    expect(await deps.vectors.countForUser('user-1', 'file-1')).toBe(3);
  });

  it('does not leave vectors of a file deleted while it was being embedded', async () => {
    await deps.store.resumeFiles.delete('file-1');
    await runJob('after-delete');
    expect(await deps.vectors.countForUser('user-1', 'file-1')).toBe(0);
  });
});
