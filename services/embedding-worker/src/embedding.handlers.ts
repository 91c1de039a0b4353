import type { EmbedChunksPayload } from '@tailor/contracts';
import type { Logger } from '@tailor/observability';
import type { JobContext } from '@tailor/queue';
import { toVectorPayload } from '@tailor/resume-core';
import { vectorCall, type Dependencies } from '@tailor/runtime';
import type { EmbeddingContext } from './embedding.context';

export interface EmbedChunksResult {
  embedded: number;
}

/**
 * One embedding batch of one resume file: load the chunks (the payload carries ids only), compute
 * their lexical terms (and, for the hashing embedder, their dense vectors), and
 * upsert them into Qdrant under ids derived from the chunk ids (so a retry overwrites instead of
 * duplicating). It is a child in its file's ingest flow: BullMQ counts it done for the parent,
 * which finishes the file once every batch is. With a semantic embedder the dense vectors follow
 * in an 'embedding.semantic' job (the semantic worker's queue), and the file says so until they
 * are written.
 */
export async function embedChunks(
  payload: EmbedChunksPayload,
  ctx: JobContext,
  deps: Dependencies,
  context: EmbeddingContext,
): Promise<EmbedChunksResult> {
  // Only this batch's chunks: reading (and JSON-parsing) every chunk of the file for each batch
  // made a file of n batches read its chunks n times.
  const chunks = (
    await deps.store.chunks.find(
      { id: { in: payload.chunkIds }, resume_file_id: payload.fileId },
      { sort: { field: 'chunk_index', direction: 'asc' } },
    )
  ).filter((chunk) => chunk.user_id === payload.userId);
  if (chunks.length === 0) {
    ctx.log.info({ fileId: payload.fileId }, 'no chunks left to embed (file removed or re-chunked)');
    return { embedded: 0 };
  }
  const texts = chunks.map((chunk) => chunk.content);
  const lexical = context.lexical.encodeMany(texts);
  // Not through the vector cache: the hashing embedder computes a chunk's vector with less CPU than
  // the cache spends on it (key, Redis round trips, float32 encoding of the entry), a chunk is
  // rarely embedded twice, and its entries would push the queries' vectors out of the bounded cache.
  const dense = context.semanticFollows
    ? null
    : (await context.recorder.track(chunks.length, () => context.embedder.embed(texts, { useCache: false }), payload.userId)).embeddings;
  await vectorCall(() =>
    deps.vectors.upsertChunks(
      chunks.map((chunk, i) => ({
        chunkId: chunk.id,
        lexical: lexical[i] as (typeof lexical)[number],
        ...(dense ? { vector: dense[i] ?? [] } : {}),
        payload: toVectorPayload(chunk),
      })),
    ),
  );
  if (context.semanticFollows) {
    // Once per file (every write waits for the store's write lock); the semantic worker marks it
    // completed when all of the file's chunks have their vector.
    if (payload.batchIndex === 0) await deps.store.resumeFiles.update(payload.fileId, { semantic_status: 'pending' });
    await context.producer.enqueue(
      'embedding.semantic',
      { userId: payload.userId, fileId: payload.fileId, chunkIds: chunks.map((chunk) => chunk.id), requestId: payload.requestId },
      { jobId: `${ctx.job.id ?? payload.fileId}~semantic` },
    );
  }
  // A file deleted while this batch ran must not stay searchable through the points just written.
  if (!(await deps.store.resumeFiles.findById(payload.fileId))) {
    await vectorCall(() => deps.vectors.deleteByResumeFile(payload.userId, payload.fileId));
    return { embedded: 0 };
  }
  return { embedded: chunks.length };
}

export function createEmbeddingHandlers(deps: Dependencies, _logger: Logger, context: EmbeddingContext) {
  return {
    'embedding.chunks': (payload: EmbedChunksPayload, ctx: JobContext) => embedChunks(payload, ctx, deps, context),
  };
}
