import { createHarness, type Harness } from './__tests__/harness';
import { waitFor } from './__tests__/helpers';

describe('a handler that puts its job back to run later', () => {
  let h: Harness;
  beforeEach(() => {
    h = createHarness('run-again');
  });
  afterEach(() => h.cleanup());

  it('runs it again after the delay without using an attempt, and completes it once the handler returns', async () => {
    const runs: number[] = [];
    await h
      .ingestWorker({
        'ingest.resume': async (_payload, ctx) => {
          runs.push(Date.now());
          if (runs.length < 3) throw await ctx.runAgainIn(50);
          return 'done';
        },
        'ingest.reparse': async () => undefined,
      })
      .start();
    await h.producer.enqueue('ingest.resume', { fileId: 'f1', userId: 'u1', requestId: 'r' }, { jobId: 'later-1' });
    await waitFor(async () => (await h.producer.findJobStatus('later-1'))?.state === 'completed', { what: 'the job to complete' });
    expect(runs).toHaveLength(3);
    const job = await h.producer.queue('ingest').getJob('later-1');
    // BullMQ counts the attempt that completed; the two runs put back counted none.
    expect({ attemptsMade: job?.attemptsMade, returned: job?.returnvalue }).toEqual({ attemptsMade: 1, returned: 'done' });
    // Each run after the first waited for its delay.
    expect((runs[1] as number) - (runs[0] as number)).toBeGreaterThanOrEqual(45);
  });
});
