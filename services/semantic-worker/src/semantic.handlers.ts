import type { Chunk, EmbedSemanticPayload } from '@tailor/contracts';
import type { Logger } from '@tailor/observability';
import type { JobContext } from '@tailor/queue';
import { vectorCall, type Dependencies } from '@tailor/runtime';
import type { SemanticContext } from './semantic.context';

export interface EmbedSemanticResult {
  embedded: number;
}

/**
 * The semantic vectors of chunks already searchable by their words (the embedding worker wrote
 * them with their lexical terms). Points deleted meanwhile are skipped. Once every chunk of the
 * file has one, the file says it can be found by meaning. Safe to run twice: the same vectors
 * are written again.
 */
export async function embedSemantic(
  payload: EmbedSemanticPayload,
  ctx: JobContext,
  deps: Dependencies,
  context: SemanticContext,
): Promise<EmbedSemanticResult> {
  const chunks: Chunk[] = (await deps.store.chunks.find({ id: { in: payload.chunkIds }, resume_file_id: payload.fileId })).filter(
    (chunk) => chunk.user_id === payload.userId,
  );
  if (chunks.length === 0) {
    ctx.log.info({ fileId: payload.fileId }, 'no chunks left for semantic vectors (file removed or re-chunked)');
    return { embedded: 0 };
  }
  const { embeddings } = await context.recorder.track(chunks.length, () => context.embedder.embed(chunks.map((chunk) => chunk.content)));
  const written = await vectorCall(() =>
    deps.vectors.setSemanticVectors(chunks.map((chunk, i) => ({ chunkId: chunk.id, vector: embeddings[i] ?? [] }))),
  );
  // Every chunk of the file is stored before its first batch is embedded, so the file is done when
  // as many of its points have a semantic vector as it has chunks, whichever batch lands last.
  const [stored, withMeaning] = await Promise.all([
    deps.store.chunks.count({ resume_file_id: payload.fileId }),
    vectorCall(() => deps.vectors.countWithSemantic(payload.userId, payload.fileId)),
  ]);
  if (withMeaning >= stored && (await deps.store.resumeFiles.findById(payload.fileId))) {
    await deps.store.resumeFiles.update(payload.fileId, { semantic_status: 'completed' });
  }
  return { embedded: written };
}

export function createSemanticHandlers(deps: Dependencies, _logger: Logger, context: SemanticContext) {
  return {
    'embedding.semantic': (payload: EmbedSemanticPayload, ctx: JobContext) => embedSemantic(payload, ctx, deps, context),
  };
}
