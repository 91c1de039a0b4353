/**
 * Exact term counts for one text: open addressing with linear probing over typed arrays, so counting
 * allocates nothing. Slots carry a generation stamp, so starting the next text is O(1) instead of
 * clearing the arrays; `touched` lists the used slots for iteration.
 */
export class FeatureTable {
  keys = new Int32Array(0);
  counts = new Int32Array(0);
  /** Per slot: offset of the word's first occurrence in the text (for its n-grams), or -1. */
  starts = new Int32Array(0);
  types = new Uint8Array(0);
  touched = new Int32Array(0);
  used = 0;
  private stamps = new Uint32Array(0);
  private capacity = 0;
  private mask = 0;
  private generation = 0;

  /** Empties the table for a text that may bring up to `features` distinct features. */
  reset(features: number): void {
    // Load factor ≤ 0.5 keeps probe sequences short.
    let capacity = this.capacity || 1024;
    while (capacity < features * 2) capacity *= 2;
    if (capacity !== this.capacity) this.allocate(capacity);
    this.generation = (this.generation + 1) >>> 0;
    if (this.generation === 0) {
      this.stamps.fill(0);
      this.generation = 1;
    }
    this.used = 0;
  }

  /** Counts one occurrence; `start` is kept from the first occurrence. */
  add(hash: number, type: number, start: number): void {
    const mask = this.mask;
    const keys = this.keys;
    const stamps = this.stamps;
    const generation = this.generation;
    let slot = hash & mask;
    for (;;) {
      if (stamps[slot] !== generation) {
        stamps[slot] = generation;
        keys[slot] = hash;
        this.types[slot] = type;
        this.counts[slot] = 1;
        this.starts[slot] = start;
        this.touched[this.used++] = slot;
        return;
      }
      if (keys[slot] === hash && this.types[slot] === type) {
        this.counts[slot] = (this.counts[slot] ?? 0) + 1;
        return;
      }
      slot = (slot + 1) & mask;
    }
  }

  private allocate(capacity: number): void {
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.keys = new Int32Array(capacity);
    this.counts = new Int32Array(capacity);
    this.starts = new Int32Array(capacity);
    this.types = new Uint8Array(capacity);
    this.stamps = new Uint32Array(capacity);
    this.touched = new Int32Array(capacity);
    this.generation = 0;
  }
}
