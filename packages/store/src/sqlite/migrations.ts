// Schema management for the shared SQLite file. Two layers, both applied in one BEGIN IMMEDIATE
// transaction at open:
//  1. MIGRATIONS: ordered, numbered, recorded in schema_migrations. For changes that need code
//     (data rewrites, renames, drops). Append only; never edit one that has shipped.
//  2. Declared schema: one table per collection and the indexes from collections.ts, reconciled
//     idempotently (missing ones created, stale `ix_`/`ux_` ones dropped), like Mongo's syncIndexes.
//     Adding a collection or an index is therefore a one-line change in collections.ts.
// Several service processes may open a brand-new file at the same moment: the write lock from
// BEGIN IMMEDIATE serialises them, and the version is re-read under that lock so each step runs once.
import type { Database } from 'better-sqlite3';
import { COLLECTIONS, indexSpecs } from '../collections';
import { createIndexSql, createTableSql, quote } from './sql';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: (db: Database) => void;
}

export const BLOB_TABLE = 'resume_blobs';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'resume blobs',
    up: (db) => {
      db.exec(`CREATE TABLE IF NOT EXISTS ${BLOB_TABLE} (
        id TEXT PRIMARY KEY NOT NULL,
        user_id TEXT NOT NULL,
        size INTEGER NOT NULL,
        bytes BLOB NOT NULL,
        created_at TEXT NOT NULL
      )`);
      db.exec(`CREATE INDEX IF NOT EXISTS ix_${BLOB_TABLE}__user_id ON ${BLOB_TABLE} (user_id)`);
    },
  },
];

export const LATEST_VERSION = MIGRATIONS.reduce((max, m) => Math.max(max, m.version), 0);

const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/** Highest applied version, or 0 for a new file. */
export function currentVersion(db: Database): number {
  const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`).get();
  if (!exists) return 0;
  return (db.prepare('SELECT COALESCE(MAX(version), 0) FROM schema_migrations').pluck().get() as number) ?? 0;
}

interface SchemaDiff {
  readonly missingTables: string[];
  readonly missingIndexes: string[];
  readonly staleIndexes: string[];
}

function diffDeclaredSchema(db: Database): SchemaDiff {
  const rows = db.prepare(`SELECT type, name, tbl_name AS tbl FROM sqlite_master WHERE type IN ('table', 'index')`).all() as {
    type: string;
    name: string;
    tbl: string;
  }[];
  const tables = new Set(rows.filter((r) => r.type === 'table').map((r) => r.name));
  const indexes = new Set(rows.filter((r) => r.type === 'index').map((r) => r.name));
  const ours = new Set(COLLECTIONS.map((d) => d.table));
  const wanted = new Set(COLLECTIONS.flatMap((d) => indexSpecs(d).map((s) => s.name)));
  return {
    missingTables: COLLECTIONS.map((d) => d.table).filter((t) => !tables.has(t)),
    missingIndexes: [...wanted].filter((n) => !indexes.has(n)),
    staleIndexes: rows.filter((r) => r.type === 'index' && ours.has(r.tbl) && /^(ix|ux)_/.test(r.name) && !wanted.has(r.name)).map((r) => r.name),
  };
}

function needsWork(db: Database): boolean {
  const version = currentVersion(db);
  if (version > LATEST_VERSION) {
    throw new Error(`store file schema version ${version} is newer than this build understands (${LATEST_VERSION}); upgrade the service`);
  }
  const diff = diffDeclaredSchema(db);
  return version < LATEST_VERSION || diff.missingTables.length + diff.missingIndexes.length + diff.staleIndexes.length > 0;
}

/** Brings the file up to date. Cheap (two reads) when nothing is pending, which is the usual case. */
export function migrate(db: Database, now: () => string = () => new Date().toISOString()): void {
  if (!needsWork(db)) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(MIGRATIONS_TABLE_SQL);
    const from = currentVersion(db); // re-read under the write lock: another process may have won
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const m of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
      if (m.version <= from) continue;
      m.up(db);
      record.run(m.version, m.name, now());
    }
    const diff = diffDeclaredSchema(db);
    for (const name of diff.staleIndexes) db.exec(`DROP INDEX IF EXISTS ${quote(name)}`);
    for (const def of COLLECTIONS) {
      db.exec(createTableSql(def.table));
      for (const spec of indexSpecs(def)) db.exec(createIndexSql(def.table, spec));
    }
    db.exec('COMMIT');
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw err;
  }
}
