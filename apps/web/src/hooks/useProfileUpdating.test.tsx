/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { installFetch, jsonResponse } from '../test-utils/fetch';
import { useProfileUpdating } from './useProfileUpdating';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('useProfileUpdating', () => {
  it('says "updating" while the server recomputes, asks again each second, and reloads once it is done', async () => {
    const answers = [true, true, false];
    const fetch = installFetch((url) => (url === '/api/profile/status' ? jsonResponse(200, { updating: answers.shift() ?? false }) : undefined));
    const onUpdated = jest.fn();
    const { result } = renderHook(() => useProfileUpdating(onUpdated));
    act(() => result.current.check());
    await tick(0);
    expect(result.current.updating).toBe(true);
    await tick(1000);
    expect(result.current.updating).toBe(true);
    expect(onUpdated).not.toHaveBeenCalled();
    await tick(1000);
    expect(result.current.updating).toBe(false);
    expect(onUpdated).toHaveBeenCalledTimes(1);
    await tick(5000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not reload when nothing was being recomputed', async () => {
    installFetch((url) => (url === '/api/profile/status' ? jsonResponse(200, { updating: false }) : undefined));
    const onUpdated = jest.fn();
    const { result } = renderHook(() => useProfileUpdating(onUpdated));
    act(() => result.current.check());
    await tick(0);
    expect(result.current.updating).toBe(false);
    expect(onUpdated).not.toHaveBeenCalled();
  });
});
