import type { Redis } from 'ioredis';
import { createRedisConnection } from './connection';
import { readJobStatus, type JobStatus } from './job-status';
import { createJobStatusView, type JobStatusView, type StatusSource } from './job-status-view';
import { createHarness, type Harness } from './__tests__/harness';
import { gate, REDIS_URL, waitFor } from './__tests__/helpers';

const payload = { fileId: 'f', userId: 'u', requestId: 'r' };

let h: Harness;
let view: JobStatusView | undefined;
let sources: StatusSource[];

beforeEach(() => {
  h = createHarness('status-view');
  sources = [];
});
afterEach(async () => {
  await view?.close();
  view = undefined;
  await h.cleanup();
});

function eventsConnection(name: string): Redis {
  return createRedisConnection(REDIS_URL, { role: 'producer', connectionName: name });
}

function startView(extra: Partial<Parameters<typeof createJobStatusView>[0]> = {}): JobStatusView {
  view = createJobStatusView({
    queues: [h.producer.queue('ingest')],
    eventsConnection: eventsConnection(`${h.prefix}-events`),
    blockMs: 200,
    retryDelayMs: 50,
    onRead: (source) => sources.push(source),
    ...extra,
  });
  return view;
}

describe('createJobStatusView', () => {
  it('answers like readJobStatus, and answers a repeated poll from memory', async () => {
    const v = startView();
    await waitFor(() => v.live, { what: 'the view to follow the stream' });
    const queue = h.producer.queue('ingest');
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);

    const first = await v.read(queue, jobId);
    expect(first).toEqual(await readJobStatus(queue, jobId));
    expect(await v.read(queue, jobId)).toEqual(first);
    expect(await v.read(queue, 'missing')).toBeNull();
    expect(await v.read(queue, 'missing')).toBeNull();
    expect(sources).toEqual(['redis', 'memory', 'redis', 'memory']);
  });

  it('peeks only at what memory holds: fresh answers, undefined for anything else', async () => {
    let clock = 1_000;
    const queue = h.producer.queue('ingest');
    // Queued before the view starts, so its 'added' event is behind the view's anchor.
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);
    const v = startView({ maxAgeMs: 100, now: () => clock });
    // Not following the stream yet: nothing may come from memory.
    expect(v.peek(queue, jobId)).toBeUndefined();
    await waitFor(() => v.live, { what: 'the view to follow the stream' });
    expect(v.peek(queue, jobId)).toBeUndefined();
    const read = await v.read(queue, jobId);
    expect(v.peek(queue, jobId)).toBe(read);
    expect(v.peek(queue, 'missing')).toBeUndefined();
    await v.read(queue, 'missing');
    expect(v.peek(queue, 'missing')).toBeNull();
    clock += 100;
    expect(v.peek(queue, jobId)).toBeUndefined();
    expect(sources).toEqual(['redis', 'memory', 'redis', 'memory']);

    // An event about the job (progress) drops it from memory.
    clock += 1;
    await v.read(queue, jobId);
    expect(v.peek(queue, jobId)).toBeDefined();
    const job = await queue.getJob(jobId);
    await job!.updateProgress({ progress: 10, stage: 'moving' });
    await waitFor(() => v.peek(queue, jobId) === undefined, { what: 'the progress event to drop the job' });
  });

  it('follows a job through active, progress and completed as the worker moves it', async () => {
    const v = startView();
    await waitFor(() => v.live, { what: 'the view to follow the stream' });
    const queue = h.producer.queue('ingest');
    const atFifty = gate();
    const finish = gate();
    const worker = h.ingestWorker({
      'ingest.resume': async (_p, { updateProgress }) => {
        await atFifty.promise;
        await updateProgress(50, 'halfway');
        await finish.promise;
        return { chunks: 3 };
      },
      'ingest.reparse': async () => null,
    });
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);
    expect(await v.read(queue, jobId)).toMatchObject({ state: 'waiting' });
    await worker.start();

    await waitFor(async () => (await v.read(queue, jobId))?.state === 'active', { what: 'active' });
    atFifty.open();
    await waitFor(async () => (await v.read(queue, jobId))?.stage === 'halfway', { what: 'progress 50' });
    // Between events the answer is served from memory.
    const before = sources.length;
    await v.read(queue, jobId);
    expect(sources.slice(before)).toEqual(['memory']);
    finish.open();
    const done = await waitFor(async () => {
      const status = await v.read(queue, jobId);
      return status?.state === 'completed' ? status : null;
    }, { what: 'completed' });
    expect(done).toEqual(await readJobStatus(queue, jobId));
    expect(done).toMatchObject({ progress: 100, result: { chunks: 3 } });
  });

  it('does not keep an answer whose read overlapped an event about the job; overlapping polls share one read', async () => {
    const hold = gate();
    let slow = false;
    const readThrough = async (queue: Parameters<typeof readJobStatus>[0], jobId: string): Promise<JobStatus | null> => {
      const status = await readJobStatus(queue, jobId);
      if (slow) await hold.promise;
      return status;
    };
    const forgotten: string[] = [];
    const v = startView({ readThrough, onForget: (_queue, id, event) => forgotten.push(`${event}:${id ?? '*'}`) });
    await waitFor(() => v.live, { what: 'the view to follow the stream' });
    const queue = h.producer.queue('ingest');
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);

    slow = true;
    const pending = [v.read(queue, jobId), v.read(queue, jobId)];
    const job = await queue.getJob(jobId);
    await job!.updateProgress({ progress: 30, stage: 'moved' });
    // The progress event reaches the view while the read that began before it is still held.
    await waitFor(() => forgotten.includes(`progress:${jobId}`), { what: 'the progress event to reach the view' });
    hold.open();
    const [a, b] = await Promise.all(pending);
    expect(a).toEqual(b);
    expect(sources.slice(0, 2)).toEqual(['redis', 'memory']);
    slow = false;
    expect(await v.read(queue, jobId)).toMatchObject({ progress: 30, stage: 'moved' });
    expect(sources[2]).toBe('redis');
  });

  it('reads Redis while its event stream is broken, and serves from memory again once it follows it', async () => {
    const v = startView();
    await waitFor(() => v.live, { what: 'the view to follow the stream' });
    const queue = h.producer.queue('ingest');
    const { jobId } = await h.producer.enqueue('ingest.resume', payload);
    await v.read(queue, jobId);

    await killByName(h.producerConnection, `${h.prefix}-events`);
    await waitFor(() => !v.live, { what: 'the view to notice the broken stream' });
    const before = sources.length;
    expect(await v.read(queue, jobId)).toMatchObject({ state: 'waiting' });
    expect(sources.slice(before)).toEqual(['redis']);

    await waitFor(() => v.live, { timeoutMs: 15_000, what: 'the view to follow the stream again' });
    await v.read(queue, jobId);
    await v.read(queue, jobId);
    expect(sources.slice(-1)).toEqual(['memory']);
  });

  it('re-reads a cached answer once it is older than maxAgeMs', async () => {
    let clock = 1_000;
    const v = startView({ maxAgeMs: 100, now: () => clock });
    await waitFor(() => v.live, { what: 'the view to follow the stream' });
    const queue = h.producer.queue('ingest');
    await v.read(queue, 'missing');
    await v.read(queue, 'missing');
    clock += 100;
    await v.read(queue, 'missing');
    expect(sources).toEqual(['redis', 'memory', 'redis']);
  });
});

async function killByName(admin: Redis, name: string): Promise<void> {
  const list = (await admin.client('LIST')) as string;
  const ids = list
    .split('\n')
    .filter((line) => line.includes(` name=${name} `))
    .map((line) => /id=(\d+)/.exec(line)?.[1])
    .filter((id): id is string => Boolean(id));
  for (const id of ids) await admin.client('KILL', 'ID', id);
}
