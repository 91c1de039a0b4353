import { waitFor } from '@tailor/testing';
import { batchSizeFor, embedInBatches, pauseAfter, planBatches } from '../batching';
import { FakeProvider, deferred, vectorFor } from './fakes';

const short = (n: number) => Array.from({ length: n }, (_, i) => `text ${i}`);
const long = (n: number) => Array.from({ length: n }, (_, i) => `${i} `.padEnd(1001, 'x'));

describe('batch sizes', () => {
  it('uses 10 texts per batch, or 5 when the average text exceeds 1,000 characters', () => {
    expect(batchSizeFor(short(23))).toBe(10);
    expect(batchSizeFor(long(12))).toBe(5);
    expect(batchSizeFor(['x'.repeat(1000), 'x'.repeat(1000)])).toBe(10);
    expect(batchSizeFor(['x'.repeat(2001), 'x'])).toBe(5);
    expect(batchSizeFor([])).toBe(10);
  });

  it('plans contiguous ranges covering every text', () => {
    expect(planBatches(short(23)).map((r) => r.end - r.start)).toEqual([10, 10, 3]);
    expect(planBatches(long(12)).map((r) => r.end - r.start)).toEqual([5, 5, 2]);
    expect(planBatches([])).toEqual([]);
  });
});

describe('pauses between batches', () => {
  it('pauses 25 ms for remote providers, 100 ms after a batch slower than 1 s, never for the built-in one', () => {
    const remote = { remote: true };
    expect(pauseAfter(remote, 10)).toBe(25);
    expect(pauseAfter(remote, 1000)).toBe(25);
    expect(pauseAfter(remote, 1001)).toBe(100);
    expect(pauseAfter({ remote: false }, 5000)).toBe(0);
  });

  it('sleeps between batches with the injected clock, not after the last one', async () => {
    const provider = new FakeProvider();
    let clock = 0;
    const sleeps: number[] = [];
    const durations = [200, 1500, 300];
    let call = 0;
    const vectors = await embedInBatches(provider, short(25), {
      concurrency: 1,
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
      run: async (batch) => {
        clock += durations[call++] ?? 0;
        return provider.embed(batch);
      },
    });
    expect(vectors).toHaveLength(25);
    expect(sleeps).toEqual([25, 100]);
  });

  it('does not pause for a local provider', async () => {
    const provider = new FakeProvider('local', 4, false);
    const sleeps: number[] = [];
    await embedInBatches(provider, short(35), { sleep: async (ms) => void sleeps.push(ms) });
    expect(provider.batches).toHaveLength(4);
    expect(sleeps).toEqual([]);
  });
});

describe('embedInBatches', () => {
  it('runs up to 3 batches at once and returns vectors in input order', async () => {
    const provider = new FakeProvider();
    const texts = short(90);
    const pending: Array<{ batch: string[]; release(): void }> = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const progress: Array<[number, number]> = [];
    const run = async (batch: string[]) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const gate = deferred<void>();
      pending.push({ batch, release: () => gate.resolve() });
      await gate.promise;
      inFlight--;
      return provider.embed(batch);
    };
    const result = embedInBatches(provider, texts, {
      run,
      sleep: async () => undefined,
      onBatch: (done, total) => progress.push([done, total]),
    });
    // Each round: wait until every lane holds a batch, then release the newest, so batches finish
    // out of their start order.
    for (let released = 0; released < 9; released++) {
      const lanesBusy = Math.min(3, 9 - released);
      await waitFor(() => pending.length === lanesBusy, { timeoutMs: 2000, description: `${lanesBusy} batches in flight` });
      pending.pop()?.release();
    }
    const vectors = await result;
    expect(maxInFlight).toBe(3);
    expect(vectors).toEqual(texts.map((text) => vectorFor(text)));
    expect(progress.map(([done]) => done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(progress.every(([, total]) => total === 9)).toBe(true);
  });

  it('rejects with the first batch error and starts no new batch after it', async () => {
    const provider = new FakeProvider();
    let started = 0;
    const run = async (batch: string[]) => {
      started++;
      if (started === 2) throw new Error('FastEmbed service error: 400');
      return provider.embed(batch);
    };
    await expect(embedInBatches(provider, short(100), { run, concurrency: 1, sleep: async () => undefined })).rejects.toThrow(
      'FastEmbed service error: 400',
    );
    expect(started).toBe(2);
  });

  it('refuses a batch answered with the wrong number of vectors', async () => {
    const provider = new FakeProvider();
    await expect(embedInBatches(provider, short(3), { run: async () => [[1, 2, 3, 4]] })).rejects.toThrow(/returned 1 vectors for 3 texts/);
  });

  it('returns an empty list for no texts without calling the provider', async () => {
    const provider = new FakeProvider();
    expect(await embedInBatches(provider, [])).toEqual([]);
    expect(provider.batches).toEqual([]);
  });
});

describe('local providers and the event loop', () => {
  it('lets timers run between batches of a synchronous provider', async () => {
    const provider = new FakeProvider('local', 4, false);
    const order: string[] = [];
    const run = async (batch: string[]) => {
      order.push('batch');
      return provider.embed(batch);
    };
    const timer = new Promise<void>((resolve) => setImmediate(() => resolve(void order.push('io'))));
    await embedInBatches(provider, short(30), { run, concurrency: 1 });
    await timer;
    expect(order.indexOf('io')).toBeGreaterThan(0);
    expect(order.indexOf('io')).toBeLessThan(order.length - 1);
  });
});
