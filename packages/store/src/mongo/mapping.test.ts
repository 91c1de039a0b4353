// The Mongo adapter's pure parts, checked without a server: id mapping, filter building (including
// how mongoose's sanitizeFilter treats it), sort, and duplicate-key recognition.
import mongoose from 'mongoose';
import { COLLECTION_BY_KEY, indexSpecs } from '../collections';
import { DuplicateKeyError } from '../errors';
import { normalizeFindOptions, normalizeWhere } from '../validation';
import { fromMongo, toDuplicateKeyError, toMongo, toMongoFilter, toMongoSort } from './mapping';
import { collectionSchema, createMongoose } from './schemas';

const files = COLLECTION_BY_KEY.resumeFiles;
/** Drops mongoose's trusted-marker symbol, which the BSON serializer ignores too. */
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
const users = COLLECTION_BY_KEY.users;

describe('mongo mapping', () => {
  it('maps id to _id on the way in and back, never leaking _id or __v', () => {
    const doc = { id: 'f1', user_id: 'u', nested: { id: 'inner', _keep: 1 } };
    const stored = toMongo(doc);
    expect(stored).toEqual({ _id: 'f1', user_id: 'u', nested: { id: 'inner', _keep: 1 } });
    expect('id' in stored).toBe(false);
    expect(fromMongo({ ...stored, __v: 0 })).toStrictEqual(doc);
  });

  it('builds equality and trusted $in filters on declared fields, id as _id', () => {
    const m = createMongoose();
    const filter = toMongoFilter(
      normalizeWhere(files, { id: { in: ['a', 'b'] }, user_id: 'u', job_id: null, processing_status: { in: ['done', 1, true] } }),
      (o) => m.trusted(o),
    );
    expect(plain(filter)).toEqual({ _id: { $in: ['a', 'b'] }, user_id: 'u', job_id: null, processing_status: { $in: ['done', 1, true] } });
  });

  it('keeps our $in through sanitizeFilter but neutralises any other operator object', () => {
    const m = createMongoose();
    expect(m.get('sanitizeFilter')).toBe(true);
    expect(m.get('strictQuery')).toBe(false);
    const ours = toMongoFilter(normalizeWhere(files, { user_id: { in: ['u1', 'u2'] } }), (o) => m.trusted(o));
    expect(plain(m.sanitizeFilter({ ...ours }))).toEqual({ user_id: { $in: ['u1', 'u2'] } });
    // Belt and braces: were validation ever bypassed, mongoose would turn an injected operator into a literal.
    expect(m.sanitizeFilter({ user_id: { $ne: null } } as never)).toEqual({ user_id: { $eq: { $ne: null } } });
  });

  it('casts through a real mongoose query without dropping schemaless fields', () => {
    const m = createMongoose();
    const Model = m.model('resume_files_unit', collectionSchema(m, files));
    const filter = toMongoFilter(normalizeWhere(files, { user_id: 'u', processing_status: { in: ['a'] } }), (o) => m.trusted(o));
    const query = Model.find(filter);
    // _castConditions is what exec() runs (sanitize, then cast); calling it directly avoids needing a server.
    (query as unknown as { _castConditions(): void })._castConditions();
    expect(plain(query.getFilter())).toEqual({ user_id: 'u', processing_status: { $in: ['a'] } });
    expect((query as unknown as { error(): unknown }).error()).toBeUndefined();
  });

  it('declares every index with its name; unique ones only over string values', () => {
    const m = createMongoose();
    const declared = collectionSchema(m, users).indexes();
    expect(declared).toEqual(
      indexSpecs(users).map((spec) => [
        Object.fromEntries((spec.unique ? spec.fields : [...spec.fields, '_id']).map((f) => [f, 1])),
        expect.objectContaining({
          name: spec.name,
          unique: spec.unique,
          ...(spec.unique ? { partialFilterExpression: { [spec.fields[0]!]: { $gte: '' } } } : {}),
        }),
      ]),
    );
  });

  it('sorts by the field then _id in the same direction', () => {
    expect(toMongoSort(normalizeFindOptions(files, { sort: { field: 'created_at', direction: 'desc' } }))).toEqual({ created_at: -1, _id: -1 });
    expect(toMongoSort(normalizeFindOptions(files, { sort: { field: 'id', direction: 'asc' } }))).toEqual({ _id: 1 });
    expect(toMongoSort(normalizeFindOptions(files, {}))).toBeUndefined();
  });

  describe('duplicate key errors', () => {
    const indexFields = new Map(indexSpecs(users).map((s) => [s.name, s.fields.join(',')]));
    const dup = (err: unknown) => toDuplicateKeyError(err, 'users', indexFields);

    it('recognises a server error and names the field from keyPattern', () => {
      const err = new mongoose.mongo.MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key', keyPattern: { email: 1 } });
      expect(dup(err)).toBeInstanceOf(DuplicateKeyError);
      expect(dup(err)).toMatchObject({ collection: 'users', field: 'email' });
      expect(dup(new mongoose.mongo.MongoServerError({ code: 11000, keyPattern: { _id: 1 } }))?.field).toBe('id');
    });

    it('recognises bulk write errors (one or many) and falls back to the index name', () => {
      const msg = 'E11000 duplicate key error collection: db.users index: ux_users__email dup key: { email: "a" }';
      expect(dup({ writeErrors: [{ code: 11000, errmsg: msg }] })?.field).toBe('email');
      expect(dup({ code: 11000, writeErrors: { code: 11000, errmsg: msg } })?.field).toBe('email');
      expect(dup({ errorResponse: { code: 11000, errmsg: 'index: _id_ dup key' } })?.field).toBe('id');
    });

    it('leaves every other error alone', () => {
      expect(dup(new mongoose.mongo.MongoServerError({ code: 112, errmsg: 'WriteConflict' }))).toBeNull();
      expect(dup(new Error('E11000 in a message only'))).toBeNull();
      expect(dup(null)).toBeNull();
    });
  });
});
