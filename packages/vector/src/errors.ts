export interface VectorConfig {
  dimensions: number;
  embeddingModel: string;
}

/**
 * The collection was built for other vectors than the service is configured to produce. Mixing
 * them would make similarity scores meaningless, so nothing may write or search until re-indexed.
 */
export class VectorConfigMismatchError extends Error {
  override readonly name = 'VectorConfigMismatchError';

  constructor(
    readonly collectionName: string,
    readonly existing: { dimensions: number | undefined; embeddingModel: string | undefined },
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

function describe(config: { dimensions: number | undefined; embeddingModel: string | undefined }): string {
  const size = config.dimensions === undefined ? 'vectors of unknown size' : `${config.dimensions}-dimensional vectors`;
  const model = config.embeddingModel === undefined ? 'an unrecorded model' : `model "${config.embeddingModel}"`;
  return `${size} from ${model}`;
}

/** A caller-side mistake (missing user id, wrong vector size, …): retrying cannot fix it. */
export class VectorInputError extends Error {
  override readonly name = 'VectorInputError';
}
