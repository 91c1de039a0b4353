import { uniqueId } from '@tailor/testing';
import { ADMIN_TOKEN, BAD_TOKEN, call, expiredToken, fetchCall, signUp, startHarness, type Harness, type TestUser } from './__tests__/harness';

// Every /api route except health, docs, register and login, with a request that would succeed for
// its owner. The matrix below proves that none of them answers without a valid, live token.
interface RouteCase {
  method: string;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  admin?: boolean;
}
interface Ids {
  userId: string;
  fileId: string;
  experienceId: string;
  analysisId: string;
  applicationId: string;
  patternId: string;
}

const vector = () => Array.from({ length: 1536 }, (_, i) => (i % 7) / 7);

const ROUTES: RouteCase[] = [
  { method: 'POST', url: () => '/api/auth/logout' },
  { method: 'GET', url: () => '/api/auth/me' },
  { method: 'POST', url: () => '/api/files', body: () => ({ original_filename: 'cv.txt', file_size: 10 }) },
  { method: 'GET', url: (i) => `/api/files?userId=${i.userId}` },
  { method: 'DELETE', url: (i) => `/api/files/${i.fileId}` },
  { method: 'POST', url: () => '/api/resume-files', body: () => ({ original_filename: 'cv.txt', file_size: 10 }) },
  { method: 'PUT', url: (i) => `/api/resume-files/${i.fileId}`, body: () => ({ processing_status: 'completed' }) },
  { method: 'DELETE', url: (i) => `/api/resume-files/${i.fileId}` },
  {
    method: 'POST',
    url: () => '/api/resume-chunks',
    body: (i) => ({ chunks: [{ resume_file_id: i.fileId, chunk_type: 'skills', content: 'SQL', chunk_index: 0 }] }),
  },
  { method: 'POST', url: () => '/api/qdrant/vectors', body: () => ({ chunks: [{ id: 'c1', embedding: vector() }] }) },
  { method: 'POST', url: () => '/api/qdrant/search', body: (i) => ({ queryVector: vector(), userId: i.userId }) },
  { method: 'GET', url: (i) => `/api/experiences?userId=${i.userId}` },
  { method: 'POST', url: () => '/api/experiences', body: (i) => ({ user_id: i.userId, company: 'A', role: 'B', period: 'C' }) },
  { method: 'PUT', url: (i) => `/api/experiences/${i.experienceId}`, body: () => ({ role: 'Lead' }) },
  { method: 'DELETE', url: (i) => `/api/experiences/${i.experienceId}` },
  {
    method: 'POST',
    url: () => '/api/experiences/batch',
    body: (i) => ({ user_id: i.userId, experiences: [{ company: 'A', role: 'B', period: 'C' }] }),
  },
  { method: 'DELETE', url: () => '/api/experiences/by-source', body: (i) => ({ user_id: i.userId, source: i.fileId }) },
  { method: 'GET', url: (i) => `/api/education?userId=${i.userId}` },
  { method: 'GET', url: (i) => `/api/skill-profiles?userId=${i.userId}` },
  { method: 'POST', url: () => '/api/skill-profiles', body: (i) => ({ user_id: i.userId, skills: {} }) },
  { method: 'GET', url: (i) => `/api/user-stats/${i.userId}` },
  { method: 'GET', url: () => '/api/patterns' },
  { method: 'POST', url: () => '/api/patterns', body: () => ({ name: 'Years', kind: 'date', pattern: '\\d{4}' }) },
  { method: 'PUT', url: (i) => `/api/patterns/${i.patternId}`, body: () => ({ description: 'x' }) },
  { method: 'GET', url: () => '/api/processing-configs' },
  { method: 'POST', url: () => '/api/processing-configs', body: () => ({ name: uniqueId('cfg'), value: 1 }), admin: true },
  { method: 'PUT', url: () => '/api/processing-configs/pc-1', body: () => ({ value: 2 }), admin: true },
  { method: 'GET', url: () => '/api/skills-database' },
  { method: 'POST', url: () => '/api/skills-database', body: () => ({ name: uniqueId('skill') }), admin: true },
  { method: 'PUT', url: () => '/api/skills-database/s-1', body: () => ({ aliases: ['x'] }), admin: true },
  { method: 'GET', url: (i) => `/api/job-analyses?userId=${i.userId}` },
  { method: 'POST', url: () => '/api/job-analyses', body: () => ({ job_description: 'x', analysis_results: {}, generated_resume: 'r' }) },
  { method: 'GET', url: (i) => `/api/job-analyses/${i.analysisId}` },
  { method: 'GET', url: (i) => `/api/accomplishments?userId=${i.userId}` },
  { method: 'POST', url: () => '/api/accomplishments', body: (i) => ({ user_id: i.userId, text: 'Shipped' }) },
  { method: 'GET', url: () => '/api/jobs/ingest-f1' },
  { method: 'GET', url: () => '/api/applications' },
  { method: 'POST', url: () => '/api/applications', body: () => ({ company: 'A', role: 'B' }) },
  { method: 'PATCH', url: (i) => `/api/applications/${i.applicationId}`, body: () => ({ status: 'Offer' }) },
  { method: 'DELETE', url: (i) => `/api/applications/${i.applicationId}` },
];

const label = (r: RouteCase) =>
  `${r.method} ${r.url({ userId: ':userId', fileId: ':id', experienceId: ':id', analysisId: ':id', applicationId: ':id', patternId: ':id' })}`;

describe('every signed-in route refuses callers without a live token', () => {
  let h: Harness;
  let owner: TestUser;
  let ids: Ids;
  let expired: string;
  let revoked: string;
  let baseUrl: string;

  beforeAll(async () => {
    h = await startHarness('access');
    owner = await signUp(h.app, 'owner');
    const file = await call(h.app, 'POST', '/api/files', { token: owner.token, body: { original_filename: 'a.txt', file_size: 1 } });
    const exp = await call(h.app, 'POST', '/api/experiences', {
      token: owner.token,
      body: { user_id: owner.user.id, company: 'A', role: 'B', period: 'C' },
    });
    const app = await call(h.app, 'POST', '/api/applications', { token: owner.token, body: { company: 'A', role: 'B' } });
    const pattern = await call(h.app, 'POST', '/api/patterns', { token: owner.token, body: { name: 'Y', kind: 'date', pattern: 'x' } });
    ids = {
      userId: owner.user.id,
      fileId: file.body.id,
      experienceId: exp.body.id,
      analysisId: 'ja-1',
      applicationId: app.body.id,
      patternId: pattern.body.id,
    };
    expired = await expiredToken(h.deps, owner.user.id);
    const other = await call(h.app, 'POST', '/api/auth/login', { body: { email: owner.email, password: owner.password } });
    revoked = other.body.token;
    expect((await call(h.app, 'POST', '/api/auth/logout', { token: revoked })).status).toBe(204);
    baseUrl = await h.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await h.close();
  });

  const snapshot = async () => ({
    files: await h.deps.store.resumeFiles.count({ user_id: owner.user.id }),
    experiences: await h.deps.store.experiences.find({ user_id: owner.user.id }),
    applications: await h.deps.store.applications.find({ user_id: owner.user.id }),
    patterns: await h.deps.store.patterns.find({ user_id: owner.user.id }),
    configs: await h.deps.store.processingConfigs.count(),
    skills: await h.deps.store.skillsDatabase.count(),
    sessions: (await h.deps.store.sessions.find({ user_id: owner.user.id })).map((s) => s.revoked_at),
  });

  it.each(ROUTES.map((r) => [label(r), r] as const))('%s → 401 without a token, with a bad, an expired or a revoked one', async (_name, route) => {
    const before = await snapshot();
    const url = route.url(ids);
    const body = route.body?.(ids);
    for (const token of [null, BAD_TOKEN, expired, revoked]) {
      const res = await call(h.app, route.method, url, { token, body });
      expect([token && token.slice(0, 12), res.status]).toEqual([token && token.slice(0, 12), 401]);
    }
    const header = await call(h.app, route.method, url, { headers: { authorization: 'Basic b3duZXI6cHc=' }, body });
    expect(header.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it.each(ROUTES.map((r) => [label(r), r] as const))('%s → 401 over real HTTP without a token', async (_name, route) => {
    const res = await fetchCall(baseUrl, route.method, route.url(ids), { body: route.body?.(ids) });
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it.each(ROUTES.filter((r) => r.admin).map((r) => [label(r), r] as const))(
    '%s → 403 with a user token, 401 with a wrong admin token',
    async (_name, route) => {
      const before = await snapshot();
      const asUser = await call(h.app, route.method, route.url(ids), { token: owner.token, body: route.body?.(ids) });
      expect(asUser.status).toBe(403);
      expect(asUser.body.error).toMatch(/admin token/i);
      const wrong = await call(h.app, route.method, route.url(ids), { token: `${ADMIN_TOKEN}-nope`, body: route.body?.(ids) });
      expect(wrong.status).toBe(401);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('every listing that takes ?userId=', () => {
  let h: Harness;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    h = await startHarness('access-lists');
    alice = await signUp(h.app, 'alice');
    bob = await signUp(h.app, 'bob');
    await call(h.app, 'POST', '/api/applications', { token: bob.token, body: { company: 'BobCo', role: 'PM' } });
    await call(h.app, 'POST', '/api/files', { token: bob.token, body: { original_filename: 'bob.txt', file_size: 1 } });
  });
  afterAll(async () => {
    await h.close();
  });

  it.each([
    '/api/files',
    '/api/experiences',
    '/api/education',
    '/api/skill-profiles',
    '/api/patterns',
    '/api/job-analyses',
    '/api/accomplishments',
    '/api/applications',
  ])("%s: own id or none → 200, another user's → 403, malformed → 400", async (path) => {
    const own = await call(h.app, 'GET', `${path}?userId=${alice.user.id}`, { token: alice.token });
    const implicit = await call(h.app, 'GET', path, { token: alice.token });
    expect([own.status, implicit.status]).toEqual([200, 200]);
    // An empty skill profile is stamped with the time of the read.
    const stable = (body: unknown) => (Array.isArray(body) ? body : { ...(body as object), last_updated: 'now' });
    expect(stable(own.body)).toEqual(stable(implicit.body));
    expect(JSON.stringify(own.body)).not.toContain(bob.user.id);
    const other = await call(h.app, 'GET', `${path}?userId=${bob.user.id}`, { token: alice.token });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You do not have access to this resource');
    expect((await call(h.app, 'GET', `${path}?userId[$ne]=x`, { token: alice.token })).status).toBe(400);
  });
});

describe('admin writes when ADMIN_TOKEN is unset', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('access-noadmin', { ADMIN_TOKEN: '' }, {});
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses a signed-in user with 403 and says why, any other token with 401, while reads still work', async () => {
    expect(h.env.ADMIN_TOKEN).toBeUndefined();
    const { token } = await signUp(h.app, 'noadmin');
    for (const [method, url, body] of [
      ['POST', '/api/processing-configs', { name: 'x', value: 1 }],
      ['PUT', '/api/processing-configs/x', { value: 1 }],
      ['POST', '/api/skills-database', { name: 'SQL' }],
      ['PUT', '/api/skills-database/x', { aliases: [] }],
    ] as const) {
      const signedIn = await call(h.app, method, url, { token, body });
      expect(signedIn.status).toBe(403);
      expect(signedIn.body.error).toBe('Admin writes are disabled: ADMIN_TOKEN is not set on the server.');
      // Who the caller is is settled first: a token nobody issued never learns the route's state.
      for (const t of [ADMIN_TOKEN, 'garbage-token-of-nobody']) {
        expect((await call(h.app, method, url, { token: t, body })).status).toBe(401);
      }
      expect((await call(h.app, method, url, { body })).status).toBe(401);
    }
    expect((await call(h.app, 'GET', '/api/skills-database', { token })).status).toBe(200);
    expect(await h.deps.store.processingConfigs.count()).toBe(0);
  });
});
