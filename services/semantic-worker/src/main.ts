import { loadEnv } from '@tailor/config';
import { runWorkerService } from '@tailor/runtime';
import { setPriority } from 'node:os';
import { semanticEnvSchema } from './env';
import { createSemanticContext } from './semantic.context';
import { createSemanticHandlers } from './semantic.handlers';
import { semanticTuning } from './worker-options';

async function main(): Promise<void> {
  const env = loadEnv(semanticEnvSchema);
  // The operating system's scheduler, not a pause of ours, keeps the model behind everything else.
  setPriority(env.SEMANTIC_NICE);
  await runWorkerService({
    service: 'semantic-worker',
    queue: 'semantic',
    env,
    healthPort: env.SEMANTIC_HEALTH_PORT,
    tuning: semanticTuning(env),
    prepare: (deps, logger) => createSemanticContext(env, deps, logger),
    healthExtras: (context) => ({ model: context.embedder.modelId, dimensions: context.embedder.provider.dimensions }),
    handlers: async (deps, logger, context) => {
      // Loaded once, before the first job; the collection must be the one the embedding worker fills.
      await context.embedder.provider.ready?.();
      await deps.vectors.ensureCollection({
        dimensions: context.embedder.provider.dimensions,
        embeddingModel: context.embedder.modelId,
        lexicalModel: context.lexical.id,
      });
      return createSemanticHandlers(deps, logger, context);
    },
  });
}

main().catch((error: unknown) => {
  console.error(`semantic-worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
