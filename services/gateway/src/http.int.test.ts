import { uniqueId } from '@tailor/testing';
import { BAD_TOKEN, expiredToken, fetchCall, startHarness, type Harness } from './__tests__/harness';

// The same contract over a real socket: what a browser or script sees, headers included.
describe('gateway over real HTTP', () => {
  let h: Harness;
  let base: string;

  const signUp = async (prefix: string) => {
    const email = `${uniqueId(prefix)}@example.com`;
    const password = 'correct horse';
    const registered = await fetchCall(base, 'POST', '/api/auth/register', { body: { email, password } });
    expect(registered.status).toBe(201);
    const login = await fetchCall(base, 'POST', '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    return { token: login.body.token as string, user: login.body.user as { id: string; email: string }, email, password };
  };

  beforeAll(async () => {
    h = await startHarness('http');
    base = await h.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await h.close();
  });

  it('signs up, signs in, reads itself and signs out', async () => {
    const { token, user, email, password } = await signUp('http-user');
    expect(token).toMatch(/^token_/);
    const me = await fetchCall(base, 'GET', '/api/auth/me', { token });
    expect(me.body).toEqual(user);
    const wrong = await fetchCall(base, 'POST', '/api/auth/login', { body: { email, password: `${password}!` } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid email or password');
    expect((await fetchCall(base, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await fetchCall(base, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('refuses missing, bad and expired tokens', async () => {
    const { user } = await signUp('http-tokens');
    const expired = await expiredToken(h.deps, user.id);
    for (const token of [undefined, BAD_TOKEN, expired]) {
      expect((await fetchCall(base, 'GET', '/api/applications', { token })).status).toBe(401);
    }
  });

  it('keeps applications per user: CRUD for the owner, 403/404 for anyone else', async () => {
    const alice = await signUp('http-alice');
    const bob = await signUp('http-bob');
    const created = await fetchCall(base, 'POST', '/api/applications', {
      token: alice.token,
      body: { company: 'Netflix', role: 'PM', matchScore: '87' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ company: 'Netflix', matchScore: 87, status: 'Applied' });
    const patched = await fetchCall(base, 'PATCH', `/api/applications/${created.body.id}`, {
      token: alice.token,
      body: { status: 'Interview Scheduled' },
    });
    expect(patched.body.status).toBe('Interview Scheduled');
    expect((await fetchCall(base, 'PATCH', `/api/applications/${created.body.id}`, { token: bob.token, body: { status: 'Rejected' } })).status).toBe(
      404,
    );
    expect((await fetchCall(base, 'DELETE', `/api/applications/${created.body.id}`, { token: bob.token })).status).toBe(404);
    expect((await fetchCall(base, 'GET', '/api/applications', { token: bob.token })).body).toEqual([]);
    expect((await fetchCall(base, 'GET', `/api/files?userId=${alice.user.id}`, { token: bob.token })).status).toBe(403);
    expect((await fetchCall(base, 'POST', '/api/applications', { token: alice.token, body: { role: 'PM' } })).status).toBe(400);
    const list = await fetchCall(base, 'GET', '/api/applications', { token: alice.token });
    expect(list.body).toEqual([patched.body]);
    expect((await fetchCall(base, 'DELETE', `/api/applications/${created.body.id}`, { token: alice.token })).status).toBe(204);
  });

  it('stores and lists files, experiences and stats for the caller', async () => {
    const { token, user } = await signUp('http-files');
    const file = await fetchCall(base, 'POST', '/api/files', { token, body: { original_filename: 'cv.txt', file_size: 321 } });
    expect(file.status).toBe(201);
    const exp = await fetchCall(base, 'POST', '/api/experiences', { token, body: { user_id: user.id, company: 'Acme', role: 'PM', period: '2020' } });
    expect(exp.status).toBe(201);
    expect((await fetchCall(base, 'GET', `/api/files?userId=${user.id}`, { token })).body).toHaveLength(1);
    expect((await fetchCall(base, 'GET', `/api/experiences?userId=${user.id}`, { token })).body).toHaveLength(1);
    expect((await fetchCall(base, 'GET', `/api/user-stats/${user.id}`, { token })).body).toEqual({
      totalResumes: 1,
      totalAnalyses: 0,
      avgProcessingTime: 0,
      avgMatchScore: 0,
    });
    expect((await fetchCall(base, 'DELETE', `/api/files/${file.body.id}`, { token, body: { user_id: user.id } })).status).toBe(204);
  });

  it('answers malformed JSON, operator-shaped JSON and unknown routes with JSON errors', async () => {
    const malformed = await fetchCall(base, 'POST', '/api/auth/login', { rawBody: '{"email":' });
    expect(malformed.status).toBe(400);
    const operator = await fetchCall(base, 'POST', '/api/auth/login', { body: { email: { $gt: '' }, password: 'x' } });
    expect(operator.status).toBe(400);
    const unknown = await fetchCall(base, 'GET', '/api/unknown');
    expect(unknown.status).toBe(404);
    const wrongType = await fetchCall(base, 'POST', '/api/auth/login', {
      rawBody: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongType.status).toBe(415);
  });

  it('sends the security headers and serves the OpenAPI document', async () => {
    const res = await fetchCall(base, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/applications']).toBeDefined();
    expect(Object.keys(res.body.paths['/api/profile'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(res.body.paths['/api/skill-profiles']?.patch).toBeDefined();
    expect(res.body.paths['/api/experiences/merge']?.post).toBeDefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
