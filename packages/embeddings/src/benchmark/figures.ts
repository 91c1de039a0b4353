import type { EmbeddingBenchmarkSession } from '@tailor/contracts';
import type { CacheStats } from '../cache/embedding-cache';

export interface BenchmarkFigures {
  sessionCount: number;
  totalTexts: number;
  averageDurationMs: number;
  /** Mean throughput (texts/s) of the sessions without errors; a failed job has none to average. */
  averageThroughput: number;
  totalErrors: number;
  /** Newest first, at most 3. */
  recent: EmbeddingBenchmarkSession[];
  /** By throughput, since sessions embed different numbers of texts; failed sessions (errors > 0) excluded. */
  fastest: EmbeddingBenchmarkSession | null;
  slowest: EmbeddingBenchmarkSession | null;
}

export const RECENT_SESSIONS_SHOWN = 3;

/** The Performance Dashboard's benchmark cards, from the stored sessions. */
export function benchmarkFigures(sessions: readonly EmbeddingBenchmarkSession[]): BenchmarkFigures {
  const n = sessions.length;
  let totalTexts = 0;
  let duration = 0;
  let throughput = 0;
  let succeeded = 0;
  let totalErrors = 0;
  for (const s of sessions) {
    totalTexts += s.count;
    duration += s.duration_ms;
    totalErrors += s.errors;
    if (s.errors === 0) {
      throughput += s.throughput;
      succeeded++;
    }
  }
  const byNewest = [...sessions].sort((a, b) => Date.parse(b.started_at) - Date.parse(a.started_at) || a.id.localeCompare(b.id));
  const ranked = sessions.filter((s) => s.errors === 0 && s.count > 0).sort((a, b) => b.throughput - a.throughput || a.id.localeCompare(b.id));
  return {
    sessionCount: n,
    totalTexts,
    averageDurationMs: n === 0 ? 0 : duration / n,
    averageThroughput: succeeded === 0 ? 0 : throughput / succeeded,
    totalErrors,
    recent: byNewest.slice(0, RECENT_SESSIONS_SHOWN),
    fastest: ranked[0] ?? null,
    slowest: ranked[ranked.length - 1] ?? null,
  };
}

/** Cache hit rate in [0, 1]; 0 before any lookup. */
export function cacheHitRate(stats: Pick<CacheStats, 'hits' | 'total_requests'>): number {
  return stats.total_requests === 0 ? 0 : stats.hits / stats.total_requests;
}
