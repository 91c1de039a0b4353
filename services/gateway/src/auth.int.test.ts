import { MESSAGES } from '@tailor/contracts';
import { uniqueId } from '@tailor/testing';
import { createHash } from 'node:crypto';
import { BAD_TOKEN, call, expiredToken, signUp, startHarness, type Harness } from './__tests__/harness';
import { createSessionService, hashToken } from './auth/session.service';

const freshEmail = (prefix = 'acct') => `${uniqueId(prefix)}@example.com`;

describe('accounts and sessions', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('auth');
  });
  afterAll(async () => {
    await h.close();
  });

  describe('POST /api/auth/register', () => {
    it('creates a public user whose full_name defaults to the part before @', async () => {
      const email = freshEmail('Jane.Doe');
      const res = await call(h.app, 'POST', '/api/auth/register', { body: { email: `  ${email.toUpperCase()} `.trim(), password: 'pw' } });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['created_at', 'email', 'full_name', 'id']);
      expect(res.body.email).toBe(email.toLowerCase());
      expect(res.body.full_name).toBe(email.toLowerCase().split('@')[0]);
    });

    it('keeps an explicit full_name', async () => {
      const res = await call(h.app, 'POST', '/api/auth/register', { body: { email: freshEmail(), password: 'pw', full_name: 'Ann Lee' } });
      expect(res.status).toBe(201);
      expect(res.body.full_name).toBe('Ann Lee');
    });

    it('stores an scrypt hash with a per-user salt, never the password', async () => {
      const password = 'same-password';
      const a = await call(h.app, 'POST', '/api/auth/register', { body: { email: freshEmail(), password } });
      const b = await call(h.app, 'POST', '/api/auth/register', { body: { email: freshEmail(), password } });
      const [ra, rb] = await Promise.all([h.deps.store.users.findById(a.body.id), h.deps.store.users.findById(b.body.id)]);
      expect(ra?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(ra?.password_salt).not.toBe(rb?.password_salt);
      expect(ra?.password_hash).not.toBe(rb?.password_hash);
      expect(JSON.stringify(ra)).not.toContain(password);
    });

    it('answers a duplicate email (any case) with 409', async () => {
      const email = freshEmail();
      expect((await call(h.app, 'POST', '/api/auth/register', { body: { email, password: 'pw' } })).status).toBe(201);
      const again = await call(h.app, 'POST', '/api/auth/register', { body: { email: email.toUpperCase(), password: 'other' } });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(MESSAGES.emailTaken);
      expect(await h.deps.store.users.count({ email: email.toLowerCase() })).toBe(1);
    });

    it.each([
      ['an invalid email', { email: 'not-an-email', password: 'pw' }, MESSAGES.invalidEmail],
      ['an empty password', { email: 'ok@example.com', password: '' }, MESSAGES.passwordRequired],
      ['a missing password', { email: 'ok@example.com' }, MESSAGES.passwordRequired],
    ])('answers %s with 400 and a clear message', async (_label, body, message) => {
      const res = await call(h.app, 'POST', '/api/auth/register', { body });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(message);
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
    });

    it('refuses extra fields such as a role', async () => {
      const res = await call(h.app, 'POST', '/api/auth/register', { body: { email: freshEmail(), password: 'pw', role: 'admin' } });
      expect(res.status).toBe(400);
    });
  });

  describe('POST /api/auth/login', () => {
    it('returns an opaque token_ token and the public user; only its SHA-256 is stored', async () => {
      const email = freshEmail();
      await call(h.app, 'POST', '/api/auth/register', { body: { email, password: 'right' } });
      const res = await call(h.app, 'POST', '/api/auth/login', { body: { email: email.toUpperCase(), password: 'right' } });
      expect(res.status).toBe(200);
      expect(res.body.token).toMatch(/^token_[A-Za-z0-9_-]{43}$/);
      expect(Object.keys(res.body.user).sort()).toEqual(['created_at', 'email', 'full_name', 'id']);
      const session = await h.deps.store.sessions.findOne({ token_hash: hashToken(res.body.token) });
      expect(session).toMatchObject({ user_id: res.body.user.id, revoked_at: null });
      expect(JSON.stringify(await h.deps.store.sessions.find({ user_id: res.body.user.id }))).not.toContain(res.body.token);
      const ttlHours = (Date.parse(session!.expires_at) - Date.parse(session!.created_at)) / 3_600_000;
      expect(ttlHours).toBe(h.env.SESSION_TTL_HOURS);
    });

    it('says the same thing for a wrong password and an unknown email', async () => {
      const { email } = await signUp(h.app, 'known');
      const wrong = await call(h.app, 'POST', '/api/auth/login', { body: { email, password: 'wrong' } });
      const unknown = await call(h.app, 'POST', '/api/auth/login', { body: { email: freshEmail('ghost'), password: 'wrong' } });
      const malformed = await call(h.app, 'POST', '/api/auth/login', { body: { email: 'no-at-sign', password: 'wrong' } });
      for (const res of [wrong, unknown, malformed]) {
        expect(res.status).toBe(401);
        expect(res.body.error).toBe('Invalid email or password');
      }
    });

    it('answers a missing password with 400', async () => {
      expect((await call(h.app, 'POST', '/api/auth/login', { body: { email: freshEmail() } })).status).toBe(400);
    });

    it('locks an email for 15 minutes after 10 failures: the 11th attempt is 429 even with the right password', async () => {
      const { email, password } = await signUp(h.app, 'target');
      for (let i = 0; i < 10; i++) {
        expect((await call(h.app, 'POST', '/api/auth/login', { body: { email, password: `wrong-${i}` } })).status).toBe(401);
      }
      const locked = await call(h.app, 'POST', '/api/auth/login', { body: { email: email.toUpperCase(), password } });
      expect(locked.status).toBe(429);
      expect(locked.body.error).toBe('Too many failed sign-in attempts for this email. Please wait 15 minutes and try again.');
      expect(locked.body.code).toBe('rate_limited');
      // The counter lives in Redis (shared by every gateway), keyed by a hash of the normalised email.
      const key = `${h.env.QUEUE_PREFIX}:auth:login-failures:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
      expect(await h.deps.redis.get(key)).toBe('10');
      const ttl = await h.deps.redis.ttl(key);
      expect(ttl).toBeGreaterThan(14 * 60);
      expect(ttl).toBeLessThanOrEqual(15 * 60);
      // Other accounts are unaffected.
      const other = await signUp(h.app, 'bystander');
      expect(other.token).toMatch(/^token_/);
    });

    it('resets the failure count after a successful sign-in', async () => {
      const { email, password } = await signUp(h.app, 'resets');
      for (let i = 0; i < 9; i++) await call(h.app, 'POST', '/api/auth/login', { body: { email, password: 'wrong' } });
      expect((await call(h.app, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
      for (let i = 0; i < 9; i++) {
        expect((await call(h.app, 'POST', '/api/auth/login', { body: { email, password: 'wrong' } })).status).toBe(401);
      }
      expect((await call(h.app, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
    });

    it('limits sign-ups per email: the 11th attempt in the window is 429', async () => {
      const email = freshEmail('signup-spam');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await call(h.app, 'POST', '/api/auth/register', { body: { email, password: 'pw' } })).status);
      expect(statuses).toEqual([201, ...Array(9).fill(409), 429]);
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/me returns the caller', async () => {
      const { user, token } = await signUp(h.app, 'me');
      const res = await call(h.app, 'GET', '/api/auth/me', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(user);
    });

    it.each([
      ['no token', undefined],
      ['a malformed header', 'Basic abc'],
      ['an unknown token', `Bearer ${BAD_TOKEN}`],
      ['a token without the prefix', 'Bearer abcdef'],
    ])('GET /api/auth/me answers %s with 401', async (_label, authorization) => {
      const res = await call(h.app, 'GET', '/api/auth/me', { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
    });

    it('refuses an expired token with 401', async () => {
      const { user } = await signUp(h.app, 'expired');
      const token = await expiredToken(h.deps, user.id);
      const res = await call(h.app, 'GET', '/api/auth/me', { token });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(MESSAGES.invalidToken);
    });

    it('refuses a token that outlived a tiny SESSION_TTL_HOURS', async () => {
      const { user } = await signUp(h.app, 'ttl');
      let clock = new Date();
      const sessions = createSessionService({ store: h.deps.store, ttlHours: 1, now: () => clock });
      const { token } = await sessions.create(user.id);
      expect((await sessions.authenticate(token))?.user.id).toBe(user.id);
      expect((await call(h.app, 'GET', '/api/auth/me', { token })).status).toBe(200);
      clock = new Date(clock.getTime() + 3_600_001);
      expect(await sessions.authenticate(token)).toBeNull();
    });

    it('POST /api/auth/logout revokes the token: it stops working, other sessions keep working', async () => {
      const first = await signUp(h.app, 'logout');
      const second = await call(h.app, 'POST', '/api/auth/login', { body: { email: first.email, password: first.password } });
      const out = await call(h.app, 'POST', '/api/auth/logout', { token: first.token });
      expect(out.status).toBe(204);
      expect(out.text).toBe('');
      const after = await call(h.app, 'GET', '/api/auth/me', { token: first.token });
      expect(after.status).toBe(401);
      expect((await call(h.app, 'GET', '/api/files', { token: first.token })).status).toBe(401);
      expect((await call(h.app, 'POST', '/api/auth/logout', { token: first.token })).status).toBe(401);
      expect((await call(h.app, 'GET', '/api/auth/me', { token: second.body.token })).status).toBe(200);
      const stored = await h.deps.store.sessions.findOne({ token_hash: hashToken(first.token) });
      expect(stored?.revoked_at).toEqual(expect.any(String));
    });

    it('logout accepts an empty JSON body', async () => {
      const { token } = await signUp(h.app, 'empty-body');
      const out = await call(h.app, 'POST', '/api/auth/logout', { token, rawBody: '' });
      expect(out.status).toBe(204);
    });

    it('logout without a token is 401', async () => {
      expect((await call(h.app, 'POST', '/api/auth/logout')).status).toBe(401);
      expect((await call(h.app, 'POST', '/api/auth/logout', { token: BAD_TOKEN })).status).toBe(401);
    });
  });
});

describe('per-IP rate limit on sign-in and sign-up', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('auth-ip', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers the request over the per-minute limit with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(h.app, 'POST', '/api/auth/login', { body: { email: freshEmail(), password: 'x' } })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await call(h.app, 'POST', '/api/auth/login', { body: { email: freshEmail(), password: 'x' } });
    expect(limited.body).toMatchObject({ error: MESSAGES.rateLimited, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Register has its own bucket.
    expect((await call(h.app, 'POST', '/api/auth/register', { body: { email: freshEmail(), password: 'x' } })).status).toBe(201);
  });
});

describe('sign-in while Redis is down', () => {
  let h: Harness;

  beforeAll(async () => {
    // Nothing listens on port 9 (discard) on loopback.
    h = await startHarness('auth-noredis', { REDIS_URL: 'redis://127.0.0.1:9', AUTH_RATE_LIMIT_PER_MINUTE: '12' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('fails open for the per-email counter but keeps the in-memory per-IP limit', async () => {
    const email = freshEmail('noredis');
    expect((await call(h.app, 'POST', '/api/auth/register', { body: { email, password: 'right' } })).status).toBe(201);
    for (let i = 0; i < 10; i++) {
      expect((await call(h.app, 'POST', '/api/auth/login', { body: { email, password: 'wrong' } })).status).toBe(401);
    }
    expect((await call(h.app, 'POST', '/api/auth/login', { body: { email, password: 'right' } })).status).toBe(200);
    // 11 login requests so far from this IP: the 12th is allowed, the 13th is not.
    expect((await call(h.app, 'POST', '/api/auth/login', { body: { email, password: 'right' } })).status).toBe(200);
    expect((await call(h.app, 'POST', '/api/auth/login', { body: { email, password: 'right' } })).status).toBe(429);
  });
});
