import { cacheModelId, EmbeddingsEnvSchema, LexicalEncoder, LEXICAL_MODEL_ID, providerFromEnv, type SparseVector } from '@tailor/embeddings';
import { canonicalizeSkillMentions } from '@tailor/resume-core';
import type { VectorStore } from '@tailor/vector';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, unavailable } from '../http-error';

/**
 * The models the embedding-worker records on the collection (provider id and dimension, from the
 * same EMBEDDINGS_* variables, and the lexical terms' version). The gateway must ensure the
 * collection with the same ones, or an empty collection would be stamped with a model the worker
 * then refuses. Building the provider loads no model.
 */
export function embeddingConfigFromEnv(env: Record<string, unknown>): { dimensions: number; embeddingModel: string; lexicalModel: string } {
  const provider = providerFromEnv(EmbeddingsEnvSchema.parse(env), { normalizeSkills: null });
  return { dimensions: provider.dimensions, embeddingModel: cacheModelId(provider.id, provider.dimensions), lexicalModel: LEXICAL_MODEL_ID };
}

export interface VectorAccess {
  readonly dimensions: number;
  /** Lexical terms of a stored chunk's text, written beside a vector given through the API. */
  lexicalTerms(text: string): SparseVector;
  /** Runs `operation` once the collection exists; caller mistakes → 400, Qdrant trouble → 503. */
  run<T>(log: FastifyBaseLogger, operation: string, fn: (vectors: VectorStore) => Promise<T>): Promise<T>;
}

export function createVectorAccess(options: {
  vectors: VectorStore;
  dimensions: number;
  embeddingModel: string;
  lexicalModel: string;
}): VectorAccess {
  // Terms as the embedding worker writes them: the same skill canonicalisation.
  const lexical = new LexicalEncoder(canonicalizeSkillMentions);
  let ready: Promise<void> | null = null;
  // Lazily, once: the gateway must start (and report health) while Qdrant is down, and a failed
  // attempt is forgotten so the next request tries again.
  const ensure = (): Promise<void> => {
    ready ??= options.vectors
      .ensureCollection({ dimensions: options.dimensions, embeddingModel: options.embeddingModel, lexicalModel: options.lexicalModel })
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
    lexicalTerms: (text) => lexical.encode(text),
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
