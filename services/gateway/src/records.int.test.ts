import { ingestJobId, JOB_CATALOG, embeddingJobId, finalizeJobId, generationJobId, type ResumeFileRecord } from '@tailor/contracts';
import { createLogger } from '@tailor/observability';
import { createRedisConnection, createWorker, type QueueWorker, type Redis } from '@tailor/queue';
import { testEnv, uniqueId, waitForAssertion } from '@tailor/testing';
import { ADMIN_TOKEN, call, signUp, startHarness, type Harness, type TestUser } from './__tests__/harness';

const analysisBody = (extra: Record<string, unknown> = {}) => ({
  job_description: 'We are hiring a senior product manager to own the roadmap.',
  analysis_results: { role: 'Product Manager', matchScore: 72, requiredSkills: { Technical: ['SQL'] }, skillGaps: {}, keyRequirements: ['SQL'] },
  generated_resume: { summary: 'PM with 8 years', experiences: [{ company: 'Acme', role: 'PM' }], skills: ['SQL'] },
  relevant_chunks_count: 4,
  processing_time_ms: 2300,
  ...extra,
});

describe('job analyses, applications, jobs and global data', () => {
  let h: Harness;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    h = await startHarness('records');
    alice = await signUp(h.app, 'alice');
    bob = await signUp(h.app, 'bob');
  });
  afterAll(async () => {
    await h.close();
  });

  describe('job analyses', () => {
    it('POST stores an analysis for the caller; match_score defaults to the analysis score', async () => {
      const res = await call(h.app, 'POST', '/api/job-analyses', { token: alice.token, body: analysisBody({ user_id: alice.user.id }) });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ user_id: alice.user.id, match_score: 72, relevant_chunks_count: 4, processing_time_ms: 2300 });
      expect(res.body.analysis_results.requiredSkills).toEqual({ Technical: ['SQL'], Product: [], Leadership: [], Domain: [], Soft: [] });
      expect(res.body.generated_resume.experiences[0].period).toBe('Recent');
    });

    it("GET lists the caller's analyses newest first and GET /:id returns one", async () => {
      const first = await call(h.app, 'POST', '/api/job-analyses', { token: bob.token, body: analysisBody({ match_score: 10 }) });
      const second = await call(h.app, 'POST', '/api/job-analyses', { token: bob.token, body: analysisBody({ match_score: 20 }) });
      const list = await call(h.app, 'GET', `/api/job-analyses?userId=${bob.user.id}`, { token: bob.token });
      expect(list.status).toBe(200);
      expect(list.body.map((a: { id: string }) => a.id)).toEqual([second.body.id, first.body.id]);
      const one = await call(h.app, 'GET', `/api/job-analyses/${first.body.id}`, { token: bob.token });
      expect(one.status).toBe(200);
      expect(one.body).toEqual(first.body);
      expect((await call(h.app, 'GET', '/api/job-analyses', { token: alice.token })).body.map((a: { user_id: string }) => a.user_id)).not.toContain(
        bob.user.id,
      );
    });

    it("answers another user's id with 403 and their analysis with 404, storing nothing", async () => {
      const theirs = await call(h.app, 'POST', '/api/job-analyses', { token: bob.token, body: analysisBody() });
      const count = await h.deps.store.jobAnalyses.count({ user_id: bob.user.id });
      expect((await call(h.app, 'POST', '/api/job-analyses', { token: alice.token, body: analysisBody({ user_id: bob.user.id }) })).status).toBe(403);
      expect((await call(h.app, 'GET', `/api/job-analyses?userId=${bob.user.id}`, { token: alice.token })).status).toBe(403);
      expect((await call(h.app, 'GET', `/api/job-analyses/${theirs.body.id}`, { token: alice.token })).status).toBe(404);
      expect(await h.deps.store.jobAnalyses.count({ user_id: bob.user.id })).toBe(count);
    });

    it.each([
      ['a blank description', { job_description: '   ' }],
      ['a score over 100', { match_score: 101 }],
      ['a missing analysis', { analysis_results: undefined }],
      ['a server-owned id', { id: 'ja-1' }],
    ])('POST answers %s with 400', async (_label, extra) => {
      expect((await call(h.app, 'POST', '/api/job-analyses', { token: alice.token, body: analysisBody(extra) })).status).toBe(400);
    });
  });

  describe('applications', () => {
    it('POST creates one with the form defaults and a coerced match score', async () => {
      const res = await call(h.app, 'POST', '/api/applications', {
        token: alice.token,
        body: {
          company: ' Netflix ',
          role: 'Senior PM',
          matchScore: 'n/a',
          keyEmphasis: ['', ' growth '],
          companyData: {
            name: 'Netflix',
            domain: 'netflix.com',
            industry: 'Entertainment',
            location: 'Los Gatos, CA',
            employees: '12,000+',
            description: 'Streaming',
            logo: 'https://logo.clearbit.com/netflix.com',
          },
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        user_id: alice.user.id,
        company: 'Netflix',
        status: 'Applied',
        matchScore: 0,
        keyEmphasis: ['growth'],
        feedback: '',
        resumeVersion: '',
      });
      expect(res.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const high = await call(h.app, 'POST', '/api/applications', {
        token: alice.token,
        body: { company: 'Uber', role: 'PM', matchScore: 250, status: 'Interview Scheduled' },
      });
      expect(high.body).toMatchObject({ matchScore: 100, status: 'Interview Scheduled' });
    });

    it("GET lists only the caller's applications, newest first", async () => {
      const a = await call(h.app, 'POST', '/api/applications', { token: bob.token, body: { company: 'Google', role: 'PM' } });
      const b = await call(h.app, 'POST', '/api/applications', { token: bob.token, body: { company: 'Apple', role: 'PM' } });
      const list = await call(h.app, 'GET', '/api/applications', { token: bob.token });
      expect(list.body.map((x: { id: string }) => x.id)).toEqual([b.body.id, a.body.id]);
      const aliceList = await call(h.app, 'GET', '/api/applications', { token: alice.token });
      expect(aliceList.body.every((x: { user_id: string }) => x.user_id === alice.user.id)).toBe(true);
      expect((await call(h.app, 'GET', `/api/applications?userId=${bob.user.id}`, { token: alice.token })).status).toBe(403);
    });

    it('PATCH changes fields, including the status', async () => {
      const app = await call(h.app, 'POST', '/api/applications', { token: alice.token, body: { company: 'Microsoft', role: 'PM' } });
      const res = await call(h.app, 'PATCH', `/api/applications/${app.body.id}`, {
        token: alice.token,
        body: { status: 'Offer', feedback: 'Great call' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: app.body.id, status: 'Offer', feedback: 'Great call', company: 'Microsoft' });
      expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(app.body.updated_at));
    });

    it("PATCH and DELETE answer another user's application with 404 and change nothing", async () => {
      const theirs = await call(h.app, 'POST', '/api/applications', { token: bob.token, body: { company: 'Netflix', role: 'PM' } });
      const before = await h.deps.store.applications.findById(theirs.body.id);
      expect((await call(h.app, 'PATCH', `/api/applications/${theirs.body.id}`, { token: alice.token, body: { status: 'Rejected' } })).status).toBe(
        404,
      );
      expect((await call(h.app, 'DELETE', `/api/applications/${theirs.body.id}`, { token: alice.token })).status).toBe(404);
      expect(await h.deps.store.applications.findById(theirs.body.id)).toEqual(before);
    });

    it.each([
      ['POST without a role', 'POST', { company: 'A' }],
      ['POST with an unknown status', 'POST', { company: 'A', role: 'B', status: 'Hired' }],
      ['POST with an owner', 'POST', { company: 'A', role: 'B', user_id: 'someone' }],
      ['PATCH with nothing', 'PATCH', {}],
      ['PATCH with an operator', 'PATCH', { role: { $set: 'x' } }],
    ])('answers %s with 400', async (_label, method, body) => {
      const own = await call(h.app, 'POST', '/api/applications', { token: alice.token, body: { company: 'Keep', role: 'Me' } });
      const url = method === 'POST' ? '/api/applications' : `/api/applications/${own.body.id}`;
      expect((await call(h.app, method, url, { token: alice.token, body })).status).toBe(400);
      expect(await h.deps.store.applications.findById(own.body.id)).toEqual(own.body);
    });

    it("DELETE removes the caller's application", async () => {
      const app = await call(h.app, 'POST', '/api/applications', { token: alice.token, body: { company: 'Gone', role: 'PM' } });
      expect((await call(h.app, 'DELETE', `/api/applications/${app.body.id}`, { token: alice.token })).status).toBe(204);
      expect(await h.deps.store.applications.findById(app.body.id)).toBeNull();
      expect((await call(h.app, 'DELETE', `/api/applications/${app.body.id}`, { token: alice.token })).status).toBe(404);
    });
  });

  describe('GET /api/jobs/:jobId', () => {
    let workerConnection: Redis;
    let workers: QueueWorker[] = [];

    beforeAll(() => {
      workerConnection = createRedisConnection(testEnv().redisUrl, { role: 'worker' });
    });
    afterAll(async () => {
      await Promise.all(workers.map((w) => w.close()));
      workerConnection.disconnect();
    });

    const fileRecord = (userId: string, fileId: string, fields: Partial<ResumeFileRecord> = {}): ResumeFileRecord => ({
      id: fileId,
      user_id: userId,
      original_filename: 'cv.txt',
      file_type: 'txt',
      file_size: 10,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      processing_status: 'pending',
      embedding_status: 'pending',
      processing_error: null,
      processing_notes: [],
      structured_content: null,
      job_id: ingestJobId(fileId),
      processing_time_ms: null,
      ...fields,
    });

    it("shows the caller's waiting ingest job in the contract's shape and hides it from everyone else", async () => {
      const fileId = uniqueId('file');
      await h.deps.store.resumeFiles.insert(fileRecord(alice.user.id, fileId));
      const jobId = ingestJobId(fileId);
      const res = await call(h.app, 'GET', `/api/jobs/${jobId}`, { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: jobId, kind: 'ingest', state: 'waiting', progress: 0, stage: 'Waiting to start', error: null, result: null });
      expect((await call(h.app, 'GET', `/api/jobs/${jobId}`, { token: bob.token })).status).toBe(404);
      expect((await call(h.app, 'GET', '/api/jobs/ingest-missing', { token: alice.token })).status).toBe(404);
      // Fastify refuses path parameters over 100 characters before validation.
      expect((await call(h.app, 'GET', `/api/jobs/${'j'.repeat(300)}`, { token: alice.token })).status).toBe(414);
    });

    it('hides internal jobs (embedding batches, finalize) even from their owner', async () => {
      const fileId = uniqueId('file');
      const { jobId } = await h.producer.enqueue(
        'embedding.chunks',
        { userId: alice.user.id, fileId, chunkIds: ['c1'], batchIndex: 0, batchCount: 1, requestId: 'r' },
        { jobId: embeddingJobId(fileId, 'run-1', 0) },
      );
      expect((await call(h.app, 'GET', `/api/jobs/${jobId}`, { token: alice.token })).status).toBe(404);
      expect((await call(h.app, 'GET', `/api/jobs/${finalizeJobId(fileId, 'run-1')}`, { token: alice.token })).status).toBe(404);
    });

    it("reads the embedding band from the flow's child counts, and the record alone once the queue forgot the run", async () => {
      const fileId = uniqueId('file');
      const runId = 'run-7';
      await h.deps.store.resumeFiles.insert(
        fileRecord(alice.user.id, fileId, {
          processing_status: 'processing',
          processing_progress: 80,
          processing_stage: 'Embedding chunks',
          processing_run_id: runId,
        }),
      );
      const jobId = ingestJobId(fileId);
      const before = await call(h.app, 'GET', `/api/jobs/${jobId}`, { token: alice.token });
      expect(before.body).toMatchObject({ state: 'active', progress: 80, stage: 'Embedding chunks' });
      // No embedding worker runs here: the children stay unprocessed.
      await h.producer.addFlow(
        {
          name: 'ingest.finalize',
          payload: { fileId, userId: alice.user.id, runId, requestId: 'r', startedAt: 0 },
          jobId: finalizeJobId(fileId, runId),
        },
        [0, 1, 2].map((batchIndex) => ({
          name: 'embedding.chunks' as const,
          payload: { userId: alice.user.id, fileId, chunkIds: [`c${batchIndex}`], batchIndex, batchCount: 3, requestId: 'r' },
          jobId: embeddingJobId(fileId, runId, batchIndex),
        })),
      );
      const during = await call(h.app, 'GET', `/api/jobs/${jobId}`, { token: alice.token });
      expect(during.body).toMatchObject({ state: 'active', progress: 80, stage: 'Embedding chunks (batch 1 of 3)' });
      await h.producer.queue('embedding').obliterate({ force: true });
      await h.producer.queue('followup').obliterate({ force: true });
      const after = await call(h.app, 'GET', `/api/jobs/${jobId}`, { token: alice.token });
      expect(after.body).toMatchObject({ state: 'active', progress: 80, stage: 'Embedding chunks' });
    });

    it('reports completed and failed jobs with their result or error', async () => {
      const logger = createLogger({ service: 'records-test-worker', level: 'silent' });
      const options = { connection: workerConnection, prefix: h.env.QUEUE_PREFIX, concurrency: 1, logger };
      workers = [createWorker(JOB_CATALOG, 'generation', { 'generation.resume': async () => ({ analysisId: 'ja-42' }) }, options)];
      await Promise.all(workers.map((w) => w.start()));
      const jd = 'We are hiring a senior product manager to own the roadmap and analytics.';
      const generation = await h.producer.enqueue(
        'generation.resume',
        { userId: bob.user.id, jobDescription: jd, requestId: 'req-g' },
        { jobId: generationJobId(bob.user.id, 'req-g') },
      );
      const failedId = uniqueId('file');
      const doneId = uniqueId('file');
      await h.deps.store.resumeFiles.insert(fileRecord(bob.user.id, failedId, { processing_status: 'failed', processing_error: 'File is empty' }));
      await h.deps.store.resumeFiles.insert(fileRecord(bob.user.id, doneId, { processing_status: 'completed', embedding_status: 'completed' }));
      await waitForAssertion(
        async () => {
          const res = await call(h.app, 'GET', `/api/jobs/${generation.jobId}`, { token: bob.token });
          expect(res.body).toEqual({
            id: generation.jobId,
            kind: 'generation',
            state: 'completed',
            progress: 100,
            stage: 'Done',
            error: null,
            result: { analysisId: 'ja-42' },
          });
        },
        { timeoutMs: 10_000, description: 'the generation job to complete' },
      );
      const failed = await call(h.app, 'GET', `/api/jobs/${ingestJobId(failedId)}`, { token: bob.token });
      expect(failed.body).toEqual({
        id: ingestJobId(failedId),
        kind: 'ingest',
        state: 'failed',
        progress: -1,
        stage: 'Failed',
        error: 'File is empty',
        result: null,
      });
      // A retried file keeps answering under the id the client first saw, and under the new one.
      for (const id of [ingestJobId(doneId), `${ingestJobId(doneId)}~retry-1`]) {
        const done = await call(h.app, 'GET', `/api/jobs/${id}`, { token: bob.token });
        expect(done.body).toEqual({ id, kind: 'ingest', state: 'completed', progress: 100, stage: 'Done', error: null, result: { fileId: doneId } });
      }
      expect((await call(h.app, 'GET', `/api/jobs/${generation.jobId}`, { token: alice.token })).status).toBe(404);
    });
  });

  describe('global data', () => {
    it('processing configs: admins create and update, every signed-in user reads', async () => {
      const created = await call(h.app, 'POST', '/api/processing-configs', {
        token: ADMIN_TOKEN,
        body: { name: 'chunking', value: { size: 2000, overlap: 100 } },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'chunking', value: { size: 2000, overlap: 100 }, description: '' });
      const updated = await call(h.app, 'PUT', `/api/processing-configs/${created.body.id}`, {
        token: ADMIN_TOKEN,
        body: { description: 'Chunk sizes' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: created.body.id, description: 'Chunk sizes', value: { size: 2000, overlap: 100 } });
      for (const user of [alice, bob]) {
        const list = await call(h.app, 'GET', '/api/processing-configs', { token: user.token });
        expect(list.status).toBe(200);
        expect(list.body).toEqual([updated.body]);
      }
      expect((await call(h.app, 'POST', '/api/processing-configs', { token: ADMIN_TOKEN, body: { name: 'chunking', value: 1 } })).status).toBe(409);
      expect((await call(h.app, 'PUT', '/api/processing-configs/missing', { token: ADMIN_TOKEN, body: { value: 1 } })).status).toBe(404);
      expect((await call(h.app, 'POST', '/api/processing-configs', { token: ADMIN_TOKEN, body: { name: 'x', value: { $gt: 1 } } })).status).toBe(400);
      expect((await call(h.app, 'POST', '/api/processing-configs', { token: ADMIN_TOKEN, body: { name: '', value: 1 } })).status).toBe(400);
      expect((await call(h.app, 'POST', '/api/processing-configs', { token: alice.token, body: { name: 'mine', value: 1 } })).status).toBe(403);
      expect((await call(h.app, 'PUT', `/api/processing-configs/${created.body.id}`, { token: alice.token, body: { value: 0 } })).status).toBe(403);
      expect(await h.deps.store.processingConfigs.findById(created.body.id)).toEqual(updated.body);
    });

    it('skills database: admins create and update, every signed-in user reads', async () => {
      const created = await call(h.app, 'POST', '/api/skills-database', {
        token: ADMIN_TOKEN,
        body: { name: 'Kubernetes', aliases: ['k8s'], category: 'technical' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Kubernetes', aliases: ['k8s'], category: 'technical', industry_relevance: [] });
      const updated = await call(h.app, 'PUT', `/api/skills-database/${created.body.id}`, {
        token: ADMIN_TOKEN,
        body: { industry_relevance: ['SaaS'] },
      });
      expect(updated.body).toMatchObject({ id: created.body.id, industry_relevance: ['SaaS'], aliases: ['k8s'] });
      const list = await call(h.app, 'GET', '/api/skills-database', { token: bob.token });
      expect(list.body).toEqual(expect.arrayContaining([updated.body]));
      expect((await call(h.app, 'POST', '/api/skills-database', { token: ADMIN_TOKEN, body: { name: 'Kubernetes' } })).status).toBe(409);
      expect((await call(h.app, 'PUT', '/api/skills-database/missing', { token: ADMIN_TOKEN, body: { aliases: [] } })).status).toBe(404);
      expect((await call(h.app, 'POST', '/api/skills-database', { token: ADMIN_TOKEN, body: { name: 'X', aliases: 'x' } })).status).toBe(400);
      expect((await call(h.app, 'PUT', `/api/skills-database/${created.body.id}`, { token: bob.token, body: { aliases: [] } })).status).toBe(403);
      expect(await h.deps.store.skillsDatabase.findById(created.body.id)).toEqual(updated.body);
    });
  });
});
