import { fmix32 } from './hash';

/**
 * Tabulation hashing for character n-grams: one random 32-bit word per (position in the n-gram,
 * character byte), XORed together. It is 3-independent, so the bits need no further mixing, and an
 * n-gram costs one table load and one XOR per character instead of multiplications: n-grams are
 * most of the embedder's work. The table is generated from a fixed seed, identical everywhere.
 */
export const MAX_GRAM_POSITIONS = 5;
export const GRAM_TABLE = new Int32Array(MAX_GRAM_POSITIONS * 256);
for (let i = 0; i < GRAM_TABLE.length; i++) GRAM_TABLE[i] = fmix32(Math.imul(i + 1, 0x9e3779b9) ^ 0x5bd1e995);

/**
 * Byte used for a character. Latin-1 maps to itself (after normalisation that is nearly all resume
 * text); other characters fold into 128–255, which only letters from U+00C0 up otherwise use, so
 * non-Latin n-grams may collide with each other but never with ASCII ones. Words are still hashed
 * exactly as unigrams.
 */
export function gramByte(code: number): number {
  return code < 256 ? code : (Math.imul(code, 0x9e3779b1) >>> 25) | 0x80;
}
