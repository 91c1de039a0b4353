import { FNV_OFFSET, fnv1a } from './hash';

/**
 * Function words carry no meaning for matching a chunk to a requirement, yet they are the most
 * frequent tokens and would dominate every vector (even with sublinear weighting) and make unrelated
 * texts look alike. Only short words are listed, so the lookup runs only for words of ≤ 5 chars.
 */
const STOPWORDS = [
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'for', 'from', 'had', 'has', 'have',
  'he', 'her', 'his', 'i', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'our', 'she',
  'so', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'to', 'us',
  'was', 'we', 'were', 'what', 'when', 'which', 'while', 'who', 'will', 'with', 'would', 'you', 'your',
  'also', 'etc', 'eg', 'ie', 'per', 'via', 'all', 'any', 'can', 'do', 'does', 'dont', 'not', 'no',
];

export const STOPWORD_MAX_LENGTH = 5;

/**
 * Keyed by hash and length together, so a content word must collide on both to be mistaken for one.
 * A small open-addressing table over typed arrays: this runs once per word, and Set.has costs more.
 */
const SLOTS = 256;
const KEYS = new Int32Array(SLOTS);
const USED = new Uint8Array(SLOTS);
for (const word of STOPWORDS) {
  const key = stopwordKey(fnv1a(word, FNV_OFFSET), word.length);
  let slot = key & (SLOTS - 1);
  while (USED[slot] === 1 && KEYS[slot] !== key) slot = (slot + 1) & (SLOTS - 1);
  USED[slot] = 1;
  KEYS[slot] = key;
}

export function stopwordKey(hash: number, length: number): number {
  return (hash ^ Math.imul(length, 0x9e3779b1)) | 0;
}

export function isStopword(hash: number, length: number): boolean {
  if (length > STOPWORD_MAX_LENGTH) return false;
  const key = stopwordKey(hash, length);
  let slot = key & (SLOTS - 1);
  while (USED[slot] === 1) {
    if (KEYS[slot] === key) return true;
    slot = (slot + 1) & (SLOTS - 1);
  }
  return false;
}
