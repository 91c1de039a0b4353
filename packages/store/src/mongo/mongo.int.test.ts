// The MongoDB adapter against the shared contract. Target, decided before any test is defined
// (jest needs to know whether to register the tests as skipped):
//   1. MONGODB_URI when set (a throwaway database per run, dropped afterwards);
//   2. else a mongo:7 container via testcontainers, if a container runtime answers a quick probe;
//   3. else every test is registered as skipped, with one line saying why.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { COLLECTIONS, indexSpecs } from '../collections';
import { makeResumeFile } from '../contract/records';
import { describeStoreContract } from '../contract-suite';
import type { Store } from '../types';
import { openMongoStore, type MongoStore } from './mongo-store';

const PROBE_TIMEOUT_MS = 8_000;
const CONTAINER_START_TIMEOUT_MS = 120_000;

type Target = { kind: 'uri'; uri: string } | { kind: 'container' } | { kind: 'none'; reason: string };

// testcontainers' runtime detection is async, so it runs in a short-lived child process whose exit
// code we can wait for synchronously, with a hard timeout.
const PROBE = `require(process.argv[1]).getContainerRuntimeClient().then(
  () => process.exit(0),
  (e) => { process.stderr.write(String((e && e.message) || e)); process.exit(1); })`;

function decideTarget(): Target {
  const uri = process.env.MONGODB_URI;
  if (uri) return { kind: 'uri', uri };
  try {
    execFileSync(process.execPath, ['-e', PROBE, require.resolve('testcontainers')], {
      timeout: PROBE_TIMEOUT_MS,
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    return { kind: 'container' };
  } catch (err) {
    const e = err as { stderr?: string; signal?: string | null; message: string };
    const reason = e.signal
      ? `container runtime probe timed out after ${PROBE_TIMEOUT_MS} ms`
      : (e.stderr ?? '').trim().split('\n').pop() || e.message;
    return { kind: 'none', reason };
  }
}

const target = decideTarget();
const skip = target.kind === 'none';
if (target.kind === 'none') {
  process.stdout.write(`store contract: skipped MongoDB (no MONGODB_URI and no container runtime: ${target.reason})\n`);
}

const dbName = `tailor_store_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
let uri = target.kind === 'uri' ? target.uri : '';
let stopContainer: (() => Promise<unknown>) | undefined;

if (target.kind === 'container') {
  beforeAll(async () => {
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const container = await new MongoDBContainer('mongo:7').withStartupTimeout(CONTAINER_START_TIMEOUT_MS).start();
    stopContainer = () => container.stop();
    // The container runs a one-node replica set advertising its internal hostname.
    uri = `${container.getConnectionString()}/?directConnection=true`;
  }, CONTAINER_START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await stopContainer?.();
  }, 60_000);
}

const openStore = (): Promise<MongoStore> => openMongoStore(uri, { dbName, serverSelectionTimeoutMS: 10_000 });

describeStoreContract(
  'mongodb',
  openStore,
  async (store: Store) => {
    await (store as MongoStore).dropDatabase();
    await store.close();
  },
  { skip },
);

(skip ? describe.skip : describe)('mongodb adapter', () => {
  let raw: mongoose.Connection;
  beforeAll(async () => {
    raw = await mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 10_000 }).asPromise();
  });
  afterAll(async () => {
    await raw?.db?.dropDatabase(); // this block re-creates the database the contract suite dropped
    await raw?.close();
  });

  it('creates every declared index (unique ones partial over strings) and re-opening keeps them', async () => {
    await (await openStore()).close();
    await (await openStore()).close();
    for (const def of COLLECTIONS) {
      const existing = await raw.db!.collection(def.table).indexes();
      for (const spec of indexSpecs(def)) {
        const found = existing.find((i) => i.name === spec.name);
        expect({ table: def.table, name: spec.name, found: Boolean(found) }).toEqual({ table: def.table, name: spec.name, found: true });
        expect(Object.keys(found!.key)).toEqual(spec.unique ? [...spec.fields] : [...spec.fields, '_id']);
        expect(Boolean(found!.unique)).toBe(spec.unique);
        if (spec.unique) expect(found!.partialFilterExpression).toEqual({ [spec.fields[0]!]: { $gte: '' } });
      }
    }
  });

  it('stores records under _id = id, without an id or __v field, and blobs as binary', async () => {
    const store = await openStore();
    try {
      const file = await store.resumeFiles.insert(makeResumeFile('u', { id: 'raw-check' }));
      await store.blobs.put('raw-blob', 'u', Buffer.from([1, 2, 3]));
      const doc = await raw.db!.collection('resume_files').findOne({ _id: 'raw-check' as never });
      const { id: _id, ...rest } = file;
      expect(doc).toEqual({ _id: 'raw-check', ...rest });
      const blob = await raw.db!.collection('resume_blobs').findOne({ _id: 'raw-blob' as never });
      expect(blob?.bytes).toBeInstanceOf(mongoose.mongo.Binary);
      expect(blob).toMatchObject({ user_id: 'u', size: 3 });
    } finally {
      await store.close();
    }
  });
});
