/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { installFetch, jsonResponse } from '../test-utils/fetch';
import { PERFORMANCE_UNAVAILABLE, usePerformanceStats } from './usePerformanceStats';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const stats = {
  cache: { hits: 3, misses: 1, total_requests: 4, hit_rate: 0.75, cache_size: 4 },
  benchmarks: { averageDurationMs: 12, averageThroughput: 80, totalErrors: 0, recent: [], fastest: null, slowest: null },
};
const tick = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('usePerformanceStats', () => {
  it('loads while open and refreshes every 10 s', async () => {
    const fetch = installFetch((url) => (url === '/api/embeddings/stats' ? jsonResponse(200, stats) : undefined));
    const { result, rerender } = renderHook(({ open }: { open: boolean }) => usePerformanceStats(open), { initialProps: { open: false } });
    await tick(20_000);
    expect(fetch).not.toHaveBeenCalled();
    rerender({ open: true });
    await tick(0);
    expect(result.current.stats?.cache.hit_rate).toBe(0.75);
    await tick(9_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    rerender({ open: false });
    await tick(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("says 'Performance data unavailable' when the gateway has no figures (404 or 503)", async () => {
    installFetch(() => jsonResponse(404, { error: 'Route GET /api/embeddings/stats not found' }));
    const { result } = renderHook(() => usePerformanceStats(true));
    await tick(0);
    expect(result.current.unavailable).toBe(true);
    await act(() => result.current.run('preload'));
    expect(result.current.error).toBe(PERFORMANCE_UNAVAILABLE);
  });

  it('runs the dashboard actions and reports them', async () => {
    const fetch = installFetch(
      (url) => (url === '/api/embeddings/stats' ? jsonResponse(200, stats) : undefined),
      (url) => (url === '/api/embeddings/cache/preload' ? jsonResponse(200, { preloaded: 12 }) : undefined),
      (url, init) => (url === '/api/embeddings/benchmarks' && init.method === 'DELETE' ? jsonResponse(204, undefined) : undefined),
    );
    const { result } = renderHook(() => usePerformanceStats(true));
    await tick(0);
    await act(() => result.current.run('preload'));
    expect(result.current.message).toBe('Preloaded 12 common embeddings.');
    await act(() => result.current.run('clearBenchmarks'));
    expect(result.current.message).toBe('Benchmark data cleared.');
    expect(fetch.mock.calls.map((c) => `${c[1]?.method ?? 'GET'} ${c[0]}`)).toEqual(
      expect.arrayContaining(['POST /api/embeddings/cache/preload', 'DELETE /api/embeddings/benchmarks']),
    );
  });
});
