import { z } from 'zod';
import { ConfidenceSchema, IdSchema, IsoDateTimeSchema, NonNegativeIntSchema } from '../common';
import { EMBEDDING } from '../constants';

export const CHUNK_TYPES = ['comprehensive', 'summary', 'experiences', 'skills', 'hierarchical', 'experience', 'education'] as const;
export const ChunkTypeSchema = z.enum(CHUNK_TYPES);
export type ChunkType = z.infer<typeof ChunkTypeSchema>;

export const EmbeddingVectorSchema = z.array(z.number()).length(EMBEDDING.dimensions);

/** Metadata that per-item chunks carry so search results can be shown without another lookup. */
const ChunkMetadataShape = {
  company: z.string().optional(),
  role: z.string().optional(),
  title: z.string().optional(),
  duration: z.string().optional(),
  achievements: z.array(z.string()).optional(),
  skills: z.array(z.string()).optional(),
};

export const ChunkSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  resume_file_id: IdSchema,
  /** Older name for the same file id; kept optional for compatibility. */
  resume_id: IdSchema.optional(),
  chunk_type: ChunkTypeSchema,
  content: z.string().min(1),
  /** Vectors live in Qdrant; records only carry one in transit. */
  embedding: EmbeddingVectorSchema.optional(),
  chunk_index: NonNegativeIntSchema,
  word_count: NonNegativeIntSchema,
  confidence_score: ConfidenceSchema,
  previous_chunk: IdSchema.nullable(),
  next_chunk: IdSchema.nullable(),
  chunk_size: NonNegativeIntSchema,
  created_at: IsoDateTimeSchema,
  /** Null until the vector is upserted. */
  qdrant_point_id: IdSchema.nullable(),
  ...ChunkMetadataShape,
});
export type Chunk = z.infer<typeof ChunkSchema>;

/**
 * What is stored beside each vector. user_id and resume_file_id are required because every search
 * filters by owner and a file delete removes points by file.
 */
export const ChunkPayloadSchema = z.object({
  chunk_id: IdSchema,
  user_id: IdSchema,
  resume_file_id: IdSchema,
  chunk_type: ChunkTypeSchema,
  chunk_index: NonNegativeIntSchema.optional(),
  content: z.string(),
  confidence_score: ConfidenceSchema,
  ...ChunkMetadataShape,
});
export type ChunkPayload = z.infer<typeof ChunkPayloadSchema>;

export const SearchResultChunkSchema = z.object({
  /** Qdrant point id. */
  id: IdSchema,
  score: z.number(),
  payload: ChunkPayloadSchema,
});
export type SearchResultChunk = z.infer<typeof SearchResultChunkSchema>;
