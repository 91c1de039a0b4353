import type { Chunk, ChunkPayload } from '@tailor/contracts';

/** What the vector store keeps beside a chunk's embedding: ownership, type, text and search metadata. */
export function toVectorPayload(chunk: Chunk): ChunkPayload {
  const payload: ChunkPayload = {
    chunk_id: chunk.id,
    user_id: chunk.user_id,
    resume_file_id: chunk.resume_file_id,
    chunk_type: chunk.chunk_type,
    chunk_index: chunk.chunk_index,
    content: chunk.content,
    confidence_score: chunk.confidence_score,
  };
  // Only fields that are present: Qdrant payload filters treat a stored null differently from a missing key.
  if (chunk.company !== undefined) payload.company = chunk.company;
  if (chunk.role !== undefined) payload.role = chunk.role;
  if (chunk.title !== undefined) payload.title = chunk.title;
  if (chunk.duration !== undefined) payload.duration = chunk.duration;
  if (chunk.achievements !== undefined) payload.achievements = [...chunk.achievements];
  if (chunk.skills !== undefined) payload.skills = [...chunk.skills];
  return payload;
}
