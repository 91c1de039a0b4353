import { bearerToken, MESSAGES, type User } from '@tailor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthenticatedSession, SessionService } from '../auth/session.service';
import { forbidden, unauthorized } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by `requireUser`, null on public routes. */
    user: User | null;
    sessionId: string | null;
  }
}

export const authDecoratorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
});

type AuthHook = (request: FastifyRequest) => Promise<void>;
type CallbackHook = (request: FastifyRequest, reply: unknown, done: (error?: Error) => void) => void;

function signIn(request: FastifyRequest, found: AuthenticatedSession | null): Error | undefined {
  if (!found) return unauthorized(MESSAGES.invalidToken);
  request.user = found.user;
  request.sessionId = found.session.id;
  return undefined;
}

/**
 * Runs at onRequest, before the body is even parsed, so an anonymous caller learns nothing about
 * a route beyond "sign in first" and never gets a validation message instead of the 401.
 * Callback-style: a session the cache already knows (every poll after the first) is settled
 * without a promise or a microtask hop; only a real lookup waits.
 */
export function requireUser(sessions: SessionService): CallbackHook {
  return (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return done(unauthorized(MESSAGES.authRequired));
    const known = sessions.peek?.(token);
    if (known !== undefined) return done(signIn(request, known));
    sessions.authenticate(token).then(
      (found) => done(signIn(request, found)),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

export const ADMIN_DISABLED_MESSAGE = 'Admin writes are disabled: ADMIN_TOKEN is not set on the server.';
export const ADMIN_REQUIRED_MESSAGE = 'Changing global data needs the admin token (Authorization: Bearer <ADMIN_TOKEN>).';

// Comparing digests keeps timingSafeEqual's equal-length requirement from leaking the token length.
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Admin writes carry the operator's ADMIN_TOKEN as the bearer token instead of a user session:
 * global data belongs to no user. Who the caller is comes before what they may do: a missing,
 * garbage or unknown token is a 401 whether or not admin writes are enabled; only a caller we
 * recognise (a valid user session) learns with a 403 that this is not theirs to change.
 */
export function requireAdmin(adminToken: string | undefined, sessions: SessionService): AuthHook {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(MESSAGES.authRequired);
    if (adminToken && sameSecret(token, adminToken)) return;
    if (!(await sessions.authenticate(token))) throw unauthorized(MESSAGES.invalidToken);
    throw forbidden(adminToken ? ADMIN_REQUIRED_MESSAGE : ADMIN_DISABLED_MESSAGE);
  };
}
