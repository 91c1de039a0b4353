import {
  fileIdFromIngestJobId,
  GENERATION_STAGES,
  GenerationJobResultSchema,
  jobKindFromId,
  QUEUE_NAMES,
  type JOB_CATALOG,
  type JobState,
  type JobStatus,
  type ResumeFileRecord,
} from '@tailor/contracts';
import { readJobStatus, type Producer } from '@tailor/queue';
import type { Store } from '@tailor/store';
import { readFileStatus } from './file-status.service';

const GENERATION_DEFAULT_STAGE: Record<JobState, string> = {
  waiting: GENERATION_STAGES.queued.stage,
  active: GENERATION_STAGES.analysing.stage,
  completed: GENERATION_STAGES.done.stage,
  failed: GENERATION_STAGES.failed.stage,
};

/**
 * GET /api/jobs/:jobId for the caller, or null when they may not see it: another user's job, an
 * internal one (finalize, embedding batches) and an unknown id all look the same. An ingest job is
 * answered from its file's record (the id names the file), so it stays readable after the queue
 * forgot the job; a generation job from the queue.
 */
export async function readJobStatusFor(
  context: { store: Store; producer: Producer<typeof JOB_CATALOG> },
  jobId: string,
  userId: string,
): Promise<JobStatus | null> {
  const kind = jobKindFromId(jobId);
  if (kind === 'ingest') {
    const fileId = fileIdFromIngestJobId(jobId);
    const file = fileId === null ? null : await context.store.resumeFiles.findById(fileId);
    if (!file || file.user_id !== userId) return null;
    return ingestJobStatus(context.producer, jobId, file);
  }
  if (kind !== 'generation') return null;
  const status = await readJobStatus(context.producer.queue(QUEUE_NAMES.generation), jobId);
  if (!status || (status.data as { userId?: unknown } | null)?.userId !== userId) return null;
  const failed = status.state === 'failed';
  const result = GenerationJobResultSchema.safeParse(status.result);
  return {
    id: status.id,
    kind: 'generation',
    state: status.state,
    progress: failed ? -1 : Math.min(100, Math.max(0, status.progress)),
    stage: status.stage ?? GENERATION_DEFAULT_STAGE[status.state],
    error: status.error,
    // Shown only when it has the contract's shape; the client can still read the ids from the records.
    result: result.success ? result.data : null,
  };
}

export async function ingestJobStatus(producer: Producer<typeof JOB_CATALOG>, jobId: string, file: ResumeFileRecord): Promise<JobStatus> {
  const status = await readFileStatus(producer, file);
  return { id: jobId, kind: 'ingest', ...status, result: status.state === 'completed' ? { fileId: file.id } : null };
}
