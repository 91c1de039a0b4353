import type { UpdateProgress } from './progress';

export interface CoalescedProgress {
  /**
   * Records a stage. Written at once when the last write is at least `minIntervalMs` old; otherwise
   * it waits out the interval and is written then, unless a later stage replaces it first. 100
   * (done) is always written at once.
   */
  report(progress: number, stage: string): Promise<void>;
  /** Writes a waiting stage now: before another writer (an embedding batch) advances the same job. */
  flush(): Promise<void>;
  /** Drops a waiting stage, e.g. before the job records its failure. */
  cancel(): void;
}

export interface CoalesceOptions {
  minIntervalMs: number;
  /** A write that happens on its own timer has nobody to throw to. */
  onError(error: unknown): void;
  now?: () => number;
}

/**
 * A job that passes several stages within milliseconds (a small file under no load) wrote each of
 * them to Redis, though nobody polling about once a second could see them: nine progress writes
 * were the largest share of an ingest job's queue traffic. This keeps every stage change visible
 * within `minIntervalMs` while writing at most about one per interval, the latest stage winning.
 */
export function coalesceProgress(update: UpdateProgress, options: CoalesceOptions): CoalescedProgress {
  const now = options.now ?? Date.now;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let pending: { progress: number; stage: string } | null = null;
  let timer: NodeJS.Timeout | null = null;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const write = (progress: number, stage: string): Promise<void> => {
    lastWriteAt = now();
    return update(progress, stage);
  };
  const takePending = () => {
    clearTimer();
    const taken = pending;
    pending = null;
    return taken;
  };

  return {
    report(progress, stage) {
      if (progress >= 100 || now() - lastWriteAt >= options.minIntervalMs) {
        takePending();
        return write(progress, stage);
      }
      pending = { progress, stage };
      timer ??= setTimeout(
        () => {
          timer = null;
          const due = takePending();
          if (due) write(due.progress, due.stage).catch(options.onError);
        },
        Math.max(0, lastWriteAt + options.minIntervalMs - now()),
      );
      // A job waiting on its last stage must not keep a closing worker alive.
      timer.unref();
      return Promise.resolve();
    },
    async flush() {
      const due = takePending();
      if (due) await write(due.progress, due.stage);
    },
    cancel() {
      takePending();
    },
  };
}
