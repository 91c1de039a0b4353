import type { ParsedResumeRecord } from '@tailor/contracts';
import type { Store } from '@tailor/store';

interface Entry {
  /** The record's created_at when it was read: rewritten by every upsert of the record. */
  stamp: string | null;
  record: ParsedResumeRecord;
}

/** Users whose parsed resumes are kept; a burst of uploads is nearly always one user's. */
const DEFAULT_MAX_USERS = 16;

/**
 * A process's copy of users' parsed resumes, owned by whoever recomputes profiles (the ingest
 * worker keeps one for its store), so that each recompute of a merged profile
 * reads and JSON-parses only the records that changed since the previous one instead of all of
 * them. The store stays the only source of truth: every load first lists (id, created_at) of the
 * user's records, so records written or deleted by any other process (another ingest worker, a
 * gateway delete, a retried job) are picked up, and records that are gone are dropped.
 *
 * Records handed out are shared with later loads: callers must treat them as read-only.
 */
export class ParsedResumeCache {
  private readonly users = new Map<string, Map<string, Entry>>();

  constructor(private readonly maxUsers = DEFAULT_MAX_USERS) {}

  async load(store: Store, userId: string): Promise<ParsedResumeRecord[]> {
    const listing = await store.parsedResumes.findFields({ user_id: userId }, ['created_at']);
    const known = this.users.get(userId) ?? new Map<string, Entry>();
    const stale = listing.filter((item) => known.get(item.id)?.stamp !== item.created_at).map((item) => item.id);
    // A record rewritten between the listing and this read comes back newer, stamped as read:
    // the next load sees its stamp unchanged only if nothing rewrote it again.
    const fresh = stale.length > 0 ? await store.parsedResumes.find({ user_id: userId, id: { in: stale } }) : [];
    const next = new Map<string, Entry>();
    for (const item of listing) {
      const entry = known.get(item.id);
      if (entry !== undefined && entry.stamp === item.created_at) next.set(item.id, entry);
    }
    // Deleted meanwhile: absent from `fresh`, so absent from the result, as a plain find would be.
    for (const record of fresh) next.set(record.id, { stamp: record.created_at, record });
    this.remember(userId, next);
    return [...next.values()].map((entry) => entry.record);
  }

  private remember(userId: string, entries: Map<string, Entry>): void {
    // Re-inserted so the Map's order is least recently used first.
    this.users.delete(userId);
    this.users.set(userId, entries);
    while (this.users.size > this.maxUsers) {
      const oldest = this.users.keys().next().value as string;
      this.users.delete(oldest);
    }
  }
}
