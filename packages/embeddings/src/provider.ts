/** One embedding backend. Vectors come back as plain number arrays: that is what the Qdrant REST client serialises. */
export interface EmbeddingProvider {
  /** Model id recorded with the vectors (Qdrant collection metadata, cache keys), e.g. 'builtin-hash-v2'. */
  readonly id: string;
  readonly dimensions: number;
  /** Remote providers get politeness pauses between batches; the built-in one does not. */
  readonly remote: boolean;
  /**
   * False for the hashing embedder: its similarity is shared words, so matching a requirement to
   * evidence by its vector adds nothing the lexical terms do not already find.
   */
  readonly semantic?: boolean;
  /** Loads what the provider needs (a model's weights) now, at start-up, instead of on the first text. */
  ready?(): Promise<void>;
  /** One vector per text, in order, each of length `dimensions`. */
  embed(texts: string[]): Promise<number[][]>;
  /**
   * Vectors are rounded to this many decimals (shorter JSON). The shared cache stores float32 and
   * re-applies the rounding on read, so a cached vector equals a freshly computed one exactly.
   */
  readonly decimals?: number;
}

/** Thrown when a provider returns vectors of the wrong count or size; never silently mixed into a collection. */
export class EmbeddingDimensionError extends Error {
  constructor(providerId: string, expected: number, actual: number) {
    super(
      `Embedding provider '${providerId}' returned vectors of ${actual} dimensions but ${expected} are configured ` +
        "(EMBEDDING_DIMENSIONS). Set EMBEDDING_DIMENSIONS to the model's size, or choose a model that supports it.",
    );
    this.name = 'EmbeddingDimensionError';
  }
}

export function assertVectors(providerId: string, dimensions: number, count: number, vectors: number[][]): number[][] {
  if (vectors.length !== count) {
    throw new Error(`Embedding provider '${providerId}' returned ${vectors.length} vectors for ${count} texts`);
  }
  for (const vector of vectors) {
    if (vector.length !== dimensions) throw new EmbeddingDimensionError(providerId, dimensions, vector.length);
  }
  return vectors;
}
