import { createHash } from 'node:crypto';

/** Ids derived from content identity, so recomputing a profile or re-chunking a file yields the same ids. */
export function stableId(kind: string, ...parts: Array<string | number>): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 22);
  return `${kind}_${digest}`;
}
