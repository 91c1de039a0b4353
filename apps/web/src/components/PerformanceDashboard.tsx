import { useEffect, useRef } from 'react';
import type { EmbeddingBenchmarkSession } from '@tailor/contracts/browser';
import { formatDateTime } from '../lib/format';
import { PERFORMANCE_UNAVAILABLE, usePerformanceStats, type DashboardAction } from '../hooks/usePerformanceStats';
import { Banner } from './Banner';

interface PerformanceDashboardProps {
  open: boolean;
  onClose(): void;
}

const ms = (v: number) => `${v >= 100 ? Math.round(v) : Number(v.toFixed(1))} ms`;
const rate = (v: number) => `${Number(v.toFixed(1))} texts/s`;

function Session({ session }: { session: EmbeddingBenchmarkSession }) {
  return (
    <>
      <span>{formatDateTime(session.started_at)}</span>
      <span className="muted">
        {session.count} texts · {ms(session.duration_ms)} · {rate(session.throughput)}
        {session.errors > 0 && ` · ${session.errors} errors`}
      </span>
    </>
  );
}

const ACTIONS: { action: DashboardAction; label: string; busy: string; danger?: boolean }[] = [
  { action: 'preload', label: 'Preload Cache', busy: 'Preloading...' },
  { action: 'clearCache', label: 'Clear Cache', busy: 'Clearing...', danger: true },
  { action: 'export', label: 'Export Data', busy: 'Exporting...' },
  { action: 'clearBenchmarks', label: 'Clear Benchmarks', busy: 'Clearing...', danger: true },
];

/**
 * The Performance Dashboard: the embedding cache and the caller's own embedding figures, refreshed
 * every 10 s. A panel in the page rather than a floating window, so it never covers other controls.
 */
export function PerformanceDashboard({ open, onClose }: PerformanceDashboardProps) {
  const perf = usePerformanceStats(open);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);
  if (!open) return null;
  const cache = perf.stats?.cache;
  const bench = perf.stats?.benchmarks;

  return (
    <section
      className="dashboard"
      aria-labelledby="dashboard-heading"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="dashboard__head">
        <h2 id="dashboard-heading" className="card__title card__title--small" tabIndex={-1} ref={headingRef}>
          Performance Dashboard
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </div>
      <div aria-live="polite" className="live-slot stack stack--small">
        {perf.message && <Banner tone="success">{perf.message}</Banner>}
      </div>
      {perf.error && <Banner tone="error">{perf.error}</Banner>}
      {perf.unavailable ? (
        <p className="empty-state">{PERFORMANCE_UNAVAILABLE}</p>
      ) : !perf.stats ? (
        <p className="muted">Loading performance data...</p>
      ) : (
        <div className="dashboard__cards">
          <div className="metric">
            <span className="metric__label">Cache hit rate</span>
            <span className="metric__value">{Math.round((cache?.hit_rate ?? 0) * 100)}%</span>
            <span className="metric__note">
              {cache?.hits ?? 0} hits / {cache?.total_requests ?? 0} requests
            </span>
          </div>
          <div className="metric">
            <span className="metric__label">Cache size</span>
            <span className="metric__value">{cache?.cache_size ?? 0}</span>
            <span className="metric__note">embeddings</span>
          </div>
          <div className="metric">
            <span className="metric__label">Average duration</span>
            <span className="metric__value">{ms(bench?.averageDurationMs ?? 0)}</span>
          </div>
          <div className="metric">
            <span className="metric__label">Average throughput</span>
            <span className="metric__value">{rate(bench?.averageThroughput ?? 0)}</span>
          </div>
          <div className="metric">
            <span className="metric__label">Total errors</span>
            <span className="metric__value">{bench?.totalErrors ?? 0}</span>
          </div>
          <div className="metric metric--wide">
            <span className="metric__label">Recent sessions</span>
            {bench && bench.recent.length > 0 ? (
              <ul className="sessions">
                {bench.recent.slice(0, 3).map((s) => (
                  <li key={s.id}>
                    <Session session={s} />
                  </li>
                ))}
              </ul>
            ) : (
              <span className="muted">No sessions recorded yet</span>
            )}
          </div>
          <div className="metric metric--wide">
            <span className="metric__label">Fastest session</span>
            {bench?.fastest ? <Session session={bench.fastest} /> : <span className="muted">None</span>}
            <span className="metric__label">Slowest session</span>
            {bench?.slowest ? <Session session={bench.slowest} /> : <span className="muted">None</span>}
          </div>
        </div>
      )}
      <div className="dashboard__actions">
        {ACTIONS.map(({ action, label, busy, danger }) => (
          <button
            key={action}
            type="button"
            className={danger ? 'button button--danger-ghost button--small' : 'button button--secondary button--small'}
            onClick={() => void perf.run(action)}
            disabled={perf.busy !== null}
          >
            {perf.busy === action ? busy : label}
          </button>
        ))}
      </div>
      <p className="hint">
        Durations, throughput, errors and sessions are your own files' embedding runs; the cache is shared by everyone using this service. Refreshes
        every 10 seconds.
      </p>
    </section>
  );
}
