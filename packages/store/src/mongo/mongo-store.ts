// The MongoDB adapter (what docker compose runs).
import type { Model } from 'mongoose';
import { COLLECTIONS } from '../collections';
import { StoreClosedError } from '../errors';
import type { Store, StoreRepositories } from '../types';
import type { MongoRecord } from './mapping';
import { MongoBlobStore, type BlobRecord } from './mongo-blobs';
import { MongoRepository, type MongoContext } from './mongo-repository';
import { blobSchema, collectionSchema, createMongoose } from './schemas';

export interface MongoStore extends Store {
  readonly kind: 'mongodb';
  readonly databaseName: string;
  /** Drops the whole database. For tests that created a throwaway one. */
  dropDatabase(): Promise<void>;
}

export interface MongoStoreOptions {
  /** Overrides the database named in the URI (tests use a unique name per run). */
  dbName?: string;
  /** How long to wait for a reachable server before an operation fails. */
  serverSelectionTimeoutMS?: number;
}

export async function openMongoStore(uri: string, options: MongoStoreOptions = {}): Promise<MongoStore> {
  const m = createMongoose();
  const conn = m.createConnection(uri, {
    ...(options.dbName ? { dbName: options.dbName } : {}),
    // Fail within seconds when no server answers, unless the URI chose its own timeout.
    ...(options.serverSelectionTimeoutMS !== undefined || !/[?&]serverSelectionTimeoutMS=/i.test(uri)
      ? { serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 10_000 }
      : {}),
    sanitizeFilter: true,
    autoIndex: false,
    autoCreate: false,
  });
  try {
    await conn.asPromise();
    const db = conn.db;
    if (!db) throw new Error('mongodb connection has no database handle');
    const hello = (await db.admin().command({ hello: 1 })) as { setName?: string; msg?: string };
    let closed = false;
    const ctx: MongoContext = {
      assertOpen: () => {
        if (closed) throw new StoreClosedError('mongodb');
      },
      trusted: <O>(o: O) => m.trusted(o) as O,
      transactions: Boolean(hello.setName) || hello.msg === 'isdbgrid',
      startSession: () => conn.startSession(),
    };

    const models = COLLECTIONS.map((def) => ({ def, model: conn.model<MongoRecord>(def.key, collectionSchema(m, def)) }));
    const blobModel: Model<BlobRecord> = conn.model<BlobRecord>('resumeBlobs', blobSchema(m));
    // Sequential on purpose: a handful of small index builds, and errors stay attributable.
    const prepare = async (model: { createCollection(): Promise<unknown>; syncIndexes(): Promise<unknown> }) => {
      await model.createCollection(); // tolerates "already exists"; needed before transactions on old servers
      await model.syncIndexes(); // creates missing indexes, drops ones no longer declared
    };
    for (const { model } of models) await prepare(model);
    await prepare(blobModel);

    const repositories = Object.fromEntries(
      models.map(({ def, model }) => [def.key, new MongoRepository(model, def, ctx)]),
    ) as unknown as StoreRepositories;

    return {
      kind: 'mongodb',
      databaseName: db.databaseName,
      ...repositories,
      blobs: new MongoBlobStore(blobModel, ctx.assertOpen),
      async ping() {
        ctx.assertOpen();
        await db.command({ ping: 1 });
      },
      async dropDatabase() {
        ctx.assertOpen();
        await db.dropDatabase();
      },
      async close() {
        if (closed) return;
        closed = true;
        await conn.close();
      },
    };
  } catch (err) {
    await conn.close().catch(() => undefined); // the open error is the one worth reporting
    throw err;
  }
}
