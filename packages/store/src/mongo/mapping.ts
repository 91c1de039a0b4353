// Pure translation between the store's shapes and MongoDB's: `id` ⇄ `_id`, validated conditions →
// filter, sort, and driver errors → DuplicateKeyError. Kept free of I/O so it is unit-tested
// without a server.
import { DuplicateKeyError } from '../errors';
import type { Condition, NormalizedFind } from '../validation';

/** What a stored record looks like in MongoDB. */
export type MongoRecord = { _id: string } & Record<string, unknown>;

export const mongoField = (field: string): string => (field === 'id' ? '_id' : field);

export function toMongo(doc: { id: string } & Record<string, unknown>): MongoRecord {
  const { id, ...rest } = doc;
  return { _id: id, ...rest };
}

/** Never lets `_id` or `__v` escape to callers. */
export function fromMongo<T>(raw: Record<string, unknown>): T {
  const { _id, __v: _version, ...rest } = raw;
  return { id: String(_id), ...rest } as T;
}

/**
 * `trusted` marks the `$in` objects this module built itself, so mongoose's sanitizeFilter keeps
 * them; anything else shaped like an operator would be wrapped in `$eq` (and validation already
 * refused it before getting here).
 */
export function toMongoFilter(conditions: readonly Condition[], trusted: <O>(o: O) => O): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const c of conditions) {
    filter[mongoField(c.field)] = c.isIn ? trusted({ $in: [...c.values] }) : c.values[0];
  }
  return filter;
}

/** Ties broken by _id, as the SQLite adapter breaks them by id, so paging agrees. */
export function toMongoSort(options: NormalizedFind): Record<string, 1 | -1> | undefined {
  if (!options.sort) return undefined;
  const dir = options.sort.direction === 'asc' ? 1 : -1;
  const field = mongoField(options.sort.field);
  return field === '_id' ? { _id: dir } : { [field]: dir, _id: dir };
}

interface MaybeMongoError {
  code?: unknown;
  message?: unknown;
  keyPattern?: Record<string, unknown>;
  errorResponse?: { code?: unknown; keyPattern?: Record<string, unknown>; errmsg?: unknown };
  writeErrors?: unknown;
}

/**
 * Recognises E11000 however the driver delivers it (MongoServerError, MongoBulkWriteError with one
 * or many writeErrors) and names the field from keyPattern or the index name in the message.
 */
export function toDuplicateKeyError(err: unknown, collection: string, indexFields: ReadonlyMap<string, string>): DuplicateKeyError | null {
  if (err === null || typeof err !== 'object') return null;
  const e = err as MaybeMongoError;
  const writeErrors = (Array.isArray(e.writeErrors) ? e.writeErrors : e.writeErrors ? [e.writeErrors] : []) as {
    code?: unknown;
    errmsg?: unknown;
    err?: { keyPattern?: Record<string, unknown> };
  }[];
  const codes = [e.code, e.errorResponse?.code, ...writeErrors.map((w) => w.code)];
  if (!codes.includes(11000)) return null;
  const keyPattern = e.keyPattern ?? e.errorResponse?.keyPattern ?? writeErrors[0]?.err?.keyPattern;
  let field = keyPattern ? Object.keys(keyPattern).join(',') : undefined;
  if (!field) {
    const text = [e.message, e.errorResponse?.errmsg, ...writeErrors.map((w) => w.errmsg)].map(String).join(' ');
    const index = /index: (\S+)/.exec(text)?.[1];
    field = index === '_id_' ? '_id' : index ? indexFields.get(index) : undefined;
  }
  return new DuplicateKeyError(collection, field === '_id' ? 'id' : field, { cause: err });
}
