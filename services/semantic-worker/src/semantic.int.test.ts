import { JOB_CATALOG, type Chunk } from '@tailor/contracts';
import { createLogger } from '@tailor/observability';
import { createProducer, createWorker, type Producer, type QueueWorker } from '@tailor/queue';
import { connectDependencies, type Dependencies } from '@tailor/runtime';
import { tempDir, testEnv, testQueuePrefix, uniqueCollectionName, waitFor, type TempDir } from '@tailor/testing';
import { semanticEnvSchema } from './env';
import { createSemanticContext, type SemanticContext } from './semantic.context';
import { createSemanticHandlers } from './semantic.handlers';

const silent = createLogger({ service: 'semantic-test', level: 'silent' });

function chunk(id: string, index: number, content: string): Chunk {
  return {
    id,
    user_id: 'user-1',
    resume_file_id: 'file-1',
    chunk_type: 'experience',
    content,
    chunk_index: index,
    word_count: content.split(/\s+/).length,
    confidence_score: 0.9,
    previous_chunk: null,
    next_chunk: null,
    chunk_size: content.length,
    created_at: new Date().toISOString(),
  } as Chunk;
}

const CHUNKS = [
  chunk('c1', 0, 'Built React and TypeScript front ends for a payments dashboard'),
  chunk('c2', 1, 'Led a team of five engineers shipping Kubernetes deployments'),
  chunk('c3', 2, 'Managed PostgreSQL migrations and query tuning'),
];

/** The real sentence model end to end: points written by their words get their meaning. */
describe('semantic worker', () => {
  let dir: TempDir;
  let deps: Dependencies;
  let context: SemanticContext;
  let worker: QueueWorker;
  let producer: Producer<typeof JOB_CATALOG>;
  let prefix: string;

  beforeAll(async () => {
    dir = await tempDir('semantic-worker');
    prefix = testQueuePrefix('semantic');
    const env = semanticEnvSchema.parse({
      DATA_DIR: dir.path,
      REDIS_URL: testEnv().redisUrl,
      QDRANT_URL: testEnv().qdrantUrl,
      QDRANT_COLLECTION: uniqueCollectionName('semantic'),
      QUEUE_PREFIX: prefix,
    });
    deps = await connectDependencies(env, 'worker');
    context = createSemanticContext(env, deps, silent);
    expect(context.embedder.provider.id).toBe('use-lite-en-512-v1');
    await context.embedder.provider.ready?.();
    await deps.vectors.ensureCollection({ dimensions: 512, embeddingModel: context.embedder.modelId, lexicalModel: context.lexical.id });
    worker = createWorker(JOB_CATALOG, 'semantic', createSemanticHandlers(deps, silent, context), {
      connection: deps.redis,
      prefix,
      concurrency: 1,
      logger: silent,
    });
    await worker.start();
    producer = createProducer(JOB_CATALOG, { connection: deps.redis, prefix });
    const now = new Date().toISOString();
    await deps.store.resumeFiles.insert({
      id: 'file-1',
      user_id: 'user-1',
      original_filename: 'a.txt',
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
    await deps.store.chunks.insertMany(CHUNKS);
    // As the embedding worker leaves them: lexical terms only.
    await deps.vectors.upsertChunks(
      CHUNKS.map((c) => ({
        chunkId: c.id,
        lexical: context.lexical.encode(c.content),
        payload: {
          chunk_id: c.id,
          user_id: c.user_id,
          resume_file_id: c.resume_file_id,
          chunk_type: c.chunk_type,
          content: c.content,
          confidence_score: c.confidence_score,
        },
      })),
    );
  }, 60_000);

  afterAll(async () => {
    await worker.close(5000);
    await producer.close();
    await deps.vectors.dropCollection().catch(() => undefined);
    await deps.redis.eval("for _, k in ipairs(redis.call('keys', ARGV[1])) do redis.call('del', k) end return 1", 0, `${prefix}*`);
    await deps.close();
    await dir.cleanup();
  });

  async function runJob(suffix: string): Promise<void> {
    const { jobId } = await producer.enqueue(
      'embedding.semantic',
      { userId: 'user-1', fileId: 'file-1', chunkIds: ['c1', 'c2', 'c3'], requestId: 'r1' },
      { jobId: `semantic-test-${suffix}` },
    );
    await waitFor(async () => (await producer.findJobStatus(jobId))?.state === 'completed', {
      timeoutMs: 90_000,
      description: 'the semantic job to complete',
    });
  }

  it('adds the vectors of the sentence model, finds a chunk by meaning alone, and says so on the file', async () => {
    expect(await deps.vectors.countWithoutSemantic('user-1', 'file-1')).toBe(3);
    await runJob('first');
    expect(await deps.vectors.countWithoutSemantic('user-1', 'file-1')).toBe(0);
    expect((await deps.store.resumeFiles.findById('file-1'))?.semantic_status).toBe('completed');

    // No word in common with the chunk it should find: only the sentence model connects them.
    const query = 'database administration';
    const lexical = context.lexical.encode(query);
    expect(lexical.indices.some((id) => context.lexical.encode(CHUNKS[2]!.content).indices.includes(id))).toBe(false);
    const [hit] = await deps.vectors.search({
      userId: 'user-1',
      vector: (await context.embedder.embed([query])).embeddings[0] ?? [],
      lexical,
      limit: 1,
    });
    expect(hit?.chunkId).toBe('c3');

    // Run again (a retry): the same vectors, now from the cache.
    const before = context.embedder.stats();
    await runJob('second');
    expect(context.embedder.stats().hits - before.hits).toBe(3);
    expect(await deps.vectors.countForUser('user-1', 'file-1')).toBe(3);
    // The model shares two cores with every other suite of a full run: its time budget is generous.
  }, 200_000);

  it('skips chunks and points of a file deleted meanwhile', async () => {
    await deps.vectors.deleteByResumeFile('user-1', 'file-1');
    await deps.store.resumeFiles.delete('file-1');
    await runJob('after-delete');
    expect(await deps.vectors.countForUser('user-1', 'file-1')).toBe(0);
    expect(await deps.store.resumeFiles.findById('file-1')).toBeNull();
  }, 120_000);
});
