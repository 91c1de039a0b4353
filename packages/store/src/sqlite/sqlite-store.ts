// The embedded adapter: one SQLite file under the data directory, shared by every service process.
import { COLLECTIONS } from '../collections';
import { StoreClosedError } from '../errors';
import type { Store, StoreRepositories } from '../types';
import { openDatabase } from './open';
import { SqliteBlobStore } from './sqlite-blobs';
import { SqliteRepository } from './sqlite-repository';
import { StatementCache } from './statements';

export interface SqliteStore extends Store {
  readonly kind: 'sqlite';
  /** Absolute path of the database file. */
  readonly file: string;
}

export async function openSqliteStore(file: string): Promise<SqliteStore> {
  const db = await openDatabase(file);
  const statements = new StatementCache(db);
  let closed = false;
  const assertOpen = (): void => {
    if (closed) throw new StoreClosedError('sqlite');
  };
  const repositories = Object.fromEntries(
    COLLECTIONS.map((def) => [def.key, new SqliteRepository(db, def, statements, assertOpen)]),
  ) as unknown as StoreRepositories;

  return {
    kind: 'sqlite',
    file: db.name,
    ...repositories,
    blobs: new SqliteBlobStore(statements, assertOpen),
    async ping() {
      assertOpen();
      statements.pluck('SELECT COUNT(*) FROM schema_migrations').get();
    },
    async close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}
