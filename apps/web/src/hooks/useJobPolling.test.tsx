/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { JobStatus } from '@tailor/contracts/browser';
import { isFinished, useJobPolling } from './useJobPolling';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const status = (id: string, state: JobStatus['state'], progress: number, stage = 'Parsing resume'): JobStatus =>
  ({ id, kind: 'ingest', state, progress, stage, error: null, result: null }) as JobStatus;

const tick = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('useJobPolling', () => {
  it('polls at once, then about once a second, and stops when the caller drops the finished job', async () => {
    const answers = [status('j1', 'active', 10), status('j1', 'active', 60), status('j1', 'completed', 100, 'Done')];
    const fetchJob = jest.fn(async (id: string) => answers.shift() ?? status(id, 'completed', 100, 'Done'));
    const seen: JobStatus[] = [];
    const { rerender } = renderHook(({ ids }: { ids: string[] }) => useJobPolling(ids, (s) => seen.push(s), { fetchJob }), {
      initialProps: { ids: ['j1'] },
    });
    await tick(0);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    await tick(999);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(fetchJob).toHaveBeenCalledTimes(2);
    await tick(1000);
    expect(seen.map((s) => s.progress)).toEqual([10, 60, 100]);
    expect(isFinished(seen[2] as JobStatus)).toBe(true);
    rerender({ ids: [] });
    await tick(5000);
    expect(fetchJob).toHaveBeenCalledTimes(3);
  });

  it('polls several jobs in one tick and reports failed polls without stopping', async () => {
    const fetchJob = jest.fn(async (id: string) => {
      if (id === 'bad') throw new Error('network down');
      return status(id, 'active', 30);
    });
    const onError = jest.fn();
    renderHook(() => useJobPolling(['a', 'b', 'bad'], () => undefined, { fetchJob, onError }));
    await tick(0);
    expect(fetchJob.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'bad']);
    expect(onError).toHaveBeenCalledWith('bad', expect.any(Error));
    await tick(1000);
    expect(fetchJob).toHaveBeenCalledTimes(6);
  });

  it('stops when unmounted', async () => {
    const fetchJob = jest.fn(async (id: string) => status(id, 'active', 30));
    const { unmount } = renderHook(() => useJobPolling(['a'], () => undefined, { fetchJob }));
    await tick(0);
    unmount();
    await tick(5000);
    expect(fetchJob).toHaveBeenCalledTimes(1);
  });
});
