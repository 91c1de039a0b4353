import { GENERATION_STAGES, INGEST_STAGES, embeddingBatchProgress, embeddingBatchStage, embeddingBatchStageInfo, nextProgress } from './progress';

describe('INGEST_STAGES', () => {
  it('has the required numbers and labels', () => {
    const table = Object.values(INGEST_STAGES).map((s) => [s.progress, s.stage]);
    expect(table).toEqual([
      [0, 'Validating file'],
      [10, 'Extracting text'],
      [30, 'Parsing resume'],
      [60, 'Merging duplicate experiences'],
      [70, 'Chunking'],
      [80, 'Embedding chunks'],
      [85, 'Preparing vectors'],
      [90, 'Storing'],
      [95, 'Finalizing'],
      [100, 'Done'],
      [-1, 'Failed'],
    ]);
  });
});

describe('embeddingBatchProgress', () => {
  it.each([1, 2, 3, 7, 10, 11, 30])('is non-decreasing within [80, 90) for n=%d', (n) => {
    let prev = -Infinity;
    for (let i = 1; i <= n; i++) {
      const p = embeddingBatchProgress(i, n);
      expect(p).toBeGreaterThanOrEqual(prev);
      expect(p).toBeGreaterThanOrEqual(80);
      expect(p).toBeLessThan(90);
      expect(Number.isInteger(p)).toBe(true);
      prev = p;
    }
  });

  it('starts at 80 and spreads batches over the range', () => {
    expect(embeddingBatchProgress(1, 1)).toBe(80);
    expect(embeddingBatchProgress(1, 2)).toBe(80);
    expect(embeddingBatchProgress(2, 2)).toBe(85);
    expect(embeddingBatchProgress(10, 10)).toBe(89);
    expect(embeddingBatchProgress(5, 10)).toBe(84);
  });

  it('clamps nonsense input instead of throwing', () => {
    expect(embeddingBatchProgress(0, 3)).toBe(80);
    expect(embeddingBatchProgress(9, 3)).toBe(embeddingBatchProgress(3, 3));
    expect(embeddingBatchProgress(1, 0)).toBe(80);
  });

  it('labels the batch', () => {
    expect(embeddingBatchStage(2, 5)).toBe('Embedding chunks (batch 2 of 5)');
    expect(embeddingBatchStageInfo(2, 5)).toEqual({ progress: 82, stage: 'Embedding chunks (batch 2 of 5)' });
  });
});

describe('GENERATION_STAGES', () => {
  it('rises from 0 to 100 in declaration order, failed is -1', () => {
    const { failed, ...rest } = GENERATION_STAGES;
    const values = Object.values(rest).map((s) => s.progress);
    expect(values[0]).toBe(0);
    expect(values[values.length - 1]).toBe(100);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
    expect(failed.progress).toBe(-1);
  });
});

describe('nextProgress', () => {
  it('never goes backwards except to fail', () => {
    expect(nextProgress(89, 85)).toBe(89);
    expect(nextProgress(80, 85)).toBe(85);
    expect(nextProgress(95, -1)).toBe(-1);
    expect(nextProgress(-1, 0)).toBe(0);
  });
});
