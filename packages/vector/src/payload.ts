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

/** One chunk to store: the vector and its payload, addressed by the chunk id. */
export interface ChunkPoint {
  chunkId: string;
  vector: number[];
  payload: VectorChunkPayload;
}

export interface ChunkHit {
  chunkId: string;
  /** Cosine similarity; only present for search results. */
  score: number;
  payload: VectorChunkPayload;
}

/** Payload fields that get a keyword index: every filter we run uses them. */
export const KEYWORD_INDEXED_FIELDS = ['user_id', 'resume_file_id', 'chunk_type'] as const;
