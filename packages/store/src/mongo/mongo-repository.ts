// Repository over one MongoDB collection. Caller-supplied filters go through mongoose queries (so
// the connection's sanitizeFilter applies on top of our own validation); writes addressed by a
// validated string id use the driver collection directly, which stores the JSON-normalised doc
// exactly as given (no mongoose casting or minimising of empty objects).
import type { ClientSession, Model, mongo } from 'mongoose';
import { indexSpecs, type CollectionDef } from '../collections';
import { DuplicateKeyError } from '../errors';
import type { FieldsOf, FindOptions, Repository, Where } from '../types';
import { assertId, normalizeDoc, normalizeFields, normalizeFindOptions, normalizePatch, normalizeWhere } from '../validation';
import { fromMongo, toDuplicateKeyError, toMongo, toMongoFilter, toMongoSort, type MongoRecord } from './mapping';

export interface MongoContext {
  readonly assertOpen: () => void;
  readonly trusted: <O>(o: O) => O;
  /** Whether the deployment is a replica set / sharded cluster (transactions available). */
  readonly transactions: boolean;
  readonly startSession: () => Promise<ClientSession>;
}

export class MongoRepository<T extends { id: string }> implements Repository<T> {
  private readonly collection: mongo.Collection<MongoRecord>;
  private readonly indexFields: ReadonlyMap<string, string>;

  constructor(
    private readonly model: Model<MongoRecord>,
    private readonly def: CollectionDef,
    private readonly ctx: MongoContext,
  ) {
    this.collection = model.collection as unknown as mongo.Collection<MongoRecord>;
    this.indexFields = new Map(indexSpecs(def).map((s) => [s.name, s.fields.join(',')]));
  }

  async insert(doc: T): Promise<T> {
    this.ctx.assertOpen();
    const n = normalizeDoc<T>(this.def, doc);
    await this.write(() => this.collection.insertOne(toMongo(n.doc)));
    return n.doc;
  }

  async insertMany(docs: T[]): Promise<void> {
    this.ctx.assertOpen();
    const records = docs.map((d) => toMongo(normalizeDoc<T>(this.def, d).doc));
    if (records.length === 0) return;
    const ids = records.map((r) => r._id);
    if (new Set(ids).size !== ids.length) throw new DuplicateKeyError(this.def.key, 'id');
    if (this.ctx.transactions) {
      const session = await this.ctx.startSession();
      try {
        await this.write(() => session.withTransaction(() => this.collection.insertMany(records, { session, ordered: true })));
      } finally {
        await session.endSession();
      }
      return;
    }
    // Standalone server: no transactions. Refuse up front if any id exists, then insert in order and
    // remove what went in if a later doc fails (ids were free a moment ago, so they are ours).
    if ((await this.collection.countDocuments({ _id: { $in: ids } }, { limit: 1 })) > 0) {
      throw new DuplicateKeyError(this.def.key, 'id');
    }
    try {
      await this.write(() => this.collection.insertMany(records, { ordered: true }));
    } catch (err) {
      await this.collection.deleteMany({ _id: { $in: ids } });
      throw err;
    }
  }

  async findById(id: string): Promise<T | null> {
    this.ctx.assertOpen();
    assertId(id);
    const raw = await this.model.findOne({ _id: id }).lean<Record<string, unknown>>().exec();
    return raw ? fromMongo<T>(raw) : null;
  }

  async findOne(where: Where<T>): Promise<T | null> {
    const [first] = await this.find(where, { limit: 1 });
    return first ?? null;
  }

  async find(where: Where<T>, options?: FindOptions<T>): Promise<T[]> {
    this.ctx.assertOpen();
    const filter = this.filter(where);
    const opts = normalizeFindOptions(this.def, options);
    if (opts.limit === 0) return []; // Mongo would read limit(0) as "no limit"
    let query = this.model.find(filter);
    const sort = toMongoSort(opts);
    if (sort) query = query.sort(sort);
    if (opts.offset > 0) query = query.skip(opts.offset);
    if (opts.limit !== undefined) query = query.limit(opts.limit);
    const rows = await query.lean<Record<string, unknown>[]>().exec();
    return rows.map((r) => fromMongo<T>(r));
  }

  async findFields<K extends keyof T & string>(where: Where<T>, fields: readonly K[]): Promise<Array<FieldsOf<T, K>>> {
    this.ctx.assertOpen();
    const names = normalizeFields(this.def, fields);
    const projection = Object.fromEntries(names.map((name) => [name, 1]));
    const rows = await this.model.find(this.filter(where)).select(projection).lean<Record<string, unknown>[]>().exec();
    return rows.map((raw) => {
      const out: Record<string, unknown> = { id: String(raw._id) };
      for (const name of names) out[name] = raw[name] ?? null;
      return out as FieldsOf<T, K>;
    });
  }

  async count(where?: Where<T>): Promise<number> {
    this.ctx.assertOpen();
    return this.model.countDocuments(this.filter(where)).exec();
  }

  async update(id: string, patch: Partial<T>): Promise<T | null> {
    this.ctx.assertOpen();
    assertId(id);
    const fields = normalizePatch(this.def, id, patch);
    if (Object.keys(fields).length === 0) return this.findById(id);
    const raw = await this.write(() => this.collection.findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'after' }));
    return raw ? fromMongo<T>(raw) : null;
  }

  async upsert(doc: T): Promise<T> {
    this.ctx.assertOpen();
    const n = normalizeDoc<T>(this.def, doc);
    const { _id, ...body } = toMongo(n.doc);
    const replace = () => this.collection.replaceOne({ _id }, body, { upsert: true });
    try {
      await this.write(replace);
    } catch (err) {
      // Two concurrent upserts of a new id can both try to insert; the loser retries as an update.
      if (!(err instanceof DuplicateKeyError && err.field === 'id')) throw err;
      await this.write(replace);
    }
    return n.doc;
  }

  async delete(id: string): Promise<boolean> {
    this.ctx.assertOpen();
    assertId(id);
    const result = await this.model.deleteOne({ _id: id }).exec();
    return result.deletedCount > 0;
  }

  async deleteMany(where: Where<T>): Promise<number> {
    this.ctx.assertOpen();
    const result = await this.model.deleteMany(this.filter(where)).exec();
    return result.deletedCount;
  }

  private filter(where: unknown): Record<string, unknown> {
    return toMongoFilter(normalizeWhere(this.def, where), this.ctx.trusted);
  }

  private async write<R>(fn: () => Promise<R>): Promise<R> {
    try {
      return await fn();
    } catch (err) {
      throw toDuplicateKeyError(err, this.def.key, this.indexFields) ?? err;
    }
  }
}
