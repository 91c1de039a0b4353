import { benchmarkFigures, cacheHitRate } from '@tailor/embeddings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unavailable } from '../http-error';
import { callerId } from '../ownership';
import { SIGNED_IN, signedInErrors, type RouteContext } from './context';

const tags = ['performance'];
/** The dashboard keeps the newest sessions; older ones still count in the export. */
const SESSIONS_FOR_FIGURES = 1000;
const EMBEDDING_SERVICE_TIMEOUT_MS = 3000;

interface CacheStats {
  hits: number;
  misses: number;
  total_requests: number;
  cache_size: number;
  model: string;
  dimensions: number;
}

/**
 * The Performance Dashboard's data: cache figures come from the embedding service (the worker
 * process that owns the in-process cache), benchmark sessions from the store. All behind sign-in.
 */
export const embeddingRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { env, store }) => {
  async function callEmbeddingService<T>(path: string, method: 'GET' | 'POST'): Promise<T> {
    try {
      const res = await fetch(new URL(path, env.EMBEDDING_SERVICE_URL), {
        method,
        signal: AbortSignal.timeout(EMBEDDING_SERVICE_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      return (await res.json()) as T;
    } catch (error) {
      throw unavailable(`The embedding service is unavailable right now (${(error as Error).message}).`);
    }
  }

  // Benchmark sessions are the caller's own: the embedding batches of their files.
  const sessions = (userId: string) =>
    store.benchmarkSessions.find({ user_id: userId }, { sort: { field: 'started_at', direction: 'desc' }, limit: SESSIONS_FOR_FIGURES });

  app.get('/api/embeddings/stats', { schema: { tags, ...SIGNED_IN, response: { 200: z.unknown(), ...signedInErrors(503) } } }, async (request) => {
    const [cache, recorded] = await Promise.all([callEmbeddingService<CacheStats>('/cache/stats', 'GET'), sessions(callerId(request))]);
    return {
      cache: { ...cache, hit_rate: cacheHitRate(cache) },
      benchmarks: benchmarkFigures(recorded),
    };
  });

  app.post(
    '/api/embeddings/cache/preload',
    { schema: { tags, ...SIGNED_IN, response: { 200: z.object({ preloaded: z.number() }), ...signedInErrors(503) } } },
    async () => callEmbeddingService<{ preloaded: number }>('/cache/preload', 'POST'),
  );

  app.post(
    '/api/embeddings/cache/clear',
    { schema: { tags, ...SIGNED_IN, response: { 200: z.object({ memory: z.number(), redis: z.number() }), ...signedInErrors(503) } } },
    async () => callEmbeddingService<{ memory: number; redis: number }>('/cache/clear', 'POST'),
  );

  app.get(
    '/api/embeddings/benchmarks/export',
    { schema: { tags, ...SIGNED_IN, response: { 200: z.unknown(), ...signedInErrors() } } },
    async (request, reply) => {
      const all = await store.benchmarkSessions.find({ user_id: callerId(request) }, { sort: { field: 'started_at', direction: 'desc' } });
      const body = { exported_at: new Date().toISOString(), figures: benchmarkFigures(all), sessions: all };
      return reply.header('content-disposition', `attachment; filename="embedding-benchmarks-${body.exported_at.slice(0, 10)}.json"`).send(body);
    },
  );

  app.delete(
    '/api/embeddings/benchmarks',
    { schema: { tags, ...SIGNED_IN, response: { 204: z.null().optional(), ...signedInErrors() } } },
    async (request, reply) => {
      await store.benchmarkSessions.deleteMany({ user_id: callerId(request) });
      return reply.status(204).send(null);
    },
  );
};
