import type { WorkerTuning } from '@tailor/runtime';
import type { EmbeddingEnv } from './env';

export function embeddingTuning(env: EmbeddingEnv): WorkerTuning {
  return {
    // Parallel embedding runs at most 3 batches at once.
    concurrency: env.EMBEDDING_CONCURRENCY,
    // Remote providers can take seconds per batch (and retry once after 1 s); keep the lock well above that.
    lockDuration: 60_000,
    stalledInterval: 30_000,
    maxStalledCount: 2,
  };
}
