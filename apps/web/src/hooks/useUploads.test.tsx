/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { JobStatus } from '@tailor/contracts/browser';
import { useUploads } from './useUploads';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);
const tick = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('useUploads', () => {
  it('refuses bad files before sending and follows each accepted file to done', async () => {
    const upload = jest.fn(async (files: readonly File[]) => ({
      accepted: files.map((f, i) => ({ fileId: `f${i}`, jobId: `ingest-f${i}`, original_filename: f.name })),
      rejected: [],
    }));
    const progress: Record<string, JobStatus[]> = {
      'ingest-f0': [
        { id: 'ingest-f0', kind: 'ingest', state: 'active', progress: 30, stage: 'Parsing resume', error: null, result: null },
        { id: 'ingest-f0', kind: 'ingest', state: 'completed', progress: 100, stage: 'Done', error: null, result: { fileId: 'f0' } },
      ],
      'ingest-f1': [
        { id: 'ingest-f1', kind: 'ingest', state: 'active', progress: 80, stage: 'Embedding chunks (batch 1 of 2)', error: null, result: null },
        { id: 'ingest-f1', kind: 'ingest', state: 'failed', progress: -1, stage: 'Failed', error: 'Extracted text is too short (12 characters). Minimum required: 100', result: null },
      ],
    };
    const fetchJob = jest.fn(async (id: string) => (progress[id]?.length ?? 0) > 1 ? (progress[id]?.shift() as JobStatus) : (progress[id]?.[0] as JobStatus));
    const settled = jest.fn();
    const { result } = renderHook(() => useUploads(settled, { upload, fetchJob }));

    await act(async () => {
      await result.current.addFiles([file('a.docx'), file('b.txt'), file('c.exe'), file('d.pdf', 0)]);
    });
    expect(upload).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.docx' }), expect.objectContaining({ name: 'b.txt' })]);
    expect(result.current.error).toBe(
      'Failed to process files: c.exe: Unsupported file type: .exe. Supported types: .docx, .txt, .pdf; d.pdf: File is empty',
    );
    expect(result.current.entries.map((e) => [e.name, e.state])).toEqual([
      ['c.exe', 'failed'],
      ['d.pdf', 'failed'],
      ['a.docx', 'active'],
      ['b.txt', 'active'],
    ]);
    expect(result.current.finished).toBe(2);
    expect(result.current.busy).toBe(true);

    // The first poll runs as soon as the job ids are known.
    await tick(0);
    expect(fetchJob).toHaveBeenCalledTimes(2);
    const byName = () => Object.fromEntries(result.current.entries.map((e) => [e.name, `${e.state} ${e.progress} ${e.stage}`]));
    expect(byName()).toMatchObject({ 'a.docx': 'active 30 Parsing resume', 'b.txt': 'active 80 Embedding chunks (batch 1 of 2)' });
    await tick(1000);
    expect(byName()).toMatchObject({ 'a.docx': 'completed 100 Done', 'b.txt': 'failed -1 Failed' });
    expect(result.current.entries.find((e) => e.name === 'b.txt')?.error).toBe('Extracted text is too short (12 characters). Minimum required: 100');
    expect(result.current.finished).toBe(4);
    expect(result.current.busy).toBe(false);
    expect(settled).toHaveBeenCalledTimes(2);
    await tick(5000);
    expect(fetchJob).toHaveBeenCalledTimes(4);
  });

  it('shows the server refusal of every file in the banner', async () => {
    const upload = jest.fn(async () => ({
      accepted: [],
      rejected: [{ original_filename: 'scan.pdf', error: 'PDF has no text layer' }],
      error: 'No file was accepted. scan.pdf: PDF has no text layer',
    }));
    const { result } = renderHook(() => useUploads(jest.fn(), { upload, fetchJob: jest.fn() }));
    await act(async () => {
      await result.current.addFiles([file('scan.pdf')]);
    });
    expect(result.current.error).toBe('Failed to process files: scan.pdf: PDF has no text layer');
    expect(result.current.entries[0]).toMatchObject({ state: 'failed', error: 'PDF has no text layer' });
  });

  it('reports a failed request as the spec banner', async () => {
    const upload = jest.fn(async () => {
      throw new Error('Backend API not available');
    });
    const { result } = renderHook(() => useUploads(jest.fn(), { upload, fetchJob: jest.fn() }));
    await act(async () => {
      await result.current.addFiles([file('a.txt')]);
    });
    expect(result.current.error).toBe('Failed to process files: Backend API not available');
  });
});
