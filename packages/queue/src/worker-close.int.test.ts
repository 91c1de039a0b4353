import { readJobStatus } from './job-status';
import { installGracefulShutdown } from './shutdown';
import { createHarness, type Harness } from './__tests__/harness';
import { silentLogger, waitFor } from './__tests__/helpers';

let h: Harness;
beforeEach(() => {
  h = createHarness('close');
});
afterEach(async () => {
  await h.cleanup();
});

const payload = { fileId: 'f', userId: 'u', requestId: 'r' };

async function waitActive(jobId: string): Promise<void> {
  await waitFor(async () => (await readJobStatus(h.producer.queue('ingest'), jobId))?.state === 'active', {
    what: 'job to become active',
  });
}

describe('worker close', () => {
  it('waits for the active job to finish within the deadline', async () => {
    let finished = false;
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const worker = h.ingestWorker({
      'ingest.resume': async () => {
        // The job's own work: still running when close() is called, until the test releases it.
        await gate;
        finished = true;
        order.push('job finished');
        return 'finished';
      },
      'ingest.reparse': async () => null,
    });
    await worker.start();
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);
    await waitActive(jobId);

    const closing = worker.close(5_000).then(() => order.push('close resolved'));
    expect(finished).toBe(false);
    release();
    await closing;
    expect(order).toEqual(['job finished', 'close resolved']);
    expect(await readJobStatus(h.producer.queue('ingest'), jobId)).toMatchObject({ state: 'completed', result: 'finished' });
    // Idempotent: a second close returns the same outcome.
    await expect(worker.close(5_000)).resolves.toBeUndefined();
  });

  it('at the deadline returns the unfinished job to the queue (no attempt used) and aborts its handler', async () => {
    let aborted = false;
    const worker = h.ingestWorker({
      'ingest.resume': (_p, { signal }) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
      'ingest.reparse': async () => null,
    });
    await worker.start();
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);
    await waitActive(jobId);

    const started = Date.now();
    await expect(worker.close(300)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(aborted).toBe(true);
    // Back in line at once, without using one of its attempts, for another worker to run.
    await waitFor(async () => {
      const s = await readJobStatus(h.producer.queue('ingest'), jobId);
      return s?.state === 'waiting' && s.attemptsMade === 0;
    });
  });

  it('drives the closers from installGracefulShutdown, exiting 0 when clean', async () => {
    const worker = h.ingestWorker({ 'ingest.resume': async () => 'ok', 'ingest.reparse': async () => null });
    await worker.start();
    const exit = jest.fn();
    const graceful = installGracefulShutdown({
      closers: [() => worker.close(2_000)],
      deadlineMs: 3_000,
      logger: silentLogger(),
      exit,
      signals: [],
    });
    expect(await graceful.shutdown('test')).toBe(0);
    expect(exit).toHaveBeenCalledWith(0);
    expect(worker.worker.closing).toBeTruthy();
  });
});
