import { LockTimeoutError, type Redis } from '@tailor/queue';
import type { Store } from '@tailor/store';
import { randomUUID } from 'node:crypto';
import { recomputeUserProfile, type ProfileLockOptions } from './recompute-profile';

// Release only our own lock (a holder that outlived its TTL must not free someone else's).
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
// Short, and renewed while held: a holder killed mid-recompute must not block the user for long.
const LOCK_TTL_MS = 10_000;
const LOCK_RENEW_MS = 3_000;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const WAIT_POLL_MS = 20;
const WAIT_TIMEOUT_MS = 120_000;

const keys = (prefix: string, userId: string) => ({
  lock: `${prefix}:lock:profile:${userId}`,
  /** Bumped whenever one of the user's parsed resumes changes. */
  wanted: `${prefix}:profile:wanted:${userId}`,
  /** The `wanted` value the last finished recompute covered. */
  done: `${prefix}:profile:done:${userId}`,
});

/**
 * Marks the user's merged profile as needing a recompute (after a parsed resume was stored or
 * removed) and returns once a recompute that includes this change has finished.
 *
 * Recomputing from all of a user's resumes for every file made 100 files cost 100 growing
 * recomputes, one after another under the user's lock. Here a job that finds the lock taken does
 * not queue up behind it: the holder keeps recomputing while changes keep arriving, so a burst of
 * uploads costs a few recomputes, and every caller still only returns once its change is merged.
 */
export async function refreshUserProfile(lock: ProfileLockOptions, store: Store, userId: string): Promise<void> {
  const k = keys(lock.prefix, userId);
  const mine = await lock.redis.incr(k.wanted);
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  for (;;) {
    if (Number((await lock.redis.get(k.done)) ?? 0) >= mine) return;
    const token = randomUUID();
    if ((await lock.redis.set(k.lock, token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK') {
      const renew = setInterval(() => {
        lock.redis.eval(RENEW, 1, k.lock, token, String(LOCK_TTL_MS)).catch(() => undefined);
      }, LOCK_RENEW_MS);
      renew.unref();
      try {
        await recomputeWhileChanging(lock.redis, store, userId, k);
      } finally {
        clearInterval(renew);
        await lock.redis.eval(RELEASE, 1, k.lock, token);
      }
      continue;
    }
    if (Date.now() >= deadline) {
      throw new LockTimeoutError(`the merged profile of user ${userId} was not updated within ${WAIT_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}

async function recomputeWhileChanging(redis: Redis, store: Store, userId: string, k: ReturnType<typeof keys>): Promise<void> {
  for (;;) {
    const wanted = Number((await redis.get(k.wanted)) ?? 0);
    const done = Number((await redis.get(k.done)) ?? 0);
    if (done >= wanted) return;
    await recomputeUserProfile(store, userId);
    await redis.set(k.done, String(wanted));
  }
}
