import { ingestJobId, type JOB_CATALOG, type UploadStatusResponse } from '@tailor/contracts';
import type { Producer } from '@tailor/queue';
import type { Store } from '@tailor/store';
import { readFileStatus } from '../services/file-status.service';

/**
 * Every file of one of the caller's uploads with its state, in upload order; null when the caller
 * has no such upload (another user's uploads look the same). `done` once each file has ended.
 */
export async function readUploadStatus(
  context: { store: Store; producer: Producer<typeof JOB_CATALOG> },
  uploadId: string,
  userId: string,
): Promise<UploadStatusResponse | null> {
  const files = await context.store.resumeFiles.find({ user_id: userId, upload_id: uploadId }, { sort: { field: 'created_at', direction: 'asc' } });
  if (files.length === 0) return null;
  const statuses = await Promise.all(
    files.map(async (file) => ({
      fileId: file.id,
      jobId: file.job_id ?? ingestJobId(file.id),
      original_filename: file.original_filename,
      ...(await readFileStatus(context.producer, file)),
    })),
  );
  return { uploadId, done: statuses.every((file) => file.state === 'completed' || file.state === 'failed'), files: statuses };
}
