// Contract: unique constraints, insertMany atomicity and the documents the store refuses.
import { COLLECTIONS } from '../collections';
import { DuplicateKeyError, InvalidDocumentError } from '../errors';
import { repo, sampleDoc, uid, type StoreRef } from './fixtures';

const WITH_UNIQUE = COLLECTIONS.filter((d) => d.unique.length > 0).flatMap((d) => d.unique.map((f) => [d.key, f, d] as const));

export function describeConstraints(store: StoreRef): void {
  describe('constraints', () => {
    it('a duplicate id is a DuplicateKeyError naming the id, and the original survives', async () => {
      const exps = repo(store(), 'experiences');
      const doc = await exps.insert({ id: uid('e'), user_id: uid('user'), company: 'First' });
      const err = await exps.insert({ ...doc, company: 'Second' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DuplicateKeyError);
      expect(err).toMatchObject({ field: 'id', collection: 'experiences' });
      await expect(exps.findById(doc.id)).resolves.toEqual(doc);
    });

    describe.each(WITH_UNIQUE)('%s.%s is unique', (key, field, def) => {
      it('among strings: insert, update and upsert cannot reuse a taken value', async () => {
        const r = repo(store(), key);
        const tag = uid(def.table);
        const [a, b] = [sampleDoc(def, tag, 0), sampleDoc(def, tag, 1)];
        await r.insert(a);
        const err = await r.insert({ ...b, [field]: a[field] }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(DuplicateKeyError);
        expect((err as DuplicateKeyError).field).toBe(field);
        await r.insert(b);
        await expect(r.update(b.id, { [field]: a[field] })).rejects.toThrow(DuplicateKeyError);
        await expect(r.upsert({ ...b, [field]: a[field] })).rejects.toThrow(DuplicateKeyError);
        await expect(r.findById(b.id)).resolves.toEqual(b);
        await expect(r.update(a.id, { [field]: `${tag}-freed` })).resolves.toMatchObject({ [field]: `${tag}-freed` });
        await expect(r.update(b.id, { [field]: a[field] })).resolves.toMatchObject({ [field]: a[field] });
      });

      it('missing or null values never collide; non-string values are refused', async () => {
        const r = repo(store(), key);
        const tag = uid(def.table);
        const docs = [0, 1, 2, 3].map((i) => sampleDoc(def, tag, i));
        delete docs[0]![field];
        delete docs[1]![field];
        docs[2]![field] = null;
        docs[3]![field] = null;
        await r.insertMany(docs);
        await expect(r.count({ id: { in: docs.map((d) => d.id) }, [field]: null })).resolves.toBe(4);
        await expect(r.insert({ ...sampleDoc(def, uid(), 0), [field]: 42 })).rejects.toThrow(InvalidDocumentError);
      });
    });

    it('insertMany stores all docs or none (clash with an existing id)', async () => {
      const chunks = repo(store(), 'chunks');
      const user = uid('user');
      const existing = await chunks.insert({ id: uid('c'), user_id: user, resume_file_id: 'rf', chunk_type: 'summary' });
      const batch = [uid('c'), uid('c'), existing.id, uid('c')].map((id, i) => ({
        id,
        user_id: user,
        resume_file_id: 'rf',
        chunk_type: 'experience',
        chunk_index: i,
      }));
      await expect(chunks.insertMany(batch)).rejects.toThrow(DuplicateKeyError);
      await expect(chunks.count({ user_id: user })).resolves.toBe(1);
      await expect(chunks.findById(existing.id)).resolves.toEqual(existing);
    });

    it('insertMany stores all docs or none (clash inside the batch, on id or a unique field)', async () => {
      const users = repo(store(), 'users');
      const email = `${uid()}@example.com`;
      const sameEmail = [
        { id: uid('u'), email },
        { id: uid('u'), email: `${uid()}@x.com` },
        { id: uid('u'), email },
      ];
      await expect(users.insertMany(sameEmail)).rejects.toThrow(DuplicateKeyError);
      await expect(users.count({ id: { in: sameEmail.map((u) => u.id) } })).resolves.toBe(0);
      const id = uid('u');
      const sameId = [
        { id, email: `${uid()}@x.com` },
        { id, email: `${uid()}@x.com` },
      ];
      await expect(users.insertMany(sameId)).rejects.toThrow(DuplicateKeyError);
      await expect(users.findById(id)).resolves.toBeNull();
    });

    it('insertMany of valid docs stores every one; of nothing is a no-op', async () => {
      const exps = repo(store(), 'experiences');
      const user = uid('user');
      const docs = Array.from({ length: 25 }, (_, i) => ({ id: uid('e'), user_id: user, n: i }));
      await exps.insertMany(docs);
      await expect(exps.count({ user_id: user })).resolves.toBe(25);
      await expect(exps.insertMany([])).resolves.toBeUndefined();
    });

    it('refuses documents it could not store faithfully or safely', async () => {
      const files = repo(store(), 'resumeFiles');
      const user = uid('user');
      const bad: unknown[] = [
        { user_id: user },
        { id: '', user_id: user },
        { id: 42, user_id: user },
        { id: 'x'.repeat(513), user_id: user },
        { id: uid(), _id: 'x', user_id: user },
        { id: uid(), user_id: user, $where: 'sleep(1)' },
        { id: uid(), user_id: user, meta: { nested: { $gt: 1 } } },
        { id: uid(), user_id: user, list: [{ $set: 1 }] },
        JSON.parse(`{"id": "${uid()}", "user_id": "${user}", "meta": {"__proto__": {"polluted": true}}}`),
        { id: uid(), user_id: { $ne: null } },
        { id: uid(), user_id: [user] },
        { id: uid(), user_id: user, count: 10n },
        null,
        [],
      ];
      for (const doc of bad) {
        await expect(files.insert(doc as never)).rejects.toThrow(InvalidDocumentError);
        await expect(files.upsert(doc as never)).rejects.toThrow(InvalidDocumentError);
        await expect(files.insertMany([{ id: uid(), user_id: user }, doc] as never)).rejects.toThrow(InvalidDocumentError);
      }
      await expect(files.count({ user_id: user })).resolves.toBe(0);
      await expect(files.findById('')).rejects.toThrow(InvalidDocumentError);
      await expect(files.delete({ $ne: null } as never)).rejects.toThrow(InvalidDocumentError);
    });
  });
}
