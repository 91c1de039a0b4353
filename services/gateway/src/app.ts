import { JOB_CATALOG } from '@tailor/contracts';
import type { Logger } from '@tailor/observability';
import type { Producer } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { GatewayEnv } from './env';
import { errorHandlerPlugin } from './plugins/error-handler';
import { webAppPlugin } from './plugins/web-app';
import { healthRoutes } from './routes/health';

export interface AppContext {
  env: GatewayEnv;
  deps: Dependencies;
  producer: Producer<typeof JOB_CATALOG>;
  logger: Logger;
}

/** The gateway as a plugin-composed Fastify app; `main.ts` only listens, tests use `inject`. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger and Fastify's base logger type differ only in typing detail.
    loggerInstance: context.logger as FastifyBaseLogger,
    bodyLimit: context.env.JSON_BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(healthRoutes, { deps: context.deps });
  await app.register(webAppPlugin, { distDir: context.env.WEB_DIST_DIR });
  return app;
}
