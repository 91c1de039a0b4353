import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { api } from '../api/endpoints';
import { MESSAGES, type JobStatus, type ResumeFileRecord, type UploadStatusResponse } from '@tailor/contracts/browser';
import { precheckFiles } from '../lib/upload-checks';
import { isFinished, useJobPolling, usePolling, type JobPollingOptions } from './useJobPolling';

export type UploadState = 'uploading' | 'waiting' | 'active' | 'completed' | 'failed';

export interface UploadEntry {
  key: string;
  name: string;
  fileId: string | null;
  jobId: string | null;
  /** The upload the file came with: its status is polled once per upload, not once per file. */
  uploadId: string | null;
  state: UploadState;
  /** 0..100; -1 when failed. */
  progress: number;
  stage: string;
  error: string | null;
}

export interface UploadsApi {
  upload: typeof api.upload;
  fetchUpload?: (uploadId: string) => Promise<UploadStatusResponse>;
  /** For files followed after a reload whose record names no upload (stored before uploads had ids). */
  fetchJob?: JobPollingOptions['fetchJob'];
}

export interface Uploads {
  entries: UploadEntry[];
  /** Files of the current batch that reached an end, for the "n of total" line. */
  finished: number;
  busy: boolean;
  error: string | null;
  addFiles(files: readonly File[]): Promise<void>;
  /** Follows files that are still processing after a reload (their records carry the job id). */
  resume(records: readonly ResumeFileRecord[]): void;
  dismissError(): void;
  clearFinished(): void;
}

/** What an entry shows for a status of its file (from the upload's answer or the job's). */
function shownStatus(status: { state: UploadState; progress: number; stage: string; error: string | null }): Partial<UploadEntry> {
  return {
    state: status.state,
    progress: status.state === 'failed' ? -1 : status.state === 'completed' ? 100 : Math.max(0, status.progress),
    stage: status.state === 'completed' ? 'Done' : status.stage,
    error: status.state === 'failed' ? (status.error ?? 'Processing failed') : null,
  };
}

let counter = 0;
const nextKey = () => `upload-${++counter}`;

/**
 * Upload state: idle → uploading with a progress bar per file (n of total) → the caller's
 * lists reloaded (`onSettled`) each time a file finishes.
 */
export function useUploads(onSettled: () => void, deps: UploadsApi = { upload: api.upload }): Uploads {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const latest = useRef(entries);
  latest.current = entries;
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  const update = useCallback((match: (e: UploadEntry) => boolean, patch: Partial<UploadEntry>) => {
    setEntries((list) => list.map((e) => (match(e) ? { ...e, ...patch } : e)));
  }, []);

  const addFiles = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      setError(null);
      const { valid, invalid } = precheckFiles(files);
      const batch: (UploadEntry & { file?: File })[] = [
        ...invalid.map(({ file, error: message }) => ({
          key: nextKey(),
          name: file.name,
          fileId: null,
          jobId: null,
          uploadId: null,
          state: 'failed' as const,
          progress: -1,
          stage: 'Rejected',
          error: message,
        })),
        ...valid.map((file) => ({
          key: nextKey(),
          name: file.name,
          file,
          fileId: null,
          jobId: null,
          uploadId: null,
          state: 'uploading' as const,
          progress: 0,
          stage: 'Uploading',
          error: null,
        })),
      ];
      // A new batch replaces the finished rows of the previous one.
      setEntries((list) => [...list.filter((e) => !isFinished(e)), ...batch.map(({ file: _file, ...e }) => e)]);
      const reasons = invalid.map(({ file, error: message }) => `${file.name}: ${message}`);
      if (valid.length === 0) {
        setError(MESSAGES.uploadFailed(reasons.join('; ')));
        return;
      }
      const sendingKeys = batch.filter((e) => e.file).map((e) => e.key);
      setSending(true);
      try {
        const result = await deps.upload(valid);
        const acceptedByName = new Map<string, { fileId: string; jobId: string }[]>();
        for (const a of result.accepted) acceptedByName.set(a.original_filename, [...(acceptedByName.get(a.original_filename) ?? []), a]);
        const rejectedByName = new Map<string, string[]>();
        for (const r of result.rejected) rejectedByName.set(r.original_filename, [...(rejectedByName.get(r.original_filename) ?? []), r.error]);
        setEntries((list) =>
          list.map((e) => {
            if (!sendingKeys.includes(e.key)) return e;
            const accepted = acceptedByName.get(e.name)?.shift();
            if (accepted) {
              return {
                ...e,
                fileId: accepted.fileId,
                jobId: accepted.jobId,
                uploadId: result.uploadId ?? null,
                state: 'waiting',
                stage: 'Queued',
                progress: 0,
              };
            }
            const rejected = rejectedByName.get(e.name)?.shift() ?? result.error ?? 'Not accepted';
            return { ...e, state: 'failed', stage: 'Rejected', progress: -1, error: rejected };
          }),
        );
        reasons.push(...result.rejected.map((r) => `${r.original_filename}: ${r.error}`));
        if (reasons.length > 0) setError(MESSAGES.uploadFailed(reasons.join('; ')));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        update((e) => sendingKeys.includes(e.key), { state: 'failed', stage: 'Failed', progress: -1, error: message });
        setError(MESSAGES.uploadFailed(message));
      } finally {
        setSending(false);
      }
    },
    [deps, update],
  );

  const onStatus = useCallback(
    (status: JobStatus) => {
      update((e) => e.jobId === status.id, shownStatus(status));
      if (isFinished(status)) settled.current();
    },
    [update],
  );

  const onUploadStatus = useCallback((upload: UploadStatusResponse) => {
    const byFile = new Map(upload.files.map((file) => [file.fileId, file]));
    // Files that ended since the last answer reload the caller's lists, once per answer.
    const ended = latest.current.filter((e) => e.fileId !== null && !isFinished(e) && isFinished(byFile.get(e.fileId) ?? { state: '' }));
    setEntries((list) =>
      list.map((e) => {
        const file = e.uploadId === upload.uploadId && e.fileId !== null ? byFile.get(e.fileId) : undefined;
        // A file deleted while it was processing is no longer part of its upload: nothing will move it.
        if (!file)
          return e.uploadId === upload.uploadId && !isFinished(e)
            ? { ...e, state: 'failed', progress: -1, stage: 'Failed', error: 'This file was deleted.' }
            : e;
        return { ...e, ...shownStatus(file) };
      }),
    );
    if (ended.length > 0) settled.current();
  }, []);

  const onError = useCallback(
    (jobId: string, err: unknown) => {
      // A job the server no longer knows cannot finish: show it as failed. Network errors retry.
      if (err instanceof ApiError && err.status === 404) {
        update((e) => e.jobId === jobId, { state: 'failed', progress: -1, stage: 'Failed', error: err.message });
        settled.current();
      }
    },
    [update],
  );

  const onUploadError = useCallback(
    (uploadId: string, err: unknown) => {
      if (err instanceof ApiError && err.status === 404) {
        update((e) => e.uploadId === uploadId && !isFinished(e), { state: 'failed', progress: -1, stage: 'Failed', error: err.message });
        settled.current();
      }
    },
    [update],
  );

  // The pollers read these through a ref each round; a new array per render restarts nothing.
  const open = entries.filter((e) => e.jobId && !isFinished(e));
  const uploads = [...new Set(open.flatMap((e) => (e.uploadId ? [e.uploadId] : [])))];
  const jobs = open.filter((e) => !e.uploadId).map((e) => e.jobId as string);
  usePolling(uploads, deps.fetchUpload ?? api.uploadStatus, onUploadStatus, { onError: onUploadError });
  useJobPolling(jobs, onStatus, { onError, fetchJob: deps.fetchJob });

  const resume = useCallback((records: readonly ResumeFileRecord[]) => {
    setEntries((list) => {
      const known = new Set(list.map((e) => e.fileId));
      const pending = records.filter(
        (r) =>
          r.job_id &&
          !known.has(r.id) &&
          (r.processing_status === 'pending' ||
            r.processing_status === 'processing' ||
            (r.processing_status === 'completed' && r.embedding_status === 'pending')),
      );
      if (pending.length === 0) return list;
      return [
        ...list,
        ...pending.map((r) => ({
          key: nextKey(),
          name: r.original_filename,
          fileId: r.id,
          jobId: r.job_id,
          uploadId: r.upload_id ?? null,
          state: 'waiting' as const,
          progress: 0,
          stage: 'Queued',
          error: null,
        })),
      ];
    });
  }, []);

  const finished = entries.filter(isFinished).length;
  const busy = sending || entries.some((e) => !isFinished(e));
  return {
    entries,
    finished,
    busy,
    error,
    addFiles,
    resume,
    dismissError: useCallback(() => setError(null), []),
    clearFinished: useCallback(() => setEntries((list) => list.filter((e) => !isFinished(e))), []),
  };
}
