// Resume bytes as BinData in `resume_blobs`, one document per file (10 MB fits the 16 MiB limit).
import type { Model, mongo } from 'mongoose';
import type { BlobStore } from '../types';
import { assertBlob, assertId } from '../validation';

export const BLOB_COLLECTION = 'resume_blobs';

export type BlobRecord = { _id: string; user_id: string; size: number; bytes: Buffer; created_at: string };

/** The driver hands BinData back as a bson Binary unless asked to promote it. */
function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value && typeof (value as mongo.Binary).value === 'function') return Buffer.from((value as mongo.Binary).value());
  throw new Error('resume_blobs: stored bytes are not binary');
}

export class MongoBlobStore implements BlobStore {
  private readonly collection: mongo.Collection<BlobRecord>;

  constructor(
    private readonly model: Model<BlobRecord>,
    private readonly assertOpen: () => void,
  ) {
    this.collection = model.collection as unknown as mongo.Collection<BlobRecord>;
  }

  async put(id: string, userId: string, bytes: Buffer): Promise<void> {
    this.assertOpen();
    assertBlob(id, userId, bytes);
    await this.collection.replaceOne(
      { _id: id },
      { user_id: userId, size: bytes.length, bytes, created_at: new Date().toISOString() },
      { upsert: true },
    );
  }

  async get(id: string): Promise<Buffer | null> {
    this.assertOpen();
    assertId(id, 'blob id');
    const row = await this.collection.findOne({ _id: id }, { projection: { bytes: 1 }, promoteBuffers: true });
    return row ? toBuffer(row.bytes) : null;
  }

  async delete(id: string): Promise<boolean> {
    this.assertOpen();
    assertId(id, 'blob id');
    return (await this.model.deleteOne({ _id: id }).exec()).deletedCount > 0;
  }

  async deleteForUser(userId: string): Promise<number> {
    this.assertOpen();
    assertId(userId, 'blob userId');
    return (await this.model.deleteMany({ user_id: userId }).exec()).deletedCount;
  }
}
