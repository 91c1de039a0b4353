import { recomputeUserProfile, withUserProfileLock, type ProfileLockOptions } from '@tailor/profile';
import { fileTypeFromFilename, type ResumeFileCreate, type ResumeFileRecord, type ResumeFileUpdate } from '@tailor/contracts';
import type { Store } from '@tailor/store';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { badRequest } from '../http-error';
import { detachSource } from './sources.service';
import type { VectorAccess } from './vector-access';
import { createdAtNow } from '../clock';

export function newResumeFile(userId: string, input: ResumeFileCreate): ResumeFileRecord {
  const fileType = input.file_type ?? fileTypeFromFilename(input.original_filename);
  if (!fileType) {
    throw badRequest('file_type is required when the file name has no .docx, .txt or .pdf extension', [
      { path: 'body.file_type', message: 'Required' },
    ]);
  }
  const now = createdAtNow();
  return {
    id: randomUUID(),
    user_id: userId,
    original_filename: input.original_filename,
    file_type: fileType,
    file_size: input.file_size,
    created_at: now,
    updated_at: now,
    processing_status: input.processing_status,
    embedding_status: input.embedding_status,
    processing_error: input.processing_error,
    structured_content: input.structured_content,
    job_id: null,
    processing_time_ms: input.processing_time_ms,
  };
}

export function resumeFilePatch(input: ResumeFileUpdate): Partial<ResumeFileRecord> {
  const { user_id: _owner, ...fields } = input;
  return { ...fields, updated_at: new Date().toISOString() };
}

/**
 * Removes a file and everything derived from it. The record goes last: if Qdrant or the store
 * fails half-way, the file is still listed and the delete can simply be retried.
 */
export async function deleteResumeFile(
  deps: { store: Store; vectors: VectorAccess; lock: ProfileLockOptions },
  log: FastifyBaseLogger,
  file: ResumeFileRecord,
): Promise<void> {
  const { store } = deps;
  await deps.vectors.run(log, 'deleteByResumeFile', (v) => v.deleteByResumeFile(file.user_id, file.id));
  await store.chunks.deleteMany({ user_id: file.user_id, resume_file_id: file.id });
  await detachSource(store, file.user_id, file.id);
  await store.parsedResumes.deleteMany({ user_id: file.user_id, resume_file_id: file.id });
  // The merged view is recomputed from the remaining resumes, under the lock the ingest workers use.
  await withUserProfileLock(deps.lock, file.user_id, () => recomputeUserProfile(store, file.user_id));
  await store.blobs.delete(file.id);
  await store.resumeFiles.delete(file.id);
}
