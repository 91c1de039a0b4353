import { Queue } from 'bullmq';
import { DEFAULT_JOB_OPTIONS } from './defaults';
import { InvalidJobPayloadError, PermanentJobError } from './errors';
import { readJobStatus } from './job-status';
import { createHarness, type Harness } from './__tests__/harness';
import { gate, waitFor } from './__tests__/helpers';

let h: Harness;
beforeEach(() => {
  h = createHarness('pw');
});
afterEach(async () => {
  await h.cleanup();
});

const payload = { fileId: 'file-1', userId: 'user-1', requestId: 'req-1' };

async function finalStatus(jobId: string) {
  return waitFor(
    async () => {
      const status = await readJobStatus(h.producer.queue('ingest'), jobId);
      return status && (status.state === 'completed' || status.state === 'failed') ? status : null;
    },
    { what: `job ${jobId} to finish` },
  );
}

describe('enqueue → worker → result', () => {
  it('runs the handler with the parsed payload and stores its result', async () => {
    const seen: unknown[] = [];
    const worker = h.ingestWorker({
      'ingest.resume': async (data, { job, log }) => {
        seen.push(data);
        expect(log.bindings()).toMatchObject({ jobId: job.id, queue: 'ingest', jobName: 'ingest.resume', requestId: 'req-1' });
        return { experiences: 3 };
      },
      'ingest.reparse': async () => null,
    });
    await worker.start();
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);

    const status = await finalStatus(jobId);
    expect(status).toMatchObject({ id: jobId, name: 'ingest.resume', state: 'completed', result: { experiences: 3 }, data: payload, error: null });
    expect(seen).toEqual([payload]);
  });

  it('applies the default job options and the caller id, priority and delay', async () => {
    const { jobId } = await h.producer.enqueue('ingest.resume', payload, { jobId: 'ingest-file-1', priority: 2, delay: 60_000 });
    expect(jobId).toBe('ingest-file-1');
    const job = await h.producer.getJob('ingest', jobId);
    expect(job?.opts).toMatchObject({ ...DEFAULT_JOB_OPTIONS, priority: 2, delay: 60_000 });
  });

  it('is idempotent for a deterministic job id', async () => {
    const first = await h.producer.enqueue('ingest.resume', payload, { jobId: 'same' });
    const second = await h.producer.enqueue('ingest.resume', payload, { jobId: 'same' });
    expect(second.jobId).toBe(first.jobId);
    expect(await h.producer.queue('ingest').getJobCountByTypes('waiting', 'prioritized', 'delayed')).toBe(1);
  });
});

describe('validation', () => {
  it('rejects an invalid payload at enqueue without touching Redis', async () => {
    const attempt = h.producer.enqueue('ingest.resume', { fileId: '', userId: 'u' } as never);
    await expect(attempt).rejects.toBeInstanceOf(InvalidJobPayloadError);
    await expect(attempt).rejects.toThrow(/Invalid payload for job "ingest.resume": fileId: .*requestId: /);
    expect(await h.producer.queue('ingest').count()).toBe(0);
  });

  it('fails a job whose payload is invalid at dequeue, without retrying', async () => {
    const handler = jest.fn(async () => 'never');
    const worker = h.ingestWorker({ 'ingest.resume': handler, 'ingest.reparse': handler });
    await worker.start();
    // Bypass the producer, as a stale or foreign producer would.
    const raw = new Queue('ingest', { connection: h.producerConnection, prefix: h.prefix });
    const job = await raw.add('ingest.resume', { fileId: 42 }, { attempts: 3, backoff: { type: 'fixed', delay: 10 } });
    await raw.close();

    const status = await finalStatus(job.id ?? '');
    expect(status.state).toBe('failed');
    expect(status.attemptsMade).toBe(1);
    expect(status.error).toMatch(/^Invalid payload for job "ingest.resume": fileId: /);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('failure classification', () => {
  it('retries a transient error with exponential backoff, then succeeds', async () => {
    const attempts: number[] = [];
    const worker = h.ingestWorker({
      'ingest.resume': async () => {
        attempts.push(Date.now());
        if (attempts.length === 1) throw new Error('qdrant timeout');
        return 'ok';
      },
      'ingest.reparse': async () => null,
    });
    await worker.start();
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);

    const status = await finalStatus(jobId);
    expect(status).toMatchObject({ state: 'completed', result: 'ok' });
    expect(attempts).toHaveLength(2);
    // First backoff step is the configured 1 s delay (allow a little timer slack).
    expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('does not retry a PermanentJobError and keeps its message as the reason', async () => {
    const handler = jest.fn(async () => {
      throw new PermanentJobError('The file is not a readable PDF');
    });
    const worker = h.ingestWorker({ 'ingest.resume': handler, 'ingest.reparse': handler });
    await worker.start();
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);

    const status = await finalStatus(jobId);
    expect(status).toMatchObject({ state: 'failed', error: 'The file is not a readable PDF', attemptsMade: 1 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('progress', () => {
  it('stores { progress, stage }, ignores lower values and shows through readJobStatus', async () => {
    const hold = gate();
    const reported: unknown[] = [];
    const worker = h.ingestWorker({
      'ingest.resume': async (_data, { updateProgress }) => {
        await updateProgress(10, 'extracting');
        await updateProgress(50, 'parsing');
        await updateProgress(30, 'late update');
        await updateProgress(50, 'merging');
        await hold.promise;
        return 'done';
      },
      'ingest.reparse': async () => null,
    });
    worker.worker.on('progress', (_job, progress) => reported.push(progress));
    await worker.start();
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);

    const active = await waitFor(async () => {
      const status = await readJobStatus(h.producer.queue('ingest'), jobId);
      return status?.stage === 'merging' ? status : null;
    });
    expect(active).toMatchObject({ state: 'active', progress: 50, stage: 'merging' });
    expect(reported).toEqual([
      { progress: 10, stage: 'extracting' },
      { progress: 50, stage: 'parsing' },
      { progress: 50, stage: 'merging' },
    ]);
    hold.open();
    expect(await finalStatus(jobId)).toMatchObject({ state: 'completed', progress: 100, stage: 'merging' });
  });
});
