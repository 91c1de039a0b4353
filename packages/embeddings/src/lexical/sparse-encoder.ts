import { fmix32 } from '../builtin/hash';
import type { SkillNormalizer } from '../builtin/normalize';
import { BuiltinEmbeddingProvider } from '../builtin/provider';
import { STOPWORDS } from '../builtin/stopwords';

/**
 * Recorded in the collection stamp. Bump it whenever the terms or their weights change: points
 * written by another version would not meet the queries.
 */
export const LEXICAL_MODEL_ID = 'lexical-sparse-v1';

/** A Qdrant sparse vector: term ids (unsigned 32-bit) ascending, with their weights. */
export interface SparseVector {
  indices: number[];
  values: number[];
}

/** Words of at least this length also count by their first letters, so "deploy" meets "deployment". */
const PREFIX_FROM = 7;
const PREFIX_LENGTH = 6;

/**
 * The lexical side of a chunk or a query as Qdrant sparse terms: the built-in normal form (lower
 * case, accents off, skill aliases canonicalised: "k8s" is "kubernetes"), words without function
 * words, word pairs and long words' prefixes, each weighted 1 + ln(term frequency). How rare a
 * term is (its idf) is left to the collection's `idf` modifier: Qdrant keeps those counts itself.
 */
export class LexicalEncoder {
  readonly id = LEXICAL_MODEL_ID;
  private readonly normalizer: BuiltinEmbeddingProvider;

  /**
   * `normalizeSkills` canonicalises skill mentions, as for the built-in embedder (resume-core's
   * canonicalizeSkillMentions in the services); null: none.
   */
  constructor(normalizeSkills: SkillNormalizer | null) {
    this.normalizer = new BuiltinEmbeddingProvider({ dimensions: 8, normalizeSkills });
  }

  /** The normal form the terms are taken from. */
  normalize(text: string): string {
    return this.normalizer.normalize(text);
  }

  encode(text: string): SparseVector {
    const words = this.normalize(text)
      .split(' ')
      .filter((word) => word.length > 0);
    const counts = new Map<number, number>();
    const add = (term: string) => {
      const id = termId(term);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    };
    let previous: string | null = null;
    for (const word of words) {
      if (STOPWORDS.has(word)) {
        previous = null;
        continue;
      }
      add(word);
      if (word.length >= PREFIX_FROM) add(`${word.slice(0, PREFIX_LENGTH)}…`);
      if (previous) add(`${previous} ${word}`);
      previous = word;
    }
    const indices = [...counts.keys()].sort((a, b) => a - b);
    return { indices, values: indices.map((id) => round4(1 + Math.log(counts.get(id) as number))) };
  }

  encodeMany(texts: readonly string[]): SparseVector[] {
    return texts.map((text) => this.encode(text));
  }
}

/**
 * A term's id: FNV-1a over its UTF-16 code units, mixed by murmur3's finaliser, as an unsigned
 * 32-bit number. Collisions among the ~10^5 distinct terms of a collection are rare and only merge
 * two terms' weights. Stable across processes and releases (part of LEXICAL_MODEL_ID).
 */
export function termId(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h) >>> 0;
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** Cosine of two sparse vectors by their raw weights (no idf): a 0–1 word overlap for explanations and scores. */
export function sparseCosine(a: SparseVector, b: SparseVector): number {
  let dot = 0;
  let i = 0;
  let j = 0;
  while (i < a.indices.length && j < b.indices.length) {
    const x = a.indices[i] as number;
    const y = b.indices[j] as number;
    if (x === y) dot += (a.values[i++] as number) * (b.values[j++] as number);
    else if (x < y) i++;
    else j++;
  }
  const norm = (v: SparseVector) => Math.sqrt(v.values.reduce((s, x) => s + x * x, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
}
