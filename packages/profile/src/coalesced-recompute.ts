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
/**
 * After a recompute that took D ms, the user's next one waits PACE × D ms (at most MAX_PAUSE_MS),
 * and then covers every change of the pause. Without it, files arriving about as fast as a
 * recompute takes would each get a recompute of their own, so a burst spent a core on them;
 * this way recomputes take at most 1/(PACE+1) of the time however fast files come. The waiting
 * overlaps the file's embedding, and a lone upload is not delayed: a pause only follows a recompute.
 */
const PACE = 8;
const MAX_PAUSE_MS = 400;
/**
 * A pause ends early once no change has arrived for this long: the burst is over (or paused), and
 * the jobs of its last files are waiting for exactly this recompute. Without it the last files of
 * every upload waited out the whole pause with the CPU idle (up to 0.4 s of a 2.2 s 100-file
 * upload). A lull inside a burst only costs one extra recompute.
 */
const QUIET_MS = 60;
const QUIET_POLL_MS = 20;

type Keys = ReturnType<typeof keys>;

const keys = (prefix: string, userId: string) => ({
  lock: `${prefix}:lock:profile:${userId}`,
  /** Bumped whenever one of the user's parsed resumes changes. */
  wanted: `${prefix}:profile:wanted:${userId}`,
  /** The `wanted` value the last finished recompute covered. */
  done: `${prefix}:profile:done:${userId}`,
  /** Exists, expiring, while the user's next recompute should wait; shared by every process. */
  pause: `${prefix}:profile:pause:${userId}`,
});

interface Waiter {
  /** The `wanted` value this caller's change was counted as. */
  mine: number;
  deadline: number;
  resolve(): void;
  reject(error: unknown): void;
}

/** The callers of this process waiting for one user's profile, served by one loop. */
interface Follower {
  waiters: Waiter[];
}

const followers = new Map<string, Follower>();

/**
 * Marks the user's merged profile as needing a recompute (after a parsed resume was stored or
 * removed) and returns once a recompute that includes this change has finished.
 *
 * Recomputing from all of a user's resumes for every file made 100 files cost 100 growing
 * recomputes, one after another under the user's lock. Here a process that finds the lock taken
 * does not queue up behind it: the holder keeps recomputing while changes keep arriving, pacing
 * itself (see PACE), so a burst of uploads costs a few recomputes, and every caller still only
 * returns once its change is merged. Within one process, all callers for a user share one loop,
 * so jobs waiting for the same recompute cost one poll between them, not one each.
 */
export async function refreshUserProfile(lock: ProfileLockOptions, store: Store, userId: string): Promise<void> {
  const k = keys(lock.prefix, userId);
  const mine = await lock.redis.incr(k.wanted);
  return new Promise<void>((resolve, reject) => {
    const id = `${lock.prefix}\u0000${userId}`;
    let follower = followers.get(id);
    if (follower === undefined) {
      follower = { waiters: [] };
      followers.set(id, follower);
      void follow(id, follower, lock.redis, store, userId, k);
    }
    follower.waiters.push({ mine, deadline: Date.now() + WAIT_TIMEOUT_MS, resolve, reject });
  });
}

/** Runs until every waiter of `follower` is served, taking the lock whenever it is free. */
async function follow(id: string, follower: Follower, redis: Redis, store: Store, userId: string, k: Keys): Promise<void> {
  try {
    for (;;) {
      const done = Number((await redis.get(k.done)) ?? 0);
      settle(follower, (waiter) => (waiter.mine <= done ? null : undefined));
      if (follower.waiters.length === 0) return;
      const token = randomUUID();
      if ((await redis.set(k.lock, token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK') {
        const renew = setInterval(() => {
          redis.eval(RENEW, 1, k.lock, token, String(LOCK_TTL_MS)).catch(() => undefined);
        }, LOCK_RENEW_MS);
        renew.unref();
        try {
          await recomputeWhileChanging(redis, store, userId, k, (covered) => settle(follower, (waiter) => (waiter.mine <= covered ? null : undefined)));
        } finally {
          clearInterval(renew);
          await redis.eval(RELEASE, 1, k.lock, token);
        }
        continue;
      }
      const now = Date.now();
      const timeout = new LockTimeoutError(`the merged profile of user ${userId} was not updated within ${WAIT_TIMEOUT_MS} ms`);
      settle(follower, (waiter) => (now >= waiter.deadline ? timeout : undefined));
      if (follower.waiters.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  } catch (error) {
    // Each of them would have met the same failure recomputing on its own.
    settle(follower, () => error);
  } finally {
    // Synchronous with the last check of `waiters`, so no caller can join a loop that has ended.
    if (followers.get(id) === follower) followers.delete(id);
  }
}

/** Removes the waiters `outcome` decides on: null resolves, an error rejects, undefined keeps waiting. */
function settle(follower: Follower, outcome: (waiter: Waiter) => unknown): void {
  follower.waiters = follower.waiters.filter((waiter) => {
    const result = outcome(waiter);
    if (result === undefined) return true;
    if (result === null) waiter.resolve();
    else waiter.reject(result);
    return false;
  });
}

/** Waits up to `pauseMs`, less once `wanted` has not moved for QUIET_MS. */
async function pauseUntilQuiet(redis: Redis, k: Keys, pauseMs: number): Promise<void> {
  const started = Date.now();
  let lastWanted = await redis.get(k.wanted);
  let lastChange = started;
  for (;;) {
    const now = Date.now();
    if (now - started >= pauseMs || now - lastChange >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(QUIET_POLL_MS, pauseMs - (now - started))));
    const wanted = await redis.get(k.wanted);
    if (wanted !== lastWanted) {
      lastWanted = wanted;
      lastChange = Date.now();
    }
  }
}

/** Recomputes until no change is pending; `covered` is told each `wanted` value a recompute included. */
async function recomputeWhileChanging(redis: Redis, store: Store, userId: string, k: Keys, covered: (wanted: number) => void): Promise<void> {
  const counters = async () => (await redis.mget(k.done, k.wanted)).map((value) => Number(value ?? 0)) as [number, number];
  for (;;) {
    const [done, pending] = await counters();
    if (done >= pending) return;
    const pause = await redis.pttl(k.pause);
    if (pause > 0) await pauseUntilQuiet(redis, k, Math.min(pause, MAX_PAUSE_MS));
    // Read after the pause and before the recompute reads the store: every change counted so far is stored.
    const [, wanted] = await counters();
    const started = performance.now();
    await recomputeUserProfile(store, userId);
    const took = performance.now() - started;
    await redis.set(k.done, String(wanted));
    covered(wanted);
    const pauseNext = Math.min(MAX_PAUSE_MS, Math.round(PACE * took));
    if (pauseNext > 0) await redis.set(k.pause, '1', 'PX', pauseNext);
  }
}
