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
  const { intervalMs = JOB_POLL_INTERVAL_MS } = options;
  const ids = useRef(jobIds);
  ids.current = jobIds;
  const handlers = useRef({ onStatus, onError: options.onError, fetchJob: options.fetchJob ?? api.job });
  handlers.current = { onStatus, onError: options.onError, fetchJob: options.fetchJob ?? api.job };
  const active = jobIds.length > 0;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const current = [...new Set(ids.current)];
      await Promise.all(
        current.map(async (jobId) => {
          try {
            const status = await handlers.current.fetchJob(jobId);
            if (!cancelled) handlers.current.onStatus(status);
          } catch (error) {
            if (!cancelled) handlers.current.onError?.(jobId, error);
          }
        }),
      );
      if (!cancelled && ids.current.length > 0) timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active, intervalMs]);
}
