import type { WorkerTuning } from '@tailor/runtime';
import type { GenerationEnv } from './env';

export function generationTuning(env: GenerationEnv): WorkerTuning {
  return {
    // With the rule engine a generation takes milliseconds; with a language model it waits on the
    // network, so several at once keep throughput up without adding CPU pressure.
    concurrency: env.GENERATION_CONCURRENCY,
    // A model call can take tens of seconds across the fallback chain.
    lockDuration: 120_000,
    stalledInterval: 30_000,
    maxStalledCount: 2,
  };
}
