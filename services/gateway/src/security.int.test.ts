import { BAD_TOKEN, call, signUp, startHarness, type Harness } from './__tests__/harness';

describe('gateway hygiene', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('security');
  });
  afterAll(async () => {
    await h.close();
  });

  it('gives API answers the strict API header set, success or error, and no x-powered-by', async () => {
    const user = await signUp(h.app, 'headers');
    const answers = [
      await call(h.app, 'GET', '/api/health'),
      await call(h.app, 'GET', '/api/does-not-exist'),
      await call(h.app, 'GET', '/api/auth/me'),
      await call(h.app, 'GET', '/api/auth/me', { token: user.token }),
      await call(h.app, 'GET', '/api/jobs/ingest-00000000-0000-4000-8000-000000000000', { token: user.token }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 404, 401, 200, 404]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('gives what a browser renders (app shell, docs UI and its JSON) the page header set with the SPA CSP', async () => {
    for (const url of ['/', '/dashboard', '/api/docs/', '/api/docs/json']) {
      const res = await call(h.app, 'GET', url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps CORS closed by default', async () => {
    const res = await call(h.app, 'GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await call(h.app, 'OPTIONS', '/api/auth/login', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await call(h.app, 'POST', '/api/auth/login', { rawBody: '{"email": "a@b.co", ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/malformed json/i);
  });

  it('answers a body over the JSON limit with 413', async () => {
    const res = await call(h.app, 'POST', '/api/auth/register', {
      body: { email: 'big@example.com', password: 'x'.repeat(h.env.JSON_BODY_LIMIT_BYTES + 10) },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it.each([
    ['an operator as the email', { email: { $gt: '' }, password: 'x' }],
    ['an operator as the password', { email: 'a@b.co', password: { $ne: null } }],
    ['a $where key', { email: 'a@b.co', password: 'x', $where: 'true' }],
  ])('rejects %s at login with 400', async (_label, body) => {
    const res = await call(h.app, 'POST', '/api/auth/login', { body });
    expect(res.status).toBe(400);
  });

  it('rejects prototype keys and nested operators in any JSON body before validation', async () => {
    const { token } = await signUp(h.app, 'proto');
    const proto = await call(h.app, 'POST', '/api/applications', {
      token,
      rawBody: '{"company":"A","role":"B","__proto__":{"admin":true}}',
    });
    expect(proto.status).toBe(400);
    expect(proto.body.error).toMatch(/__proto__/);
    const nested = await call(h.app, 'POST', '/api/applications', {
      token,
      body: { company: 'A', role: 'B', companyData: { name: 'A', $set: { x: 1 } } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.error).toMatch(/\$set/);
    const list = await call(h.app, 'GET', '/api/applications', { token });
    expect(list.body).toEqual([]);
  });

  it('rejects operator-shaped query keys', async () => {
    const { token } = await signUp(h.app, 'query');
    for (const url of ['/api/files?userId[$ne]=x', '/api/files?$where=1', '/api/experiences?__proto__[x]=1']) {
      const res = await call(h.app, 'GET', url, { token });
      expect(res.status).toBe(400);
    }
  });

  it('serves an OpenAPI document listing every route, without auth', async () => {
    const res = await call(h.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBeTruthy();
    const expected: Array<[string, string]> = [
      ['/api/health', 'get'],
      ['/api/auth/register', 'post'],
      ['/api/auth/login', 'post'],
      ['/api/auth/logout', 'post'],
      ['/api/auth/me', 'get'],
      ['/api/files', 'get'],
      ['/api/files', 'post'],
      ['/api/files/{id}', 'delete'],
      ['/api/resume-files', 'post'],
      ['/api/resume-files/{id}', 'put'],
      ['/api/resume-files/{id}', 'delete'],
      ['/api/resume-chunks', 'post'],
      ['/api/qdrant/vectors', 'post'],
      ['/api/qdrant/search', 'post'],
      ['/api/experiences', 'get'],
      ['/api/experiences', 'post'],
      ['/api/experiences/{id}', 'put'],
      ['/api/experiences/{id}', 'delete'],
      ['/api/experiences/batch', 'post'],
      ['/api/experiences/by-source', 'delete'],
      ['/api/education', 'get'],
      ['/api/skill-profiles', 'get'],
      ['/api/skill-profiles', 'post'],
      ['/api/user-stats/{userId}', 'get'],
      ['/api/patterns', 'get'],
      ['/api/patterns', 'post'],
      ['/api/patterns/{id}', 'put'],
      ['/api/processing-configs', 'get'],
      ['/api/processing-configs', 'post'],
      ['/api/processing-configs/{id}', 'put'],
      ['/api/skills-database', 'get'],
      ['/api/skills-database', 'post'],
      ['/api/skills-database/{id}', 'put'],
      ['/api/job-analyses', 'get'],
      ['/api/job-analyses', 'post'],
      ['/api/job-analyses/{id}', 'get'],
      ['/api/accomplishments', 'get'],
      ['/api/accomplishments', 'post'],
      ['/api/jobs/{jobId}', 'get'],
      ['/api/applications', 'get'],
      ['/api/applications', 'post'],
      ['/api/applications/{id}', 'patch'],
      ['/api/applications/{id}', 'delete'],
    ];
    for (const [path, method] of expected) {
      expect([path, method, Boolean(doc.paths[path]?.[method])]).toEqual([path, method, true]);
      const op = doc.paths[path][method];
      expect(Object.keys(op.responses ?? {}).length).toBeGreaterThan(0);
    }
    // Request bodies are described in input form: ApplicationCreate's defaults make only company and role required.
    const create = doc.paths['/api/applications'].post.requestBody.content['application/json'].schema;
    expect(create.required).toEqual(['company', 'role']);
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/files'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
    // Every $ref points at something that exists.
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const target = ref.slice(8, -1);
      expect(target.startsWith('#/')).toBe(true);
      const resolved = target
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect([target, resolved !== undefined]).toEqual([target, true]);
    }
  });

  it('serves the docs UI without auth', async () => {
    const res = await call(h.app, 'GET', '/api/docs/');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/text\/html/);
  });

  it('answers unknown API routes with a JSON 404, with or without a token', async () => {
    expect((await call(h.app, 'GET', '/api/nope')).status).toBe(404);
    expect((await call(h.app, 'DELETE', '/api/nope', { token: BAD_TOKEN })).status).toBe(404);
  });
});

describe('gateway CORS when origins are configured', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('cors', { CORS_ORIGINS: 'https://app.example, https://admin.example' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('allows exactly the configured origins', async () => {
    const allowed = await call(h.app, 'OPTIONS', '/api/auth/login', {
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    const other = await call(h.app, 'GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('logs', {}, { logLines: lines });
  });
  afterAll(async () => {
    await h.close();
  });

  it('carry a request id on every request line and never a password, token or body', async () => {
    const password = 'Sup3r-Secret-Passw0rd';
    const email = 'logged.user@example.com';
    await call(h.app, 'POST', '/api/auth/register', { body: { email, password } });
    const login = await call(h.app, 'POST', '/api/auth/login', { body: { email, password } });
    const token = login.body.token as string;
    await call(h.app, 'POST', '/api/auth/login', { body: { email, password: `${password}-wrong` } });
    await call(h.app, 'POST', '/api/applications', { token, body: { company: 'Body-Marker-Co', role: 'PM' } });
    await call(h.app, 'GET', '/api/auth/me', { token });
    await call(h.app, 'POST', '/api/auth/logout', { token, headers: { 'x-request-id': 'trace-logout-1' } });
    await call(h.app, 'POST', '/api/processing-configs', { token: 'admin-token-for-tests-0123456789', body: { name: 'n', value: 1 } });

    const raw = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [password, token, token.slice('token_'.length), 'admin-token-for-tests-0123456789', 'Body-Marker-Co']) {
      expect(raw).not.toContain(secret);
    }
    const parsed = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const requestLines = parsed.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThanOrEqual(14);
    expect(requestLines.every((l) => typeof l.reqId === 'string' && l.reqId.length >= 8)).toBe(true);
    expect(requestLines.filter((l) => l.reqId === 'trace-logout-1')).toHaveLength(2);
  });
});
