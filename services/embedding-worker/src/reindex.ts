import { LexicalEncoder, type CachedEmbedder } from '@tailor/embeddings';
import { canonicalizeSkillMentions, toVectorPayload } from '@tailor/resume-core';
import type { Store } from '@tailor/store';
import type { VectorStore } from '@tailor/vector';

export interface ReindexResult {
  chunks: number;
  files: number;
  model: string;
  dimensions: number;
}

export interface ReindexOptions {
  store: Store;
  vectors: VectorStore;
  embedder: CachedEmbedder;
  /** Chunks read, embedded and upserted per round. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Rebuilds the vector collection, both vectors of every point, from the chunks the store keeps (their text is the source of
 * truth; vectors are derived). Needed after changing the embedding provider, model or dimension,
 * which the services refuse to mix into an existing collection. Point ids derive from chunk ids, so
 * an interrupted run can simply be run again.
 */
export async function reindexChunks(options: ReindexOptions): Promise<ReindexResult> {
  const { store, vectors, embedder } = options;
  const batchSize = options.batchSize ?? 256;
  const total = await store.chunks.count({});
  const lexical = new LexicalEncoder(canonicalizeSkillMentions);
  const config = { dimensions: embedder.provider.dimensions, embeddingModel: embedder.modelId, lexicalModel: lexical.id };
  await dropIfPresent(vectors);
  await vectors.ensureCollection(config);
  const files = new Set<string>();
  let done = 0;
  for (let offset = 0; ; offset += batchSize) {
    // Paged by id: the order is stable, and nothing else writes chunks while the services are stopped.
    const chunks = await store.chunks.find({}, { sort: { field: 'id', direction: 'asc' }, limit: batchSize, offset });
    if (chunks.length === 0) break;
    const texts = chunks.map((chunk) => chunk.content);
    const { embeddings } = await embedder.embed(texts);
    await vectors.upsertChunks(
      chunks.map((chunk, i) => ({
        chunkId: chunk.id,
        lexical: lexical.encode(texts[i] as string),
        vector: embeddings[i] ?? [],
        payload: toVectorPayload(chunk),
      })),
    );
    for (const chunk of chunks) files.add(chunk.resume_file_id);
    done += chunks.length;
    options.onProgress?.(done, total);
  }
  // Every point now has its semantic vector too: the files say so.
  if (embedder.provider.semantic !== false) {
    for (const fileId of files) await store.resumeFiles.update(fileId, { semantic_status: 'completed' });
  }
  return { chunks: done, files: files.size, model: config.embeddingModel, dimensions: config.dimensions };
}

async function dropIfPresent(vectors: VectorStore): Promise<void> {
  try {
    await vectors.dropCollection();
  } catch (error) {
    // Nothing to drop on a fresh Qdrant; anything else (unreachable, unauthorised) is a real failure.
    if (!/not found|doesn't exist|does not exist/i.test(String((error as Error).message))) throw error;
  }
}
