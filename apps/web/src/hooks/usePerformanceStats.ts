import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { api, type EmbeddingStats } from '../api/endpoints';
import { DASHBOARD_REFRESH_MS } from '@tailor/contracts/browser';
import { saveBlob } from '../lib/download';

export type DashboardAction = 'preload' | 'clearCache' | 'export' | 'clearBenchmarks';

export interface PerformanceStats {
  stats: EmbeddingStats | null;
  unavailable: boolean;
  loading: boolean;
  busy: DashboardAction | null;
  message: string | null;
  error: string | null;
  refresh(): Promise<void>;
  run(action: DashboardAction): Promise<void>;
}

export const PERFORMANCE_UNAVAILABLE = 'Performance data unavailable';

/** Figures of the floating dashboard, refreshed every 10 s while it is open. */
export function usePerformanceStats(open: boolean, refreshMs: number = DASHBOARD_REFRESH_MS): PerformanceStats {
  const [stats, setStats] = useState<EmbeddingStats | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState<DashboardAction | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setStats(await api.embeddingStats());
      setUnavailable(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      setUnavailable(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    void refresh();
    const timer = setInterval(() => void refresh(), refreshMs);
    return () => clearInterval(timer);
  }, [open, refresh, refreshMs]);

  const run = useCallback(
    async (action: DashboardAction) => {
      setBusy(action);
      setMessage(null);
      setError(null);
      try {
        if (action === 'preload') {
          const result = await api.preloadCache();
          setMessage(`Preloaded ${result?.preloaded ?? 0} common embeddings.`);
        } else if (action === 'clearCache') {
          await api.clearCache();
          setMessage('Embedding cache cleared.');
        } else if (action === 'export') {
          const file = await api.exportBenchmarks();
          saveBlob(file.blob, file.filename);
          setMessage(`Benchmark data exported as ${file.filename}.`);
        } else {
          await api.clearBenchmarks();
          setMessage('Benchmark data cleared.');
        }
      } catch (err) {
        setError(
          err instanceof ApiError && (err.status === 404 || err.status === 503)
            ? PERFORMANCE_UNAVAILABLE
            : err instanceof Error
              ? err.message
              : String(err),
        );
      } finally {
        setBusy(null);
      }
      await refresh();
    },
    [refresh],
  );

  return { stats, unavailable, loading, busy, message, error, refresh, run };
}
