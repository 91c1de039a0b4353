import { FeatureTable } from './feature-table';
import { combineBigram, fmix32 } from './hash';
import { TokenBuffer, Tokenizer } from './tokenize';
import { GramSlots } from './gram-slots';
import { FLAGS, MIXED, RECORD, STOP, sharedVocabulary, type Vocabulary } from './vocabulary';

export interface FeatureWeights {
  unigram: number;
  bigram: number;
  charNgram: number;
}

/**
 * Each feature type is scaled to unit length before the types are summed, and the hashed types land
 * in (nearly) orthogonal directions, so the cosine of two texts is about Σ w² cos_type / Σ w²:
 * with these weights 50 % word overlap, 32 % character n-grams, 18 % phrases.
 * - Words carry the topic ("react", "nursing"), so they lead.
 * - Character 3–5-grams make inflections and spellings meet ("managed"/"management",
 *   "kubernetes"/"kubernetis"), but share noise like "ing#" between unrelated texts: second.
 * - Bigrams are precise ("project management") but rarely shared by a short query: a bonus.
 */
export const DEFAULT_FEATURE_WEIGHTS: Readonly<FeatureWeights> = Object.freeze({ unigram: 1, bigram: 0.6, charNgram: 0.8 });

export interface FeaturizerOptions {
  /** Where words are interned; defaults to the process's shared vocabulary. */
  vocabulary?: Vocabulary;
}

/** 1 + ln(tf), precomputed for the common small counts. */
const TF_TABLE = Float64Array.from({ length: 64 }, (_, tf) => (tf === 0 ? 0 : 1 + Math.log(tf)));

/**
 * Feature hashing into a fixed number of dimensions. One instance reuses its buffers between calls,
 * which is safe because embedding is synchronous.
 *
 * A text is read once into interned word ids (tokenize.ts), and stop words are skipped. Words and
 * bigrams are counted exactly and weighted 1 + ln(tf). Character n-grams come precomputed from the
 * vocabulary once per distinct word, carrying that word's weight, into their own accumulator;
 * n-grams shared by many words ("ing#") are then damped per bucket with a square root, which over
 * the counts that occur is as sublinear as ln(1 + x) (×2 at 4, ×4.5 at 20) at the price of one
 * instruction. Each type is scaled to its weight at unit norm, then the sum is L2-normalised.
 */
export class HashingFeaturizer {
  private readonly vocabulary: Vocabulary;
  private readonly tokenizer: Tokenizer;
  private readonly tokens = new TokenBuffer();
  private readonly bigrams = new FeatureTable();
  /** Per word id, side by side: generation of the text that last counted it, and its count in that text. */
  private perWord = new Int32Array(0);
  private words = new Int32Array(256);
  private generation = 0;
  private readonly wordAcc: Float64Array;
  /** N-grams: positive contributions in [0, dimensions), negative ones after; then the damped values. */
  private readonly gramAcc: Float64Array;
  private readonly gramSlots: GramSlots;
  /** Per distinct word of the text, and per bigram: its weight 1 + ln(tf). */
  private wordWeights = new Float64Array(256);
  private bigramWeights = new Float64Array(256);
  // What accumulate leaves for the final pass: the n-gram scale and 1/norm of the sum.
  private gramScale = 0;
  private inverseNorm = 0;
  private readonly weights: FeatureWeights;

  constructor(
    readonly dimensions: number,
    weights: FeatureWeights = DEFAULT_FEATURE_WEIGHTS,
    options: FeaturizerOptions = {},
  ) {
    if (!Number.isInteger(dimensions) || dimensions < 8 || dimensions > 8192) {
      throw new Error(`dimensions must be an integer from 8 to 8192, got ${dimensions}`);
    }
    this.vocabulary = options.vocabulary ?? sharedVocabulary();
    this.tokenizer = new Tokenizer(this.vocabulary);
    this.wordAcc = new Float64Array(dimensions);
    this.gramAcc = new Float64Array(2 * dimensions);
    this.gramSlots = new GramSlots(this.vocabulary, dimensions);
    this.weights = { ...weights };
  }

  /**
   * Unit-length vector of a text. A text without features (empty, punctuation, only stop words)
   * gets the first basis vector rather than zeros: cosine search needs a norm.
   */
  embed(text: string, out: Float64Array = new Float64Array(this.dimensions)): Float64Array {
    this.accumulate(text);
    const gramScale = this.gramScale;
    const inv = this.inverseNorm;
    if (inv === 0) return featureless(out.fill(0));
    const words = this.wordAcc;
    const grams = this.gramAcc;
    for (let d = 0; d < this.dimensions; d++) out[d] = ((words[d] ?? 0) + (grams[d] ?? 0) * gramScale) * inv;
    return out;
  }

  /**
   * Same vector as a plain array rounded to `decimals` (what JSON clients send), written in the
   * final pass instead of through an intermediate buffer. Rounds half up with floor(x + 0.5), one
   * instruction, where Math.round's branch on the fraction mispredicts half the time.
   */
  embedRounded(text: string, decimals: number): number[] {
    this.accumulate(text);
    const gramScale = this.gramScale;
    const inv = this.inverseNorm;
    const dims = this.dimensions;
    if (inv === 0) return featureless(new Array<number>(dims).fill(0));
    const words = this.wordAcc;
    const grams = this.gramAcc;
    const scale = 10 ** decimals;
    const wordFactor = inv * scale;
    const gramFactor = gramScale * wordFactor;
    const out = new Array<number>(dims);
    for (let d = 0; d < dims; d++) out[d] = Math.floor((words[d] ?? 0) * wordFactor + (grams[d] ?? 0) * gramFactor + 0.5) / scale;
    return out;
  }

  /**
   * The words the vector is computed from, joined by spaces: lower case, no diacritics. Embedding
   * it gives the same vector as embedding `text`.
   */
  normalize(text: string): string {
    const count = this.read(text);
    const ids = this.tokens.ids;
    const words: string[] = [];
    for (let k = 0; k < count; k++) words.push(this.vocabulary.wordOf(ids[k] ?? 0));
    return words.join(' ');
  }

  /** Reads a text into the tokens' ids, valid until the next read, and returns the word count. */
  private read(text: string): number {
    this.vocabulary.trim();
    this.tokenizer.read(text, this.tokens);
    return this.tokens.count;
  }

  /** Fills both accumulators and sets the n-gram scale and the final 1/norm. */
  private accumulate(text: string): void {
    const count = this.read(text);
    this.wordAcc.fill(0);
    this.gramAcc.fill(0);
    const distinct = this.count(this.tokens.ids, count);
    this.project(distinct);
    // One pass for the damping and every sum the final norm needs: |w + s·g|² = Σw² + 2sΣwg + s²Σg².
    // The damping's sign is a comparison turned into a number, not a branch: it would be
    // mispredicted for half the buckets and cost more than the loop.
    const words = this.wordAcc;
    const grams = this.gramAcc;
    const dims = this.dimensions;
    let ww = 0;
    let wg = 0;
    let gg = 0;
    for (let d = 0; d < dims; d++) {
      const x = (grams[d] ?? 0) - (grams[d + dims] ?? 0);
      const w = words[d] ?? 0;
      const g = Math.sqrt(Math.abs(x)) * (1 - 2 * +(x < 0));
      grams[d] = g;
      ww += w * w;
      wg += w * g;
      gg += g * g;
    }
    const s = gg > 0 ? this.weights.charNgram / Math.sqrt(gg) : 0;
    const norm2 = ww + 2 * s * wg + s * s * gg;
    this.gramScale = s;
    this.inverseNorm = norm2 > 0 ? 1 / Math.sqrt(norm2) : 0;
  }

  /** Counts words (by id) and bigrams of adjacent non-stop words; returns the number of distinct words. */
  private count(ids: Int32Array, n: number): number {
    const vocabulary = this.vocabulary;
    if (this.perWord.length < vocabulary.size * 2) {
      this.perWord = new Int32Array(Math.max(vocabulary.records.length / RECORD, vocabulary.size) * 2);
      this.generation = 0;
    }
    if (this.words.length < n) this.words = new Int32Array(n * 2);
    this.generation = (this.generation + 1) | 0;
    if (this.generation === 0x7fffffff) {
      this.perWord.fill(0);
      this.generation = 1;
    }
    const generation = this.generation;
    const { perWord, words } = this;
    const records = vocabulary.records;
    const bigrams = this.bigrams;
    bigrams.reset(n);
    let distinct = 0;
    let prev = 0;
    let hasPrev = false;
    for (let k = 0; k < n; k++) {
      const id = ids[k] ?? 0;
      const r = id * RECORD;
      if (((records[r + FLAGS] ?? 0) & STOP) !== 0) continue;
      // First occurrence in this text or not, without a branch: which it is, is random.
      const p = id * 2;
      const seen = +(perWord[p] === generation);
      perWord[p] = generation;
      perWord[p + 1] = (perWord[p + 1] ?? 0) * seen + 1;
      words[distinct] = id;
      distinct += 1 - seen;
      const m = records[r + MIXED] ?? 0;
      if (hasPrev) bigrams.add(combineBigram(prev, m));
      prev = m;
      hasPrev = true;
    }
    return distinct;
  }

  /** Unigrams and bigrams, each type scaled to its weight at unit norm; n-grams once per distinct word. */
  private project(distinct: number): void {
    const { words, perWord } = this;
    const records = this.vocabulary.records;
    const table = this.bigrams;
    if (this.wordWeights.length < distinct) this.wordWeights = new Float64Array(distinct * 2);
    if (this.bigramWeights.length < table.used) this.bigramWeights = new Float64Array(table.used * 2);
    const { wordWeights, bigramWeights } = this;
    let uniSq = 0;
    for (let t = 0; t < distinct; t++) {
      const w = tfWeight(perWord[(words[t] ?? 0) * 2 + 1] ?? 0);
      wordWeights[t] = w;
      uniSq += w * w;
    }
    let biSq = 0;
    for (let t = 0; t < table.used; t++) {
      const w = tfWeight(table.countAt(table.touched[t] ?? 0));
      bigramWeights[t] = w;
      biSq += w * w;
    }
    const uniScale = uniSq > 0 ? this.weights.unigram / Math.sqrt(uniSq) : 0;
    const biScale = biSq > 0 ? this.weights.bigram / Math.sqrt(biSq) : 0;
    const acc = this.wordAcc;
    const gramAcc = this.gramAcc;
    const dims = this.dimensions;
    const gramSlots = this.gramSlots;
    gramSlots.sync();
    const ranges = gramSlots.ranges;
    for (let t = 0; t < distinct; t++) {
      const id = words[t] ?? 0;
      const w = wordWeights[t] ?? 0;
      const m = records[id * RECORD + MIXED] ?? 0;
      const index = bucket(m, dims);
      acc[index] = (acc[index] ?? 0) + w * uniScale * sign(m);
      let start = (ranges[2 * id] ?? 0) - 1;
      if (start < 0) start = gramSlots.add(id);
      const end = ranges[2 * id + 1] ?? 0;
      const slots = gramSlots.slots;
      for (let g = start; g < end; g++) {
        const slot = slots[g] ?? 0;
        gramAcc[slot] = (gramAcc[slot] ?? 0) + w;
      }
    }
    for (let t = 0; t < table.used; t++) {
      const v = (bigramWeights[t] ?? 0) * biScale;
      const m = fmix32(table.keyAt(table.touched[t] ?? 0));
      const index = bucket(m, dims);
      acc[index] = (acc[index] ?? 0) + v * sign(m);
    }
  }
}

/**
 * Multiply-shift on the top 16 bits instead of `%` (an integer division): stays in small-integer
 * arithmetic for dims ≤ 8192. At 1536 dimensions each bucket receives 42 or 43 of the 65,536 values
 * (bias < 2.5 %). Bit 0, independent of the top bits, is the sign.
 */
function bucket(mixed: number, dims: number): number {
  return ((mixed >>> 16) * dims) >>> 16;
}

/**
 * +1 or -1 from bit 0, without a branch: the bit is random by design, so a conditional would be
 * mispredicted for half of the ~4,000 n-grams of a text, which cost more than all the arithmetic.
 */
function sign(mixed: number): number {
  return 1 - ((mixed & 1) << 1);
}

function featureless<T extends { [index: number]: number }>(zeros: T): T {
  zeros[0] = 1;
  return zeros;
}

function tfWeight(tf: number): number {
  return tf < 64 ? (TF_TABLE[tf] ?? 0) : 1 + Math.log(tf);
}
