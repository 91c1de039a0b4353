// The one repository interface every service codes against. Both adapters (embedded SQLite and
// MongoDB) implement it identically; the shared contract suite (contract-suite.ts) is the proof.
import type { StoreEntities } from './entities';

export type Doc = { id: string } & Record<string, unknown>;

/** A value a filter may compare against. Objects/arrays are refused so operator injection is impossible. */
export type WhereScalar = string | number | boolean | null;

/** Equality / membership only, and only on fields the collection declares (see collections.ts). */
export type Where<T> = { [K in keyof T]?: T[K] | { in: ReadonlyArray<T[K]> } };

/** What findFields returns for one document. */
export type FieldsOf<T extends { id: string }, K extends keyof T> = { id: string } & { [F in K]: T[F] | null };

export interface FindOptions<T> {
  sort?: { field: keyof T & string; direction: 'asc' | 'desc' };
  limit?: number;
  offset?: number;
}

export interface Repository<T extends { id: string }> {
  /** Throws DuplicateKeyError when the id or a unique field is taken. Returns the stored form of the doc. */
  insert(doc: T): Promise<T>;
  /** Atomic: either every doc is stored or none is. */
  insertMany(docs: T[]): Promise<void>;
  findById(id: string): Promise<T | null>;
  findOne(where: Where<T>): Promise<T | null>;
  find(where: Where<T>, options?: FindOptions<T>): Promise<T[]>;
  /**
   * The id and the named top-level fields (missing ones as null) of every matching document, for
   * listings that must not pay for reading and parsing whole documents.
   */
  findFields<K extends keyof T & string>(where: Where<T>, fields: readonly K[]): Promise<Array<FieldsOf<T, K>>>;
  count(where?: Where<T>): Promise<number>;
  /** Shallow merge of top-level fields; returns the new doc, or null when the id does not exist. */
  update(id: string, patch: Partial<T>): Promise<T | null>;
  /** Replaces the whole doc when the id exists, inserts it otherwise. */
  upsert(doc: T): Promise<T>;
  delete(id: string): Promise<boolean>;
  deleteMany(where: Where<T>): Promise<number>;
}

/** Uploaded resume bytes, up to 10 MB each, kept apart from the records so listings stay light. */
export interface BlobStore {
  /** Overwrites an existing blob with the same id. */
  put(id: string, userId: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | null>;
  delete(id: string): Promise<boolean>;
  deleteForUser(userId: string): Promise<number>;
}

export type CollectionName = keyof StoreEntities;

export type StoreRepositories = { readonly [K in CollectionName]: Repository<StoreEntities[K]> };

export interface Store extends StoreRepositories {
  readonly kind: 'sqlite' | 'mongodb';
  readonly blobs: BlobStore;
  /** Resolves when the store answers; throws otherwise (readiness checks call this). */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface CreateStoreOptions {
  /** Directory for the SQLite file (created when missing). Ignored when mongodbUri is set. */
  dataDir: string;
  /** When set, the MongoDB adapter is used instead of SQLite. */
  mongodbUri?: string;
  /** Overrides `${dataDir}/store.sqlite`. */
  sqliteFile?: string;
}

export type { StoreEntities } from './entities';
export { DuplicateKeyError, InvalidQueryError, InvalidDocumentError, StoreClosedError } from './errors';
