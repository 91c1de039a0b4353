// Contract: resume bytes.
import { randomBytes } from 'node:crypto';
import { InvalidDocumentError } from '../errors';
import { MAX_BLOB_BYTES } from '../validation';
import { uid, type StoreRef } from './fixtures';

const TEN_MB = 10 * 1024 * 1024;

export function describeBlobs(store: StoreRef): void {
  describe('blobs', () => {
    it('a 10 MB upload round-trips byte for byte', async () => {
      const { blobs } = store();
      const id = uid('blob');
      const bytes = randomBytes(TEN_MB);
      await blobs.put(id, uid('user'), bytes);
      const back = await blobs.get(id);
      expect(Buffer.isBuffer(back)).toBe(true);
      expect(back!.length).toBe(TEN_MB);
      expect(back!.equals(bytes)).toBe(true);
    });

    it('put overwrites, empty blobs work, unknown ids are null', async () => {
      const { blobs } = store();
      const [id, user] = [uid('blob'), uid('user')];
      await blobs.put(id, user, Buffer.from('first version'));
      await blobs.put(id, user, Buffer.from([0, 255, 0, 1]));
      await expect(blobs.get(id)).resolves.toEqual(Buffer.from([0, 255, 0, 1]));
      const empty = uid('blob');
      await blobs.put(empty, user, Buffer.alloc(0));
      await expect(blobs.get(empty)).resolves.toEqual(Buffer.alloc(0));
      await expect(blobs.get(uid('missing'))).resolves.toBeNull();
    });

    it('delete and deleteForUser remove only what they name', async () => {
      const { blobs } = store();
      const [alice, bob] = [uid('alice'), uid('bob')];
      const [a1, a2, b1] = [uid('a1'), uid('a2'), uid('b1')];
      await blobs.put(a1, alice, Buffer.from('a1'));
      await blobs.put(a2, alice, Buffer.from('a2'));
      await blobs.put(b1, bob, Buffer.from('b1'));
      await expect(blobs.delete(a1)).resolves.toBe(true);
      await expect(blobs.delete(a1)).resolves.toBe(false);
      await expect(blobs.deleteForUser(alice)).resolves.toBe(1);
      await expect(blobs.deleteForUser(alice)).resolves.toBe(0);
      await expect(blobs.get(a2)).resolves.toBeNull();
      await expect(blobs.get(b1)).resolves.toEqual(Buffer.from('b1'));
    });

    it('refuses oversized blobs, non-Buffer bytes and bad ids', async () => {
      const { blobs } = store();
      const user = uid('user');
      await expect(blobs.put(uid('big'), user, Buffer.alloc(MAX_BLOB_BYTES + 1))).rejects.toThrow(InvalidDocumentError);
      await expect(blobs.put(uid('str'), user, 'text' as never)).rejects.toThrow(InvalidDocumentError);
      await expect(blobs.put('', user, Buffer.from('x'))).rejects.toThrow(InvalidDocumentError);
      await expect(blobs.put(uid('b'), { $ne: null } as never, Buffer.from('x'))).rejects.toThrow(InvalidDocumentError);
      await expect(blobs.get({ $ne: null } as never)).rejects.toThrow(InvalidDocumentError);
      await expect(blobs.deleteForUser({ $ne: null } as never)).rejects.toThrow(InvalidDocumentError);
    });
  });
}
