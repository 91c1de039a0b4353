import { fmix32 } from './hash';
import { STOPWORDS, STOPWORD_MAX_LENGTH } from './stopwords';
import { GRAM_TABLE, gramByte } from './tabulation';

/** Flags of a word. */
export const STOP = 1;
/** Has a character above '9': numbers ("2019", "5") are matched as whole words only, their n-grams are noise. */
export const LETTERS = 2;

/**
 * A word's record: RECORD ints at id * RECORD in `records`, side by side (one cache line) so that a
 * lookup and the featuriser's per-word reads cost one miss, not one per field.
 */
export const RECORD = 16;
/** fmix32 of the word's hash: its bits pick the unigram's bucket and sign, and key bigrams. */
export const MIXED = 0;
export const FLAGS = 1;
/** The word's n-gram hashes are grams[GRAM_START .. GRAM_END). */
export const GRAM_START = 2;
export const GRAM_END = 3;
/** Where the word's packed characters start in the pool (all of them; the first ones also in the record). */
const PACKED_START = 4;
/** The word's length in characters, with WIDE when it is packed two characters per int. */
const KEY = 5;
const HASH = 6;
/** The first INLINE ints of the packed word, compared in place. */
const PACKED = 8;

/**
 * Words are held packed: four characters per int, one per byte, when every character (lower case,
 * accents off) is below 256, as nearly all resume words are; else two UTF-16 units per int, and
 * the length carries WIDE. Zeros past the end. Four comparisons check a word of up to 16 characters
 * without a loop, whose varying length the CPU would mispredict, and the tokeniser packs ASCII words
 * straight from their bytes.
 */
export const INLINE = 4;
export const WIDE = 1 << 30;

/** Packed ints of a word with this key (length and WIDE). */
export function packedLength(key: number): number {
  return key & WIDE ? ((key & ~WIDE) + 1) >> 1 : ((key & ~WIDE) + 3) >> 2;
}

const BOUNDARY = 1; // byte used as the word-boundary marker in character n-grams
/** Longer tokens (URLs, base64 junk) contribute n-grams from their first characters only. */
const MAX_GRAM_WORD = 40;

/**
 * Default budget of words. Past it the vocabulary forgets every word at the
 * start of the next text (never during one: the text's token ids must stay valid). Resume
 * vocabulary is a few tens of thousands of words, so this is rare; the cap bounds memory at ~15 MB
 * against junk input.
 */
const MAX_WORDS = 1 << 16;
const MAX_CHARS = 1 << 20;

export interface VocabularyOptions {
  /** Words kept before forgetting them all. */
  maxWords?: number;
  /** Characters of words kept before forgetting them all. */
  maxChars?: number;
  /** Compute n-gram hashes (default true); a vocabulary only used to look words up needs none. */
  grams?: boolean;
}

/**
 * The hash of a word from its first four packed ints (zeros past its end) and its key: independent
 * multiplications, not a chain, so they run side by side. Exported for the tokeniser, which
 * computes it as it packs.
 */
export function headHash(w0: number, w1: number, w2: number, w3: number, key: number): number {
  const h = Math.imul(w0 ^ key, 0x9e3779b1) ^ Math.imul(w1, 0x85ebca6b) ^ Math.imul(w2, 0xc2b2ae35) ^ Math.imul(w3, 0x27d4eb2f);
  return h ^ (h >>> 15);
}

/** Mixes one more packed int (the fifth and later) into a word's hash. */
export function tailHash(h: number, w: number): number {
  h = Math.imul(h ^ w, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/**
 * Interning table of lower-case tokens → small integer ids, with everything the featuriser needs per
 * word computed once: its unigram hash, whether it is a stop word, and the tabulation hashes of its
 * character 3–5-grams (most of the embedder's work, and the same for every occurrence of the word).
 *
 * Lookups compare the characters, not only the hash, so the cached data of one word can never be
 * served for another: vectors are the same whatever was embedded before, in any process.
 */
export class Vocabulary {
  size = 0;
  /** Counts the times the words were forgotten: caches keyed by id must be dropped when it changes. */
  epoch = 0;
  records = new Int32Array(0);
  grams = new Int32Array(1024);
  private packed = new Int32Array(2048);
  /** Open addressing, two ints per slot: the word's hash and its id + 1 (0: empty). */
  private slots = new Int32Array(0);
  private slotBits = 0;
  private readonly gramWord = new Uint8Array(MAX_GRAM_WORD + 2);
  private readonly maxWords: number;
  private readonly maxChars: number;
  private readonly withGrams: boolean;

  constructor(options: VocabularyOptions = {}) {
    this.maxWords = options.maxWords ?? MAX_WORDS;
    this.maxChars = options.maxChars ?? MAX_CHARS;
    this.withGrams = options.grams ?? true;
    this.grow(1024);
  }

  /**
   * Id of a word: its key (length, and WIDE), its packed ints w0–w3 (zeros past its end) and, for
   * longer words, more[INLINE ..]; `hash` from headHash and tailHash. Added if new.
   */
  intern(w0: number, w1: number, w2: number, w3: number, key: number, hash: number, more: Int32Array): number {
    const slots = this.slots;
    const records = this.records;
    const mask = (slots.length >> 1) - 1;
    let slot = this.slotOf(hash);
    for (;;) {
      const entry = slots[2 * slot + 1] ?? 0;
      if (entry === 0) return this.add(w0, w1, w2, w3, key, hash, more, slot);
      if (slots[2 * slot] === hash) {
        const r = (entry - 1) * RECORD;
        if (
          records[r + KEY] === key &&
          records[r + PACKED] === w0 &&
          records[r + PACKED + 1] === w1 &&
          records[r + PACKED + 2] === w2 &&
          records[r + PACKED + 3] === w3 &&
          this.samePacked(records[r + PACKED_START] ?? 0, INLINE, packedLength(key), more)
        ) {
          return entry - 1;
        }
      }
      slot = (slot + 1) & mask;
    }
  }

  /** This vocabulary's id of word `id` of another vocabulary, or -1 when it does not hold it. */
  idOf(source: Vocabulary, id: number): number {
    const r = id * RECORD;
    const hash = source.records[r + HASH] ?? 0;
    const key = source.records[r + KEY] ?? 0;
    const start = source.records[r + PACKED_START] ?? 0;
    const length = packedLength(key);
    const mask = (this.slots.length >> 1) - 1;
    for (let slot = this.slotOf(hash); ; slot = (slot + 1) & mask) {
      const entry = this.slots[2 * slot + 1] ?? 0;
      if (entry === 0) return -1;
      const own = (entry - 1) * RECORD;
      if (this.slots[2 * slot] !== hash || this.records[own + KEY] !== key) continue;
      const ownStart = this.records[own + PACKED_START] ?? 0;
      let same = true;
      for (let k = 0; k < length && same; k++) same = this.packed[ownStart + k] === source.packed[start + k];
      if (same) return entry - 1;
    }
  }

  /** The word as a string (for normalised text and tests). */
  wordOf(id: number): string {
    const r = id * RECORD;
    const start = this.records[r + PACKED_START] ?? 0;
    const key = this.records[r + KEY] ?? 0;
    let out = '';
    for (let k = 0; k < (key & ~WIDE); k++) out += String.fromCharCode(this.charAt(start, k, key));
    return out;
  }

  /** Called before a text: forgets the words once over budget. */
  trim(): void {
    const chars = 4 * this.packedEnd(this.size);
    if (this.size <= this.maxWords && chars <= this.maxChars) return;
    this.size = 0;
    this.epoch++;
    this.rehash();
  }

  /** Fibonacci hashing: the top bits of a multiplication, well mixed for one multiply. */
  private slotOf(hash: number): number {
    return Math.imul(hash, 0x9e3779b1) >>> (32 - this.slotBits);
  }

  private charAt(start: number, k: number, key: number): number {
    if (key & WIDE) return ((this.packed[start + (k >> 1)] ?? 0) >>> ((k & 1) << 4)) & 0xffff;
    return ((this.packed[start + (k >> 2)] ?? 0) >>> ((k & 3) << 3)) & 0xff;
  }

  private samePacked(start: number, from: number, length: number, other: Int32Array): boolean {
    for (let k = from; k < length; k++) if (this.packed[start + k] !== other[k]) return false;
    return true;
  }

  private packedEnd(count: number): number {
    if (count === 0) return 0;
    const r = (count - 1) * RECORD;
    return (this.records[r + PACKED_START] ?? 0) + packedLength(this.records[r + KEY] ?? 0);
  }

  private gramsEnd(count: number): number {
    return count === 0 ? 0 : (this.records[(count - 1) * RECORD + GRAM_END] ?? 0);
  }

  private add(w0: number, w1: number, w2: number, w3: number, key: number, hash: number, more: Int32Array, slot: number): number {
    const id = this.size;
    if ((id + 1) * RECORD > this.records.length) {
      this.grow((this.records.length / RECORD) * 2);
      return this.intern(w0, w1, w2, w3, key, hash, more); // slots were rebuilt: probe again
    }
    this.size++;
    this.slots[2 * slot] = hash;
    this.slots[2 * slot + 1] = id + 1;
    const n = packedLength(key);
    const start = this.packedEnd(id);
    if (start + n > this.packed.length) this.packed = growTo(this.packed, start + n);
    const r = id * RECORD;
    const records = this.records;
    records[r + PACKED] = w0;
    records[r + PACKED + 1] = w1;
    records[r + PACKED + 2] = w2;
    records[r + PACKED + 3] = w3;
    for (let k = 0; k < n; k++) this.packed[start + k] = k < INLINE ? (records[r + PACKED + k] ?? 0) : (more[k] ?? 0);
    records[r + HASH] = hash;
    records[r + MIXED] = fmix32(hash);
    records[r + KEY] = key;
    records[r + PACKED_START] = start;
    const length = key & ~WIDE;
    let letters = false;
    for (let k = 0; k < length; k++) if (this.charAt(start, k, key) > 57) letters = true;
    const gramStart = this.gramsEnd(id);
    records[r + GRAM_START] = gramStart;
    records[r + GRAM_END] = letters && this.withGrams ? this.addGrams(start, key, gramStart) : gramStart;
    records[r + FLAGS] = (letters ? LETTERS : 0) | (length <= STOPWORD_MAX_LENGTH && STOPWORDS.has(this.wordOf(id)) ? STOP : 0);
    return id;
  }

  /** 3-, 4- and 5-grams with boundary markers; returns the end of the word's range in `grams`. */
  private addGrams(packedStart: number, key: number, at: number): number {
    const word = this.gramWord;
    const len = Math.min(key & ~WIDE, MAX_GRAM_WORD);
    for (let i = 0; i < len; i++) {
      const c = this.charAt(packedStart, i, key);
      word[i + 1] = c < 256 ? c : gramByte(c);
    }
    const last = len + 1;
    word[0] = BOUNDARY;
    word[last] = BOUNDARY;
    if (at + 3 * last > this.grams.length) this.grams = growTo(this.grams, at + 3 * last);
    const grams = this.grams;
    const T = GRAM_TABLE;
    let n = at;
    for (let s = 0; s + 2 <= last; s++) {
      let h = (T[word[s] ?? 0] ?? 0) ^ (T[256 + (word[s + 1] ?? 0)] ?? 0) ^ (T[512 + (word[s + 2] ?? 0)] ?? 0);
      grams[n++] = h;
      if (s + 3 > last) continue;
      h ^= T[768 + (word[s + 3] ?? 0)] ?? 0;
      grams[n++] = h;
      if (s + 4 > last) continue;
      h ^= T[1024 + (word[s + 4] ?? 0)] ?? 0;
      grams[n++] = h;
    }
    return n;
  }

  private grow(capacity: number): void {
    const records = new Int32Array(capacity * RECORD);
    records.set(this.records);
    this.records = records;
    // Load factor ≤ 0.5 keeps probe sequences short.
    this.slotBits = Math.log2(capacity * 2);
    this.slots = new Int32Array(capacity * 4);
    this.rehash();
  }

  /** Rebuilds the slots of the first `size` words. */
  private rehash(): void {
    const slots = this.slots;
    slots.fill(0);
    const mask = (slots.length >> 1) - 1;
    for (let id = 0; id < this.size; id++) {
      const hash = this.records[id * RECORD + HASH] ?? 0;
      let slot = this.slotOf(hash);
      while ((slots[2 * slot + 1] ?? 0) !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = hash;
      slots[2 * slot + 1] = id + 1;
    }
  }
}

function growTo<T extends Int32Array | Uint16Array>(array: T, needed: number): T {
  let capacity = array.length * 2;
  while (capacity < needed) capacity *= 2;
  const grown = new (array.constructor as new (n: number) => T)(capacity);
  grown.set(array);
  return grown;
}

let shared: Vocabulary | null = null;

/** The process's vocabulary, shared by every built-in featuriser (embedding is synchronous). */
export function sharedVocabulary(): Vocabulary {
  shared ??= new Vocabulary();
  return shared;
}
