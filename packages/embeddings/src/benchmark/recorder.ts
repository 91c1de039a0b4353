import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EmbeddingBenchmarkSession } from '@tailor/contracts';

/** Where sessions go: the store's `benchmarkSessions` repository in production, an array in tests. */
export interface BenchmarkSink {
  insert(session: EmbeddingBenchmarkSession): unknown;
}

export interface BenchmarkRecorderOptions {
  /** Provider id recorded with each session. */
  provider: string;
  /** Told when the sink fails; recording never fails an embedding job. */
  onError?(error: unknown): void;
  /** Wall clock for `started_at`. */
  clock?(): Date;
  /** Monotonic milliseconds for durations. */
  now?(): number;
  newId?(): string;
}

export interface SessionInput {
  count: number;
  durationMs: number;
  errors?: number;
  startedAt?: Date;
  /** Whose texts these were. */
  userId?: string;
}

/** Texts per second; a session too quick to time counts as taking 1 µs rather than dividing by zero. */
export function throughputOf(count: number, durationMs: number): number {
  return count === 0 ? 0 : count / (Math.max(durationMs, 0.001) / 1000);
}

/** Records one benchmark session per embedding job (for the Performance Dashboard). */
export class BenchmarkRecorder {
  private readonly options: BenchmarkRecorderOptions;

  constructor(
    private readonly sink: BenchmarkSink,
    options: BenchmarkRecorderOptions,
  ) {
    this.options = options;
  }

  /** Builds and stores a session from figures measured elsewhere. Returns it, also when the sink failed. */
  async record(input: SessionInput): Promise<EmbeddingBenchmarkSession> {
    const errors = input.errors ?? 0;
    const durationMs = Math.max(0, input.durationMs);
    const session: EmbeddingBenchmarkSession = {
      id: (this.options.newId ?? randomUUID)(),
      started_at: (input.startedAt ?? (this.options.clock ?? (() => new Date()))()).toISOString(),
      count: input.count,
      duration_ms: round3(durationMs),
      // A failed job did not deliver its texts: it has no throughput to report.
      throughput: errors > 0 ? 0 : round3(throughputOf(input.count, durationMs)),
      errors,
      provider: this.options.provider,
      ...(input.userId === undefined ? {} : { user_id: input.userId }),
    };
    try {
      await this.sink.insert(session);
    } catch (error) {
      this.options.onError?.(error);
    }
    return session;
  }

  /**
   * Times `job` (which embeds `count` texts) and records it: errors 0 on success, 1 when it throws.
   * The job's result or error is passed through unchanged.
   */
  async track<T>(count: number, job: () => Promise<T>, userId?: string): Promise<T> {
    const owner = userId === undefined ? {} : { userId };
    const now = this.options.now ?? (() => performance.now());
    const startedAt = (this.options.clock ?? (() => new Date()))();
    const started = now();
    try {
      const result = await job();
      await this.record({ count, durationMs: now() - started, startedAt, ...owner });
      return result;
    } catch (error) {
      await this.record({ count, durationMs: now() - started, startedAt, errors: 1, ...owner });
      throw error;
    }
  }
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
