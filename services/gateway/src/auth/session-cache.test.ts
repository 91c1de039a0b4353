import { AUTH_TOKEN_PREFIX, type Session } from '@tailor/contracts';
import { withSessionCache } from './session-cache';
import type { AuthenticatedSession, SessionService } from './session.service';

const TOKEN = `${AUTH_TOKEN_PREFIX}${'a'.repeat(43)}`;
const OTHER = `${AUTH_TOKEN_PREFIX}${'b'.repeat(43)}`;

function fakeSessions(expiresAt = '2030-01-01T00:00:00.000Z') {
  const sessions = new Map<string, Session>([
    [TOKEN, { id: 's1', user_id: 'u1', token_hash: 'h1', created_at: '2026-01-01T00:00:00.000Z', expires_at: expiresAt, revoked_at: null }],
    [OTHER, { id: 's2', user_id: 'u2', token_hash: 'h2', created_at: '2026-01-01T00:00:00.000Z', expires_at: expiresAt, revoked_at: null }],
  ]);
  let reads = 0;
  const inner: SessionService = {
    create: async () => {
      throw new Error('not used');
    },
    async authenticate(token) {
      reads++;
      const session = sessions.get(token);
      if (!session || session.revoked_at) return null;
      return { session, user: { id: session.user_id } } as unknown as AuthenticatedSession;
    },
    async revoke(sessionId) {
      for (const session of sessions.values()) if (session.id === sessionId) session.revoked_at = 'now';
    },
  };
  return { inner, reads: () => reads };
}

describe('withSessionCache', () => {
  let clock = Date.parse('2026-06-01T00:00:00.000Z');
  const now = () => clock;

  it('reuses a successful lookup within the TTL and reads the store again after it', async () => {
    const fake = fakeSessions();
    const cached = withSessionCache(fake.inner, { ttlMs: 2_000, now });
    expect((await cached.authenticate(TOKEN))?.session.id).toBe('s1');
    expect((await cached.authenticate(TOKEN))?.session.id).toBe('s1');
    expect(fake.reads()).toBe(1);
    clock += 2_001;
    expect((await cached.authenticate(TOKEN))?.session.id).toBe('s1');
    expect(fake.reads()).toBe(2);
  });

  it('peek answers from memory only: the cached session, null for a malformed or expired one, undefined otherwise', async () => {
    const fake = fakeSessions(new Date(clock + 1_000).toISOString());
    const cached = withSessionCache(fake.inner, { ttlMs: 60_000, now });
    expect(cached.peek?.(TOKEN)).toBeUndefined();
    expect(cached.peek?.('not-a-token')).toBeNull();
    await cached.authenticate(TOKEN);
    expect(cached.peek?.(TOKEN)?.session.id).toBe('s1');
    expect(cached.peek?.(OTHER)).toBeUndefined();
    expect(fake.reads()).toBe(1);
    clock += 1_000;
    // The session expired while cached: refused from memory, and forgotten.
    expect(cached.peek?.(TOKEN)).toBeNull();
    expect(cached.peek?.(TOKEN)).toBeUndefined();
    expect(fake.reads()).toBe(1);
  });

  it('never caches unknown or malformed tokens', async () => {
    const fake = fakeSessions();
    const cached = withSessionCache(fake.inner, { ttlMs: 2_000, now });
    const unknown = `${AUTH_TOKEN_PREFIX}${'z'.repeat(43)}`;
    expect(await cached.authenticate(unknown)).toBeNull();
    expect(await cached.authenticate(unknown)).toBeNull();
    expect(fake.reads()).toBe(2);
    expect(await cached.authenticate('not-a-token')).toBeNull();
    expect(await cached.authenticate(`${AUTH_TOKEN_PREFIX}${'x'.repeat(600)}`)).toBeNull();
    expect(fake.reads()).toBe(2);
  });

  it('forgets a session at once when it is revoked through this process, and not the others', async () => {
    const fake = fakeSessions();
    const cached = withSessionCache(fake.inner, { ttlMs: 60_000, now });
    await cached.authenticate(TOKEN);
    await cached.authenticate(OTHER);
    await cached.revoke('s1');
    expect(await cached.authenticate(TOKEN)).toBeNull();
    expect((await cached.authenticate(OTHER))?.session.id).toBe('s2');
    expect(fake.reads()).toBe(3);
  });

  it('does not re-cache a lookup that finished after a logout of the same session', async () => {
    const fake = fakeSessions();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: SessionService = {
      ...fake.inner,
      async authenticate(token) {
        const found = await fake.inner.authenticate(token);
        await gate;
        return found;
      },
    };
    const cached = withSessionCache(slow, { ttlMs: 60_000, now });
    const inFlight = cached.authenticate(TOKEN);
    await cached.revoke('s1');
    release();
    expect((await inFlight)?.session.id).toBe('s1');
    expect(await cached.authenticate(TOKEN)).toBeNull();
  });

  it('refuses a cached session once it has expired', async () => {
    const fake = fakeSessions(new Date(clock + 1_000).toISOString());
    const cached = withSessionCache(fake.inner, { ttlMs: 60_000, now });
    expect(await cached.authenticate(TOKEN)).not.toBeNull();
    clock += 1_000;
    expect(await cached.authenticate(TOKEN)).toBeNull();
  });

  it('keeps at most maxEntries sessions, dropping the oldest', async () => {
    const fake = fakeSessions();
    const cached = withSessionCache(fake.inner, { ttlMs: 60_000, maxEntries: 1, now });
    await cached.authenticate(TOKEN);
    await cached.authenticate(OTHER);
    await cached.authenticate(OTHER);
    expect(fake.reads()).toBe(2);
    await cached.authenticate(TOKEN);
    expect(fake.reads()).toBe(3);
  });

  it('is the plain service when the TTL is 0', async () => {
    const fake = fakeSessions();
    expect(withSessionCache(fake.inner, { ttlMs: 0 })).toBe(fake.inner);
  });
});
