import { watchParentProcess } from '@tailor/config';
import { JOB_CATALOG } from '@tailor/contracts';
import { createJobMetrics, createLogger, createMetrics, type Logger, type Registry } from '@tailor/observability';
import { createWorker, installGracefulShutdown, jobNamesOfQueue, type QueueHandlers, type QueueWorker } from '@tailor/queue';
import Fastify, { type FastifyInstance } from 'fastify';
import { checkDependencies, connectDependencies, waitForDependencies, type Dependencies } from './dependencies';
import type { WorkerEnv } from './env';

type Catalog = typeof JOB_CATALOG;
type QueueName = Catalog[keyof Catalog]['queue'];

export interface WorkerTuning {
  concurrency: number;
  /** How long a job may run between lock renewals before BullMQ calls it stalled. */
  lockDuration: number;
  stalledInterval: number;
  maxStalledCount: number;
}

export interface WorkerServiceDefinition<Q extends QueueName, C = undefined> {
  service: string;
  /** The queue `tuning` applies to. */
  queue: Q;
  /** More queues this process consumes, each with its own number of jobs at once (same lock settings). */
  alsoConsumes?: ReadonlyArray<{ queue: Q; concurrency: number }>;
  env: WorkerEnv;
  healthPort: number;
  tuning: WorkerTuning;
  /** Builds what the routes and handlers share (e.g. the embedder), right after connecting. */
  prepare?(deps: Dependencies, logger: Logger): C | Promise<C>;
  /** Builds the job handlers once the dependencies answer. */
  handlers(deps: Dependencies, logger: Logger, context: C): QueueHandlers<Catalog, Q> | Promise<QueueHandlers<Catalog, Q>>;
  /** Extra HTTP routes on the service's own port (the embedding service API). */
  routes?(app: FastifyInstance, deps: Dependencies, logger: Logger, context: C): Promise<void>;
  /** Extra metrics on the service's registry (e.g. embedding cache hits and misses). */
  metrics?(registry: Registry, context: C): void;
  /** Extra fields for GET /health (e.g. cache statistics). */
  healthExtras?(context: C): Record<string, unknown>;
  /** Runs once the worker consumes its queue (e.g. warming a cache). */
  onReady?(deps: Dependencies, logger: Logger, context: C): void;
  /** Extra cleanup after the worker stopped and before the connections close. */
  close?(context: C): Promise<void>;
}

export interface RunningWorkerService {
  deps: Dependencies;
  http: FastifyInstance;
  url: string;
  metrics: Registry;
  shutdown(reason: string): Promise<number>;
}

/**
 * The whole life of a worker process: connect, answer /health at once (503 until ready), wait for
 * the store, Redis and Qdrant, then consume the queue; stop on SIGTERM/SIGINT or when the launcher
 * that started it disappears.
 */
export async function runWorkerService<Q extends QueueName, C = undefined>(definition: WorkerServiceDefinition<Q, C>): Promise<RunningWorkerService> {
  const { env } = definition;
  const logger = createLogger({ service: definition.service, level: env.LOG_LEVEL });
  // Watched from the first moment: a launcher killed while this process is still starting (warming
  // up, or waiting for a Qdrant the launcher owned) must not leave it waiting out its start-up
  // timeout. Until the queue is consumed nothing has been taken from it, so exiting loses nothing.
  let onOrphaned: () => void = () => {
    logger.warn('the launcher exited while this worker was starting; exiting');
    process.exit(0);
  };
  watchParentProcess(env.TAILOR_PARENT_PID, () => onOrphaned());
  const deps = await connectDependencies(env, 'worker');
  const context = (definition.prepare ? await definition.prepare(deps, logger) : undefined) as C;
  let ready = false;
  const metrics = createMetrics(definition.service);
  const jobMetrics = createJobMetrics(metrics, definition.service);
  definition.metrics?.(metrics, context);

  const http = Fastify({ logger: false });
  // Prometheus text format on the health port. Like /health it carries no user data and is meant
  // for the operator's network only: HEALTH_HOST defaults to 127.0.0.1 (see docs/operating.md).
  http.get('/metrics', async (_request, reply) => reply.header('content-type', metrics.contentType).send(await metrics.metrics()));
  http.get('/health', async (_request, reply) => {
    const health = await checkDependencies(deps);
    const status = ready && health.status === 'ok' ? 'ok' : 'unavailable';
    const body = { ...health, status, ready, service: definition.service, ...(definition.healthExtras?.(context) ?? {}) };
    return reply.status(status === 'ok' ? 200 : 503).send(status === 'ok' ? body : { ...body, error: describe(health, ready) });
  });
  if (definition.routes) await definition.routes(http, deps, logger, context);
  const url = await http.listen({ host: env.HEALTH_HOST, port: definition.healthPort });
  logger.info({ url }, 'http listening');

  await waitForDependencies(deps, { timeoutMs: env.STARTUP_TIMEOUT_MS, logger });
  const handlers = (await definition.handlers(deps, logger, context)) as Record<string, unknown>;
  const consumed = [{ queue: definition.queue, concurrency: definition.tuning.concurrency }, ...(definition.alsoConsumes ?? [])];
  const workers: QueueWorker[] = consumed.map(({ queue, concurrency }) =>
    createWorker(
      JOB_CATALOG,
      queue,
      // Each worker gets exactly the handlers of its own queue.
      Object.fromEntries(jobNamesOfQueue(JOB_CATALOG, queue).map((name) => [name, handlers[name]])) as QueueHandlers<Catalog, typeof queue>,
      {
        connection: deps.redis,
        prefix: env.QUEUE_PREFIX,
        logger,
        onJobFinished: (event) => jobMetrics.record(event),
        ...definition.tuning,
        concurrency,
        ...(env.WORKER_LOCK_DURATION_MS !== undefined ? { lockDuration: env.WORKER_LOCK_DURATION_MS } : {}),
        ...(env.WORKER_STALLED_INTERVAL_MS !== undefined ? { stalledInterval: env.WORKER_STALLED_INTERVAL_MS } : {}),
      },
    ),
  );
  for (const worker of workers) await worker.start();
  ready = true;
  logger.info({ queues: consumed }, 'consuming queues');
  definition.onReady?.(deps, logger, context);

  // The worker gets most of the deadline to finish its jobs; the rest is for handing unfinished
  // ones back to the queue and closing the connections, so the process still exits 0 in time.
  const workerDeadline = Math.max(Math.floor(env.SHUTDOWN_DEADLINE_MS * 0.7), env.SHUTDOWN_DEADLINE_MS - 2_000);
  const { shutdown } = installGracefulShutdown({
    deadlineMs: env.SHUTDOWN_DEADLINE_MS,
    logger,
    closers: [
      () => Promise.all(workers.map((worker) => worker.close(workerDeadline))).then(() => undefined),
      () => http.close(),
      async () => definition.close?.(context),
      () => deps.close(),
    ],
  });
  onOrphaned = () => void shutdown('launcher exited');
  return { deps, http, url, metrics, shutdown };
}

function describe(health: { problems: string[] }, ready: boolean): string {
  if (health.problems.length > 0) return `Unavailable: ${health.problems.join('; ')}`;
  return ready ? 'Unavailable' : 'Starting: waiting for dependencies';
}
