import { CHUNK_TYPES, type ChunkType } from '@tailor/contracts';

/**
 * What is stored beside each vector; the contracts' `ChunkPayload` in interface form. user_id and
 * resume_file_id are required because every search filters by owner and a file delete removes
 * points by file.
 */
export { CHUNK_TYPES, type ChunkType };

export interface VectorChunkPayload {
  chunk_id: string;
  user_id: string;
  resume_file_id: string;
  chunk_type: ChunkType;
  chunk_index?: number;
  content: string;
  /** 0..1 */
  confidence_score: number;
  company?: string;
  role?: string;
  title?: string;
  duration?: string;
  achievements?: string[];
  skills?: string[];
}

/** A Qdrant sparse vector: term ids and their weights, pairwise. */
export interface SparseVector {
  indices: number[];
  values: number[];
}

/**
 * One chunk to store, addressed by the chunk id: its lexical terms, and its semantic vector when
 * already computed (it may be added later with setSemanticVectors).
 */
export interface ChunkPoint {
  chunkId: string;
  lexical: SparseVector;
  vector?: number[];
  payload: VectorChunkPayload;
}

export interface SemanticPoint {
  chunkId: string;
  vector: number[];
}

export interface ChunkHit {
  chunkId: string;
  /** The search's score: cosine for one vector, the fused rank score for a hybrid search; 0 when retrieved by id. */
  score: number;
  /** With `withSimilarity`: the 0–1 cosine described on ChunkSearchRequest. */
  similarity?: number;
  payload: VectorChunkPayload;
}

/** Payload fields that get a keyword index: every filter we run uses them. */
export const KEYWORD_INDEXED_FIELDS = ['user_id', 'resume_file_id', 'chunk_type'] as const;
