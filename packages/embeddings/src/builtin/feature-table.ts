/**
 * Exact counts of 32-bit feature keys (word bigrams) for one text: open addressing with linear
 * probing over one typed array, so counting allocates nothing and a probe reads one cache line
 * (stamp, key and count side by side). Slots carry a generation stamp, so starting the next text is
 * O(1) instead of clearing the array; `touched` lists the used slots in first-occurrence order.
 */
export class FeatureTable {
  /** Per slot: generation stamp, key, count. */
  slots = new Int32Array(0);
  touched = new Int32Array(0);
  used = 0;
  private capacity = 0;
  private mask = 0;
  private generation = 0;

  /** Empties the table for a text that may bring up to `features` distinct keys. */
  reset(features: number): void {
    // Load factor ≤ 0.5 keeps probe sequences short.
    let capacity = this.capacity || 1024;
    while (capacity < features * 2) capacity *= 2;
    if (capacity !== this.capacity) this.allocate(capacity);
    this.generation = (this.generation + 1) | 0;
    if (this.generation === 0x7fffffff) {
      this.slots.fill(0);
      this.generation = 1;
    }
    this.used = 0;
  }

  /** Counts one occurrence of a key; the key's low bits must be well mixed. */
  add(key: number): void {
    const mask = this.mask;
    const slots = this.slots;
    const generation = this.generation;
    let slot = key & mask;
    for (;;) {
      const at = slot * 3;
      if (slots[at] !== generation) {
        slots[at] = generation;
        slots[at + 1] = key;
        slots[at + 2] = 1;
        this.touched[this.used++] = slot;
        return;
      }
      if (slots[at + 1] === key) {
        slots[at + 2] = (slots[at + 2] ?? 0) + 1;
        return;
      }
      slot = (slot + 1) & mask;
    }
  }

  keyAt(slot: number): number {
    return this.slots[slot * 3 + 1] ?? 0;
  }

  countAt(slot: number): number {
    return this.slots[slot * 3 + 2] ?? 0;
  }

  private allocate(capacity: number): void {
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.slots = new Int32Array(capacity * 3);
    this.touched = new Int32Array(capacity);
    this.generation = 0;
  }
}
