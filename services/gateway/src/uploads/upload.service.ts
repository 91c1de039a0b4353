import { ingestJobId, ingestPriority, MESSAGES, MAX_FILE_SIZE_BYTES, type ResumeFileRecord } from '@tailor/contracts';
import { detectFileType, ExtractionError } from '@tailor/extract';
import type { Logger } from '@tailor/observability';
import type { RouteContext } from '../routes/context';
import { createdAtNow } from '../clock';
import { randomUUID } from 'node:crypto';

export interface AcceptedUpload {
  fileId: string;
  jobId: string;
  original_filename: string;
}
export interface RejectedUpload {
  original_filename: string;
  error: string;
}

/** How many of the user's files wait for processing: the start of a new upload's place in the fair order. */
export function countQueuedFiles(context: Pick<RouteContext, 'store'>, userId: string): Promise<number> {
  return context.store.resumeFiles.count({ user_id: userId, processing_status: { in: ['pending', 'processing'] } });
}

/** The check order for one file, which decides the message a bad file gets: size, then type and content, then emptiness. */
export function checkUpload(filename: string, bytes: Buffer): { ok: true; fileType: ResumeFileRecord['file_type'] } | { ok: false; error: string } {
  try {
    return { ok: true, fileType: detectFileType(filename, bytes) };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, error: error.message };
    throw error;
  }
}

export function tooLargeMessage(size: number): string {
  return MESSAGES.fileTooLarge(size / (1024 * 1024), MAX_FILE_SIZE_BYTES / (1024 * 1024));
}

/**
 * Stores an accepted file (bytes and a pending record of its upload) and queues its ingest job.
 * If the job cannot be queued the stored file is removed again, so nothing half-accepted is left
 * behind. `queuedAhead` is how many of the user's files wait before this one: it sets the file's
 * place in the fair order across users (see ingestPriority).
 */
export async function acceptUpload(
  context: Pick<RouteContext, 'store' | 'producer'>,
  input: {
    userId: string;
    requestId: string;
    uploadId: string;
    filename: string;
    fileType: ResumeFileRecord['file_type'];
    bytes: Buffer;
    queuedAhead: number;
  },
  log: Logger,
): Promise<AcceptedUpload> {
  const fileId = randomUUID();
  const jobId = ingestJobId(fileId);
  const now = createdAtNow();
  await context.store.blobs.put(fileId, input.userId, input.bytes);
  await context.store.resumeFiles.insert({
    id: fileId,
    user_id: input.userId,
    original_filename: input.filename,
    file_type: input.fileType,
    file_size: input.bytes.length,
    created_at: now,
    updated_at: now,
    processing_status: 'pending',
    embedding_status: 'pending',
    processing_error: null,
    processing_notes: [],
    structured_content: null,
    job_id: jobId,
    processing_time_ms: null,
    upload_id: input.uploadId,
  });
  try {
    await context.producer.enqueue(
      'ingest.resume',
      { fileId, userId: input.userId, requestId: input.requestId },
      { jobId, priority: ingestPriority(input.queuedAhead) },
    );
  } catch (error) {
    log.warn({ err: error, fileId }, 'could not queue the ingest job; removing the stored file');
    await context.store.resumeFiles.delete(fileId);
    await context.store.blobs.delete(fileId);
    throw error;
  }
  // With the request's reqId (the caller passes request.log): joins this request to the job's logs.
  log.info({ fileId, jobId }, 'upload queued for ingest');
  return { fileId, jobId, original_filename: input.filename };
}
