import { coalesceProgress } from './coalesced-progress';

describe('coalesceProgress', () => {
  let clock: number;
  let writes: Array<[number, string]>;
  const setup = () => coalesceProgress(async (progress, stage) => void writes.push([progress, stage]), { minIntervalMs: 100, now: () => clock, onError: () => undefined });

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 0;
    writes = [];
  });
  afterEach(() => jest.useRealTimers());

  const advance = async (ms: number) => {
    clock += ms;
    await jest.advanceTimersByTimeAsync(ms);
  };

  it('writes the first stage at once and the latest of a quick run of stages when the interval is up', async () => {
    const progress = setup();
    await progress.report(0, 'Validating file');
    await progress.report(10, 'Extracting text');
    await progress.report(30, 'Parsing resume');
    expect(writes).toEqual([[0, 'Validating file']]);
    await advance(99);
    expect(writes).toHaveLength(1);
    await advance(1);
    expect(writes).toEqual([[0, 'Validating file'], [30, 'Parsing resume']]);
  });

  it('writes a stage at once when the last write is old enough', async () => {
    const progress = setup();
    await progress.report(0, 'a');
    await advance(150);
    await progress.report(10, 'b');
    expect(writes).toEqual([[0, 'a'], [10, 'b']]);
  });

  it('always writes 100 at once, dropping a waiting stage', async () => {
    const progress = setup();
    await progress.report(90, 'Storing');
    await progress.report(95, 'Finalizing');
    await progress.report(100, 'Done');
    await advance(500);
    expect(writes).toEqual([[90, 'Storing'], [100, 'Done']]);
  });

  it('flush writes a waiting stage now; cancel drops it for good', async () => {
    const progress = setup();
    await progress.report(60, 'Merging');
    await progress.report(80, 'Embedding chunks');
    await progress.flush();
    expect(writes).toEqual([[60, 'Merging'], [80, 'Embedding chunks']]);
    await progress.report(85, 'x');
    progress.cancel();
    await advance(500);
    expect(writes).toHaveLength(2);
    await progress.flush();
    expect(writes).toHaveLength(2);
  });

  it('hands a failed timed write to onError instead of throwing into nowhere', async () => {
    const errors: unknown[] = [];
    const progress = coalesceProgress(
      async (value) => {
        if (value > 0) throw new Error('redis down');
      },
      { minIntervalMs: 100, now: () => clock, onError: (error) => errors.push(error) },
    );
    await progress.report(0, 'a');
    await progress.report(10, 'b');
    await advance(100);
    expect(errors).toEqual([new Error('redis down')]);
  });
});
