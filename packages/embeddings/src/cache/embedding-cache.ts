import { EMBEDDING } from '@tailor/contracts';
import { InsertionOrderCache } from './memory';
import type { RedisVectorStore } from './redis-store';

export interface CacheStats {
  hits: number;
  misses: number;
  /** Texts looked up: hits + misses (total_requests on /health). */
  total_requests: number;
  memory_hits: number;
  redis_hits: number;
  /** Shared-layer calls that failed; the cache then behaves as a miss and embedding goes on. */
  redis_errors: number;
}

export interface EmbeddingCacheOptions {
  /** In-process entries (1,000 by default). */
  maxEntries?: number;
  /** The shared layer; omit to run with the in-process layer only. */
  redis?: RedisVectorStore;
  /** Told about shared-layer failures (log them); they never fail an embedding. */
  onError?(error: unknown, operation: 'get' | 'set' | 'size'): void;
}

/** Two layers, read in order: in process, then Redis. Keys are SHA-256 hex strings (see cacheKey). */
export class EmbeddingCache {
  private readonly memory: InsertionOrderCache<number[]>;
  private readonly redis: RedisVectorStore | undefined;
  private readonly onError: EmbeddingCacheOptions['onError'];
  private counts = { hits: 0, misses: 0, memory_hits: 0, redis_hits: 0, redis_errors: 0 };

  constructor(options: EmbeddingCacheOptions = {}) {
    this.memory = new InsertionOrderCache(options.maxEntries ?? EMBEDDING.cacheMaxEntries);
    this.redis = options.redis;
    this.onError = options.onError;
  }

  get shared(): RedisVectorStore | undefined {
    return this.redis;
  }

  /**
   * Looks up every key (duplicates allowed) and counts each as a hit or a miss. Returned vectors are
   * copies: callers may mutate them without touching the cache.
   */
  async getMany(keys: readonly string[]): Promise<(number[] | undefined)[]> {
    const found = new Array<number[] | undefined>(keys.length);
    const pending = new Map<string, number[]>();
    keys.forEach((key, i) => {
      const vector = this.memory.get(key);
      if (vector) {
        found[i] = vector.slice();
        this.counts.memory_hits++;
      } else {
        const slots = pending.get(key);
        if (slots) slots.push(i);
        else pending.set(key, [i]);
      }
    });
    if (this.redis && pending.size > 0) {
      const wanted = [...pending.keys()];
      let vectors: (number[] | undefined)[] = [];
      try {
        vectors = await this.redis.getMany(wanted);
      } catch (error) {
        this.counts.redis_errors++;
        this.onError?.(error, 'get');
      }
      wanted.forEach((key, j) => {
        const vector = vectors[j];
        if (!vector) return;
        this.memory.set(key, vector);
        for (const i of pending.get(key) ?? []) {
          found[i] = vector.slice();
          this.counts.redis_hits++;
        }
      });
    }
    for (const vector of found) {
      if (vector) this.counts.hits++;
      else this.counts.misses++;
    }
    return found;
  }

  /** Stores vectors in both layers. Shared-layer failures are reported, not thrown. */
  async setMany(entries: ReadonlyArray<readonly [key: string, vector: number[]]>): Promise<void> {
    for (const [key, vector] of entries) this.memory.set(key, vector.slice());
    if (!this.redis || entries.length === 0) return;
    try {
      await this.redis.setMany(entries);
    } catch (error) {
      this.counts.redis_errors++;
      this.onError?.(error, 'set');
    }
  }

  /** Whether the in-process layer holds the key (for tests and diagnostics; not counted). */
  hasInMemory(key: string): boolean {
    return this.memory.has(key);
  }

  memoryKeys(): string[] {
    return [...this.memory.keys()];
  }

  stats(): CacheStats {
    const { hits, misses } = this.counts;
    return { ...this.counts, total_requests: hits + misses };
  }

  resetStats(): void {
    this.counts = { hits: 0, misses: 0, memory_hits: 0, redis_hits: 0, redis_errors: 0 };
  }

  /** In-process entries: cache_size on /health. */
  size(): number {
    return this.memory.size;
  }

  /** Entries in the shared layer, or null without one (or when Redis fails). */
  async sharedSize(): Promise<number | null> {
    if (!this.redis) return null;
    try {
      return await this.redis.size();
    } catch (error) {
      this.onError?.(error, 'size');
      return null;
    }
  }

  /** Empties both layers (only this model's Redis keys) and resets the counters. Redis errors propagate here: the caller asked for it. */
  async clear(): Promise<{ memory: number; redis: number }> {
    const memory = this.memory.size;
    this.memory.clear();
    this.resetStats();
    const redis = this.redis ? await this.redis.clear() : 0;
    return { memory, redis };
  }
}
