import { randomUUID } from 'node:crypto';
import { FlowProducer, Queue, type FlowJob, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@tailor/observability';
import { queueNamesOf, type JobCatalog, type JobName, type PayloadInput, type QueueNameOf } from './catalog';
import { isConnectionError, waitForReady, withTimeout } from './connection';
import { DEFAULT_JOB_OPTIONS, DEFAULT_QUEUE_TIMEOUT_MS } from './defaults';
import { InvalidJobPayloadError, QueueUnavailableError } from './errors';
import { readJobStatus, type JobStatus } from './job-status';

export interface EnqueueOptions {
  /**
   * Deterministic id makes enqueueing idempotent: BullMQ ignores an add whose id already exists.
   * BullMQ rejects ids that are integers or contain ':'. Defaults to a random UUID, because BullMQ's
   * own ids are per-queue counters: guessable, and the same id exists on every queue.
   */
  jobId?: string;
  /** 1 is the highest priority; jobs without one go before every prioritized job. */
  priority?: number;
  delay?: number;
  /**
   * BullMQ deduplication keeping the latest request: while a job with this id waits, another add
   * is dropped (the waiting one has not started, so it will see the newer state); while one runs,
   * the newest add is kept and started when it finishes. At most one running and one waiting.
   */
  deduplicationId?: string;
  /**
   * With `deduplicationId`: when the add is dropped because a delayed job with that id waits, that
   * job is rescheduled to this add's `delay` from now (its id and data stay), so a caller that
   * needs the work sooner can bring it forward (BullMQ's `reschedule`).
   */
  rescheduleDuplicate?: boolean;
}

/** One job of a flow: a parent runs once all of its children have succeeded. */
export interface FlowJobSpec<C extends JobCatalog, N extends JobName<C> = JobName<C>> {
  name: N;
  payload: PayloadInput<C, N>;
  jobId: string;
  priority?: number;
}

export interface ProducerOptions {
  /** A producer connection from createRedisConnection; the caller owns and closes it. */
  connection: Redis;
  prefix: string;
  logger?: Logger;
  /** Bound on waiting for Redis per enqueue; defaults to 2 s. */
  timeoutMs?: number;
  /** First retry delay of the exponential backoff (then 2×, 4×…); defaults to DEFAULT_JOB_OPTIONS' 1 s. */
  backoffDelayMs?: number;
}

export interface Producer<C extends JobCatalog> {
  enqueue<N extends JobName<C>>(name: N, payload: PayloadInput<C, N>, opts?: EnqueueOptions): Promise<{ jobId: string }>;
  /**
   * Adds a parent and its children atomically (a BullMQ flow). The parent waits, holding no worker
   * slot, until every child has finished; a child that fails for good does not leave it waiting
   * for ever: the parent then runs too and finds the failure through `failedChildren`.
   */
  addFlow(parent: FlowJobSpec<C>, children: ReadonlyArray<FlowJobSpec<C>>): Promise<{ jobId: string }>;
  getJob(queueName: QueueNameOf<C>, id: string): Promise<Job | undefined>;
  queue(queueName: QueueNameOf<C>): Queue;
  /**
   * Resolves when Redis answers within the producer's timeout, else throws QueueUnavailableError:
   * lets a caller refuse work (503) before it stores anything it could not queue.
   */
  assertAvailable(): Promise<void>;
  /** Status of a job on whichever catalog queue holds it; null if none does. */
  findJobStatus(jobId: string): Promise<JobStatus | null>;
  /** Closes the queues (not the connection, which the caller owns). */
  close(): Promise<void>;
}

export function createProducer<C extends JobCatalog>(catalog: C, options: ProducerOptions): Producer<C> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_QUEUE_TIMEOUT_MS;
  const queues = new Map<string, Queue>();
  let flows: FlowProducer | undefined;
  let lastLoggedError = '';

  function queue(queueName: string): Queue {
    let existing = queues.get(queueName);
    if (!existing) {
      existing = new Queue(queueName, { connection: options.connection, prefix: options.prefix });
      // Without a listener an 'error' event would be thrown; the connection already records it.
      existing.on('error', (error: Error) => {
        if (error.message === lastLoggedError) return;
        lastLoggedError = error.message;
        options.logger?.warn({ err: error, queue: queueName }, 'queue error');
      });
      queues.set(queueName, existing);
    }
    return existing;
  }

  async function enqueue<N extends JobName<C>>(name: N, payload: PayloadInput<C, N>, opts: EnqueueOptions = {}): Promise<{ jobId: string }> {
    const definition = validated(name, payload);

    // Check readiness before adding: an add issued while Redis is down could otherwise complete
    // after we already told the caller it failed.
    await assertAvailable();
    try {
      const job = await withTimeout(
        queue(definition.queue).add(name, definition.data, jobOptions(opts, options.backoffDelayMs)),
        timeoutMs,
        `add timed out after ${timeoutMs} ms`,
      );
      if (job.id === undefined) throw new Error(`BullMQ returned no id for job "${name}"`);
      return { jobId: job.id };
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      discard(definition.queue);
      throw new QueueUnavailableError(error.message);
    }
  }

  function validated<N extends JobName<C>>(name: N, payload: PayloadInput<C, N>): { queue: string; data: unknown } {
    const definition = catalog[name];
    if (!definition) throw new Error(`Unknown job "${name}"`);
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) throw new InvalidJobPayloadError(name, parsed.error);
    return { queue: definition.queue, data: parsed.data };
  }

  async function addFlow(parent: FlowJobSpec<C>, children: ReadonlyArray<FlowJobSpec<C>>): Promise<{ jobId: string }> {
    const top = validated(parent.name, parent.payload);
    const leaves: FlowJob[] = children.map((child) => {
      const { queue: queueName, data } = validated(child.name, child.payload);
      return {
        name: child.name,
        queueName,
        data,
        // A child that fails for good is recorded with the parent, which then runs and says so.
        opts: { ...jobOptions({ jobId: child.jobId, priority: child.priority }, options.backoffDelayMs), ignoreDependencyOnFailure: true },
      };
    });
    await assertAvailable();
    flows ??= new FlowProducer({ connection: options.connection, prefix: options.prefix });
    try {
      const node = await withTimeout(
        flows.add({
          name: parent.name,
          queueName: top.queue,
          data: top.data,
          opts: jobOptions({ jobId: parent.jobId, priority: parent.priority }, options.backoffDelayMs),
          children: leaves,
        }),
        timeoutMs,
        `adding a flow timed out after ${timeoutMs} ms`,
      );
      return { jobId: node.job.id ?? parent.jobId };
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      throw new QueueUnavailableError(error.message);
    }
  }

  async function assertAvailable(): Promise<void> {
    try {
      await waitForReady(options.connection, timeoutMs);
    } catch (error) {
      throw new QueueUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }

  // A Queue whose initialisation failed mid-outage stays broken after Redis returns; the next call
  // gets a fresh one on the same connection instead.
  function discard(queueName: string): void {
    const broken = queues.get(queueName);
    queues.delete(queueName);
    broken?.close().catch((error: unknown) => options.logger?.warn({ err: error, queue: queueName }, 'closing a broken queue failed'));
  }

  async function getJob(queueName: string, id: string): Promise<Job | undefined> {
    try {
      return await withTimeout(queue(queueName).getJob(id), timeoutMs, `getJob timed out after ${timeoutMs} ms`);
    } catch (error) {
      if (isConnectionError(error)) throw new QueueUnavailableError(error.message);
      throw error;
    }
  }

  async function findJobStatus(jobId: string): Promise<JobStatus | null> {
    for (const queueName of queueNamesOf(catalog)) {
      const status = await readJobStatus(queue(queueName), jobId, timeoutMs);
      if (status) return status;
    }
    return null;
  }

  async function close(): Promise<void> {
    const all = [...queues.values()];
    queues.clear();
    const flowProducer = flows;
    flows = undefined;
    await Promise.all([...all.map((q) => q.close()), flowProducer?.close()]);
  }

  return { enqueue, addFlow, assertAvailable, getJob, queue, findJobStatus, close };
}

/** Only the caller-tunable options pass through; retry and retention policy stay uniform. */
function jobOptions(opts: EnqueueOptions, backoffDelayMs?: number): JobsOptions {
  const result: JobsOptions = { ...DEFAULT_JOB_OPTIONS, jobId: opts.jobId ?? randomUUID() };
  if (backoffDelayMs !== undefined) result.backoff = { type: 'exponential', delay: backoffDelayMs };
  if (opts.priority !== undefined) result.priority = Math.min(MAX_PRIORITY, Math.max(1, Math.round(opts.priority)));
  if (opts.delay !== undefined) result.delay = opts.delay;
  if (opts.deduplicationId !== undefined) {
    result.deduplication = { id: opts.deduplicationId, keepLastIfActive: true, ...(opts.rescheduleDuplicate ? { reschedule: true } : {}) };
  }
  return result;
}

/** BullMQ's lowest priority (2^21); larger numbers are refused. */
export const MAX_PRIORITY = 2_097_152;
