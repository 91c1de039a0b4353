import fastifyRateLimit from '@fastify/rate-limit';
import { JOB_CATALOG, type SkillsDatabaseEntry } from '@tailor/contracts';
import { createHttpMetrics, createMetrics, createQueueDepthMetrics, type Logger, type Registry } from '@tailor/observability';
import { queueNamesOf, type Producer, type QueueNameOf } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type onResponseHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAttemptLimiter } from './auth/attempt-limiter.service';
import { ATTEMPT_WINDOW_MINUTES, createAuthService, LOGIN_FAILURE_LIMIT, REGISTER_ATTEMPT_LIMIT } from './auth/auth.service';
import { withSessionCache } from './auth/session-cache';
import { createSessionService } from './auth/session.service';
import type { GatewayEnv } from './env';
import { enforceClaimedOwner } from './ownership';
import { createRequestIdGenerator } from './request-id';
import { authDecoratorsPlugin, requireAdmin, requireUser } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { openApiPlugin } from './plugins/openapi';
import { opsPlugin } from './plugins/ops';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';
import { accomplishmentRoutes } from './routes/accomplishments.routes';
import { applicationRoutes } from './routes/applications.routes';
import { publicAuthRoutes, sessionAuthRoutes } from './routes/auth.routes';
import { chunkRoutes } from './routes/chunks.routes';
import type { RouteContext } from './routes/context';
import { experienceRoutes } from './routes/experiences.routes';
import { fileRoutes } from './routes/files.routes';
import { globalDataAdminRoutes, globalDataReadRoutes } from './routes/global-data.routes';
import { healthRoutes } from './routes/health';
import { jobAnalysisRoutes } from './routes/job-analyses.routes';
import { jobRoutes } from './routes/jobs.routes';
import { patternRoutes } from './routes/patterns.routes';
import { profileRoutes } from './routes/profile.routes';
import { seedSkillsDatabase } from './services/skills-seed.service';
import { createVectorAccess, embeddingConfigFromEnv } from './services/vector-access';
import { generateRoutes } from './routes/generate.routes';
import { uploadRoutes } from './routes/uploads.routes';
import { embeddingRoutes } from './routes/embeddings.routes';

export interface AppContext {
  env: GatewayEnv;
  deps: Dependencies;
  producer: Producer<typeof JOB_CATALOG>;
  logger: Logger;
  /** Written to an empty skills database at start; main.ts passes resume-core's SKILLS_DATABASE. */
  skillsSeed?: readonly SkillsDatabaseEntry[];
  /** Served at GET /metrics; one is made when not given. */
  metrics?: Registry;
}

/** Bound on reading the queue depth at scrape time, so a Redis outage cannot hang a scrape. */
const QUEUE_DEPTH_TIMEOUT_MS = 1_000;

function instrument(app: FastifyInstance, context: AppContext): { metrics: Registry; recordUnmatched: onResponseHookHandler } {
  const metrics = context.metrics ?? createMetrics('gateway');
  const http = createHttpMetrics(metrics, 'gateway');
  const responseRecorder = (route: string): onResponseHookHandler => {
    const record = http.forRoute(route);
    return (request, reply, done) => {
      record(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
  };
  // Each route gets its own hook with its pattern bound (bounded cardinality, never the raw URL
  // with its ids): a root hook would have to build request.routeOptions on every request to learn
  // the pattern. Answers that match no route are recorded by the not-found handler's hook.
  app.addHook('onRoute', (route) => {
    const existing = route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
    route.onResponse = [...existing, responseRecorder(route.url)];
  });
  createQueueDepthMetrics(metrics, 'gateway', () =>
    Promise.all(
      (queueNamesOf(JOB_CATALOG) as Array<QueueNameOf<typeof JOB_CATALOG>>).map(async (queue) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('queue depth timed out')), QUEUE_DEPTH_TIMEOUT_MS);
        });
        try {
          const read = context.producer.queue(queue).getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed');
          return { queue, counts: await Promise.race([read, timeout]) };
        } finally {
          clearTimeout(timer);
        }
      }),
    ),
  );
  return { metrics, recordUnmatched: responseRecorder('(unmatched)') };
}

function createRouteContext(context: AppContext): RouteContext {
  const { env, deps, logger } = context;
  const sessions = withSessionCache(createSessionService({ store: deps.store, ttlHours: env.SESSION_TTL_HOURS }), {
    ttlMs: env.SESSION_CACHE_TTL_MS,
  });
  const windowSeconds = ATTEMPT_WINDOW_MINUTES * 60;
  const limiter = (scope: string, limit: number) =>
    createAttemptLimiter({ redis: deps.redis, keyPrefix: env.QUEUE_PREFIX, scope, limit, windowSeconds, logger });
  const auth = createAuthService({
    store: deps.store,
    sessions,
    loginFailures: limiter('login-failures', LOGIN_FAILURE_LIMIT),
    registerAttempts: limiter('register-attempts', REGISTER_ATTEMPT_LIMIT),
  });
  const vectors = createVectorAccess({ vectors: deps.vectors, ...embeddingConfigFromEnv(env) });
  return { env, store: deps.store, vectors, producer: context.producer, auth, sessions };
}

/** The gateway as a plugin-composed Fastify app; `main.ts` only listens, tests use `inject`. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { env } = context;
  const app = Fastify({
    // pino's Logger and Fastify's base logger type differ only in typing detail.
    loggerInstance: context.logger as FastifyBaseLogger,
    bodyLimit: env.JSON_BODY_LIMIT_BYTES,
    genReqId: createRequestIdGenerator(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { metrics, recordUnmatched } = instrument(app, context);
  const routes = createRouteContext(context);

  await app.register(errorHandlerPlugin);
  await app.register(authDecoratorsPlugin);
  await app.register(jsonBodyPlugin, { bodyLimit: env.JSON_BODY_LIMIT_BYTES });
  await app.register(securityPlugin, { corsOrigins: env.CORS_ORIGINS });
  // Per-IP limits in memory: each instance counts its own clients, and they keep working when Redis
  // is down. Only routes that opt in (login, register) are limited.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { deps: context.deps });
  await app.register(publicAuthRoutes, routes);

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser(routes.sessions));
    signedIn.addHook('preHandler', enforceClaimedOwner);
    for (const plugin of [
      sessionAuthRoutes,
      fileRoutes,
      uploadRoutes,
      generateRoutes,
      embeddingRoutes,
      experienceRoutes,
      profileRoutes,
      chunkRoutes,
      patternRoutes,
      globalDataReadRoutes,
      jobAnalysisRoutes,
      accomplishmentRoutes,
      jobRoutes,
      applicationRoutes,
    ]) {
      await signedIn.register(plugin, routes);
    }
  });

  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin(env.ADMIN_TOKEN, routes.sessions));
    await admin.register(globalDataAdminRoutes, routes);
  });

  await app.register(opsPlugin, { adminToken: env.ADMIN_TOKEN, producer: context.producer, metrics, sessions: routes.sessions });

  await app.register(webAppPlugin, { distDir: env.WEB_DIST_DIR, onResponse: recordUnmatched });

  // A store that cannot be written at start is not worth refusing to serve over: the skills
  // database has a built-in fallback and the seed runs again at the next start.
  await seedSkillsDatabase(context.deps.store, context.skillsSeed ?? [], context.logger).catch((error: unknown) =>
    context.logger.warn({ err: error }, 'seeding the skills database failed'),
  );
  return app;
}
