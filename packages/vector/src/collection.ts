import type { QdrantClient, Schemas } from './qdrant-module';
import { VectorConfigMismatchError, type VectorConfig } from './errors';
import { KEYWORD_INDEXED_FIELDS } from './payload';

/** What we record in the collection's metadata (Qdrant ≥ 1.16) to detect a changed embedder. */
export interface CollectionMetadata {
  embedding_model: string;
  dimensions: number;
  created_by: '@tailor/vector';
}

export interface EnsureCollectionResult {
  created: boolean;
}

/**
 * Creates the collection (cosine, given size, embedder recorded in its metadata) unless it exists;
 * an existing one must match the configuration. Safe to call from several workers at once.
 */
export async function ensureCollection(
  client: QdrantClient,
  name: string,
  config: VectorConfig,
): Promise<EnsureCollectionResult> {
  validateConfig(config);
  let created = false;
  if (!(await client.collectionExists(name)).exists) {
    created = await createCollection(client, name, config);
  }
  const info = await client.getCollection(name);
  await verifyOrAdopt(client, name, info, config);
  await ensurePayloadIndexes(client, name, info);
  return { created };
}

function validateConfig(config: VectorConfig): void {
  if (!Number.isInteger(config.dimensions) || config.dimensions <= 0) {
    throw new TypeError(`ensureCollection: dimensions must be a positive integer, got ${config.dimensions}`);
  }
  if (!config.embeddingModel) throw new TypeError('ensureCollection: embeddingModel is required');
}

/** Returns false when another process created it first (409), which is fine. */
async function createCollection(client: QdrantClient, name: string, config: VectorConfig): Promise<boolean> {
  const metadata: CollectionMetadata = {
    embedding_model: config.embeddingModel,
    dimensions: config.dimensions,
    created_by: '@tailor/vector',
  };
  try {
    // The high-level createCollection() drops `metadata`; the generated API passes it through,
    // which makes creation and recording the model one atomic step.
    await client.api().createCollection({
      collection_name: name,
      vectors: { size: config.dimensions, distance: 'Cosine' },
      metadata: { ...metadata },
    });
    return true;
  } catch (error) {
    if (httpStatus(error) === 409) return false;
    throw error;
  }
}

async function verifyOrAdopt(
  client: QdrantClient,
  name: string,
  info: Schemas['CollectionInfo'],
  config: VectorConfig,
): Promise<void> {
  const dimensions = vectorSize(info);
  const metadata = (info.config.metadata ?? {}) as Partial<CollectionMetadata>;
  const model = typeof metadata.embedding_model === 'string' ? metadata.embedding_model : undefined;
  const distance = vectorDistance(info);
  const existing = { dimensions, embeddingModel: model };
  if (dimensions !== config.dimensions || (distance !== undefined && distance !== 'Cosine')) {
    throw new VectorConfigMismatchError(name, existing, config);
  }
  if (model === config.embeddingModel) return;
  // An empty collection holds no vectors to mix up, so it may take on the configured model.
  if ((info.points_count ?? 0) === 0) {
    await client.updateCollection(name, {
      metadata: { embedding_model: config.embeddingModel, dimensions: config.dimensions },
    });
    return;
  }
  throw new VectorConfigMismatchError(name, existing, config);
}

/** Size of the unnamed vector; a collection with named vectors was not made by us. */
function vectorSize(info: Schemas['CollectionInfo']): number | undefined {
  const vectors = info.config.params.vectors as Schemas['VectorParams'] | Record<string, unknown> | undefined;
  return vectors && typeof vectors.size === 'number' ? vectors.size : undefined;
}

function vectorDistance(info: Schemas['CollectionInfo']): string | undefined {
  const vectors = info.config.params.vectors as Schemas['VectorParams'] | Record<string, unknown> | undefined;
  return vectors && typeof vectors.distance === 'string' ? vectors.distance : undefined;
}

async function ensurePayloadIndexes(client: QdrantClient, name: string, info: Schemas['CollectionInfo']): Promise<void> {
  const existing = info.payload_schema ?? {};
  for (const field of KEYWORD_INDEXED_FIELDS) {
    if (existing[field]) continue;
    await client.createPayloadIndex(name, {
      field_name: field,
      // is_tenant groups a user's points together on disk: every query filters by user_id.
      field_schema: field === 'user_id' ? { type: 'keyword', is_tenant: true } : 'keyword',
      wait: true,
    });
  }
  // minConfidence filters by range; an index keeps that cheap as the collection grows.
  if (!existing['confidence_score']) {
    await client.createPayloadIndex(name, { field_name: 'confidence_score', field_schema: 'float', wait: true });
  }
}

export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
