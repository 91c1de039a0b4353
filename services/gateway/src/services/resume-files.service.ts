import {
  fileTypeFromFilename,
  ingestJobId,
  profileRecomputeDedupId,
  PROFILE_RECOMPUTE_DELAY_MS,
  type JOB_CATALOG,
  type ResumeFileCreate,
  type ResumeFileRecord,
  type ResumeFileUpdate,
} from '@tailor/contracts';
import type { Store } from '@tailor/store';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Producer } from '@tailor/queue';
import { badRequest, conflict, notFound } from '../http-error';
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
    processing_notes: [],
    structured_content: input.structured_content,
    job_id: null,
    processing_time_ms: input.processing_time_ms,
  };
}

/**
 * A stored file as the API answers it. Records written before files carried notes have none
 * stored; the answer always has the list, so clients need no special case.
 */
export function fileAnswer(file: ResumeFileRecord): ResumeFileRecord {
  return Array.isArray(file.processing_notes) ? file : { ...file, processing_notes: [] };
}

export function resumeFilePatch(input: ResumeFileUpdate): Partial<ResumeFileRecord> {
  const { user_id: _owner, ...fields } = input;
  return { ...fields, updated_at: new Date().toISOString() };
}

/**
 * Removes a file and everything derived from it. The record goes last: if Qdrant or the store
 * fails half-way, the file is still listed and the delete can simply be retried. The merged
 * profile is recomputed from the remaining resumes by the ingest worker (the gateway runs no
 * jobs); the request is refused (503) before anything is removed when that cannot be queued.
 */
export async function deleteResumeFile(
  deps: { store: Store; vectors: VectorAccess; producer: Producer<typeof JOB_CATALOG> },
  log: FastifyBaseLogger,
  file: ResumeFileRecord,
  requestId: string,
): Promise<void> {
  const { store } = deps;
  await deps.producer.assertAvailable();
  await deps.vectors.run(log, 'deleteByResumeFile', (v) => v.deleteByResumeFile(file.user_id, file.id));
  await store.chunks.deleteMany({ user_id: file.user_id, resume_file_id: file.id });
  await detachSource(store, file.user_id, file.id);
  await store.parsedResumes.deleteMany({ user_id: file.user_id, resume_file_id: file.id });
  await deps.producer.enqueue(
    'profile.recompute',
    { userId: file.user_id, requestId },
    { deduplicationId: profileRecomputeDedupId(file.user_id), delay: PROFILE_RECOMPUTE_DELAY_MS },
  );
  await store.blobs.delete(file.id);
  await store.resumeFiles.delete(file.id);
}

/**
 * `POST /api/files/:id/retry`: a failed file goes back to pending and gets a new ingest job (the
 * failed one keeps its id in Redis for a week). The job id is derived from the failed state the
 * caller saw, so two clicks on the same failure queue one job, and each later failure a new one.
 */
export async function retryResumeFile(
  context: { store: Store; producer: Producer<typeof JOB_CATALOG> },
  requestId: string,
  file: ResumeFileRecord,
  log: FastifyBaseLogger,
): Promise<{ fileId: string; jobId: string }> {
  if (file.processing_status !== 'failed') {
    throw conflict(`Only a file whose processing failed can be retried; this file is ${file.processing_status}.`);
  }
  if (!(await context.store.blobs.get(file.id))) {
    throw notFound('The uploaded content of this file is missing; please upload it again.');
  }
  // Refuse before changing anything when the queue cannot take the job.
  await context.producer.assertAvailable();
  const failedAt = Date.parse(file.updated_at);
  const jobId = `${ingestJobId(file.id)}~retry-${Number.isFinite(failedAt) ? failedAt : randomUUID()}`;
  const previous = {
    processing_status: file.processing_status,
    processing_error: file.processing_error,
    job_id: file.job_id,
    updated_at: file.updated_at,
  };
  await context.store.resumeFiles.update(file.id, {
    processing_status: 'pending',
    embedding_status: 'pending',
    processing_error: null,
    job_id: jobId,
    updated_at: new Date().toISOString(),
  });
  try {
    await context.producer.enqueue('ingest.resume', { fileId: file.id, userId: file.user_id, requestId }, { jobId });
  } catch (error) {
    log.warn({ err: error, fileId: file.id }, 'could not queue the retry; the file stays failed');
    await context.store.resumeFiles.update(file.id, previous);
    throw error;
  }
  log.info({ fileId: file.id, jobId }, 'failed file queued again for ingest');
  return { fileId: file.id, jobId };
}
