import { type IngestFinalizePayload } from '@tailor/contracts';
import type { JobContext } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';
import { failedAfterAttemptsMessage, markFileFailed, stageFields } from './ingest.service';
import { hasQueuedFiles } from './queued-files';

/** How often a finalize looks again for the profile recompute that includes its file, and for how long at most. */
const PROFILE_WAIT_STEP_MS = 250;
const PROFILE_WAIT_MAX_MS = 120_000;
/**
 * The step while more of the user's files wait to be read: their recompute is queued with
 * PROFILE_RECOMPUTE_BURST_DELAY_MS, so looking every 250 ms would mostly find it not run yet (each
 * look is a job run, with its Redis round trips and reads). Once none waits, the short step is back
 * and the last files of an upload complete as soon as their recompute has run.
 */
const PROFILE_WAIT_BURST_STEP_MS = 1_000;

/** Whether the user's merged profile was recomputed since this file's parse was stored. */
async function profileIncludes(store: Dependencies['store'], fileId: string, userId: string): Promise<boolean> {
  // Two time stamps are all it takes: a waiting file asks this every step, and the whole records
  // (a parsed resume, the skill profile of every resume the person has) are large to read.
  const [parsed] = await store.parsedResumes.findFields({ user_id: userId, resume_file_id: fileId }, ['created_at']);
  if (!parsed) return true;
  const [profile] = await store.skillProfiles.findFields({ id: userId }, ['last_updated']);
  return (
    profile !== undefined &&
    typeof profile.last_updated === 'string' &&
    typeof parsed.created_at === 'string' &&
    profile.last_updated >= parsed.created_at
  );
}

export interface FinalizeResult {
  fileId: string;
  /** Why nothing was written: the file is gone, or a later run of its ingest owns it now. */
  skipped?: 'deleted' | 'superseded' | 'already-final';
}

/**
 * The parent of an ingest's flow: BullMQ starts it once every embedding batch of the run has
 * finished, so it is the one writer of the file's final state. A batch that failed for good
 * (its failure is kept with this job) fails the file with its reason; otherwise the file is
 * completed, and searchable, since every point of it is in Qdrant.
 */
export async function finalizeIngest(payload: IngestFinalizePayload, ctx: JobContext, deps: Pick<Dependencies, 'store'>): Promise<FinalizeResult> {
  const { store } = deps;
  const file = await store.resumeFiles.findById(payload.fileId);
  if (!file || file.user_id !== payload.userId) return { fileId: payload.fileId, skipped: 'deleted' };
  // A flow left behind by an earlier run (its worker died after adding it) must not finish the
  // file while the current run's batches are still being embedded.
  if (file.processing_run_id !== payload.runId) return { fileId: file.id, skipped: 'superseded' };
  if (file.processing_status === 'completed' || file.processing_status === 'failed') return { fileId: file.id, skipped: 'already-final' };

  const failures = Object.values(await ctx.job.getIgnoredChildrenFailures());
  if (failures.length > 0) {
    const reason = String(failures[0] ?? 'embedding failed');
    ctx.log.warn({ fileId: file.id, failedBatches: failures.length }, 'an embedding batch failed for good; the file fails');
    await markFileFailed(deps, file.id, failedAfterAttemptsMessage(ctx.job.opts.attempts ?? 1, reason));
    return { fileId: file.id };
  }
  // "Completed" also means the person's profile shows this file: while the recompute queued after
  // its parse has not run yet, the file waits (without using an attempt). Bounded, so a recompute
  // that cannot run does not keep a searchable file from completing.
  if (!(await profileIncludes(store, file.id, file.user_id)) && Date.now() - ctx.job.timestamp < PROFILE_WAIT_MAX_MS) {
    throw await ctx.runAgainIn((await hasQueuedFiles(store, file.user_id)) ? PROFILE_WAIT_BURST_STEP_MS : PROFILE_WAIT_STEP_MS);
  }
  await store.resumeFiles.update(file.id, {
    embedding_status: 'completed',
    processing_status: 'completed',
    processing_error: null,
    processing_time_ms: Math.max(0, Date.now() - payload.startedAt),
    ...stageFields('done'),
  });
  return { fileId: file.id };
}
