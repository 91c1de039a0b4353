/** FNV-1a 32-bit parameters; the offset basis is varied per feature type so types never share buckets by accident. */
export const FNV_PRIME = 16777619;
export const FNV_OFFSET = 2166136261 | 0;

/** Seed of word unigrams (character n-grams use tabulation hashing, see tabulation.ts). */
export const SEED_UNIGRAM = FNV_OFFSET;
export const SEED_BIGRAM = 0x27d4eb2f;

/**
 * murmur3's finaliser. FNV-1a's low bits mix poorly for short inputs, and the bucket index is taken
 * modulo a non-power-of-two dimension, so every feature hash goes through this before use.
 */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** FNV-1a over the UTF-16 code units of a string (used for the stop-word table and tests). */
export function fnv1a(text: string, seed: number = FNV_OFFSET): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h | 0;
}

/** Order-sensitive combination of two word hashes: "react native" and "native react" differ. */
export function combineBigram(prev: number, cur: number): number {
  return (Math.imul(prev ^ SEED_BIGRAM, 0x9e3779b1) ^ cur) | 0;
}
