import { useEffect, useRef } from 'react';
import { api } from '../api/endpoints';
import { JOB_POLL_INTERVAL_MS, type JobStatus } from '@tailor/contracts/browser';

export interface JobPollingOptions {
  intervalMs?: number;
  fetchJob?: (jobId: string) => Promise<JobStatus>;
  /** A poll that failed (network, 404); the caller decides whether the job is lost. */
  onError?: (jobId: string, error: unknown) => void;
}

export function isFinished(status: { state: string }): boolean {
  return status.state === 'completed' || status.state === 'failed';
}

/**
 * Polls GET /api/jobs/:jobId for every id in `jobIds`: at once, then about once a second while any
 * id is left. The caller removes an id (usually when `isFinished`) to stop polling it; polling
 * stops entirely when the list is empty or the component unmounts.
 */
export function useJobPolling(jobIds: readonly string[], onStatus: (status: JobStatus) => void, options: JobPollingOptions = {}): void {
  usePolling(jobIds, options.fetchJob ?? api.job, onStatus, options);
}

/**
 * Fetches every key in `keys` with `fetchOne`: at once, then about once a second while any key is
 * left, one request per key per round. Stops when the list is empty or the component unmounts.
 */
export function usePolling<T>(
  keys: readonly string[],
  fetchOne: (key: string) => Promise<T>,
  onResult: (result: T) => void,
  options: { intervalMs?: number; onError?: (key: string, error: unknown) => void } = {},
): void {
  const { intervalMs = JOB_POLL_INTERVAL_MS } = options;
  const current = useRef(keys);
  current.current = keys;
  const handlers = useRef({ onResult, onError: options.onError, fetchOne });
  handlers.current = { onResult, onError: options.onError, fetchOne };
  const active = keys.length > 0;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const round = [...new Set(current.current)];
      await Promise.all(
        round.map(async (key) => {
          try {
            const result = await handlers.current.fetchOne(key);
            if (!cancelled) handlers.current.onResult(result);
          } catch (error) {
            if (!cancelled) handlers.current.onError?.(key, error);
          }
        }),
      );
      if (!cancelled && current.current.length > 0) timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active, intervalMs]);
}
