import { UnrecoverableError, Worker, type Job, type RateLimiterOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { jobLogger, type Logger } from '@tailor/observability';
import { describeIssues, jobNamesOfQueue, type JobCatalog, type JobName, type JobsOfQueue, type Payload, type QueueNameOf } from './catalog';
import { TimeoutError, withTimeout } from './connection';
import { isPermanentJobError, MissingJobHandlerError, ShutdownTimeoutError } from './errors';
import { createProgressReporter, type UpdateProgress } from './progress';

export interface JobContext {
  job: Job;
  /** Child logger with jobId, queue, jobName and requestId. */
  log: Logger;
  /** Stores `{ progress, stage }` on the job; lower values than already reported are ignored. */
  updateProgress: UpdateProgress;
  /** Aborted when the worker loses the job's lock or a shutdown deadline forces the worker closed. */
  signal: AbortSignal | undefined;
}

export type JobHandler<C extends JobCatalog, N extends JobName<C>> = (
  payload: Payload<C, N>,
  ctx: JobContext,
) => Promise<unknown>;

/** Exactly one handler per job on queue Q, so a forgotten handler is a compile error too. */
export type QueueHandlers<C extends JobCatalog, Q extends QueueNameOf<C>> = {
  [N in JobsOfQueue<C, Q>]: JobHandler<C, N>;
};

export interface CreateWorkerOptions {
  /** A worker connection (maxRetriesPerRequest: null); BullMQ duplicates it, the caller closes it. */
  connection: Redis;
  prefix: string;
  concurrency: number;
  lockDuration?: number;
  stalledInterval?: number;
  maxStalledCount?: number;
  limiter?: RateLimiterOptions;
  logger: Logger;
}

export interface QueueWorker {
  worker: Worker;
  /** Waits for Redis, then starts taking jobs. Call once the service's dependencies answer. */
  start(): Promise<void>;
  /** Lets active jobs finish; past the deadline, aborts them via ctx.signal and rejects. */
  close(deadlineMs?: number): Promise<void>;
}

export function createWorker<C extends JobCatalog, Q extends QueueNameOf<C>>(
  catalog: C,
  queueName: Q,
  handlers: QueueHandlers<C, Q>,
  options: CreateWorkerOptions,
): QueueWorker {
  const byName = handlersFor(catalog, queueName, handlers as Record<string, unknown>);
  const logger = options.logger.child({ queue: queueName });

  const processor = async (job: Job, _token?: string, signal?: AbortSignal): Promise<unknown> => {
    const log = jobLogger(logger, job);
    const definition = catalog[job.name];
    const handler = byName.get(job.name);
    if (!definition || !handler) {
      throw new UnrecoverableError(`No handler for job "${job.name}" on queue "${queueName}"`);
    }
    const parsed = definition.payload.safeParse(job.data);
    if (!parsed.success) {
      const reason = `Invalid payload for job "${job.name}": ${describeIssues(parsed.error)}`;
      log.error({ attemptsMade: job.attemptsMade }, reason);
      throw new UnrecoverableError(reason);
    }
    const started = performance.now();
    log.info({ attempt: job.attemptsMade + 1 }, 'job started');
    try {
      const result = await handler(parsed.data, { job, log, updateProgress: createProgressReporter(job), signal });
      log.info({ durationMs: Math.round(performance.now() - started) }, 'job completed');
      return result;
    } catch (error) {
      const permanent = isPermanentJobError(error) || error instanceof UnrecoverableError;
      log.warn({ err: error, attempt: job.attemptsMade + 1, willRetry: !permanent }, 'job attempt failed');
      if (isPermanentJobError(error)) throw new UnrecoverableError(error.message);
      throw error;
    }
  };

  const worker = new Worker(queueName, processor, {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency,
    autorun: false,
    ...(options.lockDuration !== undefined ? { lockDuration: options.lockDuration } : {}),
    ...(options.stalledInterval !== undefined ? { stalledInterval: options.stalledInterval } : {}),
    ...(options.maxStalledCount !== undefined ? { maxStalledCount: options.maxStalledCount } : {}),
    ...(options.limiter !== undefined ? { limiter: options.limiter } : {}),
  });
  // An unhandled 'error' event would crash the process on the first Redis hiccup.
  worker.on('error', (error) => logger.error({ err: error }, 'worker error'));
  worker.on('stalled', (jobId) => logger.warn({ jobId }, 'job stalled and was moved back to waiting'));
  worker.on('failed', (job, error) => {
    if (!job || job.finishedOn === undefined) return; // a retry is scheduled; the attempt was logged
    jobLogger(logger, job).error({ err: error, attemptsMade: job.attemptsMade }, 'job failed');
  });

  let running: Promise<void> | undefined;
  let closing: Promise<void> | undefined;

  async function start(): Promise<void> {
    await worker.waitUntilReady();
    if (running || closing) return;
    running = worker.run().catch((error: unknown) => logger.error({ err: error }, 'worker stopped with an error'));
    logger.info({ concurrency: options.concurrency }, 'worker started');
  }

  function close(deadlineMs = 30_000): Promise<void> {
    closing ??= (async () => {
      try {
        await withTimeout(worker.close(), deadlineMs, `worker close exceeded ${deadlineMs} ms`);
        logger.info('worker closed');
      } catch (error) {
        if (!(error instanceof TimeoutError)) throw error;
        // Handlers that honour ctx.signal fail their attempt now and get retried. The rest keep their
        // lock until the process exits, then stall and re-run elsewhere (jobs are idempotent).
        // Not worker.disconnect(): in BullMQ 6 that also drops the caller's shared connection.
        logger.warn({ deadlineMs }, 'worker close deadline hit; aborting active jobs');
        worker.cancelAllJobs('shutdown deadline exceeded');
        throw new ShutdownTimeoutError(`Worker for "${queueName}" did not finish its jobs within ${deadlineMs} ms`);
      }
    })();
    return closing;
  }

  return { worker, start, close };
}

function handlersFor(catalog: JobCatalog, queueName: string, handlers: Record<string, unknown>): Map<string, JobHandler<JobCatalog, string>> {
  const expected = jobNamesOfQueue(catalog, queueName);
  if (expected.length === 0) throw new Error(`No job in the catalog runs on queue "${queueName}"`);
  const missing = expected.filter((name) => typeof handlers[name] !== 'function');
  if (missing.length > 0) throw new MissingJobHandlerError(queueName, missing);
  const unexpected = Object.keys(handlers).filter((name) => !expected.includes(name));
  if (unexpected.length > 0) {
    throw new Error(`Handlers for jobs that do not run on queue "${queueName}": ${unexpected.join(', ')}`);
  }
  return new Map(expected.map((name) => [name, handlers[name] as JobHandler<JobCatalog, string>]));
}
