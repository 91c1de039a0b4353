import { INGEST_STAGES } from '@tailor/contracts';
import type { Dependencies } from '@tailor/runtime';

/**
 * Whether any of the user's files still waits for its ingest job to start. Asked after every parse
 * and by every waiting finalize, so it stops at the first such file instead of counting them all.
 */
export async function hasQueuedFiles(store: Dependencies['store'], userId: string): Promise<boolean> {
  const [first] = await store.resumeFiles.find({ user_id: userId, processing_status: 'pending' }, { limit: 1 });
  return first !== undefined;
}

/** The stages a file shows until its parse is stored ("parsing" is no longer written, but may be by an older worker). */
const READING_STAGES: ReadonlySet<unknown> = new Set([INGEST_STAGES.extracting.stage, INGEST_STAGES.parsing.stage]);

/**
 * Whether any of the user's files other than `fileId` is still to be read: queued, or started and
 * still at the reading stage (text and parse; the next stage is written once its parse is stored).
 * A file whose attempt failed and waits for its retry counts too: the recompute then runs after
 * the longer delay, or sooner when the retry (or another file) is the last one read.
 */
export async function moreFilesToRead(store: Dependencies['store'], userId: string, fileId: string): Promise<boolean> {
  if (await hasQueuedFiles(store, userId)) return true;
  const started = await store.resumeFiles.findFields({ user_id: userId, processing_status: 'processing' }, ['processing_stage']);
  return started.some((other) => other.id !== fileId && READING_STAGES.has(other.processing_stage));
}
