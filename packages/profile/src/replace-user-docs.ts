import type { Repository } from '@tailor/store';

/**
 * Makes a user's derived documents in one collection exactly `next`: upserts first and deletes the
 * stale ones afterwards, so a reader never sees the user's list empty while it is being replaced.
 * Only documents `isDerived` says were computed are candidates for deletion: entries a user
 * created by hand through the API stay.
 */
export async function replaceUserDocs<T extends { id: string; user_id: string }>(
  repository: Repository<T>,
  userId: string,
  next: T[],
  isDerived: (doc: T) => boolean,
): Promise<void> {
  const existing = await repository.find({ user_id: userId } as Parameters<Repository<T>['find']>[0]);
  const stored = new Map(existing.map((doc) => [doc.id, contentOf(doc)]));
  // A recompute mostly reproduces what is stored; writing only what changed keeps it cheap.
  for (const doc of next) {
    if (stored.get(doc.id) !== contentOf(doc)) await repository.upsert(doc);
  }
  const keep = new Set(next.map((doc) => doc.id));
  for (const doc of existing) {
    if (!keep.has(doc.id) && isDerived(doc)) await repository.delete(doc.id);
  }
}

/** A document's content without the timestamps a recompute stamps afresh each time. */
function contentOf(doc: object): string {
  return JSON.stringify(doc, (key, value: unknown) => (key === 'created_at' || key === 'added_date' ? undefined : value));
}
