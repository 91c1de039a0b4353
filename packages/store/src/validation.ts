// Input checks shared by both adapters. Everything a caller hands the store passes through here
// first, so the adapters only ever see declared field names and scalar values: that is what makes
// operator injection impossible and keeps SQLite and MongoDB answering identically.
import { filterableFields, sortableFields, declaredFields, type CollectionDef } from './collections';
import { InvalidDocumentError, InvalidQueryError } from './errors';
import type { WhereScalar } from './types';

/** One filter term: equality when `values` has one entry and `isIn` is false, else membership. */
export interface Condition {
  readonly field: string;
  readonly values: readonly WhereScalar[];
  readonly isIn: boolean;
}

export interface NormalizedFind {
  readonly sort?: { readonly field: string; readonly direction: 'asc' | 'desc' };
  readonly limit?: number;
  readonly offset: number;
}

const MAX_ID_LENGTH = 512;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function isScalar(v: unknown): v is WhereScalar {
  return v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

export function assertId(id: unknown, what = 'id'): asserts id is string {
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) {
    throw new InvalidDocumentError(`${what} must be a non-empty string of at most ${MAX_ID_LENGTH} characters`);
  }
}

export function normalizeWhere(def: CollectionDef, where: unknown): Condition[] {
  if (where === undefined) return [];
  if (!isPlainObject(where)) throw new InvalidQueryError(`${def.key}: where must be a plain object`);
  const allowed = filterableFields(def);
  return Object.keys(where).map((field) => {
    if (!allowed.has(field)) {
      throw new InvalidQueryError(`${def.key}: cannot filter on "${field}" (filterable fields: ${[...allowed].join(', ')})`);
    }
    const raw = where[field];
    const condition = isScalar(raw)
      ? { field, values: [raw], isIn: false }
      : isPlainObject(raw) && Object.keys(raw).length === 1 && Array.isArray(raw.in) && raw.in.every(isScalar)
        ? { field, values: [...(raw.in as WhereScalar[])], isIn: true }
        : null;
    if (!condition) {
      throw new InvalidQueryError(`${def.key}: where.${field} must be a string, number, boolean, null or {in: [...]} of those`);
    }
    if (field === 'id' && condition.values.some((v) => typeof v !== 'string')) {
      throw new InvalidQueryError(`${def.key}: where.id values must be strings`);
    }
    return condition;
  });
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Projection fields: plain top-level names (spliced into JSON paths, hence the strict pattern), without duplicates. */
export function normalizeFields(def: CollectionDef, fields: unknown): string[] {
  if (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string' || !FIELD_NAME.test(f) || f === 'id')) {
    throw new InvalidQueryError(`${def.key}: fields must be top-level field names other than id`);
  }
  return [...new Set(fields as string[])];
}

export function normalizeFindOptions(def: CollectionDef, options: unknown): NormalizedFind {
  if (options === undefined) return { offset: 0 };
  if (!isPlainObject(options)) throw new InvalidQueryError(`${def.key}: find options must be a plain object`);
  const count = (name: 'limit' | 'offset'): number | undefined => {
    const v = options[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
      throw new InvalidQueryError(`${def.key}: ${name} must be a non-negative integer`);
    }
    return v;
  };
  const limit = count('limit');
  const offset = count('offset') ?? 0;
  const sort = options.sort as unknown;
  if (sort === undefined) return { ...(limit !== undefined ? { limit } : {}), offset };
  if (!isPlainObject(sort) || typeof sort.field !== 'string' || !sortableFields(def).has(sort.field)) {
    throw new InvalidQueryError(
      `${def.key}: cannot sort on ${JSON.stringify((sort as { field?: unknown })?.field)} (sortable: ${[...sortableFields(def)].join(', ')})`,
    );
  }
  if (sort.direction !== 'asc' && sort.direction !== 'desc') {
    throw new InvalidQueryError(`${def.key}: sort direction must be 'asc' or 'desc'`);
  }
  return { sort: { field: sort.field, direction: sort.direction }, ...(limit !== undefined ? { limit } : {}), offset };
}

// JSON is the common denominator of both adapters: a round trip turns Dates into ISO strings and
// drops undefined, exactly what SQLite would store, so Mongo is fed the same shape.
function toJson(def: CollectionDef, value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (err) {
    throw new InvalidDocumentError(`${def.key}: document is not JSON-serialisable (${(err as Error).message})`);
  }
}

function assertSafeKeys(def: CollectionDef, value: unknown, path: string): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertSafeKeys(def, v, `${path}[${i}]`));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      // `$` keys would read as operators in Mongo; `__proto__` turns into prototype pollution the
      // moment a caller Object.assigns a record.
      if (k.startsWith('$') || k === '__proto__') {
        throw new InvalidDocumentError(`${def.key}: field name "${path}${k}" is not allowed`);
      }
      assertSafeKeys(def, v, `${path}${k}.`);
    }
  }
}

function assertDeclaredValues(def: CollectionDef, doc: Record<string, unknown>): void {
  for (const field of declaredFields(def)) {
    if (!(field in doc)) continue;
    const v = doc[field];
    if (def.unique.includes(field) ? !(v === null || typeof v === 'string') : !isScalar(v)) {
      const kind = def.unique.includes(field) ? 'a string or null' : 'a string, number, boolean or null';
      throw new InvalidDocumentError(`${def.key}: ${field} must be ${kind} (it is indexed)`);
    }
  }
}

/**
 * Whether a document's JSON text may hold a key assertSafeKeys refuses. JSON.stringify writes every
 * key right after a quote and never escapes `$` or `_`, so text without `"$` and `"__proto__"`
 * holds none; text with them (a value such as "$5M" also matches) gets the full walk.
 */
const MAYBE_REFUSED_KEY = /"(?:\$|__proto__")/;

/** Validates a whole document; returns the stored form and its JSON text. */
export function normalizeDoc<T>(def: CollectionDef, doc: unknown): { doc: T & { id: string }; json: string } {
  if (!isPlainObject(doc)) throw new InvalidDocumentError(`${def.key}: document must be a plain object`);
  assertId(doc.id, `${def.key}.id`);
  if ('_id' in doc) throw new InvalidDocumentError(`${def.key}: "_id" is reserved; use "id"`);
  const json = toJson(def, doc);
  const parsed = JSON.parse(json) as Record<string, unknown>;
  if (MAYBE_REFUSED_KEY.test(json)) assertSafeKeys(def, parsed, '');
  assertDeclaredValues(def, parsed);
  return { doc: parsed as T & { id: string }, json };
}

/** Validates a shallow patch; returns the fields to set (undefined entries dropped, id removed). */
export function normalizePatch(def: CollectionDef, id: string, patch: unknown): Record<string, unknown> {
  if (!isPlainObject(patch)) throw new InvalidDocumentError(`${def.key}: patch must be a plain object`);
  const json = toJson(def, patch);
  const parsed = JSON.parse(json) as Record<string, unknown>;
  if ('id' in parsed) {
    if (parsed.id !== id) throw new InvalidDocumentError(`${def.key}: update cannot change the id`);
    delete parsed.id;
  }
  for (const key of Object.keys(parsed)) {
    // A dot would address a nested path in Mongo but a literal key in SQLite.
    if (key === '_id' || key.includes('.')) throw new InvalidDocumentError(`${def.key}: cannot update field "${key}"`);
  }
  if (MAYBE_REFUSED_KEY.test(json)) assertSafeKeys(def, parsed, '');
  assertDeclaredValues(def, parsed);
  return parsed;
}

/** Hard ceiling for one blob: above the 10 MB upload limit, below MongoDB's 16 MiB document limit. */
export const MAX_BLOB_BYTES = 15 * 1024 * 1024;

export function assertBlob(id: unknown, userId: unknown, bytes: unknown): asserts bytes is Buffer {
  assertId(id, 'blob id');
  assertId(userId, 'blob userId');
  if (!Buffer.isBuffer(bytes)) throw new InvalidDocumentError('blob bytes must be a Buffer');
  if (bytes.length > MAX_BLOB_BYTES) {
    throw new InvalidDocumentError(`blob is ${bytes.length} bytes; the store accepts at most ${MAX_BLOB_BYTES}`);
  }
}
