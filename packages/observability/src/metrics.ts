import { collectDefaultMetrics, Registry } from 'prom-client';

/** 'ingest-worker' → 'ingest_worker_': Prometheus metric names allow only [a-zA-Z0-9_:]. */
export function metricPrefix(service: string): string {
  const cleaned = service.replace(/[^a-zA-Z0-9_]/g, '_').replace(/^([0-9])/, '_$1');
  return `${cleaned}_`;
}

/**
 * A per-service registry (not prom-client's global one) so tests and multiple services in one
 * process never collide on metric names. Custom metrics should use `registers: [registry]` and
 * `metricPrefix(service)` for their names.
 */
export function createMetrics(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: metricPrefix(service) });
  return registry;
}

// Re-exported so services can define their own metrics without depending on prom-client directly.
export { Counter, Gauge, Histogram, Registry } from 'prom-client';
