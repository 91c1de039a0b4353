import { EmbeddingBenchmarkSessionSchema, type EmbeddingBenchmarkSession } from '@tailor/contracts';
import { benchmarkFigures, cacheHitRate } from '../benchmark/figures';
import { BenchmarkRecorder, throughputOf } from '../benchmark/recorder';

function recorderWith(sink: { insert(session: EmbeddingBenchmarkSession): unknown }, ticks: number[]) {
  let id = 0;
  return new BenchmarkRecorder(sink, {
    provider: 'builtin-hash-v2',
    clock: () => new Date('2026-01-02T03:04:05.000Z'),
    now: () => ticks.shift() ?? 0,
    newId: () => `session-${++id}`,
  });
}

describe('BenchmarkRecorder', () => {
  it('records a successful job with its count, duration and throughput', async () => {
    const sessions: EmbeddingBenchmarkSession[] = [];
    const recorder = recorderWith({ insert: (s) => sessions.push(s) }, [1000, 1250]);
    const result = await recorder.track(50, async () => 'done');
    expect(result).toBe('done');
    expect(sessions).toEqual([
      {
        id: 'session-1',
        started_at: '2026-01-02T03:04:05.000Z',
        count: 50,
        duration_ms: 250,
        throughput: 200,
        errors: 0,
        provider: 'builtin-hash-v2',
      },
    ]);
    expect(() => EmbeddingBenchmarkSessionSchema.parse(sessions[0])).not.toThrow();
  });

  it('records a failed job with one error and rethrows its error', async () => {
    const sessions: EmbeddingBenchmarkSession[] = [];
    const recorder = recorderWith({ insert: (s) => sessions.push(s) }, [0, 40]);
    await expect(recorder.track(10, async () => Promise.reject(new Error('FastEmbed service error: 500')))).rejects.toThrow('500');
    expect(sessions[0]).toMatchObject({ count: 10, duration_ms: 40, errors: 1, throughput: 0 });
  });

  it('never fails the job when the sink fails; it reports the sink error', async () => {
    const errors: unknown[] = [];
    const recorder = new BenchmarkRecorder(
      { insert: async () => Promise.reject(new Error('store down')) },
      { provider: 'p', onError: (e) => errors.push(e) },
    );
    await expect(recorder.track(1, async () => 42)).resolves.toBe(42);
    expect(errors).toHaveLength(1);
  });

  it('computes throughput without dividing by zero', () => {
    expect(throughputOf(10, 500)).toBe(20);
    expect(throughputOf(0, 0)).toBe(0);
    expect(Number.isFinite(throughputOf(5, 0))).toBe(true);
  });
});

const session = (id: string, at: string, count: number, duration: number, errors = 0): EmbeddingBenchmarkSession => ({
  id,
  started_at: at,
  count,
  duration_ms: duration,
  throughput: errors > 0 ? 0 : count / (duration / 1000),
  errors,
  provider: 'builtin-hash-v2',
});

describe('benchmarkFigures', () => {
  const sessions = [
    session('a', '2026-01-01T10:00:00.000Z', 100, 1000), // 100/s
    session('b', '2026-01-03T10:00:00.000Z', 10, 50), // 200/s, fastest
    session('c', '2026-01-02T10:00:00.000Z', 30, 3000), // 10/s, slowest
    session('d', '2026-01-04T10:00:00.000Z', 20, 400, 2), // failed
    session('e', '2026-01-02T12:00:00.000Z', 40, 800), // 50/s
  ];

  it('gives the dashboard averages, total errors, the 3 most recent and the fastest and slowest', () => {
    const figures = benchmarkFigures(sessions);
    expect(figures.sessionCount).toBe(5);
    expect(figures.totalTexts).toBe(200);
    expect(figures.averageDurationMs).toBe((1000 + 50 + 3000 + 400 + 800) / 5);
    expect(figures.averageThroughput).toBe((100 + 200 + 10 + 50) / 4);
    expect(figures.totalErrors).toBe(2);
    expect(figures.recent.map((s) => s.id)).toEqual(['d', 'b', 'e']);
    expect(figures.fastest?.id).toBe('b');
    expect(figures.slowest?.id).toBe('c');
  });

  it('is all zeros and nulls without sessions', () => {
    expect(benchmarkFigures([])).toEqual({
      sessionCount: 0,
      totalTexts: 0,
      averageDurationMs: 0,
      averageThroughput: 0,
      totalErrors: 0,
      recent: [],
      fastest: null,
      slowest: null,
    });
  });

  it('computes the cache hit rate', () => {
    expect(cacheHitRate({ hits: 3, total_requests: 4 })).toBe(0.75);
    expect(cacheHitRate({ hits: 0, total_requests: 0 })).toBe(0);
  });
});
