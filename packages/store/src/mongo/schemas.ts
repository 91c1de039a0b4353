// Mongoose configuration and schemas, apart from the connection so they can be unit-tested
// without a server.
import mongoose from 'mongoose';
import { indexSpecs, type CollectionDef } from '../collections';
import { BLOB_COLLECTION } from './mongo-blobs';

/**
 * A private Mongoose instance, so that sanitizeFilter cannot be switched off by, and our settings
 * cannot leak into, any other mongoose user in the same process.
 */
export function createMongoose(): mongoose.Mongoose {
  const m = new mongoose.Mongoose();
  m.set('sanitizeFilter', true);
  // Records are schemaless to mongoose; with strictQuery on it would silently drop filter fields.
  m.set('strictQuery', false);
  // Collections and indexes are created once at open, awaited, instead of in the background.
  m.set('autoIndex', false);
  m.set('autoCreate', false);
  return m;
}

export function collectionSchema(m: mongoose.Mongoose, def: CollectionDef): mongoose.Schema {
  const schema = new m.Schema(
    { _id: { type: String, required: true } },
    // strict: false — records are free-form; the shapes live in @tailor/contracts, not here.
    { strict: false, strictQuery: false, versionKey: false, minimize: false, id: false, collection: def.table },
  );
  for (const spec of indexSpecs(def)) {
    // Non-unique indexes end in _id: results are ordered by (field, _id) for stable paging, and
    // with _id in the index Mongo returns them in that order without an in-memory sort.
    const fields = spec.unique ? spec.fields : [...spec.fields, '_id'];
    const keys = Object.fromEntries(fields.map((f) => [f, 1 as const]));
    // Unique among strings only, as in SQLite where missing/null never collide. `$gte: ''` matches
    // exactly the string values, and equality queries on a string satisfy it, so they use the index.
    const partial = spec.unique ? { partialFilterExpression: { [spec.fields[0]!]: { $gte: '' } } } : {};
    schema.index(keys, { name: spec.name, unique: spec.unique, ...partial });
  }
  return schema;
}

export function blobSchema(m: mongoose.Mongoose): mongoose.Schema {
  const schema = new m.Schema(
    { _id: { type: String, required: true }, user_id: String, size: Number, bytes: Buffer, created_at: String },
    { strict: false, versionKey: false, id: false, collection: BLOB_COLLECTION },
  );
  schema.index({ user_id: 1 }, { name: `ix_${BLOB_COLLECTION}__user_id` });
  return schema;
}
