import { GRAM_END, GRAM_START, RECORD, type Vocabulary } from './vocabulary';

/**
 * Each word's character n-grams as accumulator slots for one number of dimensions, worked out once
 * per word instead of once per occurrence: a slot is the n-gram's bucket, plus `dimensions` when
 * its sign is negative, so adding a word is one load and one add per n-gram (the accumulator holds
 * the positive and the negative halves side by side). Forgotten with the vocabulary's words.
 */
export class GramSlots {
  slots = new Int32Array(4096);
  /** Per word id: start + 1 of its slots (0: not worked out yet) and their end. */
  ranges = new Int32Array(0);
  private used = 0;
  private epoch = -1;

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly dimensions: number,
  ) {}

  /** Called before a text: makes room for new words, and drops everything once words were forgotten. */
  sync(): void {
    const vocabulary = this.vocabulary;
    if (this.epoch === vocabulary.epoch && this.ranges.length >= vocabulary.size * 2) return;
    const ranges = new Int32Array(Math.max(vocabulary.records.length / RECORD, vocabulary.size) * 2);
    if (this.epoch === vocabulary.epoch) ranges.set(this.ranges);
    else this.used = 0;
    this.ranges = ranges;
    this.epoch = vocabulary.epoch;
  }

  /** Works out the slots of word `id`; returns their start (the end is then ranges[2 * id + 1]). */
  add(id: number): number {
    const { records, grams } = this.vocabulary;
    const from = records[id * RECORD + GRAM_START] ?? 0;
    const to = records[id * RECORD + GRAM_END] ?? 0;
    if (this.used + (to - from) > this.slots.length) {
      const grown = new Int32Array(Math.max(this.slots.length * 2, this.used + (to - from)));
      grown.set(this.slots);
      this.slots = grown;
    }
    const start = this.used;
    const dims = this.dimensions;
    for (let g = from; g < to; g++) {
      const h = grams[g] ?? 0;
      // Multiply-shift on the top 16 bits for the bucket, bit 0 for the sign (see featurize.ts).
      this.slots[this.used++] = (((h >>> 16) * dims) >>> 16) + (h & 1) * dims;
    }
    this.ranges[2 * id] = start + 1;
    this.ranges[2 * id + 1] = this.used;
    return start;
  }
}
