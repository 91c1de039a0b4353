import { DelayedError, UnrecoverableError, WaitingError, Worker, type Job, type RateLimiterOptions } from 'bullmq';
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
  /**
   * Puts this job back to run again after `ms`, without using an attempt (BullMQ's delayed jobs).
   * The handler then throws what it returns: `throw await ctx.runAgainIn(500)`.
   */
  runAgainIn(ms: number): Promise<Error>;
}

export type JobHandler<C extends JobCatalog, N extends JobName<C>> = (payload: Payload<C, N>, ctx: JobContext) => Promise<unknown>;

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
  /** Called after each attempt (for metrics): completed, failed for good, or failed with a retry coming. */
  onJobFinished?(event: JobFinishedEvent): void;
}

export interface JobFinishedEvent {
  queue: string;
  name: string;
  outcome: 'completed' | 'failed' | 'retried';
  durationMs: number;
}

export interface QueueWorker {
  worker: Worker;
  /** Waits for Redis, then starts taking jobs. Call once the service's dependencies answer. */
  start(): Promise<void>;
  /**
   * Lets active jobs finish; past the deadline, puts the unfinished ones back in the queue (waiting,
   * no attempt used, so another worker runs them at once), aborts their handlers via ctx.signal and
   * resolves. Rejects only when a job could not be put back (it then stalls and returns later).
   */
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

  // Jobs this process is running, with the lock token that lets close() hand them back.
  const active = new Map<string, { job: Job; token: string | undefined }>();
  const returned = new Set<string>();

  const processor = async (job: Job, token?: string, signal?: AbortSignal): Promise<unknown> => {
    const key = job.id ?? '';
    active.set(key, { job, token });
    try {
      return await runJob(job, token, signal);
    } catch (error) {
      // Handed back by close(): BullMQ must neither fail nor complete it (it is no longer ours).
      if (returned.has(key)) throw new WaitingError();
      throw error;
    } finally {
      active.delete(key);
    }
  };

  const runJob = async (job: Job, token: string | undefined, signal?: AbortSignal): Promise<unknown> => {
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
      const runAgainIn = async (ms: number): Promise<Error> => {
        await job.moveToDelayed(Date.now() + ms, token);
        return new DelayedError();
      };
      const result = await handler(parsed.data, { job, log, updateProgress: createProgressReporter(job), signal, runAgainIn });
      if (returned.has(job.id ?? '')) throw new WaitingError();
      log.info({ durationMs: Math.round(performance.now() - started) }, 'job completed');
      options.onJobFinished?.({ queue: queueName, name: job.name, outcome: 'completed', durationMs: performance.now() - started });
      return result;
    } catch (error) {
      if (returned.has(job.id ?? '')) throw error;
      // Put back to run later on purpose: neither a failure nor a retry.
      if (error instanceof DelayedError) throw error;
      const permanent = isPermanentJobError(error) || error instanceof UnrecoverableError;
      const final = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      options.onJobFinished?.({ queue: queueName, name: job.name, outcome: final ? 'failed' : 'retried', durationMs: performance.now() - started });
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
        // Hand the unfinished jobs back first (releasing their locks, no attempt used), then abort
        // their handlers: another worker can start them at once instead of after a stall check.
        // A job that cannot be handed back keeps its lock until the process exits, then stalls and
        // re-runs elsewhere (jobs are idempotent).
        // Not worker.disconnect(): in BullMQ 6 that also drops the caller's shared connection.
        let kept = 0;
        const unfinished = [...active.entries()];
        for (const [key, { job, token }] of unfinished) {
          returned.add(key);
          try {
            await job.moveToWait(token);
          } catch (moveError) {
            // Its lock was already gone (e.g. it expired and the job went back to waiting): not ours
            // to return, and not lost either. Only a job still active somewhere is left to stall.
            const state = await job.getState().catch(() => 'unknown');
            if (state !== 'active' && state !== 'unknown') continue;
            kept++;
            jobLogger(logger, job).warn({ err: moveError, state }, 'could not return the job to the queue; it will stall and re-run');
          }
        }
        worker.cancelAllJobs('shutdown deadline exceeded');
        logger.warn({ deadlineMs, returned: unfinished.length - kept, kept }, 'worker close deadline hit; returned active jobs to the queue');
        if (kept > 0) {
          throw new ShutdownTimeoutError(`Worker for "${queueName}" did not finish ${kept} job(s) within ${deadlineMs} ms`);
        }
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
