import { isWellFormedToken, type AuthenticatedSession, type SessionService } from './session.service';

export interface SessionCacheOptions {
  /** How long a positive lookup is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Oldest entries are dropped beyond this many signed-in tokens. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  found: AuthenticatedSession;
  until: number;
  expiresAt: number;
}

const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Every signed-in request authenticates, and the hot ones (progress polls, once a second per file)
 * did two store reads for it. Positive lookups are reused for a short time.
 *
 * Staleness is bounded and small: a logout through this gateway evicts at once; an expired session
 * is refused on every hit; only a logout through ANOTHER gateway replica can stay accepted here,
 * for at most `ttlMs`. Unknown tokens are never cached, so guessing cannot fill the cache.
 */
export function withSessionCache(inner: SessionService, options: SessionCacheOptions): SessionService {
  if (options.ttlMs <= 0) return inner;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // Keyed by the token itself: hashing it (as the store does) would cost a SHA-256 per request, and
  // the process holds each token in memory while serving its request anyway.
  const byToken = new Map<string, Entry>();
  // A lookup that started before a logout may finish after it; it must not re-cache the session.
  const recentlyRevoked = new Map<string, number>();

  function remember(token: string, found: AuthenticatedSession): void {
    if (recentlyRevoked.has(found.session.id)) return;
    byToken.delete(token);
    byToken.set(token, { found, until: now() + options.ttlMs, expiresAt: Date.parse(found.session.expires_at) });
    // Map iteration follows insertion order, so the first key is the oldest entry.
    while (byToken.size > maxEntries) byToken.delete(byToken.keys().next().value as string);
  }

  function peek(token: string): AuthenticatedSession | null | undefined {
    if (!isWellFormedToken(token)) return null;
    const cached = byToken.get(token);
    if (!cached) return undefined;
    const at = now();
    if (cached.until <= at) return undefined;
    if (cached.expiresAt > at) return cached.found;
    byToken.delete(token);
    return null;
  }

  return {
    create: (userId) => inner.create(userId),
    peek,

    async authenticate(token) {
      const known = peek(token);
      if (known !== undefined) return known;
      const found = await inner.authenticate(token);
      if (found) remember(token, found);
      else byToken.delete(token);
      return found;
    },

    async revoke(sessionId) {
      const at = now();
      for (const [id, revokedAt] of recentlyRevoked) if (revokedAt + options.ttlMs < at) recentlyRevoked.delete(id);
      recentlyRevoked.set(sessionId, at);
      for (const [token, entry] of byToken) {
        if (entry.found.session.id === sessionId) byToken.delete(token);
      }
      await inner.revoke(sessionId);
    },
  };
}
