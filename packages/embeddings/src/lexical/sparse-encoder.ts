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

const FNV_OFFSET = 0x811c9dc5;
const SPACE = 32;
/** "…", which ends a prefix term. */
const ELLIPSIS = 0x2026;

function fnvStep(h: number, code: number): number {
  return Math.imul(h ^ code, 0x01000193);
}

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
    const counts = new Map<number, number>();
    const add = (state: number) => {
      const id = fmix32(state) >>> 0;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    };
    // Each term's FNV-1a state is carried on from the text it starts with (see termId), instead of
    // building the strings "prefix…" and "previous word" for every word.
    let previous = 0;
    let hasPrevious = false;
    for (const word of this.normalize(text).split(' ')) {
      if (word.length === 0) continue;
      if (STOPWORDS.has(word)) {
        hasPrevious = false;
        continue;
      }
      let state = FNV_OFFSET;
      let prefix = FNV_OFFSET;
      let pair = hasPrevious ? fnvStep(previous, SPACE) : 0;
      for (let i = 0; i < word.length; i++) {
        if (i === PREFIX_LENGTH) prefix = state;
        const code = word.charCodeAt(i);
        state = fnvStep(state, code);
        pair = fnvStep(pair, code);
      }
      add(state);
      if (word.length >= PREFIX_FROM) add(fnvStep(prefix, ELLIPSIS));
      if (hasPrevious) add(pair);
      previous = state;
      hasPrevious = true;
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
  let h = FNV_OFFSET;
  for (let i = 0; i < term.length; i++) h = fnvStep(h, term.charCodeAt(i));
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
