import { createMetrics } from './metrics';
import { createCacheMetrics, createHttpMetrics, createJobMetrics, createQueueDepthMetrics } from './service-metrics';

describe('service metrics', () => {
  it('counts job outcomes per queue and name, and times every attempt', async () => {
    const registry = createMetrics('ingest-worker');
    const jobs = createJobMetrics(registry, 'ingest-worker');
    jobs.record({ queue: 'ingest', name: 'ingest.resume', outcome: 'completed', durationMs: 120 });
    jobs.record({ queue: 'ingest', name: 'ingest.resume', outcome: 'retried', durationMs: 5 });
    jobs.record({ queue: 'ingest', name: 'ingest.resume', outcome: 'failed', durationMs: 5 });
    const text = await registry.metrics();
    expect(text).toMatch(/ingest_worker_jobs_completed_total\{queue="ingest",name="ingest.resume",service="ingest-worker"\} 1/);
    expect(text).toMatch(/ingest_worker_jobs_retried_total\{queue="ingest",name="ingest.resume",service="ingest-worker"\} 1/);
    expect(text).toMatch(/ingest_worker_jobs_failed_total\{queue="ingest",name="ingest.resume",service="ingest-worker"\} 1/);
    expect(text).toMatch(
      /ingest_worker_job_duration_seconds_count\{service="ingest-worker",queue="ingest",name="ingest.resume",outcome="completed"\} 1/,
    );
  });

  it('reads queue depth and cache counters at scrape time, and survives an unreadable queue', async () => {
    const registry = createMetrics('gateway');
    let fail = false;
    createQueueDepthMetrics(registry, 'gateway', async () => {
      if (fail) throw new Error('redis down');
      return [{ queue: 'ingest', counts: { waiting: 3, active: 1 } }];
    });
    let stats = { hits: 2, misses: 5 };
    createCacheMetrics(registry, 'gateway', () => stats);
    createHttpMetrics(registry, 'gateway').observe('GET', '/api/jobs/:jobId', 200, 0.004);

    let text = await registry.metrics();
    expect(text).toMatch(/gateway_queue_jobs\{queue="ingest",state="waiting",service="gateway"\} 3/);
    expect(text).toMatch(/gateway_queue_depth_up\{service="gateway"\} 1/);
    expect(text).toMatch(/gateway_embedding_cache_hits_total\{service="gateway"\} 2/);
    expect(text).toMatch(
      /gateway_http_request_duration_seconds_count\{service="gateway",method="GET",route="\/api\/jobs\/:jobId",status_code="200"\} 1/,
    );

    fail = true;
    stats = { hits: 7, misses: 5 };
    text = await registry.metrics();
    expect(text).not.toMatch(/gateway_queue_jobs\{/);
    expect(text).toMatch(/gateway_queue_depth_up\{service="gateway"\} 0/);
    expect(text).toMatch(/gateway_embedding_cache_hits_total\{service="gateway"\} 7/);
  });
});
