import { SAVE_BATCH, type Chunk, type ResumeChunkInput } from '@tailor/contracts';
import type { Store } from '@tailor/store';
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, notFound } from '../http-error';
import { createdAtNow } from '../clock';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** 404 unless every named resume file is the user's: chunks may only hang off one's own files. */
export async function assertOwnFiles(store: Store, userId: string, fileIds: readonly string[]): Promise<void> {
  const unique = [...new Set(fileIds)];
  const owned = await store.resumeFiles.find({ id: { in: unique }, user_id: userId });
  const missing = unique.find((id) => !owned.some((file) => file.id === id));
  if (missing !== undefined) throw notFound(`Resume file ${missing} not found`);
}

function toChunk(userId: string, input: ResumeChunkInput, createdAt: string): Chunk {
  const { user_id: _owner, id, ...fields } = input;
  return {
    ...fields,
    id: id ?? randomUUID(),
    user_id: userId,
    word_count: input.word_count ?? wordCount(input.content),
    chunk_size: input.chunk_size ?? input.content.length,
    created_at: createdAt,
    qdrant_point_id: null,
  };
}

/**
 * Stores new chunk records in batches of 50. Ids a client chooses must be new: overwriting an
 * existing chunk (possibly another user's) is refused with 409 before anything is written.
 */
export async function saveChunks(store: Store, userId: string, inputs: readonly ResumeChunkInput[]): Promise<Chunk[]> {
  await assertOwnFiles(
    store,
    userId,
    inputs.map((c) => c.resume_file_id),
  );
  const createdAt = createdAtNow();
  const chunks = inputs.map((input) => toChunk(userId, input, createdAt));
  const ids = chunks.map((c) => c.id);
  if (new Set(ids).size !== ids.length) throw badRequest('Chunk ids must be unique within a request');
  const chosen = inputs.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  if (chosen.length > 0 && (await store.chunks.count({ id: { in: chosen } })) > 0) {
    throw conflict('A chunk with one of these ids already exists');
  }
  for (let start = 0; start < chunks.length; start += SAVE_BATCH.chunks) {
    await store.chunks.insertMany(chunks.slice(start, start + SAVE_BATCH.chunks));
  }
  return chunks;
}
