// createStore's choice of adapter (the adapters themselves are covered by the *.int.test.ts files).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore, SQLITE_FILE_NAME } from './index';

const root = mkdtempSync(join(tmpdir(), 'store-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('createStore', () => {
  it('uses SQLite under the data dir when no MongoDB URI is set', async () => {
    const dataDir = join(root, 'sqlite');
    const store = await createStore({ dataDir, mongodbUri: '' });
    expect(store.kind).toBe('sqlite');
    expect(existsSync(join(dataDir, SQLITE_FILE_NAME))).toBe(true);
    await store.close();
  });

  it('uses MongoDB when a URI is set, and reports an unreachable server instead of falling back', async () => {
    const dataDir = join(root, 'mongo');
    const started = Date.now();
    await expect(createStore({ dataDir, mongodbUri: 'mongodb://127.0.0.1:1/tailor?serverSelectionTimeoutMS=300' })).rejects.toThrow(
      /ECONNREFUSED|Server selection|connect/i,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(join(dataDir, SQLITE_FILE_NAME))).toBe(false);
  });
});
