import { loadEnv } from '@tailor/config';
import { runWorkerService } from '@tailor/runtime';
import { embeddingEnvSchema } from './env';
import { createEmbeddingHandlers } from './embedding.handlers';
import { embeddingTuning } from './worker-options';

async function main(): Promise<void> {
  const env = loadEnv(embeddingEnvSchema);
  await runWorkerService({
    service: 'embedding-worker',
    queue: 'embedding',
    env,
    healthPort: env.EMBEDDING_SERVICE_PORT,
    tuning: embeddingTuning(env),
    handlers: async (deps, logger) => {
      // The collection is created with the embedder's dimension before any vector is written; a
      // collection made for another model or size is refused here rather than silently mixed.
      await deps.vectors.ensureCollection({ dimensions: env.EMBEDDING_DIMENSIONS, embeddingModel: 'builtin-hash-v1' });
      return createEmbeddingHandlers(deps, logger);
    },
  });
}

main().catch((error: unknown) => {
  console.error(`embedding-worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
