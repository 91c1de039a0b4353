import type { WorkerTuning } from '@tailor/runtime';
import type { SemanticEnv } from './env';

export function semanticTuning(env: SemanticEnv): WorkerTuning {
  return {
    concurrency: env.SEMANTIC_CONCURRENCY,
    // A batch of 10 chunks is about a second of model time on a free core; at the lowest CPU
    // priority on a busy machine it can take many times that, so the lock stays well above.
    lockDuration: 120_000,
    stalledInterval: 30_000,
    maxStalledCount: 2,
  };
}
