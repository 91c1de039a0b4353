import { createHarness, type Harness } from './__tests__/harness';
import { silentLogger, testCatalog, waitFor } from './__tests__/helpers';
import { createWorker, type QueueWorker } from './worker';

describe('flows and deduplicated jobs', () => {
  let h: Harness;
  const extra: QueueWorker[] = [];
  beforeEach(() => {
    h = createHarness('flow');
  });
  afterEach(async () => {
    await Promise.allSettled(extra.splice(0).map((worker) => worker.close(5_000)));
    await h.cleanup();
  });

  function embeddingWorker(handler: (chunkIds: string[]) => Promise<unknown>): QueueWorker {
    const worker = createWorker(
      testCatalog,
      'embedding',
      { 'embedding.chunks': (payload) => handler(payload.chunkIds) },
      {
        connection: h.workerConnection,
        prefix: h.prefix,
        concurrency: 2,
        logger: silentLogger(),
      },
    );
    extra.push(worker);
    return worker;
  }

  it('runs the parent once, after every child has succeeded, and reports the children it waited for', async () => {
    const embedded: string[] = [];
    const parentRuns: Array<{ processed: number; failed: number }> = [];
    await embeddingWorker(async (chunkIds) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      embedded.push(...chunkIds);
    }).start();
    await h
      .ingestWorker({
        'ingest.resume': async (_payload, ctx) => {
          const counts = await ctx.job.getDependenciesCount();
          const failures = await ctx.job.getIgnoredChildrenFailures();
          parentRuns.push({ processed: counts.processed ?? 0, failed: Object.keys(failures).length });
          return 'finalized';
        },
        'ingest.reparse': async () => undefined,
      })
      .start();

    const { jobId } = await h.producer.addFlow(
      { name: 'ingest.resume', payload: { fileId: 'f1', userId: 'u1', requestId: 'r' }, jobId: 'parent-1' },
      ['a', 'b', 'c'].map((chunk, i) => ({ name: 'embedding.chunks' as const, payload: { chunkIds: [chunk], requestId: 'r' }, jobId: `child-${i}` })),
    );
    expect(jobId).toBe('parent-1');
    await waitFor(async () => (await h.producer.findJobStatus('parent-1'))?.state === 'completed', { what: 'the parent to complete' });
    expect(embedded.sort()).toEqual(['a', 'b', 'c']);
    expect(parentRuns).toEqual([{ processed: 3, failed: 0 }]);
  });

  it('still runs the parent when a child fails for good, and tells it which', async () => {
    const parentRuns: number[] = [];
    await embeddingWorker(async (chunkIds) => {
      if (chunkIds[0] === 'bad') throw new Error('model refused');
    }).start();
    await h
      .ingestWorker({
        'ingest.resume': async (_payload, ctx) => {
          parentRuns.push(Object.keys(await ctx.job.getIgnoredChildrenFailures()).length);
        },
        'ingest.reparse': async () => undefined,
      })
      .start();
    const producer = h.producer;
    await producer.addFlow(
      { name: 'ingest.resume', payload: { fileId: 'f1', userId: 'u1', requestId: 'r' }, jobId: 'parent-2' },
      ['ok', 'bad'].map((chunk) => ({ name: 'embedding.chunks' as const, payload: { chunkIds: [chunk], requestId: 'r' }, jobId: `child-${chunk}` })),
    );
    await waitFor(async () => (await producer.findJobStatus('parent-2'))?.state === 'completed', { what: 'the parent to run', timeoutMs: 20_000 });
    expect(parentRuns).toEqual([1]);
  });

  it('keeps at most one running and one waiting job per deduplication id, the latest request kept', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: string[] = [];
    await h
      .ingestWorker({
        'ingest.resume': async () => undefined,
        'ingest.reparse': async (payload) => {
          seen.push(payload.requestId ?? '');
          if (seen.length === 1) await gate;
        },
      })
      .start();
    await h.producer.enqueue('ingest.reparse', { fileId: 'u1', requestId: 'first' }, { deduplicationId: 'user-1' });
    await waitFor(() => seen.length === 1, { what: 'the first job to start' });
    for (const requestId of ['second', 'third', 'fourth']) {
      await h.producer.enqueue('ingest.reparse', { fileId: 'u1', requestId }, { deduplicationId: 'user-1' });
    }
    expect(await h.producer.queue('ingest').getDeduplicationJobId('user-1')).not.toBeNull();
    release();
    await waitFor(() => seen.length === 2, { what: 'the kept request to run' });
    await waitFor(async () => (await h.producer.queue('ingest').getDeduplicationJobId('user-1')) === null, { what: 'the deduplication key to go' });
    expect(seen).toEqual(['first', 'fourth']);
  });

  it('brings a waiting delayed job forward when an add asks to reschedule it, and never otherwise', async () => {
    const seen: Array<{ requestId: string; at: number }> = [];
    await h
      .ingestWorker({
        'ingest.resume': async () => undefined,
        'ingest.reparse': async (payload) => {
          seen.push({ requestId: payload.requestId ?? '', at: Date.now() });
        },
      })
      .start();
    const delayed = { deduplicationId: 'user-2', delay: 60_000 };
    await h.producer.enqueue('ingest.reparse', { fileId: 'u2', requestId: 'burst' }, delayed);
    // A plain add with a shorter delay is dropped and leaves the waiting one where it is.
    await h.producer.enqueue('ingest.reparse', { fileId: 'u2', requestId: 'plain' }, { deduplicationId: 'user-2', delay: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
    const asked = Date.now();
    await h.producer.enqueue(
      'ingest.reparse',
      { fileId: 'u2', requestId: 'last' },
      { deduplicationId: 'user-2', delay: 0, rescheduleDuplicate: true },
    );
    await waitFor(() => seen.length === 1, { what: 'the waiting job to run', timeoutMs: 10_000 });
    // The job that waited runs (its data kept), well before its own delay was over.
    expect(seen[0]?.requestId).toBe('burst');
    expect(seen[0]!.at - asked).toBeLessThan(10_000);
    await waitFor(async () => (await h.producer.queue('ingest').getDeduplicationJobId('user-2')) === null, { what: 'the deduplication key to go' });
    expect(seen).toHaveLength(1);
  });
});
