import { createRedisConnection, type Redis } from '@tailor/queue';
import { parseResume } from '@tailor/resume-core';
import { createStore, type Store } from '@tailor/store';
import { tempDir, testEnv, testQueuePrefix, type TempDir } from '@tailor/testing';
import { refreshUserProfile } from './coalesced-recompute';
import { recomputeUserProfile } from './recompute-profile';

/** A resume of one of three people, each job worded a little differently per copy. */
function resumeText(copy: number): string {
  const person = copy % 3;
  const jobs = [
    ['Stripeline Payments', 'Senior Backend Engineer', 'Mar 2020 – Present', 'Designed a Node.js payments API handling 40 million requests per day'],
    ['Ledgerly Inc.', 'Software Engineer', 'Jun 2016 – Feb 2020', 'Migrated 30 services to Kubernetes, cutting deploy time by 60%'],
    ['Harbor Health', 'Registered Nurse', 'Jan 2018 – Present', 'Supervised a team of 12 nurses on a 30-bed unit'],
    ['Cedarworks Analytics', 'Data Scientist', 'May 2019 – Present', 'Built a churn model in Python lifting retention by 8%'],
  ];
  const own = person === 0 ? [jobs[0], jobs[1]] : person === 1 ? [jobs[2]] : [jobs[3], jobs[1]];
  return [
    `Person ${person}`,
    `person${person}@example.com`,
    '',
    'Experience',
    ...own.flatMap((job) => [`${job?.[1]} at ${job?.[0]}`, job?.[2] ?? '', `• ${job?.[3]}`, `• Wrote the runbook used by ${copy + 2} teams`, '']),
    'Skills',
    'Python, Node.js, Kubernetes, SQL, Patient Care',
  ].join('\n');
}

describe('refreshUserProfile', () => {
  let dir: TempDir;
  let store: Store;
  let redis: Redis;
  const prefix = testQueuePrefix('profile');

  beforeAll(async () => {
    dir = await tempDir('profile');
    store = await createStore({ dataDir: dir.path });
    redis = createRedisConnection(testEnv().redisUrl, { role: 'worker' });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await store.close();
    await dir.cleanup();
  });

  async function ingest(userId: string, fileId: string, copy: number): Promise<void> {
    await store.parsedResumes.upsert({ id: fileId, user_id: userId, resume_file_id: fileId, parsed: parseResume(resumeText(copy)), created_at: new Date().toISOString() });
  }

  // What two users with the same resumes share: everything but ids, owner and timestamps.
  const view = async (userId: string) => ({
    experiences: (await store.experiences.find({ user_id: userId }))
      .map(({ id: _i, user_id: _u, created_at: _c, skills_with_evidence, ...rest }) => ({
        ...rest,
        skills_with_evidence: skills_with_evidence.map(({ added_date: _a, ...evidence }) => evidence),
      }))
      .map((experience) => JSON.stringify(experience))
      .sort(),
    skills: Object.fromEntries(Object.entries((await store.skillProfiles.findById(userId))?.skills ?? {}).map(([name, entry]) => [name, { ...entry, added_date: '' }])),
  });

  it('lets each of many concurrent callers return only once its file is merged, with few recomputes', async () => {
    const userId = 'burst';
    let recomputes = 0;
    const upsert = store.skillProfiles.upsert.bind(store.skillProfiles);
    const counted: Store = Object.create(store, {
      skillProfiles: { value: Object.create(store.skillProfiles, { upsert: { value: (doc: Parameters<typeof upsert>[0]) => (recomputes++, upsert(doc)) } }) },
    });
    const files = Array.from({ length: 12 }, (_, i) => `file-${String(i).padStart(2, '0')}`);
    await Promise.all(
      files.map(async (fileId, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 5));
        await ingest(userId, fileId, i);
        await refreshUserProfile({ redis, prefix }, counted, userId);
        const merged = await store.experiences.find({ user_id: userId });
        expect(merged.some((experience) => experience.extracted_from.includes(fileId))).toBe(true);
      }),
    );
    expect(recomputes).toBeGreaterThan(0);
    expect(recomputes).toBeLessThan(files.length);

    // The same set, recomputed once in one go, gives the same profile.
    for (const [i, fileId] of files.entries()) await ingest('direct', fileId, i);
    await recomputeUserProfile(store, 'direct');
    const burst = await view(userId);
    const direct = await view('direct');
    expect(burst.skills).toEqual(direct.skills);
    expect(burst.experiences).toEqual(direct.experiences);
    expect(burst.experiences.length).toBeGreaterThan(2);
  });

  it('hands a failing recompute to every caller waiting on it, and recovers on the next call', async () => {
    const userId = 'failing';
    await ingest(userId, 'f1', 0);
    const broken: Store = Object.create(store, {
      parsedResumes: { value: Object.create(store.parsedResumes, { find: { value: () => Promise.reject(new Error('store unavailable')) } }) },
    });
    const results = await Promise.allSettled([refreshUserProfile({ redis, prefix }, broken, userId), refreshUserProfile({ redis, prefix }, broken, userId)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await refreshUserProfile({ redis, prefix }, store, userId);
    expect((await store.experiences.find({ user_id: userId })).length).toBeGreaterThan(0);
  });
});
