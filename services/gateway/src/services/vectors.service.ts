import type { Chunk, SearchResultChunk, VectorChunkInput, VectorSearchRequest } from '@tailor/contracts';
import { toVectorPayload } from '@tailor/resume-core';
import type { Store } from '@tailor/store';
import { pointIdFromChunkId, type ChunkPoint } from '@tailor/vector';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../http-error';
import type { VectorAccess } from './vector-access';

interface Deps {
  store: Store;
  vectors: VectorAccess;
}

function assertDimensions(vectors: VectorAccess, vector: readonly number[], what: string): void {
  if (vector.length !== vectors.dimensions) {
    throw badRequest(`${what} has ${vector.length} dimensions; this server stores ${vectors.dimensions}-dimensional vectors`);
  }
}

function toPoint(chunk: Chunk, vector: number[], lexical: ChunkPoint['lexical']): ChunkPoint {
  return { chunkId: chunk.id, vector, lexical, payload: toVectorPayload(chunk) };
}

/**
 * Upserts vectors for the caller's stored chunks. The payload comes from the chunk record, never
 * from the request, and a chunk id that is unknown or another user's is a 404: point ids derive
 * from chunk ids, so accepting any id would let one user overwrite another's point.
 */
export async function upsertVectors(deps: Deps, log: FastifyBaseLogger, userId: string, inputs: readonly VectorChunkInput[]): Promise<number> {
  inputs.forEach((input) => assertDimensions(deps.vectors, input.embedding, `Chunk ${input.id}`));
  const ids = [...new Set(inputs.map((input) => input.id))];
  const stored = await deps.store.chunks.find({ id: { in: ids }, user_id: userId });
  const byId = new Map(stored.map((chunk) => [chunk.id, chunk]));
  const points = inputs.map((input) => {
    const chunk = byId.get(input.id);
    if (!chunk) throw notFound(`Chunk ${input.id} not found; save it with POST /api/resume-chunks first`);
    if (input.resume_file_id !== undefined && input.resume_file_id !== chunk.resume_file_id) {
      throw badRequest(`Chunk ${input.id} belongs to resume file ${chunk.resume_file_id}, not ${input.resume_file_id}`);
    }
    return toPoint(chunk, input.embedding, deps.vectors.lexicalTerms(chunk.content));
  });
  await deps.vectors.run(log, 'upsertChunks', (v) => v.upsertChunks(points));
  for (const chunk of stored) {
    await deps.store.chunks.update(chunk.id, { qdrant_point_id: pointIdFromChunkId(chunk.id) });
  }
  return points.length;
}

/** Always scoped to the caller, whatever the filters say. */
export async function searchVectors(deps: Deps, log: FastifyBaseLogger, userId: string, request: VectorSearchRequest): Promise<SearchResultChunk[]> {
  assertDimensions(deps.vectors, request.queryVector, 'queryVector');
  const hits = await deps.vectors.run(log, 'search', (v) =>
    v.search({
      userId,
      vector: request.queryVector,
      limit: request.limit,
      filter: {
        chunkTypes: request.filters.chunk_types,
        resumeFileIds: request.filters.resume_file_ids,
        minConfidence: request.filters.min_confidence,
      },
    }),
  );
  return hits.map((hit) => ({ id: pointIdFromChunkId(hit.chunkId), score: hit.score, payload: hit.payload }));
}
