// @tailor/store: the document store every service uses. MongoDB when a URI is configured (what
// docker compose runs), otherwise the embedded SQLite file under the data directory.
import { join, resolve } from 'node:path';
import type { CreateStoreOptions, Store } from './types';

export const SQLITE_FILE_NAME = 'store.sqlite';

export async function createStore(options: CreateStoreOptions): Promise<Store> {
  if (options.mongodbUri) {
    // Required lazily so that SQLite-only processes never load mongoose (and vice versa).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load; see above
    const mongo = require('./mongo/mongo-store') as typeof import('./mongo/mongo-store');
    return mongo.openMongoStore(options.mongodbUri);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load; see above
  const { openSqliteStore } = require('./sqlite/sqlite-store') as typeof import('./sqlite/sqlite-store');
  return openSqliteStore(resolve(options.sqliteFile ?? join(options.dataDir, SQLITE_FILE_NAME)));
}

export * from './types';
export * from './entities';
export { COLLECTIONS, COLLECTION_BY_KEY, OWNER_FIELD, filterableFields, sortableFields, indexSpecs } from './collections';
export type { CollectionDef, IndexSpec } from './collections';
export { MAX_BLOB_BYTES } from './validation';
export type { SqliteStore } from './sqlite/sqlite-store';
export type { MongoStore, MongoStoreOptions } from './mongo/mongo-store';
