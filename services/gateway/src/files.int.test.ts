import { call, signUp, startHarness, type Harness, type TestUser } from './__tests__/harness';
import { chunk, resumeFixtures } from './__tests__/resume-fixtures';

describe('resume file records', () => {
  let h: Harness;
  let alice: TestUser;
  let bob: TestUser;
  const { newFile, saveChunks, upsert, search } = resumeFixtures(() => h.app);

  beforeAll(async () => {
    h = await startHarness('files');
    alice = await signUp(h.app, 'alice');
    bob = await signUp(h.app, 'bob');
  });
  afterAll(async () => {
    await h.close();
  });

  describe('POST /api/files and /api/resume-files', () => {
    it('creates a pending record owned by the caller, typed from the file name', async () => {
      for (const url of ['/api/files', '/api/resume-files']) {
        const res = await call(h.app, 'POST', url, {
          token: alice.token,
          body: { original_filename: 'Resume.DOCX', file_size: 2048, user_id: alice.user.id },
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({
          user_id: alice.user.id,
          original_filename: 'Resume.DOCX',
          file_type: 'docx',
          file_size: 2048,
          processing_status: 'pending',
          embedding_status: 'pending',
          processing_error: null,
          processing_notes: [],
          structured_content: null,
          job_id: null,
        });
        expect(await h.deps.store.resumeFiles.findById(res.body.id)).toMatchObject({ user_id: alice.user.id });
      }
    });

    it("refuses another user's user_id with 403 and creates nothing", async () => {
      const before = await h.deps.store.resumeFiles.count({ user_id: bob.user.id });
      for (const url of ['/api/files', '/api/resume-files']) {
        const res = await call(h.app, 'POST', url, { token: alice.token, body: { original_filename: 'a.txt', file_size: 1, user_id: bob.user.id } });
        expect(res.status).toBe(403);
      }
      expect(await h.deps.store.resumeFiles.count({ user_id: bob.user.id })).toBe(before);
    });

    it.each([
      ['a missing size', { original_filename: 'a.txt' }],
      ['an unsupported extension without a type', { original_filename: 'a.exe', file_size: 1 }],
      ['a size over 10 MB', { original_filename: 'a.txt', file_size: 10_485_761 }],
      ['a server-owned field', { original_filename: 'a.txt', file_size: 1, job_id: 'j1' }],
      ['an operator as the name', { original_filename: { $ne: '' }, file_size: 1 }],
    ])('answers %s with 400', async (_label, body) => {
      const res = await call(h.app, 'POST', '/api/resume-files', { token: alice.token, body });
      expect(res.status).toBe(400);
    });
  });

  describe('GET /api/files', () => {
    it("lists only the caller's files, newest first, with or without userId", async () => {
      const first = await newFile(bob, 'one.txt');
      const second = await newFile(bob, 'two.txt');
      for (const url of ['/api/files', `/api/files?userId=${bob.user.id}`]) {
        const res = await call(h.app, 'GET', url, { token: bob.token });
        expect(res.status).toBe(200);
        expect(res.body.every((f: { user_id: string }) => f.user_id === bob.user.id)).toBe(true);
        const ids = res.body.map((f: { id: string }) => f.id);
        expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      }
      const aliceList = await call(h.app, 'GET', '/api/files', { token: alice.token });
      expect(aliceList.body.some((f: { id: string }) => f.id === first.id)).toBe(false);
    });

    it('answers each file with its processing notes, an empty list for a record stored before notes existed', async () => {
      const noted = await newFile(alice, 'noted.docx');
      const note = 'Hidden text was ignored: this file contains text a reader cannot see.';
      await h.deps.store.resumeFiles.update(noted.id, { processing_notes: [note] });
      const old = await newFile(alice, 'old.docx');
      // What a record written by an earlier version looks like: no notes field at all.
      const { processing_notes: _none, ...stored } = (await h.deps.store.resumeFiles.findById(old.id))!;
      await h.deps.store.resumeFiles.delete(old.id);
      await h.deps.store.resumeFiles.insert(stored as unknown as NonNullable<Awaited<ReturnType<typeof h.deps.store.resumeFiles.findById>>>);
      const res = await call(h.app, 'GET', '/api/files', { token: alice.token });
      expect(res.status).toBe(200);
      const byId = new Map(res.body.map((f: { id: string }) => [f.id, f]));
      expect(byId.get(noted.id)).toMatchObject({ processing_notes: [note], processing_error: null });
      expect(byId.get(old.id)).toMatchObject({ processing_notes: [] });
      const put = await call(h.app, 'PUT', `/api/resume-files/${old.id}`, { token: alice.token, body: { processing_status: 'completed' } });
      expect(put.body).toMatchObject({ id: old.id, processing_notes: [] });
    });

    it("answers another user's userId with 403", async () => {
      expect((await call(h.app, 'GET', `/api/files?userId=${bob.user.id}`, { token: alice.token })).status).toBe(403);
    });

    it('answers an empty userId with 400', async () => {
      expect((await call(h.app, 'GET', '/api/files?userId=', { token: alice.token })).status).toBe(400);
    });
  });

  describe('PUT /api/resume-files/:id', () => {
    it('updates the status fields', async () => {
      const file = await newFile(alice);
      const structured = { skills_identified: 4, experiences_identified: 2, confidence_score: 0.8 };
      const res = await call(h.app, 'PUT', `/api/resume-files/${file.id}`, {
        token: alice.token,
        body: { processing_status: 'completed', embedding_status: 'completed', structured_content: structured, processing_time_ms: 1500 },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: file.id, processing_status: 'completed', structured_content: structured, processing_time_ms: 1500 });
    });

    it("answers another user's file with 404 and another user's user_id with 403, changing nothing", async () => {
      const file = await newFile(bob);
      const before = await h.deps.store.resumeFiles.findById(file.id);
      const notYours = await call(h.app, 'PUT', `/api/resume-files/${file.id}`, { token: alice.token, body: { processing_status: 'failed' } });
      expect(notYours.status).toBe(404);
      const ownFile = await newFile(alice);
      const claim = await call(h.app, 'PUT', `/api/resume-files/${ownFile.id}`, {
        token: alice.token,
        body: { user_id: bob.user.id, processing_status: 'failed' },
      });
      expect(claim.status).toBe(403);
      expect(await h.deps.store.resumeFiles.findById(file.id)).toEqual(before);
      expect((await h.deps.store.resumeFiles.findById(ownFile.id))?.processing_status).toBe('pending');
      expect((await call(h.app, 'PUT', '/api/resume-files/missing', { token: alice.token, body: {} })).status).toBe(404);
    });

    it('answers a bad status with 400', async () => {
      const file = await newFile(alice);
      expect((await call(h.app, 'PUT', `/api/resume-files/${file.id}`, { token: alice.token, body: { processing_status: 'done' } })).status).toBe(
        400,
      );
    });
  });

  describe('DELETE /api/files/:id', () => {
    it('removes the record, its blob, chunks, vectors, parsed resume and single-source experiences and education', async () => {
      const store = h.deps.store;
      const f1 = (await newFile(alice, 'first.docx')).id;
      const f2 = (await newFile(alice, 'second.docx')).id;
      const c1 = await saveChunks(alice, [chunk(f1, 0), chunk(f1, 1)]);
      const c2 = await saveChunks(alice, [chunk(f2, 0)]);
      await upsert(alice, c1);
      await upsert(alice, c2, 5);
      await store.blobs.put(f1, alice.user.id, Buffer.from('resume bytes'));
      const now = new Date().toISOString();
      const experience = (id: string, extracted: string[], merged: string[] = []) => ({
        id,
        user_id: alice.user.id,
        company: 'Acme',
        role: 'PM',
        period: '2020',
        type: 'job' as const,
        skills: [],
        achievements: [],
        skills_with_evidence: [],
        extracted_from: extracted,
        is_merged: merged.length > 0,
        merged_from: merged,
        confidence_score: 0.8,
        start_year: null,
        end_year: null,
        created_at: now,
      });
      await store.experiences.insertMany([
        experience(`${f1}-only`, [f1]),
        experience(`${f1}-merged`, [f1, f2], [f1, 'exp-from-f2']),
        experience(`${f1}-manual`, []),
      ]);
      const education = (id: string, extracted: string[]) => ({
        id,
        user_id: alice.user.id,
        degree: 'BSc',
        school: 'MIT',
        year: '2015',
        confidence_score: 0.8,
        extracted_from: extracted,
      });
      await store.education.insertMany([education(`${f1}-edu-only`, [f1]), education(`${f1}-edu-both`, [f1, f2])]);
      await store.parsedResumes.insert({
        id: `${f1}-parsed`,
        user_id: alice.user.id,
        resume_file_id: f1,
        parsed: { experiences: [], education: [], skills: [], summary: '', overall_confidence: 0.5 },
        created_at: now,
      });

      const res = await call(h.app, 'DELETE', `/api/files/${f1}`, { token: alice.token, body: { user_id: alice.user.id } });
      expect(res.status).toBe(204);
      expect(await store.resumeFiles.findById(f1)).toBeNull();
      expect(await store.blobs.get(f1)).toBeNull();
      expect(await store.chunks.count({ resume_file_id: f1 })).toBe(0);
      expect(await h.deps.vectors.countForUser(alice.user.id, f1)).toBe(0);
      expect(await h.deps.vectors.countForUser(alice.user.id, f2)).toBe(1);
      expect(await store.chunks.count({ resume_file_id: f2 })).toBe(1);
      expect(await store.experiences.findById(`${f1}-only`)).toBeNull();
      expect(await store.experiences.findById(`${f1}-merged`)).toMatchObject({ extracted_from: [f2], merged_from: ['exp-from-f2'] });
      expect(await store.experiences.findById(`${f1}-manual`)).not.toBeNull();
      expect(await store.education.findById(`${f1}-edu-only`)).toBeNull();
      expect(await store.education.findById(`${f1}-edu-both`)).toMatchObject({ extracted_from: [f2] });
      expect(await store.parsedResumes.findById(`${f1}-parsed`)).toBeNull();
      const hits = await search(alice, { limit: 100 });
      expect(hits.body.chunks.some((c: { payload: { resume_file_id: string } }) => c.payload.resume_file_id === f1)).toBe(false);
      // The merged profile is recomputed by the ingest worker (none runs here): queued, and shown as updating.
      const queued = await h.producer.queue('followup').getJobs(['delayed', 'waiting']);
      expect(queued.filter((job) => job.name === 'profile.recompute').map((job) => job.data.userId)).toContain(alice.user.id);
      expect((await call(h.app, 'GET', '/api/profile/status', { token: alice.token })).body).toEqual({ updating: true });
      expect((await call(h.app, 'GET', '/api/profile/status', { token: bob.token })).body).toEqual({ updating: false });
      expect((await call(h.app, 'GET', '/api/profile/status')).status).toBe(401);
    });

    it("answers another user's file with 404 and another user's user_id with 403, deleting nothing", async () => {
      const theirs = (await newFile(bob)).id;
      const [bobChunk] = await saveChunks(bob, [chunk(theirs, 0)]);
      await upsert(bob, [bobChunk!]);
      expect((await call(h.app, 'DELETE', `/api/files/${theirs}`, { token: alice.token })).status).toBe(404);
      expect((await call(h.app, 'DELETE', `/api/resume-files/${theirs}`, { token: alice.token })).status).toBe(404);
      const mine = (await newFile(alice)).id;
      expect((await call(h.app, 'DELETE', `/api/files/${mine}`, { token: alice.token, body: { user_id: bob.user.id } })).status).toBe(403);
      expect((await call(h.app, 'DELETE', `/api/resume-files/${mine}`, { token: alice.token, body: { user_id: bob.user.id } })).status).toBe(403);
      expect(await h.deps.store.resumeFiles.findById(theirs)).not.toBeNull();
      expect(await h.deps.store.resumeFiles.findById(mine)).not.toBeNull();
      expect(await h.deps.store.chunks.count({ resume_file_id: theirs })).toBe(1);
      expect(await h.deps.vectors.countForUser(bob.user.id, theirs)).toBe(1);
    });

    it('answers a bad body with 400 and works through /api/resume-files too', async () => {
      const file = (await newFile(alice)).id;
      expect((await call(h.app, 'DELETE', `/api/files/${file}`, { token: alice.token, body: { user_id: { $ne: '' } } })).status).toBe(400);
      expect((await call(h.app, 'DELETE', `/api/files/${file}`, { token: alice.token, body: { force: true } })).status).toBe(400);
      expect((await call(h.app, 'DELETE', `/api/resume-files/${file}`, { token: alice.token })).status).toBe(204);
      expect((await call(h.app, 'DELETE', `/api/resume-files/${file}`, { token: alice.token })).status).toBe(404);
    });
  });
});
