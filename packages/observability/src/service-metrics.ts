import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { LabelledHistogram, type HistogramSeries } from './labelled-histogram';
import { metricPrefix } from './metrics';

/** Seconds; from a cached embedding lookup (ms) to a slow PDF or model call (tens of seconds). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One attempt of a queue job as the worker saw it (structurally @tailor/queue's JobFinishedEvent). */
export interface JobOutcome {
  queue: string;
  name: string;
  /** completed; failed for good (no attempt left or a permanent error); retried (another attempt coming). */
  outcome: 'completed' | 'failed' | 'retried';
  durationMs: number;
}

/**
 * Worker metrics, per queue and job name:
 * - `<service>_jobs_completed_total`, `<service>_jobs_failed_total` (failed for good),
 *   `<service>_jobs_retried_total` (an attempt failed, a retry is scheduled);
 * - `<service>_job_duration_seconds` histogram of every attempt, labelled with its outcome.
 */
export function createJobMetrics(registry: Registry, service: string): { record(event: JobOutcome): void } {
  const prefix = metricPrefix(service);
  const labelNames = ['queue', 'name'] as const;
  const completed = new Counter({ name: `${prefix}jobs_completed_total`, help: 'Jobs that completed', labelNames, registers: [registry] });
  const failed = new Counter({
    name: `${prefix}jobs_failed_total`,
    help: 'Jobs that failed for good (no attempt left, or a permanent error)',
    labelNames,
    registers: [registry],
  });
  const retried = new Counter({
    name: `${prefix}jobs_retried_total`,
    help: 'Job attempts that failed with a retry scheduled',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${prefix}job_duration_seconds`,
    help: 'Duration of each job attempt in seconds, by outcome',
    labelNames: ['queue', 'name', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const byOutcome = { completed, failed, retried };
  return {
    record(event) {
      byOutcome[event.outcome].inc({ queue: event.queue, name: event.name });
      duration.observe({ queue: event.queue, name: event.name, outcome: event.outcome }, event.durationMs / 1000);
    },
  };
}

/** Records one answer of a route whose pattern is already bound. */
export type RouteResponseRecorder = (method: string, statusCode: number, seconds: number) => void;

export interface HttpMetrics {
  observe(method: string, route: string, statusCode: number, seconds: number): void;
  /**
   * A recorder bound to one route pattern, for a per-route hook: the pattern is resolved when the
   * route is registered instead of on every request, and each (method, status) series once.
   */
  forRoute(route: string): RouteResponseRecorder;
}

/** `<service>_http_request_duration_seconds{method,route,status_code}`; route is the pattern, never the raw URL. */
export function createHttpMetrics(registry: Registry, service: string): HttpMetrics {
  const histogram = new LabelledHistogram(
    `${metricPrefix(service)}http_request_duration_seconds`,
    'HTTP request latency in seconds, by method, route pattern and status code',
    ['method', 'route', 'status_code'],
    HTTP_BUCKETS,
    registry,
  );
  const recorders = new Map<string, RouteResponseRecorder>();
  const forRoute = (route: string): RouteResponseRecorder => {
    let recorder = recorders.get(route);
    if (!recorder) {
      const series = new Map<string, HistogramSeries>();
      recorder = (method, statusCode, seconds) => {
        const key = `${method} ${statusCode}`;
        let target = series.get(key);
        if (!target) {
          target = histogram.series({ method, route, status_code: String(statusCode) });
          series.set(key, target);
        }
        target.observe(seconds);
      };
      recorders.set(route, recorder);
    }
    return recorder;
  };
  return {
    forRoute,
    observe: (method, route, statusCode, seconds) => forRoute(route)(method, statusCode, seconds),
  };
}

/**
 * `<service>_queue_jobs{queue,state}`, read from Redis at scrape time, and `<service>_queue_depth_up`
 * (1 when that read worked, 0 when it did not, e.g. Redis is down: the depth series are then absent).
 */
export function createQueueDepthMetrics(
  registry: Registry,
  service: string,
  read: () => Promise<Array<{ queue: string; counts: Record<string, number> }>>,
): void {
  const prefix = metricPrefix(service);
  // Registered first, so its collect starts first; the up gauge waits for the same read.
  let lastRead: Promise<boolean> = Promise.resolve(true);
  new Gauge({
    name: `${prefix}queue_jobs`,
    help: 'Jobs per queue and state (waiting, active, delayed, prioritized, failed, completed) at scrape time',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      lastRead = read().then(
        (queues) => {
          for (const { queue, counts } of queues) {
            for (const [state, count] of Object.entries(counts)) this.set({ queue, state }, count);
          }
          return true;
        },
        () => false,
      );
      await lastRead;
    },
  });
  new Gauge({
    name: `${prefix}queue_depth_up`,
    help: '1 when the queue depth could be read from Redis at this scrape, else 0',
    registers: [registry],
    async collect() {
      this.set((await lastRead) ? 1 : 0);
    },
  });
}

/** `<service>_embedding_cache_hits_total` / `_misses_total`, read from the cache's own counters at scrape time. */
export function createCacheMetrics(registry: Registry, service: string, stats: () => { hits: number; misses: number }): void {
  const prefix = metricPrefix(service);
  new Counter({
    name: `${prefix}embedding_cache_hits_total`,
    help: 'Embedding lookups answered from the cache (memory or Redis) since the process started',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(stats().hits);
    },
  });
  new Counter({
    name: `${prefix}embedding_cache_misses_total`,
    help: 'Embedding lookups that had to call the provider since the process started',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(stats().misses);
    },
  });
}
