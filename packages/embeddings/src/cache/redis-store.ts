import type { Redis } from 'ioredis';
import { decodeFloat32, encodeFloat32 } from './codec';
import { escapeGlob, modelTag } from './keys';

export const DEFAULT_REDIS_PREFIX = 'tailor:emb';
export const DEFAULT_REDIS_TTL_SECONDS = 7 * 24 * 3600;
/** ~6.3 KB per 1536-d entry with its index member, so the default caps the layer near 130 MB. */
export const DEFAULT_REDIS_MAX_ENTRIES = 20_000;

export interface RedisVectorStoreOptions {
  redis: Redis;
  /** Cache model id (see cacheModelId); entries of other models are never read or cleared. */
  modelId: string;
  prefix?: string;
  ttlSeconds?: number;
  maxEntries?: number;
  /** Rounding the provider applied, re-applied on read (see decodeFloat32). */
  decimals?: number;
  now?(): number;
}

/**
 * The shared layer, so scaled-out workers reuse each other's vectors. Layout, per model:
 *   {prefix}:{modelTag}:v:{sha256}  raw float32 vector, SET with EX ttl
 *   {prefix}:{modelTag}:index       sorted set of sha256 by write order (µs-scaled time, see score)
 * The index bounds the layer: after each write the oldest members beyond `maxEntries` are popped
 * (ZPOPMIN is atomic, so concurrent workers trim disjoint members) and their vectors unlinked, and
 * members older than the TTL (whose vectors Redis already expired) are dropped. The index itself
 * expires with the TTL, so an idle model leaves nothing behind.
 */
export class RedisVectorStore {
  readonly base: string;
  private readonly redis: Redis;
  private readonly ttlSeconds: number;
  private readonly maxEntries: number;
  private readonly decimals: number | undefined;
  private readonly now: () => number;
  private lastScore = 0;

  constructor(options: RedisVectorStoreOptions) {
    this.redis = options.redis;
    this.base = `${options.prefix ?? DEFAULT_REDIS_PREFIX}:${modelTag(options.modelId)}`;
    this.ttlSeconds = options.ttlSeconds ?? DEFAULT_REDIS_TTL_SECONDS;
    this.maxEntries = options.maxEntries ?? DEFAULT_REDIS_MAX_ENTRIES;
    this.decimals = options.decimals;
    this.now = options.now ?? Date.now;
    if (!(this.ttlSeconds > 0)) throw new Error('Redis cache TTL must be positive');
    if (!(this.maxEntries > 0)) throw new Error('Redis cache maxEntries must be positive');
  }

  entryKey(hash: string): string {
    return `${this.base}:v:${hash}`;
  }

  get indexKey(): string {
    return `${this.base}:index`;
  }

  async getMany(hashes: readonly string[]): Promise<(number[] | undefined)[]> {
    if (hashes.length === 0) return [];
    const values = await this.redis.mgetBuffer(...hashes.map((h) => this.entryKey(h)));
    return values.map((buf) => (buf && buf.length > 0 ? decodeFloat32(buf, this.decimals) : undefined));
  }

  async setMany(entries: ReadonlyArray<readonly [hash: string, vector: readonly number[]]>): Promise<void> {
    if (entries.length === 0) return;
    const now = this.now();
    const pipeline = this.redis.pipeline();
    for (const [hash, vector] of entries) pipeline.set(this.entryKey(hash), encodeFloat32(vector), 'EX', this.ttlSeconds);
    const scored: (string | number)[] = [];
    for (const [hash] of entries) scored.push(this.score(now), hash);
    pipeline.zadd(this.indexKey, ...scored);
    pipeline.zremrangebyscore(this.indexKey, '-inf', (now - this.ttlSeconds * 1000) * 1000);
    pipeline.expire(this.indexKey, this.ttlSeconds);
    pipeline.zcard(this.indexKey);
    const results = (await pipeline.exec()) ?? [];
    for (const [error] of results) if (error) throw error;
    const count = Number(results[results.length - 1]?.[1] ?? 0);
    if (count > this.maxEntries) await this.trim(count - this.maxEntries);
  }

  /**
   * Milliseconds × 1000, kept strictly increasing within the process: writes in the same millisecond
   * keep their order, so trimming never evicts a newer entry first (ZPOPMIN breaks ties by member).
   */
  private score(now: number): number {
    this.lastScore = Math.max(now * 1000, this.lastScore + 1);
    return this.lastScore;
  }

  private async trim(excess: number): Promise<void> {
    const popped = await this.redis.zpopmin(this.indexKey, excess);
    const keys: string[] = [];
    for (let i = 0; i < popped.length; i += 2) keys.push(this.entryKey(popped[i] ?? ''));
    for (let i = 0; i < keys.length; i += 500) await this.redis.unlink(...keys.slice(i, i + 500));
  }

  /** Entries in the index: live vectors, give or take ones expiring right now. */
  async size(): Promise<number> {
    return this.redis.zcard(this.indexKey);
  }

  /** Removes this model's vectors and index (only keys under this store's base); returns how many keys. */
  async clear(): Promise<number> {
    const pattern = `${escapeGlob(this.base)}:*`;
    let cursor = '0';
    let removed = 0;
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) removed += await this.redis.unlink(...keys);
    } while (cursor !== '0');
    return removed;
  }
}
