import { createHash } from 'node:crypto';

/**
 * Namespace of our name-based point ids. Changing it would give every chunk a new point id, so
 * re-upserts would duplicate instead of overwrite: never change it without a re-index.
 */
export const POINT_ID_NAMESPACE = '6f1c2a4e-3b7d-5e90-8a21-4c5d6e7f8a9b';

/**
 * The Qdrant point id of a chunk: an RFC 4122 version-5 UUID (SHA-1 of namespace + chunk id), so
 * the same chunk always lands on the same point and upserting twice never duplicates.
 */
export function pointIdFromChunkId(chunkId: string): string {
  if (typeof chunkId !== 'string' || chunkId.length === 0) {
    throw new TypeError('pointIdFromChunkId: chunkId must be a non-empty string');
  }
  const namespace = Buffer.from(POINT_ID_NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(chunkId, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
