import type { Dependencies } from '@tailor/runtime';

/**
 * Whether any of the user's files still waits for its ingest job to start. Asked after every parse
 * and by every waiting finalize, so it stops at the first such file instead of counting them all.
 */
export async function hasQueuedFiles(store: Dependencies['store'], userId: string): Promise<boolean> {
  const [first] = await store.resumeFiles.find({ user_id: userId, processing_status: 'pending' }, { limit: 1 });
  return first !== undefined;
}
