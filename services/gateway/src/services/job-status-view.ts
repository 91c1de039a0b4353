import { JOB_CATALOG, QUEUE_NAMES } from '@tailor/contracts';
import { Counter, metricPrefix, type Logger, type Registry } from '@tailor/observability';
import { createJobStatusView, readJobStatus, type JobStatus, type Producer, type Queue, type Redis } from '@tailor/queue';

/** What the jobs route reads statuses through. */
export interface JobStatusReader {
  read(queue: Queue, jobId: string): Promise<JobStatus | null>;
  /** The answer from memory when there is one (see JobStatusView.peek), else undefined. */
  peek(queue: Queue, jobId: string): JobStatus | null | undefined;
  close(): Promise<void>;
}

/**
 * With a positive `maxAgeMs`, statuses of the queues clients poll (ingest, generation) are served
 * from memory and refreshed by the queues' event streams (see @tailor/queue's createJobStatusView);
 * with 0, every poll reads Redis. `gateway_job_status_reads_total{source}` counts which it was.
 */
export function createJobStatusReader(options: {
  producer: Producer<typeof JOB_CATALOG>;
  redis: Redis;
  maxAgeMs: number;
  metrics: Registry;
  logger: Logger;
}): JobStatusReader {
  // Plain numbers per poll, copied into the counter at scrape time: a prom-client inc hashes its
  // labels on every call, measurable on a route polled tens of thousands of times a second.
  const counts = { memory: 0, redis: 0 };
  new Counter({
    name: `${metricPrefix('gateway')}job_status_reads_total`,
    help: 'GET /api/jobs/:id status reads, by where the answer came from (memory or redis)',
    labelNames: ['source'],
    registers: [options.metrics],
    collect() {
      this.reset();
      this.inc({ source: 'memory' }, counts.memory);
      this.inc({ source: 'redis' }, counts.redis);
    },
  });
  const fromMemory = { inc: () => void counts.memory++ };
  const fromRedis = { inc: () => void counts.redis++ };
  if (options.maxAgeMs <= 0) {
    return {
      read: (queue, jobId) => {
        fromRedis.inc();
        return readJobStatus(queue, jobId);
      },
      peek: () => undefined,
      close: async () => undefined,
    };
  }
  return createJobStatusView({
    queues: [options.producer.queue(QUEUE_NAMES.ingest), options.producer.queue(QUEUE_NAMES.generation)],
    // XREAD blocks its connection, so the view gets one of its own (same settings as the producer's).
    eventsConnection: options.redis.duplicate({ connectionName: 'gateway-job-events', enableAutoPipelining: false }),
    maxAgeMs: options.maxAgeMs,
    onRead: (source) => (source === 'memory' ? fromMemory : fromRedis).inc(),
    logger: options.logger,
  });
}
