import { DuplicateKeyError, type Repository } from '@tailor/store';

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
  const stored = new Map(existing.map((doc) => [doc.id, doc]));
  // A recompute mostly reproduces what is stored; writing only what changed keeps it cheap, and
  // the new documents go in as one batch rather than one write each.
  const added = next.filter((doc) => !stored.has(doc.id));
  try {
    if (added.length > 0) await repository.insertMany(added);
  } catch (error) {
    // Someone stored one of them meanwhile (insertMany is all or nothing): fall back to upserts.
    if (!(error instanceof DuplicateKeyError)) throw error;
    for (const doc of added) await repository.upsert(doc);
  }
  for (const doc of next) {
    const before = stored.get(doc.id);
    if (before !== undefined && !sameContent(before, doc)) await repository.upsert(doc);
  }
  const keep = new Set(next.map((doc) => doc.id));
  for (const doc of existing) {
    if (!keep.has(doc.id) && isDerived(doc)) await repository.delete(doc.id);
  }
}

/** Timestamps a recompute stamps afresh each time; they alone are no reason to rewrite a document. */
const RESTAMPED = new Set(['created_at', 'added_date']);

/**
 * Whether two JSON documents hold the same content, ignoring the restamped fields at any depth and
 * the order of keys (a key set to undefined counts as absent, as in JSON). Walking both documents
 * once is several times cheaper than serialising each with a replacer; where it cannot tell (a
 * value JSON would convert) it answers "different", which only costs a redundant write.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameContent(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = (doc: Record<string, unknown>) => Object.keys(doc).filter((key) => doc[key] !== undefined && !RESTAMPED.has(key));
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((key) => Object.hasOwn(right, key) && sameContent(left[key], right[key]));
}
