/**
 * What a collection holds per point: a dense vector named `semantic` of `dimensions` from
 * `embeddingModel`, and a sparse vector named `lexical` from `lexicalModel` whose term weights
 * Qdrant scales by inverse document frequency itself.
 */
export interface VectorConfig {
  dimensions: number;
  embeddingModel: string;
  lexicalModel: string;
}

/** Names of the vectors of every point. */
export const VECTOR_NAMES = { semantic: 'semantic', lexical: 'lexical' } as const;

/**
 * The collection was built for other vectors than the service is configured to produce. Mixing
 * them would make similarity scores meaningless, so nothing may write or search until re-indexed.
 */
export class VectorConfigMismatchError extends Error {
  override readonly name = 'VectorConfigMismatchError';

  constructor(
    readonly collectionName: string,
    readonly existing: { dimensions: number | undefined; embeddingModel: string | undefined; lexicalModel?: string | undefined },
    readonly configured: VectorConfig,
  ) {
    super(
      `Qdrant collection "${collectionName}" holds ${describe(existing)}, but this service is configured ` +
        `for ${describe(configured)}. Vectors from different models or sizes cannot be compared. ` +
        'Run `npm run reindex` to rebuild the collection with the configured embedder, ' +
        'or set the embedding configuration back to what the collection was built with.',
    );
  }
}

function describe(config: { dimensions: number | undefined; embeddingModel: string | undefined; lexicalModel?: string | undefined }): string {
  const size = config.dimensions === undefined ? 'vectors of unknown size' : `${config.dimensions}-dimensional vectors`;
  const model = config.embeddingModel === undefined ? 'an unrecorded model' : `model "${config.embeddingModel}"`;
  const lexical = config.lexicalModel === undefined ? 'no lexical terms' : `lexical terms "${config.lexicalModel}"`;
  return `${size} from ${model} and ${lexical}`;
}

/** A caller-side mistake (missing user id, wrong vector size, …): retrying cannot fix it. */
export class VectorInputError extends Error {
  override readonly name = 'VectorInputError';
}
