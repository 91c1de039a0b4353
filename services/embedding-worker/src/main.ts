import { loadEnv } from '@tailor/config';
import { COMMON_EMBEDDING_TEXTS, embeddingHealth } from '@tailor/embeddings';
import { createCacheMetrics } from '@tailor/observability';
import { runWorkerService } from '@tailor/runtime';
import { createEmbeddingContext } from './embedding.context';
import { createEmbeddingHandlers } from './embedding.handlers';
import { embeddingRoutes } from './embedding.routes';
import { embeddingEnvSchema } from './env';
import { embeddingTuning } from './worker-options';

async function main(): Promise<void> {
  const env = loadEnv(embeddingEnvSchema);
  await runWorkerService({
    service: 'embedding-worker',
    queue: 'embedding',
    env,
    healthPort: env.EMBEDDING_SERVICE_PORT,
    tuning: embeddingTuning(env),
    prepare: (deps, logger) => createEmbeddingContext(env, deps, logger),
    routes: (app, _deps, _logger, context) => embeddingRoutes(app, env, context),
    metrics: (registry, context) => createCacheMetrics(registry, 'embedding-worker', () => context.embedder.stats()),
    healthExtras: (context) => {
      const { cache_stats, cache_size, model, dimensions } = embeddingHealth(context.embedder);
      return { cache_stats, cache_size, model, dimensions };
    },
    handlers: async (deps, logger, context) => {
      // The collection is created for this embedder's model and dimension before any vector is
      // written; a collection made for another model or size is refused here, never silently mixed.
      await deps.vectors.ensureCollection({
        dimensions: context.embedder.provider.dimensions,
        embeddingModel: context.embedder.modelId,
        lexicalModel: context.lexical.id,
      });
      return createEmbeddingHandlers(deps, logger, context);
    },
    onReady: (_deps, logger, context) => {
      if (env.EMBEDDING_PRELOAD_DELAY_MS === 0) return;
      setTimeout(() => {
        context.embedder
          .preload(COMMON_EMBEDDING_TEXTS)
          .then((count) => logger.info({ count }, 'preloaded common embeddings'))
          .catch((error: unknown) => logger.warn({ err: error }, 'preloading common embeddings failed'));
      }, env.EMBEDDING_PRELOAD_DELAY_MS).unref();
    },
    close: (context) => context.close(),
  });
}

main().catch((error: unknown) => {
  console.error(`embedding-worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
