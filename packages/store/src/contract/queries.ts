// Contract: what a `where` and find options mean, identically in every adapter.
import { InvalidQueryError } from '../errors';
import type { Doc } from '../types';
import { ids, repo, sortedIds, uid, type StoreRef } from './fixtures';

export function describeQueries(store: StoreRef): void {
  describe('queries', () => {
    it('`in` matches any listed value; an empty list matches nothing', async () => {
      const files = repo(store(), 'resumeFiles');
      const user = uid('user');
      const docs = ['queued', 'processing', 'done', 'failed'].map((s) => ({ id: uid('f'), user_id: user, processing_status: s }));
      await files.insertMany(docs);
      const found = await files.find({ user_id: user, processing_status: { in: ['queued', 'failed', 'nope'] } });
      expect(sortedIds(found)).toEqual(sortedIds([docs[0]!, docs[3]!]));
      await expect(files.find({ user_id: user, processing_status: { in: [] } })).resolves.toEqual([]);
      await expect(files.count({ id: { in: [docs[1]!.id, docs[2]!.id, uid('x')] } })).resolves.toBe(2);
      await expect(files.find({ user_id: { in: [user] }, processing_status: 'done' })).resolves.toEqual([docs[2]]);
    });

    it('sorts asc/desc and pages with limit/offset, ties broken by id', async () => {
      const analyses = repo(store(), 'jobAnalyses');
      const user = uid('user');
      const stamps = ['2024-01-03', '2024-01-01', '2024-01-02', '2024-01-02', '2024-01-05'];
      const docs = stamps.map((created_at, i) => ({ id: `${user}-${i}`, user_id: user, created_at, match_score: i }));
      await analyses.insertMany(docs);
      const asc = ['1', '2', '3', '0', '4'].map((i) => `${user}-${i}`);
      const byCreated = (direction: 'asc' | 'desc', limit?: number, offset?: number) =>
        analyses.find({ user_id: user }, { sort: { field: 'created_at', direction }, limit, offset }).then(ids);
      await expect(byCreated('asc')).resolves.toEqual(asc);
      await expect(byCreated('desc')).resolves.toEqual([...asc].reverse());
      await expect(byCreated('desc', 2)).resolves.toEqual([asc[4], asc[3]]);
      await expect(byCreated('desc', 2, 2)).resolves.toEqual([asc[2], asc[1]]);
      await expect(byCreated('asc', undefined, 3)).resolves.toEqual(asc.slice(3));
      await expect(byCreated('asc', 10, 5)).resolves.toEqual([]);
      await expect(byCreated('asc', 0)).resolves.toEqual([]);
      await expect(analyses.find({ user_id: user }, { sort: { field: 'id', direction: 'desc' }, limit: 1 }).then(ids)).resolves.toEqual([
        `${user}-4`,
      ]);
    });

    it('sorts numbers numerically', async () => {
      const chunks = repo(store(), 'chunks');
      const file = uid('rf');
      const order = [10, 2, 33, 1, 100];
      await chunks.insertMany(order.map((n) => ({ id: uid('c'), user_id: 'u', resume_file_id: file, chunk_type: 'skills', chunk_index: n })));
      const found = await chunks.find({ resume_file_id: file }, { sort: { field: 'chunk_index', direction: 'asc' } });
      expect(found.map((c) => c.chunk_index)).toEqual([1, 2, 10, 33, 100]);
    });

    it('equality is type-exact: "1", 1 and true are different values', async () => {
      const files = repo(store(), 'resumeFiles');
      const user = uid('user');
      const [s, n, b] = [
        { id: uid('s'), user_id: user, job_id: '1' },
        { id: uid('n'), user_id: user, job_id: 1 },
        { id: uid('b'), user_id: user, job_id: true },
      ];
      await files.insertMany([s!, n!, b!, { id: uid('f'), user_id: user, job_id: false }, { id: uid('z'), user_id: user, job_id: 0 }]);
      await expect(files.find({ user_id: user, job_id: '1' }).then(ids)).resolves.toEqual([s!.id]);
      await expect(files.find({ user_id: user, job_id: 1 }).then(ids)).resolves.toEqual([n!.id]);
      await expect(files.find({ user_id: user, job_id: true }).then(ids)).resolves.toEqual([b!.id]);
      await expect(files.find({ user_id: user, job_id: { in: [1, true] } }).then(sortedIds)).resolves.toEqual(sortedIds([n!, b!]));
      await expect(files.count({ user_id: user, job_id: { in: ['1', 1, true, false, 0] } })).resolves.toBe(5);
    });

    it('null matches both a null and a missing field', async () => {
      const files = repo(store(), 'resumeFiles');
      const user = uid('user');
      const docs: Doc[] = [
        { id: uid('a'), user_id: user, job_id: null },
        { id: uid('b'), user_id: user },
        { id: uid('c'), user_id: user, job_id: 'j1' },
      ];
      await files.insertMany(docs);
      await expect(files.find({ user_id: user, job_id: null }).then(sortedIds)).resolves.toEqual(sortedIds(docs.slice(0, 2)));
      await expect(files.count({ user_id: user, job_id: { in: [null, 'j1'] } })).resolves.toBe(3);
    });

    it('findOne returns a match or null', async () => {
      const skills = repo(store(), 'skillsDatabase');
      const name = uid('skill');
      await skills.insert({ id: uid('s'), name, category: 'technical', aliases: ['ts'] });
      await expect(skills.findOne({ name })).resolves.toMatchObject({ name, aliases: ['ts'] });
      await expect(skills.findOne({ name: uid('none') })).resolves.toBeNull();
    });

    it("one user's documents never leak into another user's queries", async () => {
      const s = store();
      const [alice, bob] = [uid('alice'), uid('bob')];
      for (const key of ['resumeFiles', 'experiences', 'chunks', 'jobAnalyses', 'accomplishments'] as const) {
        const r = repo(s, key);
        const mine = (user: string, n: number) =>
          Array.from({ length: n }, (_, i) => ({ id: uid(key), user_id: user, resume_file_id: `rf-${user}`, chunk_type: 'skills', chunk_index: i }));
        const [a, b] = [mine(alice, 3), mine(bob, 2)];
        await r.insertMany([...a, ...b]);
        expect(sortedIds(await r.find({ user_id: alice }))).toEqual(sortedIds(a));
        expect(sortedIds(await r.find({ user_id: bob }, { sort: { field: 'created_at', direction: 'desc' }, limit: 10 }))).toEqual(sortedIds(b));
        await expect(r.count({ user_id: alice })).resolves.toBe(3);
        await expect(r.findOne({ user_id: bob, id: a[0]!.id })).resolves.toBeNull();
        await expect(r.deleteMany({ user_id: alice })).resolves.toBe(3);
        await expect(r.count({ user_id: bob })).resolves.toBe(2);
      }
    });

    it('rejects operator-shaped and non-scalar where values everywhere, without touching data', async () => {
      const users = repo(store(), 'users');
      const victim = await users.insert({ id: uid('u'), email: `${uid()}@example.com` });
      const hostile: unknown[] = [
        { $gt: '' },
        { $ne: null },
        { $regex: '.*' },
        { $in: [victim.email] },
        { in: victim.email },
        { in: [{ $gt: '' }] },
        { in: [victim.email], $or: [] },
        { in: [[victim.email]] },
        [victim.email],
        { toString: () => victim.email },
        undefined,
        Number.NaN,
        Infinity,
        new Date(),
        Buffer.from('x'),
      ];
      for (const value of hostile) {
        const where = { email: value } as never;
        await expect(users.find(where)).rejects.toThrow(InvalidQueryError);
        await expect(users.findOne(where)).rejects.toThrow(InvalidQueryError);
        await expect(users.count(where)).rejects.toThrow(InvalidQueryError);
        await expect(users.deleteMany(where)).rejects.toThrow(InvalidQueryError);
      }
      await expect(users.find({ id: 5 } as never)).rejects.toThrow(InvalidQueryError);
      await expect(users.find(null as never)).rejects.toThrow(InvalidQueryError);
      await expect(users.find([] as never)).rejects.toThrow(InvalidQueryError);
      await expect(users.findById(victim.id)).resolves.toEqual(victim);
    });

    it('findFields returns the id and the named fields of the matching documents, with their JSON types', async () => {
      const files = repo(store(), 'resumeFiles');
      const user = uid('user');
      const docs: Doc[] = [
        { id: uid('f'), user_id: user, created_at: '2024-01-01', flag: true, size: 1, label: '[x', meta: { a: [1, 'b'] } },
        { id: uid('f'), user_id: user, created_at: '2024-01-02', flag: false, size: 0.5, label: '{}' },
        { id: uid('f'), user_id: uid('other'), created_at: '2024-01-03', flag: true },
      ];
      await files.insertMany(docs);
      const found = await files.findFields({ user_id: user }, ['created_at', 'flag', 'size', 'label', 'meta']);
      expect([...found].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [
          { id: docs[0]!.id, created_at: '2024-01-01', flag: true, size: 1, label: '[x', meta: { a: [1, 'b'] } },
          { id: docs[1]!.id, created_at: '2024-01-02', flag: false, size: 0.5, label: '{}', meta: null },
        ].sort((a, b) => a.id.localeCompare(b.id)),
      );
      await expect(files.findFields({ user_id: user }, []).then(sortedIds)).resolves.toEqual(sortedIds(docs.slice(0, 2)));
      await expect(files.findFields({ user_id: user, id: { in: [] } }, ['created_at'])).resolves.toEqual([]);
      for (const bad of [['id'], ['doc.x'], ['$where'], ['a b'], 'created_at' as never]) {
        await expect(files.findFields({ user_id: user }, bad)).rejects.toThrow(InvalidQueryError);
      }
    });

    it('rejects filters and sorts on undeclared fields, and bad paging', async () => {
      const files = repo(store(), 'resumeFiles');
      for (const field of ['original_filename', 'doc', '$where', '$or', '_id', 'user_id.x', '__proto__x']) {
        await expect(files.find({ [field]: 'x' })).rejects.toThrow(InvalidQueryError);
        await expect(files.deleteMany({ [field]: 'x' })).rejects.toThrow(InvalidQueryError);
      }
      await expect(files.find({ original_filename: 'a.pdf' })).rejects.toThrow(/cannot filter on "original_filename"/);
      await expect(files.find({}, { sort: { field: 'original_filename', direction: 'asc' } })).rejects.toThrow(InvalidQueryError);
      await expect(files.find({}, { sort: { field: 'created_at', direction: 'up' as never } })).rejects.toThrow(InvalidQueryError);
      for (const bad of [-1, 1.5, Number.NaN, '10' as never]) {
        await expect(files.find({}, { limit: bad })).rejects.toThrow(InvalidQueryError);
        await expect(files.find({}, { offset: bad })).rejects.toThrow(InvalidQueryError);
      }
    });
  });
}
