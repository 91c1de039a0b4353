import { loadEnv, watchParentProcess } from '@tailor/config';
import { JOB_CATALOG } from '@tailor/contracts';
import { createLogger, createMetrics } from '@tailor/observability';
import { createProducer, installGracefulShutdown } from '@tailor/queue';
import { SKILLS_DATABASE, toSkillsDatabaseEntries } from '@tailor/resume-core';
import { connectDependencies } from '@tailor/runtime';
import { buildApp } from './app';
import { gatewayEnvSchema } from './env';

async function main(): Promise<void> {
  const env = loadEnv(gatewayEnvSchema);
  const logger = createLogger({ service: 'gateway', level: env.LOG_LEVEL });
  // The gateway starts even when Redis or Qdrant are down: /api/health reports it and enqueues fail
  // fast with 503, so operators see what is wrong instead of a process that never listens.
  const deps = await connectDependencies(env, 'producer');
  const producer = createProducer(JOB_CATALOG, {
    connection: deps.redis,
    prefix: env.QUEUE_PREFIX,
    logger,
    backoffDelayMs: env.JOB_RETRY_BACKOFF_MS,
  });
  const app = await buildApp({
    env,
    deps,
    producer,
    logger,
    metrics: createMetrics('gateway'),
    skillsSeed: toSkillsDatabaseEntries(SKILLS_DATABASE),
  });
  await app.listen({ host: env.HOST, port: env.PORT });

  const { shutdown } = installGracefulShutdown({
    deadlineMs: env.SHUTDOWN_DEADLINE_MS,
    logger,
    closers: [() => app.close(), () => producer.close(), () => deps.close()],
  });
  watchParentProcess(env.TAILOR_PARENT_PID, () => void shutdown('launcher exited'));
}

main().catch((error: unknown) => {
  console.error(`gateway failed to start: ${(error as Error).message}`);
  process.exit(1);
});
