/**
 * In-process layer: at most `maxEntries` vectors, the oldest inserted evicted first. A hit
 * does not refresh an entry: eviction goes by insertion order, not recency. Map iteration order
 * is insertion order, so eviction is O(1).
 */
export class InsertionOrderCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 0) throw new Error(`maxEntries must be a non-negative integer, got ${maxEntries}`);
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: V): void {
    if (this.maxEntries === 0) return;
    // Re-setting a key keeps its original position: its age is when it was first cached.
    if (this.entries.has(key)) {
      this.entries.set(key, value);
      return;
    }
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
