import { cacheModelId, EmbeddingsEnvSchema, providerFromEnv } from '@tailor/embeddings';
import type { VectorStore } from '@tailor/vector';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, unavailable } from '../http-error';

/**
 * The model id the embedding-worker records on the collection (provider id and dimension, from the
 * same EMBEDDINGS_* variables). The gateway must ensure the collection with the same id, or an
 * empty collection would be stamped with a model the worker then refuses.
 */
export function embeddingModelIdFromEnv(env: Record<string, unknown>): string {
  const provider = providerFromEnv(EmbeddingsEnvSchema.parse(env), { normalizeAliases: null });
  return cacheModelId(provider.id, provider.dimensions);
}

export interface VectorAccess {
  readonly dimensions: number;
  /** Runs `operation` once the collection exists; caller mistakes → 400, Qdrant trouble → 503. */
  run<T>(log: FastifyBaseLogger, operation: string, fn: (vectors: VectorStore) => Promise<T>): Promise<T>;
}

export function createVectorAccess(options: { vectors: VectorStore; dimensions: number; embeddingModel: string }): VectorAccess {
  let ready: Promise<void> | null = null;
  // Lazily, once: the gateway must start (and report health) while Qdrant is down, and a failed
  // attempt is forgotten so the next request tries again.
  const ensure = (): Promise<void> => {
    ready ??= options.vectors
      .ensureCollection({ dimensions: options.dimensions, embeddingModel: options.embeddingModel })
      .then(
        () => undefined,
        (error: unknown) => {
          ready = null;
          throw error;
        },
      );
    return ready;
  };

  return {
    dimensions: options.dimensions,
    async run(log, operation, fn) {
      try {
        await ensure();
        return await fn(options.vectors);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if ((error as Error).name === 'VectorInputError') throw new HttpError(400, (error as Error).message, 'validation_failed');
        log.error({ err: error, operation }, 'vector store call failed');
        throw unavailable('Vector search is unavailable right now. Please try again shortly.');
      }
    },
  };
}
