import { loadEnv } from '@tailor/config';
import { runWorkerService } from '@tailor/runtime';
import { generationEnvSchema } from './env';
import { createGenerationContext } from './generation.context';
import { createGenerationHandlers } from './generation.handlers';
import { generationTuning } from './worker-options';

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
      return createGenerationHandlers(deps, logger, context);
    },
  });
}

main().catch((error: unknown) => {
  console.error(`generation-worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
