// Prepared statements keyed by SQL text. Query shapes are few (fields × `in` list lengths), so the
// cache stays small; the bound keeps an unusual caller (huge varying `in` lists) from growing it forever.
import type { Database, Statement } from 'better-sqlite3';

export class StatementCache {
  private readonly cache = new Map<string, Statement>();

  constructor(
    private readonly db: Database,
    private readonly max = 500,
  ) {}

  /** A statement returning rows as objects. */
  get(sql: string): Statement {
    return this.lookup(`r:${sql}`, () => this.db.prepare(sql));
  }

  /** A statement returning only the first column of each row (e.g. the doc text). */
  pluck(sql: string): Statement {
    return this.lookup(`p:${sql}`, () => this.db.prepare(sql).pluck(true));
  }

  private lookup(key: string, make: () => Statement): Statement {
    let stmt = this.cache.get(key);
    if (!stmt) {
      if (this.cache.size >= this.max) this.cache.clear();
      stmt = make();
      this.cache.set(key, stmt);
    }
    return stmt;
  }
}
