export { createQdrantClient, type QdrantClientOptions } from './client';
export { pointIdFromChunkId, POINT_ID_NAMESPACE } from './point-id';
export {
  VectorStore,
  DEFAULT_COLLECTION,
  UPSERT_BATCH_SIZE,
  type VectorStoreOptions,
  type ChunkSearchRequest,
  type SemanticNeighboursRequest,
} from './vector-store';
export { VectorConfigMismatchError, VectorInputError, VECTOR_NAMES, type VectorConfig } from './errors';
export { userChunkFilter, type ChunkSearchFilter } from './filters';
export type { EnsureCollectionResult, CollectionMetadata } from './collection';
export {
  CHUNK_TYPES,
  type ChunkType,
  type VectorChunkPayload,
  type ChunkPoint,
  type ChunkHit,
  type SemanticPoint,
  type SparseVector,
} from './payload';
export type { QdrantClient } from './qdrant-module';
