let last = 0;

/**
 * ISO timestamps that strictly increase within this process. Listings are "newest first" by
 * created_at and the store has no secondary sort, so two records created in the same millisecond
 * would otherwise come back in either order.
 */
export function createdAtNow(): string {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
}
