import { call, signUp, startHarness, type Harness, type TestUser } from './__tests__/harness';

const NOW = new Date().toISOString();
const exp = (userId: string, extra: Record<string, unknown> = {}) => ({
  user_id: userId,
  company: 'Acme',
  role: 'PM',
  period: '2019 - 2022',
  ...extra,
});

describe('profile data', () => {
  let h: Harness;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    h = await startHarness('profile');
    alice = await signUp(h.app, 'alice');
    bob = await signUp(h.app, 'bob');
  });
  afterAll(async () => {
    await h.close();
  });

  const createExperience = async (user: TestUser, extra: Record<string, unknown> = {}) => {
    const res = await call(h.app, 'POST', '/api/experiences', { token: user.token, body: exp(user.user.id, extra) });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  };

  describe('experiences', () => {
    it('POST creates a hand-entered experience owned by the caller', async () => {
      const res = await call(h.app, 'POST', '/api/experiences', {
        token: alice.token,
        body: exp(alice.user.id, { skills: ['SQL'], achievements: ['Grew revenue 20%'] }),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        user_id: alice.user.id,
        company: 'Acme',
        type: 'job',
        skills: ['SQL'],
        extracted_from: [],
        is_merged: false,
        merged_from: [],
        confidence_score: 1,
      });
    });

    it("POST answers another user's user_id with 403 and a bad body with 400", async () => {
      const before = await h.deps.store.experiences.count({ user_id: bob.user.id });
      expect((await call(h.app, 'POST', '/api/experiences', { token: alice.token, body: exp(bob.user.id) })).status).toBe(403);
      expect(await h.deps.store.experiences.count({ user_id: bob.user.id })).toBe(before);
      expect((await call(h.app, 'POST', '/api/experiences', { token: alice.token, body: exp(alice.user.id, { company: '' }) })).status).toBe(400);
      expect((await call(h.app, 'POST', '/api/experiences', { token: alice.token, body: exp(alice.user.id, { is_merged: true }) })).status).toBe(400);
      expect((await call(h.app, 'POST', '/api/experiences', { token: alice.token, body: { company: 'A', role: 'B', period: 'C' } })).status).toBe(
        400,
      );
    });

    it("GET lists only the caller's experiences; another userId is 403", async () => {
      const mine = await createExperience(bob, { company: 'BobCo' });
      const res = await call(h.app, 'GET', `/api/experiences?userId=${bob.user.id}`, { token: bob.token });
      expect(res.status).toBe(200);
      expect(res.body.map((e: { id: string }) => e.id)).toContain(mine.id);
      expect(res.body.every((e: { user_id: string }) => e.user_id === bob.user.id)).toBe(true);
      const aliceView = await call(h.app, 'GET', '/api/experiences', { token: alice.token });
      expect(aliceView.body.map((e: { id: string }) => e.id)).not.toContain(mine.id);
      expect((await call(h.app, 'GET', `/api/experiences?userId=${bob.user.id}`, { token: alice.token })).status).toBe(403);
      expect((await call(h.app, 'GET', '/api/experiences?userId=', { token: alice.token })).status).toBe(400);
    });

    it('PUT updates the fields a user may write', async () => {
      const e = await createExperience(alice);
      const res = await call(h.app, 'PUT', `/api/experiences/${e.id}`, {
        token: alice.token,
        body: { role: 'Senior PM', achievements: ['Launched X'] },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: e.id, role: 'Senior PM', achievements: ['Launched X'], company: 'Acme' });
    });

    it("PUT answers another user's experience with 404 and another user_id with 403, changing nothing", async () => {
      const theirs = await createExperience(bob);
      const before = await h.deps.store.experiences.findById(theirs.id);
      expect((await call(h.app, 'PUT', `/api/experiences/${theirs.id}`, { token: alice.token, body: { role: 'Hijacked' } })).status).toBe(404);
      expect(await h.deps.store.experiences.findById(theirs.id)).toEqual(before);
      const mine = await createExperience(alice);
      expect(
        (await call(h.app, 'PUT', `/api/experiences/${mine.id}`, { token: alice.token, body: { user_id: bob.user.id, role: 'X' } })).status,
      ).toBe(403);
      expect((await h.deps.store.experiences.findById(mine.id))?.role).toBe('PM');
      expect((await call(h.app, 'PUT', `/api/experiences/${mine.id}`, { token: alice.token, body: { merged_from: ['x'] } })).status).toBe(400);
      expect((await call(h.app, 'PUT', `/api/experiences/${mine.id}`, { token: alice.token, body: { role: '' } })).status).toBe(400);
    });

    it("DELETE removes the caller's experience; another user's is 404 and stays", async () => {
      const mine = await createExperience(alice);
      const theirs = await createExperience(bob);
      expect((await call(h.app, 'DELETE', `/api/experiences/${theirs.id}`, { token: alice.token, body: { user_id: alice.user.id } })).status).toBe(
        404,
      );
      expect((await call(h.app, 'DELETE', `/api/experiences/${mine.id}`, { token: alice.token, body: { user_id: bob.user.id } })).status).toBe(403);
      expect(await h.deps.store.experiences.findById(theirs.id)).not.toBeNull();
      expect(await h.deps.store.experiences.findById(mine.id)).not.toBeNull();
      expect((await call(h.app, 'DELETE', `/api/experiences/${mine.id}`, { token: alice.token, body: { nope: 1 } })).status).toBe(400);
      expect((await call(h.app, 'DELETE', `/api/experiences/${mine.id}`, { token: alice.token, body: { user_id: alice.user.id } })).status).toBe(204);
      expect(await h.deps.store.experiences.findById(mine.id)).toBeNull();
    });

    it('POST /batch stores many experiences in batches of 20', async () => {
      const experiences = Array.from({ length: 45 }, (_, i) => ({ company: `Co ${i}`, role: 'Engineer', period: `${2000 + i}` }));
      const before = await h.deps.store.experiences.count({ user_id: alice.user.id });
      const res = await call(h.app, 'POST', '/api/experiences/batch', { token: alice.token, body: { user_id: alice.user.id, experiences } });
      expect(res.status).toBe(201);
      expect(res.body).toHaveLength(45);
      expect(await h.deps.store.experiences.count({ user_id: alice.user.id })).toBe(before + 45);
    });

    it("POST /batch answers another user's id with 403 and bad items with 400, storing nothing", async () => {
      const before = await h.deps.store.experiences.count({ user_id: bob.user.id });
      const one = [{ company: 'A', role: 'B', period: 'C' }];
      expect(
        (await call(h.app, 'POST', '/api/experiences/batch', { token: alice.token, body: { user_id: bob.user.id, experiences: one } })).status,
      ).toBe(403);
      expect(
        (await call(h.app, 'POST', '/api/experiences/batch', { token: alice.token, body: { user_id: alice.user.id, experiences: [] } })).status,
      ).toBe(400);
      expect(
        (
          await call(h.app, 'POST', '/api/experiences/batch', {
            token: alice.token,
            body: { user_id: alice.user.id, experiences: [{ ...one[0], user_id: bob.user.id }] },
          })
        ).status,
      ).toBe(400);
      expect(await h.deps.store.experiences.count({ user_id: bob.user.id })).toBe(before);
    });

    it('DELETE /by-source removes single-source experiences and strips the source from merged ones', async () => {
      const store = h.deps.store;
      const base = {
        company: 'Acme',
        role: 'PM',
        period: '2020',
        type: 'job' as const,
        skills: [],
        achievements: [],
        skills_with_evidence: [],
        confidence_score: 0.9,
        start_year: null,
        end_year: null,
        created_at: NOW,
      };
      await store.experiences.insertMany([
        { ...base, id: 'src-only', user_id: alice.user.id, extracted_from: ['file-a'], is_merged: false, merged_from: [] },
        { ...base, id: 'src-merged', user_id: alice.user.id, extracted_from: ['file-a', 'file-b'], is_merged: true, merged_from: ['file-a', 'e9'] },
        { ...base, id: 'src-bob', user_id: bob.user.id, extracted_from: ['file-a'], is_merged: false, merged_from: [] },
      ]);
      expect(
        (await call(h.app, 'DELETE', '/api/experiences/by-source', { token: alice.token, body: { user_id: bob.user.id, source: 'file-a' } })).status,
      ).toBe(403);
      expect(await store.experiences.findById('src-only')).not.toBeNull();
      const res = await call(h.app, 'DELETE', '/api/experiences/by-source', {
        token: alice.token,
        body: { user_id: alice.user.id, source: 'file-a' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deleted: 1, updated: 1 });
      expect(await store.experiences.findById('src-only')).toBeNull();
      expect(await store.experiences.findById('src-merged')).toMatchObject({ extracted_from: ['file-b'], merged_from: ['e9'] });
      expect(await store.experiences.findById('src-bob')).not.toBeNull();
      expect((await call(h.app, 'DELETE', '/api/experiences/by-source', { token: alice.token, body: { user_id: alice.user.id } })).status).toBe(400);
    });
  });

  describe('education', () => {
    it("GET lists only the caller's education; another userId is 403", async () => {
      await h.deps.store.education.insertMany([
        { id: 'edu-a', user_id: alice.user.id, degree: 'BSc', school: 'MIT', year: '2015', confidence_score: 0.9, extracted_from: ['f'] },
        { id: 'edu-b', user_id: bob.user.id, degree: 'MBA', school: 'LBS', year: '2019', confidence_score: 0.9, extracted_from: ['g'] },
      ]);
      const res = await call(h.app, 'GET', `/api/education?userId=${alice.user.id}`, { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.body.map((e: { id: string }) => e.id)).toEqual(['edu-a']);
      expect((await call(h.app, 'GET', '/api/education', { token: bob.token })).body.map((e: { id: string }) => e.id)).toEqual(['edu-b']);
      expect((await call(h.app, 'GET', `/api/education?userId=${bob.user.id}`, { token: alice.token })).status).toBe(403);
      expect((await call(h.app, 'GET', '/api/education?userId=', { token: alice.token })).status).toBe(400);
    });
  });

  describe('skill profiles', () => {
    const entry = (category: string) => ({ category, evidence: 'Shipped reports', confidence: 0.8, added_date: NOW });

    it('GET gives an empty profile before any upsert', async () => {
      const res = await call(h.app, 'GET', `/api/skill-profiles?userId=${bob.user.id}`, { token: bob.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user_id: bob.user.id, skills: {}, last_updated: expect.any(String) });
    });

    it('POST merges entries into the profile', async () => {
      const first = await call(h.app, 'POST', '/api/skill-profiles', {
        token: alice.token,
        body: { user_id: alice.user.id, skills: { SQL: entry('technical') } },
      });
      expect(first.status).toBe(200);
      await call(h.app, 'POST', '/api/skill-profiles', {
        token: alice.token,
        body: { user_id: alice.user.id, skills: { Roadmapping: entry('product') } },
      });
      const res = await call(h.app, 'GET', '/api/skill-profiles', { token: alice.token });
      expect(Object.keys(res.body.skills).sort()).toEqual(['Roadmapping', 'SQL']);
      expect(res.body.user_id).toBe(alice.user.id);
    });

    it("answers another user's id with 403 and bad entries with 400, changing nothing", async () => {
      const before = await call(h.app, 'GET', '/api/skill-profiles', { token: bob.token });
      expect(
        (
          await call(h.app, 'POST', '/api/skill-profiles', {
            token: alice.token,
            body: { user_id: bob.user.id, skills: { SQL: entry('technical') } },
          })
        ).status,
      ).toBe(403);
      expect((await call(h.app, 'GET', `/api/skill-profiles?userId=${bob.user.id}`, { token: alice.token })).status).toBe(403);
      expect(
        (
          await call(h.app, 'POST', '/api/skill-profiles', {
            token: alice.token,
            body: { user_id: alice.user.id, skills: { SQL: entry('general') } },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call(h.app, 'POST', '/api/skill-profiles', {
            token: alice.token,
            body: { user_id: alice.user.id, skills: { constructor: entry('soft') } },
          })
        ).status,
      ).toBe(400);
      const after = await call(h.app, 'GET', '/api/skill-profiles', { token: bob.token });
      expect(after.body.skills).toEqual(before.body.skills);
    });
  });

  describe('accomplishments', () => {
    it("POST stores one for the caller and GET lists only the caller's", async () => {
      const e = await createExperience(alice);
      const res = await call(h.app, 'POST', '/api/accomplishments', {
        token: alice.token,
        body: { user_id: alice.user.id, text: ' Cut churn by 12% ', experience_id: e.id, skills: ['SQL'] },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ user_id: alice.user.id, text: 'Cut churn by 12%', experience_id: e.id, impact: '' });
      const list = await call(h.app, 'GET', `/api/accomplishments?userId=${alice.user.id}`, { token: alice.token });
      expect(list.body.map((a: { id: string }) => a.id)).toContain(res.body.id);
      expect((await call(h.app, 'GET', '/api/accomplishments', { token: bob.token })).body).toEqual([]);
    });

    it("answers another user's id with 403, their experience with 404 and a blank text with 400", async () => {
      const theirs = await createExperience(bob);
      expect((await call(h.app, 'POST', '/api/accomplishments', { token: alice.token, body: { user_id: bob.user.id, text: 'x' } })).status).toBe(403);
      expect(
        (
          await call(h.app, 'POST', '/api/accomplishments', {
            token: alice.token,
            body: { user_id: alice.user.id, text: 'x', experience_id: theirs.id },
          })
        ).status,
      ).toBe(404);
      expect((await call(h.app, 'GET', `/api/accomplishments?userId=${bob.user.id}`, { token: alice.token })).status).toBe(403);
      expect((await call(h.app, 'POST', '/api/accomplishments', { token: alice.token, body: { user_id: alice.user.id, text: '  ' } })).status).toBe(
        400,
      );
      expect(await h.deps.store.accomplishments.count({ user_id: bob.user.id })).toBe(0);
    });
  });

  describe('patterns', () => {
    it("POST creates the caller's pattern; GET lists theirs and global ones, never another user's", async () => {
      await h.deps.store.patterns.insert({ id: 'global-years', user_id: null, name: 'Years', kind: 'date', pattern: '\\d{4}', description: '' });
      const mine = await call(h.app, 'POST', '/api/patterns', {
        token: alice.token,
        body: { name: 'Percent', kind: 'achievement', pattern: '\\d+%' },
      });
      expect(mine.status).toBe(201);
      expect(mine.body).toMatchObject({ user_id: alice.user.id, description: '' });
      const theirs = await call(h.app, 'POST', '/api/patterns', {
        token: bob.token,
        body: { name: 'Money', kind: 'achievement', pattern: '\\$\\d+' },
      });
      const list = await call(h.app, 'GET', `/api/patterns?userId=${alice.user.id}`, { token: alice.token });
      const ids = list.body.map((p: { id: string }) => p.id);
      expect(ids).toEqual(expect.arrayContaining(['global-years', mine.body.id]));
      expect(ids).not.toContain(theirs.body.id);
      expect((await call(h.app, 'GET', `/api/patterns?userId=${bob.user.id}`, { token: alice.token })).status).toBe(403);
    });

    it("PUT edits the caller's pattern; another user's or a global one is 404 and unchanged", async () => {
      const mine = await call(h.app, 'POST', '/api/patterns', {
        token: alice.token,
        body: { name: 'Dates', kind: 'date', pattern: '\\d{2}/\\d{4}' },
      });
      const res = await call(h.app, 'PUT', `/api/patterns/${mine.body.id}`, { token: alice.token, body: { description: 'MM/YYYY' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: mine.body.id, description: 'MM/YYYY', pattern: '\\d{2}/\\d{4}' });
      const theirs = await call(h.app, 'POST', '/api/patterns', { token: bob.token, body: { name: 'B', kind: 'other', pattern: 'b' } });
      expect((await call(h.app, 'PUT', `/api/patterns/${theirs.body.id}`, { token: alice.token, body: { pattern: 'hacked' } })).status).toBe(404);
      expect((await call(h.app, 'PUT', '/api/patterns/global-years', { token: alice.token, body: { pattern: 'hacked' } })).status).toBe(404);
      expect((await h.deps.store.patterns.findById(theirs.body.id))?.pattern).toBe('b');
      expect((await h.deps.store.patterns.findById('global-years'))?.pattern).toBe('\\d{4}');
      expect((await call(h.app, 'PUT', `/api/patterns/${mine.body.id}`, { token: alice.token, body: { kind: 'weird' } })).status).toBe(400);
      expect(
        (await call(h.app, 'POST', '/api/patterns', { token: alice.token, body: { name: 'x', kind: 'date', pattern: 'x', user_id: bob.user.id } }))
          .status,
      ).toBe(400);
    });
  });

  describe('GET /api/user-stats/:userId', () => {
    it('gives zeros for a new user', async () => {
      const fresh = await signUp(h.app, 'fresh');
      const res = await call(h.app, 'GET', `/api/user-stats/${fresh.user.id}`, { token: fresh.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ totalResumes: 0, totalAnalyses: 0, avgProcessingTime: 0, avgMatchScore: 0 });
    });

    it("computes the caller's figures from the store, rounded", async () => {
      const carol = await signUp(h.app, 'carol');
      for (const [name, ms] of [
        ['a.docx', 1000],
        ['b.txt', 2001],
        ['c.txt', null],
      ] as const) {
        await call(h.app, 'POST', '/api/files', { token: carol.token, body: { original_filename: name, file_size: 10, processing_time_ms: ms } });
      }
      const analysis = (processing: number, score: number) => ({
        job_description: 'Senior PM role',
        analysis_results: { matchScore: score, requiredSkills: {}, skillGaps: {} },
        generated_resume: 'Resume',
        processing_time_ms: processing,
      });
      for (const [p, s] of [
        [1000, 70],
        [2001, 81],
        [1500, 90],
      ] as const) {
        expect((await call(h.app, 'POST', '/api/job-analyses', { token: carol.token, body: analysis(p, s) })).status).toBe(201);
      }
      const res = await call(h.app, 'GET', `/api/user-stats/${carol.user.id}`, { token: carol.token });
      // Processing time is the resumes' (the unprocessed file does not count); the score the analyses'.
      expect(res.body).toEqual({ totalResumes: 3, totalAnalyses: 3, avgProcessingTime: 1501, avgMatchScore: 80 });
    });

    it("answers another user's id with 403 and an over-long id with 414", async () => {
      expect((await call(h.app, 'GET', `/api/user-stats/${bob.user.id}`, { token: alice.token })).status).toBe(403);
      expect((await call(h.app, 'GET', `/api/user-stats/${'u'.repeat(300)}`, { token: alice.token })).status).toBe(414);
    });
  });
});
