// Error classes callers branch on (e.g. the gateway maps DuplicateKeyError to 409). Both adapters
// translate their native errors into these so callers never see SQLite or Mongo specifics.

/** A unique constraint (the id or a declared unique field) is already taken. */
export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  constructor(
    readonly collection: string,
    /** The field whose uniqueness was violated, when the driver says which. */
    readonly field?: string,
    options?: { cause?: unknown },
  ) {
    super(`duplicate key in ${collection}${field ? ` (${field} already exists)` : ''}`, options);
  }
}

/** A filter or find option the store refuses: undeclared field, operator-shaped value, bad limit. */
export class InvalidQueryError extends Error {
  override readonly name = 'InvalidQueryError';
}

/** A document the store refuses: missing id, `$` field names, non-scalar indexed fields. */
export class InvalidDocumentError extends Error {
  override readonly name = 'InvalidDocumentError';
}

/** Any call after close(): fail loudly rather than reopen behind the caller's back. */
export class StoreClosedError extends Error {
  override readonly name = 'StoreClosedError';
  constructor(kind: string) {
    super(`${kind} store is closed`);
  }
}
