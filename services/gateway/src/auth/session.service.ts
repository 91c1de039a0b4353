import { AUTH_TOKEN_PREFIX, toPublicUser, type Session, type User } from '@tailor/contracts';
import type { Store } from '@tailor/store';
import { createHash, randomBytes, randomUUID } from 'node:crypto';

const TOKEN_BYTES = 32;

export function newToken(): string {
  return `${AUTH_TOKEN_PREFIX}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
}

/** Only this digest is stored: a copy of the sessions table cannot be replayed as bearer tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Cheap shape check before any hashing or store read. */
export function isWellFormedToken(token: string): boolean {
  return token.startsWith(AUTH_TOKEN_PREFIX) && token.length <= 512;
}

export interface AuthenticatedSession {
  user: User;
  session: Session;
}

export interface SessionService {
  create(userId: string): Promise<{ token: string; session: Session }>;
  /** Null for unknown, expired or revoked tokens, and for sessions whose user is gone. */
  authenticate(token: string): Promise<AuthenticatedSession | null>;
  /**
   * The answer `authenticate` would give when it is known without any I/O (a cached session), or
   * undefined when only `authenticate` can tell. Lets the per-request auth hook stay synchronous.
   */
  peek?(token: string): AuthenticatedSession | null | undefined;
  revoke(sessionId: string): Promise<void>;
}

export function createSessionService(options: { store: Store; ttlHours: number; now?: () => Date }): SessionService {
  const { store } = options;
  const now = options.now ?? (() => new Date());

  return {
    async create(userId) {
      const token = newToken();
      const created = now();
      const session: Session = {
        id: randomUUID(),
        user_id: userId,
        token_hash: hashToken(token),
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + options.ttlHours * 3_600_000).toISOString(),
        revoked_at: null,
      };
      await store.sessions.insert(session);
      return { token, session };
    },

    async authenticate(token) {
      if (!isWellFormedToken(token)) return null;
      const session = await store.sessions.findOne({ token_hash: hashToken(token) });
      if (!session || session.revoked_at !== null) return null;
      if (Date.parse(session.expires_at) <= now().getTime()) return null;
      const user = await store.users.findById(session.user_id);
      return user ? { user: toPublicUser(user), session } : null;
    },

    async revoke(sessionId) {
      await store.sessions.update(sessionId, { revoked_at: now().toISOString() });
    },
  };
}
