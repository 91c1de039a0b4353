// Repository over one table: `id` column + the whole document as JSON text in `doc`.
// better-sqlite3 is synchronous; the methods are async only to honour the shared interface, and
// being `async` turns every thrown error into a rejected promise.
import type Database from 'better-sqlite3';
import { indexSpecs, type CollectionDef } from '../collections';
import { DuplicateKeyError } from '../errors';
import type { FieldsOf, FindOptions, Repository, Where } from '../types';
import { assertId, normalizeDoc, normalizeFields, normalizeFindOptions, normalizePatch, normalizeWhere } from '../validation';
import { sqliteErrorCode } from './open';
import { orderSql, pageSql, projectedValue, projectionSql, quote, whereSql } from './sql';
import type { StatementCache } from './statements';

export class SqliteRepository<T extends { id: string }> implements Repository<T> {
  private readonly table: string;
  private readonly uniqueIndexFields: ReadonlyMap<string, string>;

  constructor(
    private readonly db: Database.Database,
    private readonly def: CollectionDef,
    private readonly statements: StatementCache,
    private readonly assertOpen: () => void,
  ) {
    this.table = quote(def.table);
    this.uniqueIndexFields = new Map(
      indexSpecs(def)
        .filter((s) => s.unique)
        .map((s) => [s.name, s.fields.join(',')]),
    );
  }

  async insert(doc: T): Promise<T> {
    this.assertOpen();
    const n = normalizeDoc<T>(this.def, doc);
    this.write(() => this.statements.get(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`).run(n.doc.id, n.json));
    return n.doc;
  }

  async insertMany(docs: T[]): Promise<void> {
    this.assertOpen();
    const prepared = docs.map((d) => normalizeDoc<T>(this.def, d));
    if (prepared.length === 0) return;
    const stmt = this.statements.get(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`);
    // IMMEDIATE takes the write lock up front (waiting up to busy_timeout) instead of failing with
    // SQLITE_BUSY when a deferred transaction tries to upgrade while another process writes.
    const tx = this.db.transaction(() => {
      for (const p of prepared) stmt.run(p.doc.id, p.json);
    });
    this.write(() => tx.immediate());
  }

  async findById(id: string): Promise<T | null> {
    this.assertOpen();
    assertId(id);
    const json = this.statements.pluck(`SELECT doc FROM ${this.table} WHERE id = ?`).get(id) as string | undefined;
    return json === undefined ? null : (JSON.parse(json) as T);
  }

  async findOne(where: Where<T>): Promise<T | null> {
    const [first] = await this.find(where, { limit: 1 });
    return first ?? null;
  }

  async find(where: Where<T>, options?: FindOptions<T>): Promise<T[]> {
    this.assertOpen();
    const w = whereSql(normalizeWhere(this.def, where));
    const opts = normalizeFindOptions(this.def, options);
    if (opts.limit === 0) return [];
    const page = pageSql(opts);
    const sql = `SELECT doc FROM ${this.table}${w.sql}${orderSql(opts)}${page.sql}`;
    const rows = this.statements.pluck(sql).all(...w.params, ...page.params) as string[];
    return rows.map((json) => JSON.parse(json) as T);
  }

  async findFields<K extends keyof T & string>(where: Where<T>, fields: readonly K[]): Promise<Array<FieldsOf<T, K>>> {
    this.assertOpen();
    const w = whereSql(normalizeWhere(this.def, where));
    const names = normalizeFields(this.def, fields);
    const columns = names.map((name, i) => projectionSql(name, i)).join('');
    const rows = this.statements.get(`SELECT id${columns} FROM ${this.table}${w.sql}`).all(...w.params) as Array<Record<string, unknown>>;
    return rows.map((row) => {
      const out: Record<string, unknown> = { id: row.id };
      names.forEach((name, i) => (out[name] = projectedValue(row[`v${i}`], row[`t${i}`])));
      return out as FieldsOf<T, K>;
    });
  }

  async count(where?: Where<T>): Promise<number> {
    this.assertOpen();
    const w = whereSql(normalizeWhere(this.def, where));
    return this.statements.pluck(`SELECT COUNT(*) FROM ${this.table}${w.sql}`).get(...w.params) as number;
  }

  async update(id: string, patch: Partial<T>): Promise<T | null> {
    this.assertOpen();
    assertId(id);
    const fields = normalizePatch(this.def, id, patch);
    const select = this.statements.pluck(`SELECT doc FROM ${this.table} WHERE id = ?`);
    const write = this.statements.get(`UPDATE ${this.table} SET doc = ? WHERE id = ?`);
    // Read-modify-write under the write lock so a concurrent writer cannot slip in between.
    const tx = this.db.transaction((): T | null => {
      const json = select.get(id) as string | undefined;
      if (json === undefined) return null;
      // Both halves are already in stored form, checked once: the document when it was written,
      // the patch by normalizePatch (all Mongo's $set gets too), so the merge is written as it is.
      const merged = { ...(JSON.parse(json) as object), ...fields } as T;
      write.run(JSON.stringify(merged), id);
      return merged;
    });
    return this.write(() => tx.immediate());
  }

  async upsert(doc: T): Promise<T> {
    this.assertOpen();
    const n = normalizeDoc<T>(this.def, doc);
    const sql = `INSERT INTO ${this.table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`;
    this.write(() => this.statements.get(sql).run(n.doc.id, n.json));
    return n.doc;
  }

  async delete(id: string): Promise<boolean> {
    this.assertOpen();
    assertId(id);
    return this.statements.get(`DELETE FROM ${this.table} WHERE id = ?`).run(id).changes > 0;
  }

  async deleteMany(where: Where<T>): Promise<number> {
    this.assertOpen();
    const w = whereSql(normalizeWhere(this.def, where));
    return this.statements.get(`DELETE FROM ${this.table}${w.sql}`).run(...w.params).changes;
  }

  /** Runs a write and turns unique-constraint failures into DuplicateKeyError. */
  private write<R>(fn: () => R): R {
    try {
      return fn();
    } catch (err) {
      const code = sqliteErrorCode(err);
      if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
        throw new DuplicateKeyError(this.def.key, this.duplicateField(String((err as Error).message)), { cause: err });
      }
      throw err;
    }
  }

  // Messages look like "UNIQUE constraint failed: users.id" or "... index 'ux_users__email'".
  private duplicateField(message: string): string | undefined {
    if (message.includes(`${this.def.table}.id`)) return 'id';
    for (const [name, field] of this.uniqueIndexFields) if (message.includes(`'${name}'`)) return field;
    return undefined;
  }
}
