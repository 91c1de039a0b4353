import { performance } from 'node:perf_hooks';
import { embedInBatches, type BatchOptions } from './batching';
import { EmbeddingCache, type CacheStats } from './cache/embedding-cache';
import { cacheKey, cacheModelId } from './cache/keys';
import type { EmbeddingProvider } from './provider';

export interface EmbedOptions {
  /** false skips both cache layers entirely: nothing read, nothing written, counters untouched. */
  useCache?: boolean;
  onBatch?(completed: number, total: number): void;
}

export interface EmbedResult {
  embeddings: number[][];
  /** Texts answered from a cache layer. */
  cacheHits: number;
  /** Texts that had to be computed (all of them with useCache false). */
  cacheMisses: number;
  processingTimeMs: number;
}

export interface CachedEmbedderOptions {
  cache?: EmbeddingCache;
  /** Batch options for the provider calls (concurrency, sleep, clock). */
  batch?: Omit<BatchOptions, 'onBatch' | 'run'>;
}

/** Provider + two-layer cache + batching: what the embedding worker and its HTTP API call. */
export class CachedEmbedder {
  readonly provider: EmbeddingProvider;
  readonly cache: EmbeddingCache;
  /** Model id used for cache keys and recorded with the vectors: provider id and dimension. */
  readonly modelId: string;
  private readonly batch: CachedEmbedderOptions['batch'];

  constructor(provider: EmbeddingProvider, options: CachedEmbedderOptions = {}) {
    this.provider = provider;
    this.cache = options.cache ?? new EmbeddingCache();
    this.modelId = cacheModelId(provider.id, provider.dimensions);
    this.batch = options.batch;
  }

  /**
   * The cache key of a text: SHA-256 of model id and the text as given. Not of the built-in
   * provider's normal form: computing that means reading the whole text with its skill aliases,
   * about a third of an embedding and several times a cache hit, so "JS" and "JavaScript" get
   * separate (equal) entries instead.
   */
  keyOf(text: string): string {
    return cacheKey(this.modelId, text);
  }

  async embed(texts: readonly string[], options: EmbedOptions = {}): Promise<EmbedResult> {
    const started = performance.now();
    if (options.useCache === false) {
      const embeddings = await this.compute([...texts], options.onBatch);
      return { embeddings, cacheHits: 0, cacheMisses: texts.length, processingTimeMs: performance.now() - started };
    }
    const keys = texts.map((text) => this.keyOf(text));
    const embeddings = (await this.cache.getMany(keys)) as number[][];
    // Each distinct missing text is computed once, however often it appears in this call.
    const missing = new Map<string, number[]>();
    keys.forEach((key, i) => {
      if (embeddings[i]) return;
      const slots = missing.get(key);
      if (slots) slots.push(i);
      else missing.set(key, [i]);
    });
    let cacheMisses = 0;
    for (const slots of missing.values()) cacheMisses += slots.length;
    if (missing.size > 0) {
      const firstSlots = [...missing.values()].map((slots) => slots[0] ?? 0);
      const computed = await this.compute(
        firstSlots.map((i) => texts[i] ?? ''),
        options.onBatch,
      );
      const entries: [string, number[]][] = [];
      [...missing.entries()].forEach(([key, slots], j) => {
        const vector = computed[j] ?? [];
        entries.push([key, vector]);
        slots.forEach((slot, n) => (embeddings[slot] = n === 0 ? vector : vector.slice()));
      });
      await this.cache.setMany(entries);
    }
    return { embeddings, cacheHits: texts.length - cacheMisses, cacheMisses, processingTimeMs: performance.now() - started };
  }

  /** Warms the cache with common texts (by default 2 s after start). Returns how many texts had to be computed. */
  async preload(texts: readonly string[]): Promise<number> {
    const result = await this.embed(texts);
    return result.cacheMisses;
  }

  stats(): CacheStats {
    return this.cache.stats();
  }

  size(): number {
    return this.cache.size();
  }

  clear(): Promise<{ memory: number; redis: number }> {
    return this.cache.clear();
  }

  private compute(texts: string[], onBatch: EmbedOptions['onBatch']): Promise<number[][]> {
    return embedInBatches(this.provider, texts, { ...this.batch, ...(onBatch ? { onBatch } : {}) });
  }
}
