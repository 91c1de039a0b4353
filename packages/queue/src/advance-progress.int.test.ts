import { QueueEvents } from 'bullmq';
import { advanceJobProgress } from './advance-progress';
import { readJobStatus } from './job-status';
import { createHarness, type Harness } from './__tests__/harness';
import { REDIS_URL, waitFor } from './__tests__/helpers';

let h: Harness;
beforeEach(() => {
  h = createHarness('advance');
});
afterEach(async () => {
  await h.cleanup();
});

describe('advanceJobProgress', () => {
  it('moves another job forward, ignores stale writers, lets -1 through, and emits progress events', async () => {
    const queue = h.producer.queue('ingest');
    const { jobId } = await h.producer.enqueue('ingest.resume', { fileId: 'f', userId: 'u', requestId: 'r' });
    // Own connection (options, not an instance) so QueueEvents closes it itself. Reads the stream
    // from its start: its first XREAD may be issued after our writes, and '$' would miss them.
    const events = new QueueEvents('ingest', { connection: { url: REDIS_URL }, prefix: h.prefix, lastEventId: '0-0' });
    const seen: unknown[] = [];
    events.on('progress', ({ data }) => seen.push(data));
    await events.waitUntilReady();
    try {
      const conn = h.producerConnection;
      expect(await advanceJobProgress(conn, queue, jobId, 80, 'Embedding (batch 1 of 3)')).toBe('updated');
      expect(await advanceJobProgress(conn, queue, jobId, 86, 'Embedding (batch 3 of 3)')).toBe('updated');
      expect(await advanceJobProgress(conn, queue, jobId, 83, 'Embedding (batch 2 of 3)')).toBe('ignored');
      expect(await readJobStatus(queue, jobId)).toMatchObject({ progress: 86, stage: 'Embedding (batch 3 of 3)' });

      expect(await advanceJobProgress(conn, queue, jobId, -1, 'Failed')).toBe('updated');
      expect(await readJobStatus(queue, jobId)).toMatchObject({ progress: -1, stage: 'Failed' });
      expect(await advanceJobProgress(conn, queue, 'missing', 10, 'x')).toBe('missing');

      await waitFor(() => seen.length === 3, { what: 'three progress events' });
      expect(seen).toEqual([
        { progress: 80, stage: 'Embedding (batch 1 of 3)' },
        { progress: 86, stage: 'Embedding (batch 3 of 3)' },
        { progress: -1, stage: 'Failed' },
      ]);
    } finally {
      await events.close();
    }
  });
});
