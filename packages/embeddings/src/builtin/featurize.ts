import { ASCII_CLASS, ELIDED, SUFFIX, WORD, charClass } from './char-class';
import { FNV_PRIME, SEED_UNIGRAM, combineBigram, fmix32 } from './hash';
import { FeatureTable } from './feature-table';
import { isStopword } from './stopwords';
import { GRAM_TABLE, gramByte } from './tabulation';

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

const TYPE_UNIGRAM = 0;
const TYPE_BIGRAM = 1;
const BOUNDARY = 1; // byte used as the word-boundary marker in character n-grams
/** Longer tokens (URLs, base64 junk) contribute n-grams from their first characters only. */
const MAX_GRAM_WORD = 40;

/** 1 + ln(tf), precomputed for the common small counts. */
const TF_TABLE = Float64Array.from({ length: 64 }, (_, tf) => (tf === 0 ? 0 : 1 + Math.log(tf)));

/**
 * Feature hashing into a fixed number of dimensions. One instance reuses its buffers between calls,
 * which is safe because embedding is synchronous.
 *
 * Words and bigrams are counted exactly and weighted 1 + ln(tf). Character n-grams are most of the
 * features (~15 per word), so they are generated once per distinct word, carrying that word's
 * weight, into their own accumulator; n-grams shared by many words ("ing#") are then damped per
 * bucket with a square root, which over the counts that occur is as sublinear as ln(1 + x)
 * (×2 at 4, ×4.5 at 20) at the price of one instruction. Each type is scaled to its weight at unit
 * norm, then the sum is L2-normalised. About 0.1 ms per 2,000-character chunk on the 2-core CI
 * machines (bench/builtin.bench.js); alias canonicalisation, when on, costs more than this.
 */
export class HashingFeaturizer {
  private readonly table = new FeatureTable();
  private readonly word = new Uint8Array(MAX_GRAM_WORD + 2);
  private readonly wordAcc: Float64Array;
  private readonly gramAcc: Float64Array;
  private readonly weights: FeatureWeights;

  constructor(
    readonly dimensions: number,
    weights: FeatureWeights = DEFAULT_FEATURE_WEIGHTS,
  ) {
    if (!Number.isInteger(dimensions) || dimensions < 8 || dimensions > 8192) {
      throw new Error(`dimensions must be an integer from 8 to 8192, got ${dimensions}`);
    }
    this.wordAcc = new Float64Array(dimensions);
    this.gramAcc = new Float64Array(dimensions);
    this.weights = { ...weights };
  }

  /**
   * Unit-length vector of an already normalised text. A text without features (empty, punctuation,
   * only stop words) gets the first basis vector rather than zeros: cosine search needs a norm.
   */
  embed(text: string, out: Float64Array = new Float64Array(this.dimensions)): Float64Array {
    const [gramScale, inv] = this.accumulate(text);
    if (inv === 0) return featureless(out.fill(0));
    const words = this.wordAcc;
    const grams = this.gramAcc;
    for (let d = 0; d < this.dimensions; d++) out[d] = ((words[d] ?? 0) + (grams[d] ?? 0) * gramScale) * inv;
    return out;
  }

  /**
   * Same vector as a plain array rounded to `decimals` (what JSON clients send), written in the
   * final pass instead of through an intermediate buffer.
   */
  embedRounded(text: string, decimals: number): number[] {
    const [gramScale, inv] = this.accumulate(text);
    if (inv === 0) return featureless(new Array<number>(this.dimensions).fill(0));
    const words = this.wordAcc;
    const grams = this.gramAcc;
    const scale = 10 ** decimals;
    const out = new Array<number>(this.dimensions);
    for (let d = 0; d < this.dimensions; d++) {
      out[d] = Math.round(((words[d] ?? 0) + (grams[d] ?? 0) * gramScale) * inv * scale) / scale;
    }
    return out;
  }

  /** Fills both accumulators; returns the n-gram scale and the final 1/norm. */
  private accumulate(text: string): [number, number] {
    // A word needs ≥ 2 characters with its separator and brings at most a unigram and a bigram.
    this.table.reset(text.length + 64);
    this.wordAcc.fill(0);
    this.gramAcc.fill(0);
    this.scan(text);
    this.projectWords(text);
    // One pass for the damping and every sum the final norm needs: |w + s·g|² = Σw² + 2sΣwg + s²Σg².
    const words = this.wordAcc;
    const grams = this.gramAcc;
    let ww = 0;
    let wg = 0;
    let gg = 0;
    for (let d = 0; d < this.dimensions; d++) {
      const x = grams[d] ?? 0;
      const w = words[d] ?? 0;
      const g = x >= 0 ? Math.sqrt(x) : -Math.sqrt(-x);
      grams[d] = g;
      ww += w * w;
      wg += w * g;
      gg += g * g;
    }
    const s = gg > 0 ? this.weights.charNgram / Math.sqrt(gg) : 0;
    const norm2 = ww + 2 * s * wg + s * s * gg;
    return [s, norm2 > 0 ? 1 / Math.sqrt(norm2) : 0];
  }

  private scan(text: string): void {
    const table = this.table;
    const n = text.length;
    let prev = 0;
    let hasPrev = false;
    let i = 0;
    while (i < n) {
      const first = text.charCodeAt(i);
      if ((first < 128 ? ASCII_CLASS[first] : charClass(first)) !== WORD) {
        i++;
        continue;
      }
      const start = i;
      let h = SEED_UNIGRAM;
      let len = 0;
      let letters = false;
      while (i < n) {
        const c = text.charCodeAt(i);
        const cls = c < 128 ? ASCII_CLASS[c] : charClass(c);
        if (cls === WORD || (cls === SUFFIX && len > 0)) {
          h = Math.imul(h ^ c, FNV_PRIME);
          if (c > 57) letters = true;
          len++;
        } else if (cls !== ELIDED) {
          break;
        }
        i++;
      }
      if (isStopword(h, len)) continue;
      // Numbers ("2019", "5") are matched as whole words only; their n-grams are noise.
      table.add(h, TYPE_UNIGRAM, letters ? start : -1);
      if (hasPrev) table.add(combineBigram(prev, h), TYPE_BIGRAM, -1);
      prev = h;
      hasPrev = true;
    }
  }

  /** Unigrams and bigrams, each type scaled to its weight at unit norm; n-grams once per distinct word. */
  private projectWords(text: string): void {
    const { touched, counts, types, keys, starts } = this.table;
    const used = this.table.used;
    let uniSq = 0;
    let biSq = 0;
    for (let t = 0; t < used; t++) {
      const slot = touched[t] ?? 0;
      const w = tfWeight(counts[slot] ?? 0);
      if (types[slot] === TYPE_UNIGRAM) uniSq += w * w;
      else biSq += w * w;
    }
    const uniScale = uniSq > 0 ? this.weights.unigram / Math.sqrt(uniSq) : 0;
    const biScale = biSq > 0 ? this.weights.bigram / Math.sqrt(biSq) : 0;
    const acc = this.wordAcc;
    const dims = this.dimensions;
    for (let t = 0; t < used; t++) {
      const slot = touched[t] ?? 0;
      const w = tfWeight(counts[slot] ?? 0);
      const isUnigram = types[slot] === TYPE_UNIGRAM;
      const v = w * (isUnigram ? uniScale : biScale);
      const m = fmix32(keys[slot] ?? 0);
      const index = bucket(m, dims);
      acc[index] = (acc[index] ?? 0) + ((m & 1) === 0 ? v : -v);
      const start = starts[slot] ?? -1;
      if (isUnigram && start >= 0) this.addCharGrams(text, start, w);
    }
  }

  /** 3-, 4- and 5-grams of one word with boundary markers, unrolled: this loop is most of the embedder's time. */
  private addCharGrams(text: string, start: number, weight: number): void {
    const word = this.word;
    const len = copyWord(text, start, word);
    const last = len + 1;
    word[0] = BOUNDARY;
    word[last] = BOUNDARY;
    const acc = this.gramAcc;
    const dims = this.dimensions;
    const T = GRAM_TABLE;
    for (let s = 0; s + 2 <= last; s++) {
      let h = (T[word[s] ?? 0] ?? 0) ^ (T[256 + (word[s + 1] ?? 0)] ?? 0) ^ (T[512 + (word[s + 2] ?? 0)] ?? 0);
      let i = bucket(h, dims);
      acc[i] = (acc[i] ?? 0) + ((h & 1) === 0 ? weight : -weight);
      if (s + 3 > last) continue;
      h ^= T[768 + (word[s + 3] ?? 0)] ?? 0;
      i = bucket(h, dims);
      acc[i] = (acc[i] ?? 0) + ((h & 1) === 0 ? weight : -weight);
      if (s + 4 > last) continue;
      h ^= T[1024 + (word[s + 4] ?? 0)] ?? 0;
      i = bucket(h, dims);
      acc[i] = (acc[i] ?? 0) + ((h & 1) === 0 ? weight : -weight);
    }
  }
}

/** Same word rules as the scan; copies up to MAX_GRAM_WORD character bytes after word[0]. Returns the count. */
function copyWord(text: string, start: number, word: Uint8Array): number {
  let len = 0;
  for (let i = start; i < text.length && len < MAX_GRAM_WORD; i++) {
    const c = text.charCodeAt(i);
    const cls = c < 128 ? ASCII_CLASS[c] : charClass(c);
    if (cls === WORD || (cls === SUFFIX && len > 0)) word[++len] = c < 256 ? c : gramByte(c);
    else if (cls !== ELIDED) break;
  }
  return len;
}

/**
 * Multiply-shift on the top 16 bits instead of `%` (an integer division): stays in small-integer
 * arithmetic for dims ≤ 8192. At 1536 dimensions each bucket receives 42 or 43 of the 65,536 values
 * (bias < 2.5 %). Bit 0, independent of the top bits, is the sign.
 */
function bucket(mixed: number, dims: number): number {
  return ((mixed >>> 16) * dims) >>> 16;
}

function featureless<T extends { [index: number]: number }>(zeros: T): T {
  zeros[0] = 1;
  return zeros;
}

function tfWeight(tf: number): number {
  return tf < 64 ? (TF_TABLE[tf] ?? 0) : 1 + Math.log(tf);
}
