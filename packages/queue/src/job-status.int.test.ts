import { Queue } from 'bullmq';
import { readJobStatus } from './job-status';
import { createHarness, type Harness } from './__tests__/harness';
import { gate, waitFor } from './__tests__/helpers';

let h: Harness;
beforeEach(() => {
  h = createHarness('status');
});
afterEach(async () => {
  await h.cleanup();
});

const payload = { fileId: 'f', userId: 'u', requestId: 'r' };

describe('readJobStatus', () => {
  it('folds waiting, delayed and prioritized into "waiting" and returns null for unknown ids', async () => {
    const queue = h.producer.queue('ingest');
    const plain = await h.producer.enqueue('ingest.resume', payload);
    const delayed = await h.producer.enqueue('ingest.resume', payload, { delay: 60_000 });
    const prioritized = await h.producer.enqueue('ingest.resume', payload, { priority: 5 });

    expect(await (await queue.getJob(delayed.jobId))?.getState()).toBe('delayed');
    expect(await (await queue.getJob(prioritized.jobId))?.getState()).toBe('prioritized');
    for (const { jobId } of [plain, delayed, prioritized]) {
      expect(await readJobStatus(queue, jobId)).toEqual({
        id: jobId,
        queue: 'ingest',
        name: 'ingest.resume',
        state: 'waiting',
        progress: 0,
        stage: null,
        error: null,
        result: null,
        data: payload,
        attemptsMade: 0,
      });
    }
    expect(await readJobStatus(queue, 'no-such-job')).toBeNull();
  });

  it('reports active, then completed with the result', async () => {
    const hold = gate();
    const worker = h.ingestWorker({
      'ingest.resume': async (_p, { updateProgress }) => {
        await updateProgress(20, 'extracting');
        await hold.promise;
        return { chunks: 4 };
      },
      'ingest.reparse': async () => null,
    });
    await worker.start();
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);
    const queue = h.producer.queue('ingest');

    const active = await waitFor(async () => {
      const s = await readJobStatus(queue, jobId);
      return s?.state === 'active' && s.stage === 'extracting' ? s : null;
    });
    expect(active).toMatchObject({ progress: 20, result: null, error: null });
    hold.open();
    const done = await waitFor(async () => {
      const s = await readJobStatus(queue, jobId);
      return s?.state === 'completed' ? s : null;
    });
    expect(done).toMatchObject({ progress: 100, stage: 'extracting', result: { chunks: 4 }, error: null });
  });

  it('finds a job on whichever queue holds it; generated ids are UUIDs, unique across queues', async () => {
    const ingest = await h.producer.enqueue('ingest.resume', payload);
    const embed = await h.producer.enqueue('embedding.chunks', { chunkIds: ['c1'], requestId: 'r' });
    expect(ingest.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(embed.jobId).not.toBe(ingest.jobId);
    expect(await h.producer.findJobStatus(embed.jobId)).toMatchObject({ queue: 'embedding', name: 'embedding.chunks', state: 'waiting' });
    expect(await h.producer.findJobStatus(ingest.jobId)).toMatchObject({ queue: 'ingest', name: 'ingest.resume' });
    expect(await h.producer.findJobStatus('missing')).toBeNull();
  });

  it('reports failed with the reason, and a plain numeric progress from other producers', async () => {
    const raw = new Queue('ingest', { connection: h.producerConnection, prefix: h.prefix });
    const job = await raw.add('ingest.resume', payload);
    await job.updateProgress(40);
    const queue = h.producer.queue('ingest');
    expect(await readJobStatus(queue, job.id ?? '')).toMatchObject({ progress: 40, stage: null });

    const worker = h.ingestWorker({
      'ingest.resume': async () => {
        throw new Error('disk full');
      },
      'ingest.reparse': async () => null,
    });
    await worker.start();
    // attempts defaults to 1 for a raw add, so a single failure is final.
    const failed = await waitFor(async () => {
      const s = await readJobStatus(queue, job.id ?? '');
      return s?.state === 'failed' ? s : null;
    });
    expect(failed).toMatchObject({ error: 'disk full', result: null, attemptsMade: 1 });
    await raw.close();
  });
});
