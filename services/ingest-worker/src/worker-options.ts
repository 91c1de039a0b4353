import type { WorkerTuning } from '@tailor/runtime';
import type { IngestEnv } from './env';

export function ingestTuning(env: IngestEnv): WorkerTuning {
  return {
    concurrency: env.INGEST_CONCURRENCY,
    // Reading and parsing run on threads, so the event loop renews locks on time; the margin is
    // for a machine busy with other work.
    lockDuration: 60_000,
    stalledInterval: 30_000,
    // A job whose worker died twice is failed rather than retried forever.
    maxStalledCount: 2,
  };
}
