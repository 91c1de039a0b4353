import type { WorkerTuning } from '@tailor/runtime';
import type { IngestEnv } from './env';

export function ingestTuning(env: IngestEnv): WorkerTuning {
  return {
    // Parsing takes milliseconds, but a job then waits for its embedding batches (another
    // process), so several at once keep both workers busy instead of taking turns.
    concurrency: env.INGEST_CONCURRENCY,
    // A large PDF can hold the event loop for a while; a generous lock keeps such a job from
    // being declared stalled and run twice.
    lockDuration: 60_000,
    stalledInterval: 30_000,
    // A job whose worker died twice is failed rather than retried forever.
    maxStalledCount: 2,
  };
}
