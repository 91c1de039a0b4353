import { Redis } from 'ioredis';

/**
 * Deletes every key whose name starts with `prefix` (SCAN, then DEL in batches): only ever keys
 * that a test made under a name of its own (see testQueuePrefix). Returns how many were deleted.
 */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  if (prefix.length === 0 || /[*?[\]\\]/.test(prefix)) throw new Error(`not a plain key prefix: ${JSON.stringify(prefix)}`);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true, connectTimeout: 2_000, retryStrategy: () => null });
  try {
    await redis.connect();
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1_000);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}
