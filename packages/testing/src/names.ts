import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

function random(bytes = 4): string {
  return randomBytes(bytes).toString('hex');
}

/** Letters, digits, '-' and '_' only: safe in Redis keys, Qdrant collection names and file names. */
function safe(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'x'
  );
}

function runId(): string {
  return safe(process.env.TEST_RUN_ID ?? 'norun');
}

/** A fresh id, readable in logs: `<prefix>-<random>`. */
export function uniqueId(prefix = 'id'): string {
  return `${safe(prefix)}-${random(6)}`;
}

/**
 * A BullMQ prefix no other test file shares. BullMQ joins prefix and queue name with ':', so
 * the prefix itself avoids ':' (and '{}' hash tags) to keep key patterns unambiguous.
 */
export function testQueuePrefix(name: string): string {
  return `${testRunKeyPrefix()}${safe(name)}-${random()}`;
}

/** What every testQueuePrefix of this run starts with: the run's Redis keys, swept at its end. */
export function testRunKeyPrefix(): string {
  return `test-${runId()}-`;
}

/** A Qdrant collection name no other test file shares. */
export function uniqueCollectionName(name: string): string {
  return `test_${runId()}_${safe(name)}_${random()}`;
}

export interface TempDir {
  path: string;
  /** Removes the directory and everything in it; safe to call twice. */
  cleanup(): Promise<void>;
}

/** A new empty directory under the OS temp dir. */
export async function tempDir(prefix = 'tailor-test'): Promise<TempDir> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `${safe(prefix)}-`));
  return { path: dir, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
}
