/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { JobStatus, ResumeFileRecord, UploadStatusResponse } from '@tailor/contracts/browser';
import { useUploads } from './useUploads';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);
const tick = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('useUploads', () => {
  it('refuses bad files before sending and follows the accepted files to done with one request per upload', async () => {
    const upload = jest.fn(async (files: readonly File[]) => ({
      uploadId: 'up-1',
      accepted: files.map((f, i) => ({ fileId: `f${i}`, jobId: `ingest-f${i}`, original_filename: f.name })),
      rejected: [],
    }));
    const answers: UploadStatusResponse[] = [
      {
        uploadId: 'up-1',
        done: false,
        files: [
          { fileId: 'f0', jobId: 'ingest-f0', original_filename: 'a.docx', state: 'active', progress: 30, stage: 'Parsing resume', error: null },
          {
            fileId: 'f1',
            jobId: 'ingest-f1',
            original_filename: 'b.txt',
            state: 'active',
            progress: 80,
            stage: 'Embedding chunks (batch 1 of 2)',
            error: null,
          },
        ],
      },
      {
        uploadId: 'up-1',
        done: true,
        files: [
          { fileId: 'f0', jobId: 'ingest-f0', original_filename: 'a.docx', state: 'completed', progress: 100, stage: 'Done', error: null },
          {
            fileId: 'f1',
            jobId: 'ingest-f1',
            original_filename: 'b.txt',
            state: 'failed',
            progress: -1,
            stage: 'Failed',
            error: 'Extracted text is too short (12 characters). Minimum required: 100',
          },
        ],
      },
    ];
    const fetchUpload = jest.fn(async (uploadId: string) => {
      expect(uploadId).toBe('up-1');
      return (answers.length > 1 ? answers.shift() : answers[0]) as UploadStatusResponse;
    });
    const fetchJob = jest.fn();
    const settled = jest.fn();
    const { result } = renderHook(() => useUploads(settled, { upload, fetchUpload, fetchJob }));

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

    // The first poll runs as soon as the upload id is known: one request for both files.
    await tick(0);
    expect(fetchUpload).toHaveBeenCalledTimes(1);
    const byName = () => Object.fromEntries(result.current.entries.map((e) => [e.name, `${e.state} ${e.progress} ${e.stage}`]));
    expect(byName()).toMatchObject({ 'a.docx': 'active 30 Parsing resume', 'b.txt': 'active 80 Embedding chunks (batch 1 of 2)' });
    await tick(1000);
    expect(fetchUpload).toHaveBeenCalledTimes(2);
    expect(byName()).toMatchObject({ 'a.docx': 'completed 100 Done', 'b.txt': 'failed -1 Failed' });
    expect(result.current.entries.find((e) => e.name === 'b.txt')?.error).toBe('Extracted text is too short (12 characters). Minimum required: 100');
    expect(result.current.finished).toBe(4);
    expect(result.current.busy).toBe(false);
    expect(settled).toHaveBeenCalledTimes(1);
    await tick(5000);
    expect(fetchUpload).toHaveBeenCalledTimes(2);
    expect(fetchJob).not.toHaveBeenCalled();
  });

  it('follows files still processing after a reload: by upload when the record names one, else by job', async () => {
    const fetchUpload = jest.fn(async (uploadId: string) => ({
      uploadId,
      done: true,
      files: [
        { fileId: 'f1', jobId: 'ingest-f1', original_filename: 'a.txt', state: 'completed' as const, progress: 100, stage: 'Done', error: null },
      ],
    }));
    const fetchJob = jest.fn(async (jobId: string): Promise<JobStatus> => ({
      id: jobId,
      kind: 'ingest',
      state: 'completed',
      progress: 100,
      stage: 'Done',
      error: null,
      result: { fileId: 'f2' },
    }));
    const settled = jest.fn();
    const { result } = renderHook(() => useUploads(settled, { upload: jest.fn(), fetchUpload, fetchJob }));
    const record = (id: string, uploadId: string | null): ResumeFileRecord => ({
      id,
      user_id: 'u',
      original_filename: `${id}.txt`,
      file_type: 'txt',
      file_size: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      processing_status: 'processing',
      embedding_status: 'pending',
      processing_error: null,
      processing_notes: [],
      structured_content: null,
      job_id: `ingest-${id}`,
      processing_time_ms: null,
      upload_id: uploadId,
    });
    act(() => result.current.resume([record('f1', 'up-9'), record('f2', null)]));
    await tick(0);
    expect(fetchUpload).toHaveBeenCalledWith('up-9');
    expect(fetchJob).toHaveBeenCalledWith('ingest-f2');
    expect(result.current.entries.map((e) => e.state)).toEqual(['completed', 'completed']);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it('shows the server refusal of every file in the banner', async () => {
    const upload = jest.fn(async () => ({
      accepted: [],
      rejected: [{ original_filename: 'scan.pdf', error: 'PDF has no text layer' }],
      error: 'No file was accepted. scan.pdf: PDF has no text layer',
    }));
    const { result } = renderHook(() => useUploads(jest.fn(), { upload, fetchUpload: jest.fn(), fetchJob: jest.fn() }));
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
    const { result } = renderHook(() => useUploads(jest.fn(), { upload, fetchUpload: jest.fn(), fetchJob: jest.fn() }));
    await act(async () => {
      await result.current.addFiles([file('a.txt')]);
    });
    expect(result.current.error).toBe('Failed to process files: Backend API not available');
  });
});
