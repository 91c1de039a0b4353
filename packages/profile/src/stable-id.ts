import { hash } from 'node:crypto';

/** Ids derived from content identity, so recomputing a profile or re-chunking a file yields the same ids. */
export function stableId(kind: string, ...parts: Array<string | number>): string {
  // The one-shot digest gives the same bytes as a Hash object without creating one per id (one per chunk of every file).
  const digest = hash('sha256', parts.join('\u0000'), 'base64url').slice(0, 22);
  return `${kind}_${digest}`;
}
