/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../api/client';
import type { JobStatus, StoredAnalysisRecord } from '@tailor/contracts/browser';
import { useGeneration, type GenerationApi } from './useGeneration';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
const job = (state: JobStatus['state'], progress: number, stage: string, extra: Partial<JobStatus> = {}) =>
  ({ id: 'g1', kind: 'generation', state, progress, stage, error: null, result: null, ...extra }) as JobStatus;

function deps(statuses: JobStatus[], overrides: Partial<GenerationApi> = {}): GenerationApi {
  return {
    generate: jest.fn(async () => ({ jobId: 'g1' })),
    analysis: jest.fn(async (id: string) => ({ id, match_score: 72 }) as StoredAnalysisRecord),
    fetchJob: jest.fn(async () => (statuses.length > 1 ? (statuses.shift() as JobStatus) : (statuses[0] as JobStatus))),
    ...overrides,
  };
}

describe('useGeneration', () => {
  it('needs a user and a non-blank description', async () => {
    const api = deps([]);
    const signedOut = renderHook(() => useGeneration(false, jest.fn(), api)).result;
    await act(() => signedOut.current.generate('We need an engineer'));
    expect(signedOut.current.error).toBe('Please log in to generate resumes.');
    const { result } = renderHook(() => useGeneration(true, jest.fn(), api));
    await act(() => result.current.generate('  \n '));
    expect(result.current.error).toBe('Please enter a job description to generate a tailored resume.');
    expect(api.generate).not.toHaveBeenCalled();
  });

  it('shows the stages while generating and the stored analysis when done', async () => {
    const onDone = jest.fn();
    const api = deps([
      job('active', 10, 'Analysing job description'),
      job('active', 60, 'Scoring match'),
      job('completed', 100, 'Done', { result: { analysisId: 'an1' } } as Partial<JobStatus>),
    ]);
    const { result } = renderHook(() => useGeneration(true, onDone, api));
    await act(() => result.current.generate('Senior engineer with TypeScript'));
    expect(result.current.phase).toBe('generating');
    await tick(0);
    expect([result.current.progress, result.current.stage]).toEqual([10, 'Analysing job description']);
    await tick(1000);
    expect([result.current.progress, result.current.stage]).toEqual([60, 'Scoring match']);
    await tick(1000);
    expect(result.current.phase).toBe('done');
    expect(result.current.record?.id).toBe('an1');
    expect(api.analysis).toHaveBeenCalledWith('an1');
    expect(onDone).toHaveBeenCalledTimes(1);
    await tick(5000);
    expect(api.fetchJob).toHaveBeenCalledTimes(3);
  });

  it("shows the API's validation messages as they are, and failures as 'Error generating resume: ...'", async () => {
    const conflict = deps([], {
      generate: jest.fn(async () => {
        throw new ApiError(409, 'Please upload and process at least one resume in the Profile Builder before generating tailored resumes.');
      }),
    });
    const first = renderHook(() => useGeneration(true, jest.fn(), conflict)).result;
    await act(() => first.current.generate('Senior engineer'));
    expect(first.current.error).toBe('Please upload and process at least one resume in the Profile Builder before generating tailored resumes.');
    expect(first.current.phase).toBe('failed');

    const failing = deps([job('failed', -1, 'Failed', { error: 'All fallback models failed' })]);
    const second = renderHook(() => useGeneration(true, jest.fn(), failing)).result;
    await act(() => second.current.generate('Senior engineer'));
    await tick(0);
    expect(second.current.error).toBe('Error generating resume: All fallback models failed');
    expect(second.current.phase).toBe('failed');
  });
});
