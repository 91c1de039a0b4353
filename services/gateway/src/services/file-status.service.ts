import { embeddingBatchStageInfo, finalizeJobId, INGEST_STAGES, type JOB_CATALOG, type JobState, type ResumeFileRecord } from '@tailor/contracts';
import type { Producer } from '@tailor/queue';

export interface FileStatus {
  state: JobState;
  progress: number;
  stage: string;
  error: string | null;
}

const WAITING_STAGE = 'Waiting to start';

/**
 * A file's status, read from its record, which the pipeline keeps current and which outlives
 * anything the queue knows. The one thing read from the queue is how many embedding batches of
 * the file's current run are done (the flow's child counts), for the 80–90 band; when the queue
 * cannot say (the job is gone, Redis is down) the record's own stage is the answer.
 */
export async function readFileStatus(producer: Producer<typeof JOB_CATALOG>, file: ResumeFileRecord): Promise<FileStatus> {
  switch (file.processing_status) {
    case 'completed':
      return { state: 'completed', progress: INGEST_STAGES.done.progress, stage: INGEST_STAGES.done.stage, error: null };
    case 'failed':
      return {
        state: 'failed',
        progress: INGEST_STAGES.failed.progress,
        stage: INGEST_STAGES.failed.stage,
        error: file.processing_error ?? 'Processing failed',
      };
    case 'pending':
      return { state: 'waiting', progress: 0, stage: WAITING_STAGE, error: null };
    case 'processing': {
      const recorded = {
        progress: file.processing_progress ?? INGEST_STAGES.validating.progress,
        stage: file.processing_stage ?? INGEST_STAGES.validating.stage,
      };
      const embedding = recorded.progress === INGEST_STAGES.embedding.progress ? await embeddingProgress(producer, file).catch(() => null) : null;
      return { state: 'active', ...(embedding ?? recorded), error: null };
    }
  }
}

/** Batch k+1 of n while k are done; 'Storing' once all are and the parent is about to finish the file. */
async function embeddingProgress(
  producer: Producer<typeof JOB_CATALOG>,
  file: ResumeFileRecord,
): Promise<{ progress: number; stage: string } | null> {
  if (!file.processing_run_id) return null;
  const parent = await producer.getJob('followup', finalizeJobId(file.id, file.processing_run_id));
  if (!parent) return null;
  const counts = await parent.getDependenciesCount({ processed: true, unprocessed: true, ignored: true });
  const done = (counts.processed ?? 0) + (counts.ignored ?? 0);
  const total = done + (counts.unprocessed ?? 0);
  if (total === 0) return null;
  if (done >= total) return { progress: INGEST_STAGES.storing.progress, stage: INGEST_STAGES.storing.stage };
  return embeddingBatchStageInfo(done + 1, total);
}
