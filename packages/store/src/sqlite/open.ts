// Opens the SQLite file so that several service processes on one machine can share it.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

/** How long a writer waits for another process's write lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** SQLite error codes, read by shape: under jest the native addon's error class can come from another realm. */
export function sqliteErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : undefined;
}

function openOnce(file: string): Database.Database {
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // WAL lets readers proceed while one process writes; it is persistent in the file.
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (String(mode).toLowerCase() !== 'wal') throw new Error(`could not enable WAL on ${file} (got ${String(mode)})`);
    // NORMAL is durable against process crashes in WAL mode; only an OS crash can lose the last commits.
    db.pragma('synchronous = NORMAL');
    migrate(db);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/**
 * Opens (and migrates) the file. When several processes open a brand-new file at once, switching
 * it to WAL can report SQLITE_BUSY without consulting the busy handler (SQLite refuses to wait
 * where waiting could deadlock), so that step is retried with backoff up to a deadline.
 */
export async function openDatabase(file: string, deadlineMs = 4 * BUSY_TIMEOUT_MS): Promise<Database.Database> {
  mkdirSync(dirname(file), { recursive: true });
  const giveUpAt = Date.now() + deadlineMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return openOnce(file);
    } catch (err) {
      const busy = sqliteErrorCode(err)?.startsWith('SQLITE_BUSY') ?? false;
      if (!busy || Date.now() >= giveUpAt) throw err;
      await delay(Math.min(10 * 2 ** attempt, 250) * (0.5 + Math.random()));
    }
  }
}
