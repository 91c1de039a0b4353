import type { ParsedResumeRecord } from '@tailor/contracts';
import { parseResume } from '@tailor/resume-core';
import { createStore, type Store } from '@tailor/store';
import { tempDir, type TempDir } from '@tailor/testing';
import { ParsedResumeCache } from './parsed-resume-cache';
import { recomputeUserProfile } from './recompute-profile';

const text = (company: string) =>
  [
    'Jo Doe',
    'jo@example.com',
    '',
    'Experience',
    `Engineer at ${company}`,
    'Jan 2019 – Present',
    '• Built the billing API in Node.js',
    '',
    'Skills',
    'Node.js, SQL',
  ].join('\n');

describe('ParsedResumeCache', () => {
  let dir: TempDir;
  // Two connections to one SQLite file: what two processes (a worker and the gateway) see.
  let store: Store;
  let other: Store;
  let stamp = Date.parse('2024-01-01T00:00:00.000Z');

  beforeAll(async () => {
    dir = await tempDir('parsed-cache');
    store = await createStore({ dataDir: dir.path });
    other = await createStore({ dataDir: dir.path });
  });
  afterAll(async () => {
    await store.close();
    await other.close();
    await dir.cleanup();
  });

  const record = (userId: string, fileId: string, company: string): ParsedResumeRecord => ({
    id: fileId,
    user_id: userId,
    resume_file_id: fileId,
    parsed: parseResume(text(company)),
    created_at: new Date((stamp += 1000)).toISOString(),
  });

  /** The ids each `find` of the store under test was asked for, in call order. */
  function readsOf(target: Store): { store: Store; reads: string[][] } {
    const reads: string[][] = [];
    const find = target.parsedResumes.find.bind(target.parsedResumes);
    const repository = Object.create(target.parsedResumes, {
      find: {
        value: (where: Parameters<typeof find>[0], options?: Parameters<typeof find>[1]) => {
          const ids = where.id;
          reads.push(typeof ids === 'object' && ids !== null && 'in' in ids ? [...ids.in].sort() : ['*']);
          return find(where, options);
        },
      },
    });
    return { store: Object.create(target, { parsedResumes: { value: repository } }) as Store, reads };
  }

  const companies = (records: ParsedResumeRecord[]) => records.map((r) => `${r.id}:${r.parsed.experiences[0]?.company}`).sort();

  it('reads each record once, then only what another process wrote, and drops what it deleted', async () => {
    const user = 'cache-user';
    await store.parsedResumes.insertMany([record(user, 'a', 'Acme'), record(user, 'b', 'Globex')]);
    const cache = new ParsedResumeCache();
    const { store: watched, reads } = readsOf(store);

    expect(companies(await cache.load(watched, user))).toEqual(['a:Acme', 'b:Globex']);
    expect(companies(await cache.load(watched, user))).toEqual(['a:Acme', 'b:Globex']);
    expect(reads).toEqual([['a', 'b']]);

    // A retried job re-parsing b, and a new file c, both written through the other connection.
    await other.parsedResumes.upsert(record(user, 'b', 'Initech'));
    await other.parsedResumes.upsert(record(user, 'c', 'Umbrella'));
    expect(companies(await cache.load(watched, user))).toEqual(['a:Acme', 'b:Initech', 'c:Umbrella']);
    expect(reads[1]).toEqual(['b', 'c']);

    // A gateway delete: nothing left to read, and the record is gone from the result.
    await other.parsedResumes.deleteMany({ user_id: user, resume_file_id: 'a' });
    expect(companies(await cache.load(watched, user))).toEqual(['b:Initech', 'c:Umbrella']);
    expect(reads).toHaveLength(2);
  });

  it('forgets the least recently loaded user beyond its limit', async () => {
    await store.parsedResumes.insertMany([record('lru-1', 'l1', 'Acme'), record('lru-2', 'l2', 'Globex')]);
    const cache = new ParsedResumeCache(1);
    const { store: watched, reads } = readsOf(store);
    await cache.load(watched, 'lru-1');
    await cache.load(watched, 'lru-2');
    await cache.load(watched, 'lru-2');
    await cache.load(watched, 'lru-1');
    expect(reads).toEqual([['l1'], ['l2'], ['l1']]);
  });

  it('gives recomputes the same profile as reading everything afresh, and leaves the kept records unchanged', async () => {
    const user = 'cache-profile';
    await store.parsedResumes.insertMany([record(user, 'p1', 'Acme'), record(user, 'p2', 'Acme Corp'), record(user, 'p3', 'Globex')]);
    const now = new Date('2024-06-01T00:00:00.000Z');
    const parsedResumes = new ParsedResumeCache();
    await recomputeUserProfile(store, user, { now, parsedResumes });
    await other.parsedResumes.upsert(record(user, 'p4', 'Initech'));
    await other.parsedResumes.deleteMany({ user_id: user, resume_file_id: 'p3' });
    // The second recompute runs on kept records; a fresh connection has no cache at all.
    await recomputeUserProfile(store, user, { now, parsedResumes });
    const cached = await store.experiences.find({ user_id: user });
    const fresh = await createStore({ dataDir: dir.path });
    try {
      await recomputeUserProfile(fresh, user, { now });
      const recomputed = await fresh.experiences.find({ user_id: user });
      const byId = (list: typeof cached) => [...list].sort((x, y) => x.id.localeCompare(y.id));
      expect(byId(cached)).toEqual(byId(recomputed));
      expect(cached.some((e) => e.extracted_from.includes('p4'))).toBe(true);
      expect(cached.some((e) => e.extracted_from.includes('p3'))).toBe(false);
    } finally {
      await fresh.close();
    }
    // Merging must not have changed the kept records: recomputing from them alone changes nothing.
    await recomputeUserProfile(store, user, { now, parsedResumes });
    expect(await store.experiences.find({ user_id: user })).toEqual(cached);
  });
});
