import { createStore } from '@tailor/store';
import type { ApiUser } from '../fixtures/api';
import type { Stack } from '../stack';

export interface FileRecord {
  id: string;
  original_filename: string;
  processing_status: string;
  processing_error: string | null;
  job_id: string | null;
}

export async function listFiles(user: ApiUser): Promise<FileRecord[]> {
  const { status, body } = await user.get<FileRecord[]>('/api/files');
  if (status !== 200) throw new Error(`GET /api/files answered ${status}`);
  return body;
}

/** Points of one user in the stack's collection, counted by Qdrant itself. */
export async function countPoints(qdrantUrl: string, collection: string, userId: string): Promise<number> {
  const res = await fetch(`${qdrantUrl}/collections/${collection}/points/count`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ exact: true, filter: { must: [{ key: 'user_id', match: { value: userId } }] } }),
  });
  if (!res.ok) throw new Error(`Qdrant count answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: { count: number } }).result.count;
}

/** What a user's ingest produced: experiences, stored chunks and Qdrant points. */
export async function ingestCounts(stack: Stack, user: ApiUser, qdrantUrl = stack.env.QDRANT_URL as string) {
  const experiences = (await user.get<unknown[]>('/api/experiences')).body.length;
  const store = await createStore({ dataDir: stack.dataDir });
  try {
    const chunks = await store.chunks.count({ user_id: user.id });
    const points = await countPoints(qdrantUrl, stack.env.QDRANT_COLLECTION as string, user.id);
    return { experiences, chunks, points };
  } finally {
    await store.close();
  }
}
