import { EmbeddingsRequestSchema } from '@tailor/contracts';
import { COMMON_EMBEDDING_TEXTS, toEmbeddingsResponse } from '@tailor/embeddings';
import type { FastifyInstance } from 'fastify';
import type { EmbeddingContext } from './embedding.context';
import type { EmbeddingEnv } from './env';

/**
 * The local embedding service (POST /embeddings) plus the cache operations the gateway's
 * Performance Dashboard needs. This port is internal: bound to HEALTH_HOST (loopback by default)
 * and not published by docker compose; users reach these only through the authenticated gateway.
 */
export async function embeddingRoutes(app: FastifyInstance, env: EmbeddingEnv, context: EmbeddingContext): Promise<void> {
  app.post('/embeddings', { bodyLimit: 8 * 1024 * 1024 }, async (request, reply) => {
    const parsed = EmbeddingsRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
      return reply.status(400).send({ error: `Invalid request: ${issues.join('; ')}` });
    }
    if (parsed.data.texts.length > env.EMBEDDING_API_MAX_TEXTS) {
      return reply.status(400).send({ error: `Too many texts: at most ${env.EMBEDDING_API_MAX_TEXTS} per request.` });
    }
    const result = await context.embedder.embed(parsed.data.texts, { useCache: parsed.data.use_cache });
    return reply.send(toEmbeddingsResponse(result));
  });

  app.get('/cache/stats', async () => ({
    ...context.embedder.stats(),
    cache_size: context.embedder.size(),
    model: context.embedder.modelId,
    dimensions: context.embedder.provider.dimensions,
  }));
  app.post('/cache/preload', async () => ({ preloaded: await context.embedder.preload(COMMON_EMBEDDING_TEXTS) }));
  app.post('/cache/clear', async () => context.embedder.clear());
}
