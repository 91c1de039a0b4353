// Helpers for the contract suite. The suite is about storage semantics, not entity shapes, so it
// reaches every repository as Repository<Doc>.
import { randomUUID } from 'node:crypto';
import type { CollectionDef } from '../collections';
import type { CollectionName, Doc, Repository, Store } from '../types';

export type StoreRef = () => Store;

export const repo = (store: Store, key: CollectionName): Repository<Doc> => store[key] as unknown as Repository<Doc>;

/** Unique per call, so tests sharing one store never see each other's rows. */
export const uid = (prefix = 't'): string => `${prefix}-${randomUUID()}`;

export const ids = (docs: readonly { id: string }[]): string[] => docs.map((d) => d.id);

export const sortedIds = (docs: readonly { id: string }[]): string[] => ids(docs).sort();

// Sort keys chosen so that lexicographic and numeric order disagree (9 < 10 < 100 but "10" < "100" < "9").
const NUMERIC_SORT_VALUES = [10, 9, 100];
const DATE_SORT_VALUES = ['2024-03-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z', '2024-02-01T00:00:00.000Z'];

/**
 * The i-th of three sample docs for a collection: unique fields distinct per doc, indexed fields
 * shared by docs 0 and 2 (so a filter has several matches), sortable fields in a scrambled order.
 */
export function sampleDoc(def: CollectionDef, tag: string, i: number): Doc {
  const doc: Doc = { id: `${tag}-${i}`, payload: { index: i, tags: ['a', i], ok: i % 2 === 0, none: null } };
  for (const f of def.indexed) doc[f] = `${f}-${tag}-${i % 2}`;
  for (const f of def.unique) doc[f] = `${f}-${tag}-${i}`;
  for (const f of def.sortable) {
    doc[f] = f.endsWith('_index') ? NUMERIC_SORT_VALUES[i] : DATE_SORT_VALUES[i];
  }
  return doc;
}

/** Orders docs the way the store must: by value, then id, both in the same direction. */
export function expectedOrder(docs: readonly Doc[], field: string, direction: 'asc' | 'desc'): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  const cmp = (a: unknown, b: unknown): number =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  return [...docs].sort((a, b) => sign * (cmp(a[field], b[field]) || cmp(a.id, b.id))).map((d) => d.id);
}
