import { createProgressReporter, type StageProgress } from './progress';

function fakeJob(initial: unknown = 0) {
  const stored: StageProgress[] = [];
  const job = {
    progress: initial as StageProgress | number,
    updateProgress: async (value: StageProgress | number) => {
      stored.push(value as StageProgress);
    },
  };
  return { job, stored };
}

describe('createProgressReporter', () => {
  it('stores { progress, stage } and never goes backwards', async () => {
    const { job, stored } = fakeJob();
    const update = createProgressReporter(job);
    await update(10, 'extracting');
    await update(60, 'parsing');
    await update(40, 'stale');
    await update(60, 'merging');
    await update(250, 'done');
    expect(stored).toEqual([
      { progress: 10, stage: 'extracting' },
      { progress: 60, stage: 'parsing' },
      { progress: 60, stage: 'merging' },
      { progress: 100, stage: 'done' },
    ]);
  });

  it('always accepts -1 as the error marker', async () => {
    const { job, stored } = fakeJob();
    const update = createProgressReporter(job);
    await update(80, 'embedding');
    await update(-1, 'error');
    expect(stored.at(-1)).toEqual({ progress: -1, stage: 'error' });
  });

  it('continues from what a previous attempt stored, so a retry does not reset the bar', async () => {
    const { job, stored } = fakeJob({ progress: 50, stage: 'parsing' });
    const update = createProgressReporter(job);
    await update(10, 'extracting');
    await update(70, 'chunking');
    expect(stored).toEqual([{ progress: 70, stage: 'chunking' }]);
  });

  it('rejects non-numbers', async () => {
    const update = createProgressReporter(fakeJob().job);
    await expect(update(Number.NaN, 'x')).rejects.toThrow(RangeError);
  });
});
