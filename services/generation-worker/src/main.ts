import { loadEnv } from '@tailor/config';
import { runWorkerService } from '@tailor/runtime';
import { generationEnvSchema } from './env';
import { createGenerationContext } from './generation.context';
import { createGenerationHandlers } from './generation.handlers';
import { warmUpGeneration } from './warm-up';
import { generationTuning } from './worker-options';

/** A slow or busy machine stops warming up after this; the worker is useful before it is warm. */
const WARM_UP_BUDGET_MS = 4_000;

async function main(): Promise<void> {
  const env = loadEnv(generationEnvSchema);
  await runWorkerService({
    service: 'generation-worker',
    queue: 'generation',
    env,
    healthPort: env.GENERATION_HEALTH_PORT,
    tuning: generationTuning(env),
    prepare: (deps, logger) => createGenerationContext(env, deps, logger),
    handlers: async (deps, logger, context) => {
      // The sentence model is loaded before the first job, not during it.
      await context.embedder.provider.ready?.();
      const warm = await warmUpGeneration({ runs: env.GENERATION_WARM_UP_RUNS, budgetMs: WARM_UP_BUDGET_MS, context });
      logger.info(warm, 'warmed up the scoring and planning code');
      return createGenerationHandlers(deps, logger, context);
    },
  });
}

main().catch((error: unknown) => {
  console.error(`generation-worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
