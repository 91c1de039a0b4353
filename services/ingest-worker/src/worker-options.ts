import type { WorkerTuning } from '@tailor/runtime';
import type { IngestEnv } from './env';

export function ingestTuning(env: IngestEnv): WorkerTuning {
  return {
    // Parsing is CPU-bound but short (milliseconds per resume); a few at once keeps a core busy
    // while other jobs wait on the store or Redis.
    concurrency: env.INGEST_CONCURRENCY,
    // A large PDF can hold the event loop for a while; a generous lock keeps such a job from
    // being declared stalled and run twice.
    lockDuration: 60_000,
    stalledInterval: 30_000,
    // A job whose worker died twice is failed rather than retried forever.
    maxStalledCount: 2,
  };
}
