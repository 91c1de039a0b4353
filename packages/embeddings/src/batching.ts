import { EMBEDDING } from '@tailor/contracts';
import type { EmbeddingProvider } from './provider';

export interface BatchRange {
  start: number;
  end: number;
}

/** Batches of 10 texts, or 5 when the average text is longer than 1,000 characters. */
export function batchSizeFor(texts: readonly string[]): number {
  if (texts.length === 0) return EMBEDDING.batchSize;
  let chars = 0;
  for (const text of texts) chars += text.length;
  return chars / texts.length > EMBEDDING.longTextAvgChars ? EMBEDDING.smallBatchSize : EMBEDDING.batchSize;
}

export function planBatches(texts: readonly string[], size: number = batchSizeFor(texts)): BatchRange[] {
  const ranges: BatchRange[] = [];
  for (let start = 0; start < texts.length; start += size) ranges.push({ start, end: Math.min(start + size, texts.length) });
  return ranges;
}

/** Politeness towards remote services: 25 ms between batches, 100 ms after a batch slower than 1 s. */
export function pauseAfter(provider: Pick<EmbeddingProvider, 'remote'>, lastBatchMs: number): number {
  if (!provider.remote) return 0;
  return lastBatchMs > EMBEDDING.slowBatchMs ? EMBEDDING.slowPauseMs : EMBEDDING.pauseMs;
}

export interface BatchOptions {
  /** Called after each batch with the number of batches finished so far and the total. */
  onBatch?(completed: number, total: number): void;
  /** Batches in flight at once (3 by default). */
  concurrency?: number;
  /** Overrides the batch size rule (tests, or a provider with its own limits). */
  batchSize?: number;
  /** What runs one batch; defaults to `provider.embed` (tests wrap it to observe or delay batches). */
  run?(texts: string[]): Promise<number[][]>;
  sleep?(ms: number): Promise<void>;
  now?(): number;
}

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local provider computes synchronously, so without this a large request would hold the event
 * loop for its whole duration (256 texts of 20,000 characters: a third of a second), starving
 * health checks and queue lock renewals. One macrotask turn per batch costs microseconds.
 */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Embeds `texts` in batches, `concurrency` batches at a time, and returns the vectors in input
 * order. Each lane pauses after its batch as the politeness rule says, but only when another batch
 * is still waiting (a local provider only yields to the event loop). The first failing batch
 * rejects the whole call; lanes then take no new batches.
 */
export async function embedInBatches(provider: EmbeddingProvider, texts: readonly string[], options: BatchOptions = {}): Promise<number[][]> {
  const ranges = planBatches(texts, options.batchSize);
  const results = new Array<number[]>(texts.length);
  const run = options.run ?? ((batch: string[]) => provider.embed(batch));
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const lanes = Math.max(1, Math.min(options.concurrency ?? EMBEDDING.concurrency, ranges.length));
  let next = 0;
  let completed = 0;
  let failed = false;

  const lane = async (): Promise<void> => {
    while (!failed && next < ranges.length) {
      const range = ranges[next++];
      if (!range) return;
      const started = now();
      let vectors: number[][];
      try {
        vectors = await run(texts.slice(range.start, range.end));
      } catch (error) {
        failed = true;
        throw error;
      }
      if (vectors.length !== range.end - range.start) {
        failed = true;
        throw new Error(`Embedding provider '${provider.id}' returned ${vectors.length} vectors for ${range.end - range.start} texts`);
      }
      vectors.forEach((vector, j) => (results[range.start + j] = vector));
      options.onBatch?.(++completed, ranges.length);
      if (failed || next >= ranges.length) continue;
      const pause = pauseAfter(provider, now() - started);
      if (pause > 0) await sleep(pause);
      else if (!provider.remote) await yieldToEventLoop();
    }
  };

  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
