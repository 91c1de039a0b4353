import type { Logger } from '@tailor/observability';
import { isRedisReady, type Redis } from '@tailor/queue';
import { createHash } from 'node:crypto';

/**
 * Counts attempts per subject (a normalised email) in Redis, so every gateway instance sees the
 * same count. A fixed window starts at the first counted attempt and expires with its key.
 *
 * Redis trouble fails open: locking every user out because Redis blinked would be worse than a
 * short window without the per-email limit, and the per-IP limit still applies meanwhile.
 */
export interface AttemptLimiter {
  isBlocked(subject: string): Promise<boolean>;
  hit(subject: string): Promise<void>;
  reset(subject: string): Promise<void>;
}

export interface AttemptLimiterOptions {
  redis: Redis;
  /** Keeps deployments (and test files) that share one Redis apart. */
  keyPrefix: string;
  /** What is counted, e.g. 'login-failures'. */
  scope: string;
  limit: number;
  windowSeconds: number;
  logger: Logger;
  /** Bound on one Redis round trip before failing open. */
  timeoutMs?: number;
}

export function createAttemptLimiter(options: AttemptLimiterOptions): AttemptLimiter {
  const timeoutMs = options.timeoutMs ?? 500;
  // Hashing keeps email addresses out of Redis keys (and out of anything that lists them).
  const keyOf = (subject: string) => `${options.keyPrefix}:auth:${options.scope}:${createHash('sha256').update(subject).digest('hex')}`;

  async function guarded<T>(operation: string, fallback: T, run: () => Promise<T>): Promise<T> {
    if (!isRedisReady(options.redis)) {
      options.logger.warn({ scope: options.scope, operation }, 'redis not ready; attempt limit skipped');
      return fallback;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`redis did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      return await Promise.race([run(), timeout]);
    } catch (error) {
      options.logger.warn({ err: error, scope: options.scope, operation }, 'attempt limit skipped');
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    isBlocked: (subject) => guarded('check', false, async () => Number((await options.redis.get(keyOf(subject))) ?? 0) >= options.limit),
    hit: (subject) =>
      guarded('hit', undefined, async () => {
        const key = keyOf(subject);
        // SET NX EX then INCR in one MULTI: the window's expiry is set exactly once, atomically, so a
        // crash between the two steps can never leave a counter without a TTL.
        await options.redis.multi().set(key, '0', 'EX', options.windowSeconds, 'NX').incr(key).exec();
      }),
    reset: (subject) =>
      guarded('reset', undefined, async () => {
        await options.redis.del(keyOf(subject));
      }),
  };
}
