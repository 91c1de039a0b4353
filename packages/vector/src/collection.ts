import type { QdrantClient, Schemas } from './qdrant-module';
import { VECTOR_NAMES, VectorConfigMismatchError, type VectorConfig } from './errors';
import { KEYWORD_INDEXED_FIELDS } from './payload';

/** What we record in the collection's metadata (Qdrant ≥ 1.16) to detect a changed embedder. */
export interface CollectionMetadata {
  /** Model of the dense `semantic` vectors, and their size. */
  embedding_model: string;
  dimensions: number;
  /** Version of the sparse `lexical` terms. */
  lexical_model: string;
  created_by: '@tailor/vector';
}

export interface EnsureCollectionResult {
  created: boolean;
}

/**
 * Creates the collection (a cosine `semantic` vector of the given size and an idf-weighted sparse
 * `lexical` vector per point, both models recorded in its metadata) unless it exists;
 * an existing one must match the configuration. Safe to call from several workers at once.
 */
export async function ensureCollection(client: QdrantClient, name: string, config: VectorConfig): Promise<EnsureCollectionResult> {
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
  if (!config.lexicalModel) throw new TypeError('ensureCollection: lexicalModel is required');
}

/** Returns false when another process created it first (409), which is fine. */
async function createCollection(client: QdrantClient, name: string, config: VectorConfig): Promise<boolean> {
  const metadata: CollectionMetadata = {
    embedding_model: config.embeddingModel,
    dimensions: config.dimensions,
    lexical_model: config.lexicalModel,
    created_by: '@tailor/vector',
  };
  try {
    // The high-level createCollection() drops `metadata`; the generated API passes it through,
    // which makes creation and recording the model one atomic step.
    await client.api().createCollection({
      collection_name: name,
      vectors: {
        // The originals stay on disk; RAM holds one byte per dimension (scalar quantisation), which
        // is what searching needs, rescored from the originals for the final order.
        [VECTOR_NAMES.semantic]: {
          size: config.dimensions,
          distance: 'Cosine',
          on_disk: true,
          quantization_config: { scalar: { type: 'int8', quantile: 0.99, always_ram: true } },
        },
      },
      // Term weights are 1 + ln(tf); Qdrant multiplies each query term by its idf over the collection.
      sparse_vectors: { [VECTOR_NAMES.lexical]: { modifier: 'idf' } },
      metadata: { ...metadata },
    });
    return true;
  } catch (error) {
    if (httpStatus(error) === 409) return false;
    throw error;
  }
}

async function verifyOrAdopt(client: QdrantClient, name: string, info: Schemas['CollectionInfo'], config: VectorConfig): Promise<void> {
  const dimensions = vectorSize(info);
  const metadata = (info.config.metadata ?? {}) as Partial<CollectionMetadata>;
  const model = typeof metadata.embedding_model === 'string' ? metadata.embedding_model : undefined;
  const lexicalModel = typeof metadata.lexical_model === 'string' ? metadata.lexical_model : undefined;
  const distance = vectorDistance(info);
  const existing = { dimensions, embeddingModel: model, lexicalModel };
  // A collection of the earlier layout (one unnamed vector, no sparse terms) cannot be adopted:
  // its vector layout is fixed at creation. It needs `npm run reindex`.
  if (dimensions !== config.dimensions || (distance !== undefined && distance !== 'Cosine') || !hasLexical(info)) {
    throw new VectorConfigMismatchError(name, existing, config);
  }
  if (model === config.embeddingModel && lexicalModel === config.lexicalModel) return;
  // An empty collection holds no vectors to mix up, so it may take on the configured models.
  if ((info.points_count ?? 0) === 0) {
    await client.updateCollection(name, {
      metadata: { embedding_model: config.embeddingModel, dimensions: config.dimensions, lexical_model: config.lexicalModel },
    });
    return;
  }
  throw new VectorConfigMismatchError(name, existing, config);
}

/** The named `semantic` vector's parameters; undefined for a collection of another layout. */
function semanticParams(info: Schemas['CollectionInfo']): Partial<Schemas['VectorParams']> | undefined {
  const vectors = info.config.params.vectors as Record<string, unknown> | undefined;
  const named = vectors?.[VECTOR_NAMES.semantic];
  return named && typeof named === 'object' ? (named as Partial<Schemas['VectorParams']>) : undefined;
}

function vectorSize(info: Schemas['CollectionInfo']): number | undefined {
  const size = semanticParams(info)?.size;
  return typeof size === 'number' ? size : undefined;
}

function vectorDistance(info: Schemas['CollectionInfo']): string | undefined {
  const distance = semanticParams(info)?.distance;
  return typeof distance === 'string' ? distance : undefined;
}

function hasLexical(info: Schemas['CollectionInfo']): boolean {
  const sparse = info.config.params.sparse_vectors as Record<string, { modifier?: string | null }> | null | undefined;
  return sparse?.[VECTOR_NAMES.lexical]?.modifier === 'idf';
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
