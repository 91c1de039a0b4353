import { Counter, createMetrics, metricPrefix } from './metrics';

describe('createMetrics', () => {
  it('sanitises the service name into a metric prefix', () => {
    expect(metricPrefix('ingest-worker')).toBe('ingest_worker_');
    expect(metricPrefix('9lives')).toBe('_9lives_');
  });

  it('exposes prefixed default metrics with a service label, on a private registry', async () => {
    const registry = createMetrics('gateway');
    const jobs = new Counter({ name: `${metricPrefix('gateway')}jobs_total`, help: 'jobs', registers: [registry] });
    jobs.inc();
    const text = await registry.metrics();
    expect(text).toContain('gateway_process_cpu_user_seconds_total');
    expect(text).toMatch(/gateway_jobs_total\{service="gateway"\} 1/);
    expect(registry.contentType).toContain('text/plain');
    // A second registry for the same service must not throw on duplicate names.
    expect(() => createMetrics('gateway')).not.toThrow();
  });
});
