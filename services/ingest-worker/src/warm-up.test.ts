import { warmUp } from './warm-up';

describe('ingest warm-up', () => {
  it('runs the requested number of synthetic files through extraction, parsing and merging', async () => {
    await expect(warmUp({ files: 10, budgetMs: 60_000 })).resolves.toEqual({ files: 10, ms: expect.any(Number) });
  });

  it('skips everything for 0 files, and stops at the time budget', async () => {
    await expect(warmUp({ files: 0, budgetMs: 60_000 })).resolves.toEqual({ files: 0, ms: expect.any(Number) });
    let clock = 0;
    // Every clock reading advances 100 ms: the budget of 250 ms allows the first files only.
    const report = await warmUp({ files: 50, budgetMs: 250, now: () => (clock += 100) });
    expect(report.files).toBeGreaterThan(0);
    expect(report.files).toBeLessThan(50);
  });
});
