import { checkDependencies, type Dependencies } from '@tailor/runtime';
import type { FastifyInstance } from 'fastify';

/** `GET /api/health`: 200 when the store, Redis and Qdrant all answer, else 503 naming the failing part. */
export async function healthRoutes(app: FastifyInstance, options: { deps: Dependencies }): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    const health = await checkDependencies(options.deps);
    const body = { status: health.status, store: health.store, redis: health.redis, qdrant: health.qdrant };
    if (health.status === 'ok') return reply.send(body);
    request.log.warn({ problems: health.problems }, 'health check failed');
    const failing = (['store', 'redis', 'qdrant'] as const).filter((part) => health[part] !== 'ok');
    return reply.status(503).send({ ...body, error: `Unavailable: ${failing.join(', ')} not reachable` });
  });
}
