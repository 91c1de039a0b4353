/**
 * Word hashes come from the vocabulary (vocabulary.ts), character n-grams use tabulation hashing
 * (tabulation.ts); bigrams combine two word hashes with their own seed.
 */
const SEED_BIGRAM = 0x27d4eb2f;

/**
 * murmur3's finaliser: the bucket index is taken from the top bits and the sign from bit 0, which
 * must not depend on each other, so every word and bigram hash goes through this before use.
 */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** Order-sensitive combination of two (mixed) word hashes: "react native" and "native react" differ. */
export function combineBigram(prev: number, cur: number): number {
  return (Math.imul(prev ^ SEED_BIGRAM, 0x9e3779b1) ^ cur) | 0;
}
