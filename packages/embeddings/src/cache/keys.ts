import { createHash } from 'node:crypto';

/**
 * The model id the cache and the vector store record: the provider's id plus its dimension, since the
 * same model truncated to another size gives other vectors.
 */
export function cacheModelId(providerId: string, dimensions: number): string {
  return `${providerId}@${dimensions}`;
}

/** SHA-256 of model id and text: the cache is keyed by a hash of the text, never the text itself. */
export function cacheKey(modelId: string, text: string): string {
  return createHash('sha256').update(modelId).update('\n').update(text).digest('hex');
}

/** A Redis-safe, readable tag per model: its id's safe characters plus a hash, so ids never collide. */
export function modelTag(modelId: string): string {
  const readable = modelId.replace(/[^A-Za-z0-9_.@-]+/g, '_').slice(0, 60);
  return `${readable}-${createHash('sha256').update(modelId).digest('hex').slice(0, 8)}`;
}

/** Escapes Redis glob characters so a prefix is matched literally by SCAN MATCH. */
export function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}
