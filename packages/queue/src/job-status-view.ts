import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@tailor/observability';
import { readJobStatus, type JobStatus } from './job-status';

export type StatusSource = 'memory' | 'redis';

export interface JobStatusViewOptions {
  /** The queues whose jobs are polled; their event streams keep the view fresh. */
  queues: readonly Queue[];
  /**
   * A connection of the view's own: it blocks on XREAD. It is closed with the view. A producer-style
   * connection (no offline queue) is right: while Redis is down the loop fails fast and retries.
   */
  eventsConnection: Redis;
  maxEntries?: number;
  /** Safety net for a lost event: a cached status is re-read at least this often. */
  maxAgeMs?: number;
  /** How long one XREAD blocks before it is re-issued. */
  blockMs?: number;
  /** After a failed XREAD, wait this long before starting over. */
  retryDelayMs?: number;
  /** Counts where each answer came from (the gateway exports it as a metric). */
  onRead?: (source: StatusSource) => void;
  /** Called when an event drops a job (or, with null, a whole queue) from memory. */
  onForget?: (queueName: string, jobId: string | null, event: string) => void;
  logger?: Logger;
  now?: () => number;
  /** The Redis read behind the cache; tests slow it down to race it against events. */
  readThrough?: (queue: Queue, jobId: string) => Promise<JobStatus | null>;
}

export interface JobStatusView {
  read(queue: Queue, jobId: string): Promise<JobStatus | null>;
  /**
   * The answer `read` would give from memory, or undefined when only `read` can tell. Lets the
   * polled route answer without a promise; counted as a memory read when it answers.
   */
  peek(queue: Queue, jobId: string): JobStatus | null | undefined;
  /** True while the event stream is followed and answers may come from memory. */
  readonly live: boolean;
  close(): Promise<void>;
}

interface Entry {
  status: JobStatus | null;
  at: number;
}

interface InFlight {
  promise: Promise<JobStatus | null>;
  /** An event about this job arrived while it was being read: the answer must not be cached. */
  dirty: boolean;
  epoch: number;
}

const DEFAULTS = { maxEntries: 10_000, maxAgeMs: 5_000, blockMs: 5_000, retryDelayMs: 1_000 };

/**
 * Job statuses as clients poll them (about once a second per file), served from memory and kept
 * current by the queues' own event streams: every BullMQ state change (active, progress, completed,
 * failed, retried, removed, stalled…) is also an entry in `<queue>:events` naming the job, and any
 * such entry drops that job from memory, so the next poll reads Redis again.
 *
 * Freshness: a cached answer is stale only for the time an event takes to reach this process
 * (one XREAD wake-up). The cache is used only while the stream is followed; on any stream error it
 * is emptied and bypassed until the loop has re-anchored at the stream's current end. Reads of the
 * same job that overlap share one Redis read.
 */
export function createJobStatusView(options: JobStatusViewOptions): JobStatusView {
  const settings = {
    maxEntries: options.maxEntries ?? DEFAULTS.maxEntries,
    maxAgeMs: options.maxAgeMs ?? DEFAULTS.maxAgeMs,
    blockMs: options.blockMs ?? DEFAULTS.blockMs,
    retryDelayMs: options.retryDelayMs ?? DEFAULTS.retryDelayMs,
  };
  const now = options.now ?? Date.now;
  const readThrough = options.readThrough ?? ((queue: Queue, jobId: string) => readJobStatus(queue, jobId));
  const redis = options.eventsConnection;
  const queueByStream = new Map(options.queues.map((queue) => [queue.keys.events!, queue]));
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, InFlight>();
  // Bumped whenever the view stops following the stream: reads begun before it must not be cached.
  let epoch = 0;
  let live = false;
  let closed = false;
  let wakeFromRetryDelay: (() => void) | undefined;

  const keyOf = (queue: Queue, jobId: string) => `${queue.name}\u0000${jobId}`;

  function forget(key: string): void {
    entries.delete(key);
    const pending = inFlight.get(key);
    if (pending) pending.dirty = true;
  }

  function forgetQueue(queue: Queue): void {
    const head = `${queue.name}\u0000`;
    for (const key of entries.keys()) if (key.startsWith(head)) entries.delete(key);
    for (const [key, pending] of inFlight) if (key.startsWith(head)) pending.dirty = true;
  }

  function goDark(): void {
    live = false;
    epoch++;
    entries.clear();
  }

  function remember(key: string, status: JobStatus | null): void {
    entries.delete(key);
    entries.set(key, { status, at: now() });
    // Map iteration follows insertion order: the first key is the least recently stored.
    while (entries.size > settings.maxEntries) entries.delete(entries.keys().next().value as string);
  }

  async function follow(): Promise<void> {
    const streams = [...queueByStream.keys()];
    while (!closed) {
      try {
        // A connection without an offline queue refuses commands until it is ready: wait for
        // that instead of failing (and logging) the first anchor of every start.
        if (redis.status === 'connecting' || redis.status === 'connect') await untilReady(redis);
        if (closed) return;
        // Anchor at the current end of each stream before caching anything: every change after
        // this point will be seen, so a read that starts after it can be trusted until an event.
        const anchoredIn = epoch;
        const lastIds = await Promise.all(streams.map((stream) => lastStreamId(redis, stream)));
        if (epoch !== anchoredIn) continue; // the connection dropped while anchoring
        live = true;
        while (!closed) {
          const reply = (await redis.xread('COUNT', 1_000, 'BLOCK', settings.blockMs, 'STREAMS', ...streams, ...lastIds)) as
            | Array<[string, Array<[string, string[]]>]>
            | null;
          // The connection dropped meanwhile (ioredis re-sent the XREAD after reconnecting): start
          // over from a fresh anchor rather than trust what was missed while it was down.
          if (!live) break;
          for (const [stream, events] of reply ?? []) {
            const queue = queueByStream.get(stream)!;
            const index = streams.indexOf(stream);
            for (const [id, fields] of events) {
              lastIds[index] = id;
              const jobId = fieldOf(fields, 'jobId');
              const event = fieldOf(fields, 'event') ?? '';
              if (jobId !== undefined) {
                forget(keyOf(queue, jobId));
                options.onForget?.(queue.name, jobId, event);
              } else if (event !== 'drained') {
                forgetQueue(queue);
                options.onForget?.(queue.name, null, event);
              }
            }
          }
        }
      } catch (error) {
        goDark();
        if (closed) return;
        options.logger?.warn({ err: error }, 'job status view: event stream read failed; polls read Redis until it is followed again');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, settings.retryDelayMs);
          wakeFromRetryDelay = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  /** A remembered answer young enough to serve (counted as a memory read), else undefined. */
  function fresh(key: string): JobStatus | null | undefined {
    const cached = entries.get(key);
    if (!cached || now() - cached.at >= settings.maxAgeMs) return undefined;
    options.onRead?.('memory');
    return cached.status;
  }

  // Any drop of the events connection may lose events: stop answering from memory at once.
  const onConnectionClosed = () => goDark();
  redis.on('close', onConnectionClosed);
  const following = follow();

  return {
    get live() {
      return live;
    },

    peek(queue, jobId) {
      return live ? fresh(keyOf(queue, jobId)) : undefined;
    },

    async read(queue, jobId) {
      if (!live) {
        options.onRead?.('redis');
        return readThrough(queue, jobId);
      }
      const key = keyOf(queue, jobId);
      const cached = fresh(key);
      if (cached !== undefined) return cached;
      const shared = inFlight.get(key);
      if (shared) {
        options.onRead?.('memory');
        return shared.promise;
      }
      options.onRead?.('redis');
      const pending: InFlight = { promise: readThrough(queue, jobId), dirty: false, epoch };
      inFlight.set(key, pending);
      try {
        const status = await pending.promise;
        if (!pending.dirty && pending.epoch === epoch && live) remember(key, status);
        return status;
      } finally {
        inFlight.delete(key);
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      goDark();
      // Interrupts the blocking XREAD; the loop sees `closed` and ends.
      redis.disconnect();
      wakeFromRetryDelay?.();
      await following;
      redis.off('close', onConnectionClosed);
    },
  };
}

/** Resolves when the connection is ready, or when it ends or errors (the loop's own retry handles those). */
function untilReady(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      redis.off('ready', done);
      redis.off('end', done);
      redis.off('error', done);
      resolve();
    };
    redis.once('ready', done);
    redis.once('end', done);
    redis.once('error', done);
  });
}

async function lastStreamId(redis: Redis, stream: string): Promise<string> {
  const [last] = (await redis.xrevrange(stream, '+', '-', 'COUNT', 1)) as Array<[string, string[]]>;
  // An empty (or not yet created) stream: every id is after 0-0.
  return last ? last[0] : '0-0';
}

function fieldOf(fields: string[], name: string): string | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
}
