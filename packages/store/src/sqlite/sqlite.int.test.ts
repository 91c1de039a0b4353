// The SQLite adapter against the shared contract, plus what only SQLite has: migrations, WAL, the
// expression indexes actually being used, and two connections sharing one file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { COLLECTIONS, filterableFields, indexSpecs, OWNER_FIELD } from '../collections';
import { makeChunk } from '../contract/records';
import { describeStoreContract } from '../contract-suite';
import { createStore, SQLITE_FILE_NAME } from '../index';
import { normalizeFindOptions, normalizeWhere } from '../validation';
import { LATEST_VERSION, MIGRATIONS } from './migrations';
import { openDatabase } from './open';
import { orderSql, whereSql } from './sql';
import { openSqliteStore } from './sqlite-store';

const root = mkdtempSync(join(tmpdir(), 'store-sqlite-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let fileCounter = 0;
const freshFile = (): string => join(root, `case-${++fileCounter}`, SQLITE_FILE_NAME);

const contractFile = join(root, 'contract', SQLITE_FILE_NAME);
describeStoreContract('sqlite', () => openSqliteStore(contractFile));

describe('sqlite adapter', () => {
  it('createStore puts store.sqlite in the data dir (created when missing) and honours sqliteFile', async () => {
    const dataDir = join(root, 'created', 'by', 'createStore');
    const store = await createStore({ dataDir });
    expect(store.kind).toBe('sqlite');
    expect((store as unknown as { file: string }).file).toBe(join(dataDir, SQLITE_FILE_NAME));
    await store.close();
    const custom = join(root, 'custom', 'elsewhere.db');
    const other = await createStore({ dataDir, sqliteFile: custom });
    expect((other as unknown as { file: string }).file).toBe(custom);
    await other.close();
  });

  it('records every migration once and re-opening is idempotent', async () => {
    const file = freshFile();
    await (await openSqliteStore(file)).close();
    const before = new Database(file).prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all();
    expect(before.map((r) => (r as { version: number }).version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(Math.max(...before.map((r) => (r as { version: number }).version))).toBe(LATEST_VERSION);
    for (let i = 0; i < 3; i++) await (await openSqliteStore(file)).close();
    const after = new Database(file).prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all();
    expect(after).toEqual(before);
  });

  it('creates every declared table and index, and drops stale ones it owns', async () => {
    const file = freshFile();
    const store = await openSqliteStore(file);
    await store.close();
    const db = new Database(file);
    const names = new Set(db.prepare(`SELECT name FROM sqlite_master`).pluck().all() as string[]);
    for (const def of COLLECTIONS) {
      expect(names).toContain(def.table);
      for (const spec of indexSpecs(def)) expect(names).toContain(spec.name);
    }
    db.exec(`CREATE INDEX ix_users__obsolete ON users (json_extract(doc, '$.obsolete'))`);
    db.exec(`CREATE INDEX someone_elses ON users (json_extract(doc, '$.x'))`);
    db.exec(`DROP INDEX ix_chunks__chunk_type`);
    db.close();
    await (await openSqliteStore(file)).close();
    const healed = new Set(new Database(file).prepare(`SELECT name FROM sqlite_master`).pluck().all() as string[]);
    expect(healed).not.toContain('ix_users__obsolete');
    expect(healed).toContain('someone_elses');
    expect(healed).toContain('ix_chunks__chunk_type');
  });

  it('refuses a file written by a newer schema version', async () => {
    const file = freshFile();
    await (await openSqliteStore(file)).close();
    const db = new Database(file);
    db.prepare(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'future', 'x')`).run(LATEST_VERSION + 1);
    db.close();
    await expect(openSqliteStore(file)).rejects.toThrow(/newer than this build/);
  });

  it('runs in WAL mode with a busy timeout and synchronous=NORMAL', async () => {
    const file = freshFile();
    const store = await openSqliteStore(file);
    const probe = new Database(file, { readonly: true });
    expect(probe.pragma('journal_mode', { simple: true })).toBe('wal');
    probe.close();
    // Per-connection pragmas are checked on a connection opened the way the store opens its own.
    const db = await openDatabase(file);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // 1 = NORMAL
    db.close();
    await store.close();
  });

  it('serves every declared filter, and owner-scoped sorted listings, from an index', async () => {
    const file = freshFile();
    await (await openSqliteStore(file)).close();
    const db = new Database(file, { readonly: true });
    const plan = (sql: string, params: unknown[]): string =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join(' | ');
    for (const def of COLLECTIONS) {
      for (const field of filterableFields(def)) {
        for (const value of ['x', { in: ['x', 'y'] }, 7, true, null]) {
          if (field === 'id' && typeof value !== 'string' && !(value && typeof value === 'object')) continue;
          const w = whereSql(normalizeWhere(def, { [field]: value }));
          const detail = plan(`SELECT doc FROM "${def.table}"${w.sql}`, w.params);
          expect({ table: def.table, field, value, detail }).toMatchObject({ detail: expect.stringMatching(/USING (COVERING )?INDEX/) });
          expect(detail).not.toMatch(/^SCAN/);
        }
      }
      if (!def.indexed.includes(OWNER_FIELD)) continue;
      for (const sortField of def.sortable) {
        const w = whereSql(normalizeWhere(def, { [OWNER_FIELD]: 'u' }));
        const order = orderSql(normalizeFindOptions(def, { sort: { field: sortField, direction: 'desc' } }));
        const detail = plan(`SELECT doc FROM "${def.table}"${w.sql}${order}`, w.params);
        expect(detail).toContain(`ix_${def.table}__${OWNER_FIELD}__${sortField}`);
      }
    }
    db.close();
  });

  it('two instances on one file interleave writes without losing any', async () => {
    const file = freshFile();
    const [a, b] = [await openSqliteStore(file), await openSqliteStore(file)];
    const write = (store: typeof a, who: string) =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 10 === 0
            ? store.chunks.insertMany([0, 1, 2].map((k) => makeChunk(who, 'f', { id: `${who}-${i}-${k}` })))
            : store.chunks.insert(makeChunk(who, 'f', { id: `${who}-${i}` })),
        ),
      );
    await Promise.all([write(a, 'a'), write(b, 'b')]);
    await expect(a.chunks.count({ user_id: 'b' })).resolves.toBe(60);
    await expect(b.chunks.count({ user_id: 'a' })).resolves.toBe(60);
    await a.close();
    await b.close();
  });
});
