import { finalizeJobId, ingestJobId, JOB_CATALOG, type ResumeFileRecord } from '@tailor/contracts';
import { createLogger } from '@tailor/observability';
import { createProducer, createRedisConnection, type Producer, type Redis } from '@tailor/queue';
import { createStore, type Store } from '@tailor/store';
import { tempDir, testEnv, testQueuePrefix, type TempDir } from '@tailor/testing';
import { reconcileFiles, RECONCILE_GRACE_MS } from './reconcile';

describe('reconcileFiles: the store is the record, the queue only carries the work', () => {
  let dir: TempDir;
  let store: Store;
  let redis: Redis;
  let producer: Producer<typeof JOB_CATALOG>;
  const logger = createLogger({ service: 'reconcile-test', level: 'silent' });
  const now = Date.now();
  const old = new Date(now - RECONCILE_GRACE_MS - 1_000).toISOString();

  beforeAll(async () => {
    dir = await tempDir('reconcile');
    store = await createStore({ dataDir: dir.path });
    redis = createRedisConnection(testEnv().redisUrl, { role: 'producer' });
    producer = createProducer(JOB_CATALOG, { connection: redis, prefix: testQueuePrefix('reconcile') });
  });
  afterAll(async () => {
    for (const queue of ['ingest', 'followup', 'embedding'] as const) await producer.queue(queue).obliterate({ force: true });
    await producer.close();
    redis.disconnect();
    await store.close();
    await dir.cleanup();
  });

  const record = (id: string, fields: Partial<ResumeFileRecord>): ResumeFileRecord => ({
    id,
    user_id: 'user-r',
    original_filename: `${id}.txt`,
    file_type: 'txt',
    file_size: 10,
    created_at: old,
    updated_at: old,
    processing_status: 'pending',
    embedding_status: 'pending',
    processing_error: null,
    processing_notes: [],
    structured_content: null,
    job_id: ingestJobId(id),
    processing_time_ms: null,
    ...fields,
  });

  it('queues again, once, exactly the unfinished files no job will finish', async () => {
    await store.resumeFiles.insertMany([
      record('lost-pending', {}),
      record('lost-processing', {
        processing_status: 'processing',
        processing_run_id: 'run-1',
        processing_progress: 80,
        processing_stage: 'Embedding chunks',
      }),
      record('queued', {}),
      record('in-flow', {
        processing_status: 'processing',
        processing_run_id: 'run-2',
        processing_progress: 80,
        processing_stage: 'Embedding chunks',
      }),
      record('just-uploaded', { updated_at: new Date(now).toISOString() }),
      record('done', { processing_status: 'completed', embedding_status: 'completed' }),
      record('failed', { processing_status: 'failed', processing_error: 'File is empty' }),
    ]);
    await producer.enqueue('ingest.resume', { fileId: 'queued', userId: 'user-r', requestId: 'r' }, { jobId: ingestJobId('queued') });
    await producer.addFlow(
      {
        name: 'ingest.finalize',
        payload: { fileId: 'in-flow', userId: 'user-r', runId: 'run-2', requestId: 'r', startedAt: 0 },
        jobId: finalizeJobId('in-flow', 'run-2'),
      },
      [
        {
          name: 'embedding.chunks',
          payload: { userId: 'user-r', fileId: 'in-flow', chunkIds: ['c1'], batchIndex: 0, batchCount: 1, requestId: 'r' },
          jobId: 'embedding-in-flow',
        },
      ],
    );

    const first = await reconcileFiles({ store, producer, logger }, now);
    expect(first.requeued.sort()).toEqual(['lost-pending', 'lost-processing']);
    for (const fileId of first.requeued) {
      const file = (await store.resumeFiles.findById(fileId)) as ResumeFileRecord;
      expect(file.processing_status).toBe('pending');
      expect(file.job_id).toMatch(new RegExp(`^${ingestJobId(fileId)}~requeue-`));
      expect(await producer.queue('ingest').getJobState(file.job_id as string)).toBe('prioritized');
    }

    // A second pass (another worker at the same moment) finds a live job for each and adds none.
    const second = await reconcileFiles({ store, producer, logger }, now);
    expect(second.requeued).toEqual([]);
    const resumeJobs = async () =>
      (await producer.queue('ingest').getJobs(['waiting', 'prioritized']))
        .filter((job) => job.name === 'ingest.resume')
        .map((job) => job.data.fileId)
        .sort();
    expect(await resumeJobs()).toEqual(['lost-pending', 'lost-processing', 'queued']);
    // Past its grace time, a file whose job was never added is queued too.
    const later = await reconcileFiles({ store, producer, logger }, now + RECONCILE_GRACE_MS + 1_000);
    expect(later.requeued).toEqual(['just-uploaded']);
    expect(await resumeJobs()).toEqual(['just-uploaded', 'lost-pending', 'lost-processing', 'queued']);
  });
});
