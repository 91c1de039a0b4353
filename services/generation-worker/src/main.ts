import { loadEnv } from '@tailor/config';
import { runWorkerService } from '@tailor/runtime';
import { generationEnvSchema } from './env';
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
    handlers: (deps, logger) => createGenerationHandlers(deps, logger),
  });
}

main().catch((error: unknown) => {
  console.error(`generation-worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
