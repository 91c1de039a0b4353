import { loadEnv } from '@tailor/config';
import { runWorkerService } from '@tailor/runtime';
import { ingestEnvSchema } from './env';
import { createIngestContext } from './ingest.context';
import { createIngestHandlers } from './ingest.handlers';
import { ingestTuning } from './worker-options';

async function main(): Promise<void> {
  const env = loadEnv(ingestEnvSchema);
  await runWorkerService({
    service: 'ingest-worker',
    queue: 'ingest',
    // Finishing files and recomputing profiles never wait for a slot behind files being read.
    alsoConsumes: [{ queue: 'followup', concurrency: env.INGEST_FOLLOWUP_CONCURRENCY }],
    env,
    healthPort: env.INGEST_HEALTH_PORT,
    tuning: ingestTuning(env),
    prepare: (deps, logger) => createIngestContext(env, deps, logger),
    handlers: (deps, logger, context) => createIngestHandlers(deps, logger, context),
    onReady: (_deps, _logger, context) => context.startReconciling(),
    close: (context) => context.close(),
  });
}

main().catch((error: unknown) => {
  console.error(`ingest-worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
