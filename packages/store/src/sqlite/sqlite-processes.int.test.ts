// Real cross-process sharing of one SQLite file: child Node processes load the built package
// (dist), as the gateway and the workers do, and write while this process writes.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { makeChunk } from '../contract/records';
import { MIGRATIONS } from './migrations';
import { openSqliteStore } from './sqlite-store';

const DIST_INDEX = resolve(__dirname, '../../dist/index.js');
const WORKER = join(__dirname, '__fixtures__', 'sqlite-worker.cjs');
const STEP_TIMEOUT_MS = 15_000;

const root = mkdtempSync(join(tmpdir(), 'store-procs-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill();
  rmSync(root, { recursive: true, force: true });
});

type Message = { type: string; count?: number; message?: string };

function spawnWorker(file: string): ChildProcess {
  const child = fork(WORKER, [DIST_INDEX, file], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  return child;
}

/** Resolves with the next message of the given type; rejects on error, exit or timeout. */
function next(child: ChildProcess, type: string): Promise<Message> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => finish(new Error(`timed out after ${STEP_TIMEOUT_MS} ms waiting for "${type}"`)), STEP_TIMEOUT_MS);
    const onMessage = (msg: Message) => {
      if (msg.type === 'error') finish(new Error(`child failed: ${msg.message}`));
      else if (msg.type === type) finish(null, msg);
    };
    const onExit = (code: number | null) => finish(new Error(`child exited (${code}) before "${type}"`));
    function finish(err: Error | null, msg?: Message) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolvePromise(msg!);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

async function ask(child: ChildProcess, msg: object, expect: string): Promise<Message> {
  const reply = next(child, expect);
  child.send(msg);
  return reply;
}

beforeAll(() => {
  if (!existsSync(DIST_INDEX)) {
    throw new Error(`${DIST_INDEX} is missing: build @tailor/store first (tsc -p tsconfig.build.json)`);
  }
});

describe('sqlite shared by several processes', () => {
  it('four processes opening the same new file at once all succeed and migrate it once', async () => {
    const file = join(root, 'race', 'store.sqlite');
    const workers = [0, 1, 2, 3].map(() => spawnWorker(file));
    await Promise.all(workers.map((w) => next(w, 'ready')));
    await Promise.all(workers.map((w) => ask(w, { type: 'open' }, 'opened'))); // released together
    await Promise.all(workers.map((w, i) => ask(w, { type: 'write', user: `w${i}`, other: 'none', count: 5 }, 'written')));
    await Promise.all(workers.map((w) => ask(w, { type: 'close' }, 'closed')));
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(MIGRATIONS.map((m) => m.version));
    expect(db.prepare('SELECT COUNT(*) FROM chunks').pluck().get()).toBe(20);
    db.close();
  });

  it('a child process and this process write concurrently and read each other’s rows', async () => {
    const file = join(root, 'shared', 'store.sqlite');
    const store = await openSqliteStore(file);
    const child = spawnWorker(file);
    await next(child, 'ready');
    await ask(child, { type: 'open' }, 'opened');
    const COUNT = 300;
    const childDone = ask(child, { type: 'write', user: 'child', other: 'parent', count: COUNT }, 'written');
    for (let i = 0; i < COUNT; i++) {
      await store.chunks.insert(makeChunk('parent', 'f', { id: `parent-${i}`, chunk_index: i }));
      if (i % 25 === 0) await store.chunks.count({ user_id: 'child' });
    }
    await childDone;
    await expect(store.chunks.count({ user_id: 'child' })).resolves.toBe(COUNT);
    await expect(ask(child, { type: 'count', user: 'parent' }, 'counted')).resolves.toMatchObject({ count: COUNT });
    const last = await store.chunks.find({ user_id: 'child' }, { sort: { field: 'chunk_index', direction: 'desc' }, limit: 1 });
    expect(last[0]).toMatchObject({ id: `child-${COUNT - 1}`, chunk_index: COUNT - 1 });
    await ask(child, { type: 'close' }, 'closed');
    await store.close();
  });
});
