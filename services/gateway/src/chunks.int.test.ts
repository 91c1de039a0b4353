import { call, signUp, startHarness, type Harness, type TestUser } from './__tests__/harness';
import { chunk, resumeFixtures, vec } from './__tests__/resume-fixtures';

describe('resume chunks and vectors', () => {
  let h: Harness;
  let alice: TestUser;
  let bob: TestUser;
  const { newFile, saveChunks, upsert, search } = resumeFixtures(() => h.app);

  beforeAll(async () => {
    h = await startHarness('chunks');
    alice = await signUp(h.app, 'alice');
    bob = await signUp(h.app, 'bob');
  });
  afterAll(async () => {
    await h.close();
  });

  describe('POST /api/resume-chunks', () => {
    it('stores chunks for the caller in batches, filling in the counts', async () => {
      const file = await newFile(alice);
      const chunks = Array.from({ length: 120 }, (_, i) => chunk(file.id, i));
      const ids = await saveChunks(alice, chunks);
      expect(ids).toHaveLength(120);
      const stored = await h.deps.store.chunks.find({ resume_file_id: file.id }, { sort: { field: 'chunk_index', direction: 'asc' } });
      expect(stored).toHaveLength(120);
      expect(stored[0]).toMatchObject({ user_id: alice.user.id, word_count: 7, chunk_size: chunks[0]!.content.length, qdrant_point_id: null });
    });

    it("answers a chunk for another user's file with 404 and saves none of the request", async () => {
      const mine = await newFile(alice);
      const theirs = await newFile(bob);
      const res = await call(h.app, 'POST', '/api/resume-chunks', { token: alice.token, body: { chunks: [chunk(mine.id, 0), chunk(theirs.id, 1)] } });
      expect(res.status).toBe(404);
      expect(await h.deps.store.chunks.count({ resume_file_id: mine.id })).toBe(0);
      expect(await h.deps.store.chunks.count({ resume_file_id: theirs.id })).toBe(0);
    });

    it("answers another user's user_id with 403", async () => {
      const mine = await newFile(alice);
      const res = await call(h.app, 'POST', '/api/resume-chunks', {
        token: alice.token,
        body: { chunks: [chunk(mine.id, 0, { user_id: bob.user.id })] },
      });
      expect(res.status).toBe(403);
      expect(await h.deps.store.chunks.count({ resume_file_id: mine.id })).toBe(0);
    });

    it('refuses to overwrite an existing chunk id (409), including one of another user', async () => {
      const theirs = await newFile(bob);
      const [bobChunk] = await saveChunks(bob, [chunk(theirs.id, 0)]);
      const before = await h.deps.store.chunks.findById(bobChunk!);
      const mine = await newFile(alice);
      const res = await call(h.app, 'POST', '/api/resume-chunks', { token: alice.token, body: { chunks: [chunk(mine.id, 0, { id: bobChunk })] } });
      expect(res.status).toBe(409);
      expect(await h.deps.store.chunks.findById(bobChunk!)).toEqual(before);
    });

    it.each([
      ['an empty list', { chunks: [] }],
      ['a bad chunk type', { chunks: [{ ...chunk('f', 0), chunk_type: 'paragraph' }] }],
      ['an embedding in the record', { chunks: [{ ...chunk('f', 0), embedding: [1] }] }],
    ])('answers %s with 400', async (_label, body) => {
      expect((await call(h.app, 'POST', '/api/resume-chunks', { token: alice.token, body })).status).toBe(400);
    });
  });

  describe('POST /api/qdrant/vectors and /api/qdrant/search', () => {
    let aliceFile: string;
    let aliceChunks: string[];
    let bobChunks: string[];

    beforeAll(async () => {
      aliceFile = (await newFile(alice)).id;
      aliceChunks = await saveChunks(alice, [
        chunk(aliceFile, 0, { company: 'Acme', role: 'PM' }),
        { ...chunk(aliceFile, 1), chunk_type: 'skills', content: 'SQL, Python' },
      ]);
      const bobFile = (await newFile(bob)).id;
      bobChunks = await saveChunks(bob, [chunk(bobFile, 0, { content: 'Bob private work history' })]);
    });

    it('upserts vectors for stored chunks, with the payload from the record', async () => {
      expect(await upsert(alice, aliceChunks)).toEqual({ upserted: 2 });
      expect(await h.deps.vectors.countForUser(alice.user.id, aliceFile)).toBe(2);
      const stored = await h.deps.store.chunks.findById(aliceChunks[0]!);
      expect(stored?.qdrant_point_id).toEqual(expect.any(String));
      // The bare list form works too.
      const bare = await call(h.app, 'POST', '/api/qdrant/vectors', { token: bob.token, body: [{ id: bobChunks[0], embedding: vec(1) }] });
      expect(bare.status).toBe(200);
    });

    it("finds only the caller's chunks, whatever the filters say", async () => {
      const res = await search(alice);
      expect(res.status).toBe(200);
      expect(res.body.chunks.length).toBeGreaterThan(0);
      for (const hit of res.body.chunks) {
        expect(hit.payload.user_id).toBe(alice.user.id);
        expect(hit).toEqual({
          id: expect.any(String),
          score: expect.any(Number),
          payload: expect.objectContaining({ chunk_id: expect.any(String) }),
        });
      }
      expect(res.body.chunks[0].payload).toMatchObject({ chunk_id: aliceChunks[0], company: 'Acme', role: 'PM', resume_file_id: aliceFile });
      const skills = await search(alice, { filters: { chunk_types: ['skills'] } });
      expect(skills.body.chunks.map((c: { payload: { chunk_id: string } }) => c.payload.chunk_id)).toEqual([aliceChunks[1]]);
      const bobs = await search(bob, { limit: 50 });
      expect(bobs.body.chunks.every((c: { payload: { user_id: string } }) => c.payload.user_id === bob.user.id)).toBe(true);
      expect(JSON.stringify(bobs.body)).not.toContain(alice.user.id);
    });

    it("answers a search for another user's id with 403", async () => {
      const res = await call(h.app, 'POST', '/api/qdrant/search', { token: alice.token, body: { queryVector: vec(1), userId: bob.user.id } });
      expect(res.status).toBe(403);
    });

    it("answers another user's chunk id with 404 and leaves their vector alone", async () => {
      const before = await search(bob, { limit: 50 });
      const res = await call(h.app, 'POST', '/api/qdrant/vectors', {
        token: alice.token,
        body: { chunks: [{ id: bobChunks[0], embedding: vec(9) }] },
      });
      expect(res.status).toBe(404);
      expect((await search(bob, { limit: 50 })).body).toEqual(before.body);
    });

    it("answers another user's user_id with 403", async () => {
      const res = await call(h.app, 'POST', '/api/qdrant/vectors', {
        token: alice.token,
        body: { chunks: [{ id: aliceChunks[0], user_id: bob.user.id, embedding: vec(2) }] },
      });
      expect(res.status).toBe(403);
    });

    it('answers unknown chunks with 404 and wrong dimensions with 400', async () => {
      expect(
        (await call(h.app, 'POST', '/api/qdrant/vectors', { token: alice.token, body: { chunks: [{ id: 'nope', embedding: vec(1) }] } })).status,
      ).toBe(404);
      const short = await call(h.app, 'POST', '/api/qdrant/vectors', {
        token: alice.token,
        body: { chunks: [{ id: aliceChunks[0], embedding: [0.1, 0.2] }] },
      });
      expect(short.status).toBe(400);
      expect(short.body.error).toMatch(/1536/);
      expect(
        (await call(h.app, 'POST', '/api/qdrant/search', { token: alice.token, body: { queryVector: [1, 2], userId: alice.user.id } })).status,
      ).toBe(400);
      expect(
        (
          await call(h.app, 'POST', '/api/qdrant/search', {
            token: alice.token,
            body: { queryVector: vec(1), userId: alice.user.id, filters: { $or: [] } },
          })
        ).status,
      ).toBe(400);
    });
  });
});
