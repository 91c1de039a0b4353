import { fileIdFromIngestJobId, finalizeJobId, ingestJobId, ingestPriority, type JOB_CATALOG, type ResumeFileRecord } from '@tailor/contracts';
import type { Logger } from '@tailor/observability';
import type { Producer } from '@tailor/queue';
import type { Store } from '@tailor/store';

/** A record this young may belong to an upload whose job is being added right now. */
export const RECONCILE_GRACE_MS = 20_000;
/** A file that lost its jobs is picked up within about grace + interval (well inside the 2 minutes promised after a Redis restart). */
export const RECONCILE_INTERVAL_MS = 30_000;

const LIVE_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children', 'active']);

export interface ReconcileOutcome {
  checked: number;
  requeued: string[];
}

/**
 * The store is the record of a file's progress; the queue only carries the work. Every file whose
 * record is not final (pending or processing) and for which no job is left to move it on (its
 * ingest job and the finalize job of its current run are both gone, e.g. Redis lost its data, or
 * finished without finishing the file) gets a new ingest job. The new job id is derived from the
 * record as it stands, so several workers reconciling at once add one job, not several.
 */
export async function reconcileFiles(
  deps: { store: Store; producer: Producer<typeof JOB_CATALOG>; logger: Logger },
  now = Date.now(),
): Promise<ReconcileOutcome> {
  const open = await deps.store.resumeFiles.find({ processing_status: { in: ['pending', 'processing'] } });
  const requeued: string[] = [];
  for (const file of open) {
    if (now - Date.parse(file.updated_at) < RECONCILE_GRACE_MS) continue;
    if (await hasLiveJob(deps.producer, file)) continue;
    const jobId = `${ingestJobId(file.id)}~requeue-${Date.parse(file.updated_at)}`;
    const queuedAhead = await deps.store.resumeFiles.count({ user_id: file.user_id, processing_status: 'pending' });
    await deps.store.resumeFiles.update(file.id, { processing_status: 'pending', job_id: jobId, updated_at: new Date(now).toISOString() });
    await deps.producer.enqueue(
      'ingest.resume',
      { fileId: file.id, userId: file.user_id, requestId: `reconcile-${file.id}` },
      { jobId, priority: ingestPriority(queuedAhead) },
    );
    requeued.push(file.id);
  }
  if (requeued.length > 0) deps.logger.warn({ files: requeued.length }, 'files without a job to finish them were queued again');
  return { checked: open.length, requeued };
}

async function hasLiveJob(producer: Producer<typeof JOB_CATALOG>, file: ResumeFileRecord): Promise<boolean> {
  const candidates: Array<['ingest' | 'followup', string]> = [];
  if (file.job_id && fileIdFromIngestJobId(file.job_id) === file.id) candidates.push(['ingest', file.job_id]);
  if (file.processing_run_id) candidates.push(['followup', finalizeJobId(file.id, file.processing_run_id)]);
  for (const [queue, jobId] of candidates) {
    const state = await producer.queue(queue).getJobState(jobId);
    if (LIVE_STATES.has(state)) return true;
  }
  return false;
}
