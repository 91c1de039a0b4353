// Contract: the basic Repository methods and how values survive a round trip.
import { COLLECTIONS, filterableFields, sortableFields } from '../collections';
import { InvalidDocumentError } from '../errors';
import { expectedOrder, ids, repo, sampleDoc, sortedIds, uid, type StoreRef } from './fixtures';

export function describeCrud(store: StoreRef): void {
  describe('crud', () => {
    it('insert returns the stored doc and findById reads it back; unknown ids are null', async () => {
      const users = repo(store(), 'users');
      const doc = { id: uid('u'), email: `${uid()}@example.com`, created_at: '2024-01-01T00:00:00.000Z' };
      await expect(users.insert(doc)).resolves.toEqual(doc);
      await expect(users.findById(doc.id)).resolves.toEqual(doc);
      await expect(users.findById(uid('missing'))).resolves.toBeNull();
    });

    it('round-trips nested objects, arrays, booleans, null and numbers exactly', async () => {
      const experiences = repo(store(), 'experiences');
      const doc = {
        id: uid('exp'),
        user_id: uid('user'),
        company: 'Ünïcödé Ltd — 日本 🚀',
        is_merged: false,
        verified: true,
        processing_error: null,
        confidence_score: 0.875,
        numbers: [0, -1, 1.5, 2 ** 40, -(2 ** 31), Number.MAX_SAFE_INTEGER],
        skills_with_evidence: [{ skill: 'TypeScript', evidence: 'Built x', impact: null, added_date: '2024-01-01' }],
        empty_object: {},
        empty_array: [],
        deep: { a: { b: { c: [true, false, null, 'x', 3] } } },
      };
      const stored = await experiences.insert(doc);
      expect(stored).toEqual(doc);
      const read = await experiences.findById(doc.id);
      expect(read).toStrictEqual(doc);
      expect(typeof read?.is_merged).toBe('boolean');
      expect(read?.processing_error).toBeNull();
      expect(Number.isInteger((read?.numbers as number[])[3])).toBe(true);
    });

    it('stores what JSON would: Dates become ISO strings and undefined fields are dropped', async () => {
      const files = repo(store(), 'resumeFiles');
      const when = new Date('2024-05-06T07:08:09.010Z');
      const stored = await files.insert({ id: uid('f'), user_id: uid('user'), created_at: when, gone: undefined });
      expect(stored.created_at).toBe(when.toISOString());
      expect('gone' in stored).toBe(false);
      await expect(files.findById(stored.id)).resolves.toEqual(stored);
    });

    it('update merges top-level fields, returns the new doc and persists it', async () => {
      const files = repo(store(), 'resumeFiles');
      const doc = { id: uid('f'), user_id: uid('user'), processing_status: 'queued', meta: { a: 1, b: 2 }, keep: 'me' };
      await files.insert(doc);
      const updated = await files.update(doc.id, { processing_status: 'done', meta: { a: 9 }, processing_error: null });
      const expected = { ...doc, processing_status: 'done', meta: { a: 9 }, processing_error: null };
      expect(updated).toEqual(expected); // shallow: `meta` is replaced, not deep-merged
      await expect(files.findById(doc.id)).resolves.toEqual(expected);
      await expect(files.find({ processing_status: 'done', user_id: doc.user_id })).resolves.toEqual([expected]);
    });

    it('update of an unknown id returns null and creates nothing; an empty patch returns the doc', async () => {
      const files = repo(store(), 'resumeFiles');
      const id = uid('none');
      await expect(files.update(id, { processing_status: 'x' })).resolves.toBeNull();
      await expect(files.findById(id)).resolves.toBeNull();
      const doc = await files.insert({ id: uid('f'), user_id: uid('user') });
      await expect(files.update(doc.id, {})).resolves.toEqual(doc);
      await expect(files.update(doc.id, { extra: undefined })).resolves.toEqual(doc);
    });

    it('update refuses to change the id or set reserved/nested-path fields', async () => {
      const files = repo(store(), 'resumeFiles');
      const doc = await files.insert({ id: uid('f'), user_id: uid('user') });
      await expect(files.update(doc.id, { id: uid('other') })).rejects.toThrow(InvalidDocumentError);
      await expect(files.update(doc.id, { 'meta.a': 1 })).rejects.toThrow(InvalidDocumentError);
      await expect(files.update(doc.id, { _id: 'x' })).rejects.toThrow(InvalidDocumentError);
      await expect(files.update(doc.id, { id: doc.id, note: 'same id is fine' })).resolves.toMatchObject({ note: 'same id is fine' });
    });

    it('upsert inserts a missing doc and replaces an existing one wholesale', async () => {
      const apps = repo(store(), 'applications');
      const id = uid('app');
      const first = { id, user_id: uid('user'), role: 'Engineer', status: 'applied', notes: ['x'] };
      await expect(apps.upsert(first)).resolves.toEqual(first);
      await expect(apps.findById(id)).resolves.toEqual(first);
      const second = { id, user_id: first.user_id, role: 'Staff Engineer' };
      await expect(apps.upsert(second)).resolves.toEqual(second);
      await expect(apps.findById(id)).resolves.toStrictEqual(second); // status/notes gone
      await expect(apps.count({ id })).resolves.toBe(1);
    });

    it('delete reports whether something was deleted', async () => {
      const edu = repo(store(), 'education');
      const doc = await edu.insert({ id: uid('edu'), user_id: uid('user'), degree: 'BSc' });
      await expect(edu.delete(doc.id)).resolves.toBe(true);
      await expect(edu.delete(doc.id)).resolves.toBe(false);
      await expect(edu.findById(doc.id)).resolves.toBeNull();
    });

    it('count and deleteMany honour the filter and leave everything else alone', async () => {
      const patterns = repo(store(), 'patterns');
      const user = uid('user');
      await patterns.insertMany([
        { id: uid('p'), user_id: user, kind: 'phrase' },
        { id: uid('p'), user_id: user, kind: 'phrase' },
        { id: uid('p'), user_id: user, kind: 'skill' },
      ]);
      const totalBefore = await patterns.count();
      await expect(patterns.count({ user_id: user })).resolves.toBe(3);
      await expect(patterns.deleteMany({ user_id: user, kind: 'phrase' })).resolves.toBe(2);
      await expect(patterns.count({ user_id: user })).resolves.toBe(1);
      await expect(patterns.count()).resolves.toBe(totalBefore - 2);
      await expect(patterns.deleteMany({ user_id: user, kind: 'phrase' })).resolves.toBe(0);
    });

    it('concurrent inserts all land', async () => {
      const chunks = repo(store(), 'chunks');
      const user = uid('user');
      const docs = Array.from({ length: 40 }, (_, i) => ({
        id: uid('c'),
        user_id: user,
        resume_file_id: 'rf',
        chunk_type: 'experience',
        chunk_index: i,
      }));
      await Promise.all(docs.map((d) => chunks.insert(d)));
      await expect(chunks.count({ user_id: user })).resolves.toBe(40);
    });

    describe.each(COLLECTIONS.map((def) => [def.key, def] as const))('collection %s', (_key, def) => {
      it('filters on every declared field, sorts on every sortable field, deletes', async () => {
        const r = repo(store(), def.key);
        const tag = uid(def.table);
        const docs = [0, 1, 2].map((i) => sampleDoc(def, tag, i));
        await r.insertMany(docs);
        const scope = { id: { in: ids(docs) } };
        for (const field of filterableFields(def)) {
          const value = docs[2]![field];
          const expected = docs.filter((d) => d[field] === value);
          expect(sortedIds(await r.find({ ...scope, [field]: value }))).toEqual(sortedIds(expected));
          await expect(r.count({ ...scope, [field]: value })).resolves.toBe(expected.length);
        }
        for (const field of sortableFields(def)) {
          for (const direction of ['asc', 'desc'] as const) {
            const found = await r.find(scope, { sort: { field, direction } });
            expect(ids(found)).toEqual(expectedOrder(docs, field, direction));
          }
        }
        await expect(r.deleteMany(scope)).resolves.toBe(3);
        await expect(r.count(scope)).resolves.toBe(0);
      });
    });
  });
}
