// Resume bytes in their own table so that listing records never drags megabytes through memory.
import type { BlobStore } from '../types';
import { assertBlob, assertId } from '../validation';
import { BLOB_TABLE } from './migrations';
import type { StatementCache } from './statements';

export class SqliteBlobStore implements BlobStore {
  constructor(
    private readonly statements: StatementCache,
    private readonly assertOpen: () => void,
  ) {}

  async put(id: string, userId: string, bytes: Buffer): Promise<void> {
    this.assertOpen();
    assertBlob(id, userId, bytes);
    this.statements
      .get(
        `INSERT INTO ${BLOB_TABLE} (id, user_id, size, bytes, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, size = excluded.size, bytes = excluded.bytes`,
      )
      .run(id, userId, bytes.length, bytes, new Date().toISOString());
  }

  async get(id: string): Promise<Buffer | null> {
    this.assertOpen();
    assertId(id, 'blob id');
    const bytes = this.statements.pluck(`SELECT bytes FROM ${BLOB_TABLE} WHERE id = ?`).get(id) as Buffer | undefined;
    return bytes ?? null;
  }

  async delete(id: string): Promise<boolean> {
    this.assertOpen();
    assertId(id, 'blob id');
    return this.statements.get(`DELETE FROM ${BLOB_TABLE} WHERE id = ?`).run(id).changes > 0;
  }

  async deleteForUser(userId: string): Promise<number> {
    this.assertOpen();
    assertId(userId, 'blob userId');
    return this.statements.get(`DELETE FROM ${BLOB_TABLE} WHERE user_id = ?`).run(userId).changes;
  }
}
