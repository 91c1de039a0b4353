import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export class LockTimeoutError extends Error {
  override readonly name = 'LockTimeoutError';
}

export interface LockOptions {
  /** Safety net: the lock frees itself if its holder dies. Keep it above the longest critical section. */
  ttlMs: number;
  /** How long to wait for the lock before giving up with LockTimeoutError. */
  waitTimeoutMs: number;
  /** Poll interval while waiting (small: critical sections here last milliseconds). */
  retryMs?: number;
}

// Delete only if we still own it, so a holder that outlived its TTL cannot free someone else's lock.
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * Runs `fn` while holding a Redis lock on `key`, shared by every process that uses the same Redis.
 * Used to serialise per-user steps (recomputing a user's merged profile) across scaled-out workers.
 * The lock is renewed while `fn` runs, so a slow section never loses it to the TTL.
 */
export async function withRedisLock<T>(redis: Redis, key: string, fn: () => Promise<T>, options: LockOptions): Promise<T> {
  const token = randomUUID();
  const deadline = Date.now() + options.waitTimeoutMs;
  const retryMs = options.retryMs ?? 10;
  for (;;) {
    const acquired = await redis.set(key, token, 'PX', options.ttlMs, 'NX');
    if (acquired === 'OK') break;
    if (Date.now() >= deadline) {
      throw new LockTimeoutError(`could not acquire lock ${key} within ${options.waitTimeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
  const renew = setInterval(() => {
    redis.eval(EXTEND_SCRIPT, 1, key, token, String(options.ttlMs)).catch(() => undefined);
  }, Math.max(50, Math.floor(options.ttlMs / 3)));
  renew.unref();
  try {
    return await fn();
  } finally {
    clearInterval(renew);
    await redis.eval(RELEASE_SCRIPT, 1, key, token).catch(() => undefined);
  }
}
