import { MESSAGES, type User } from '@tailor/contracts';
import type { Repository } from '@tailor/store';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from './http-error';

// Ownership in one place. Every data route sits behind `enforceClaimedOwner`, which compares each
// user id a request names with the caller's, and handlers then only ever use `callerId(request)`:
// a route cannot read or write another user's data by forgetting a check.

export function caller(request: FastifyRequest): User {
  if (!request.user) throw unauthorized(MESSAGES.authRequired);
  return request.user;
}

export function callerId(request: FastifyRequest): string {
  return caller(request).id;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** `userId` in the query or path, `user_id`/`userId` in the body, and `user_id` of listed items. */
export function claimedUserIds(request: FastifyRequest): unknown[] {
  const claims: unknown[] = [];
  const query = asRecord(request.query);
  const params = asRecord(request.params);
  if (query && query.userId !== undefined) claims.push(query.userId);
  if (params && params.userId !== undefined) claims.push(params.userId);
  const fromItems = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      const record = asRecord(item);
      if (record && record.user_id !== undefined) claims.push(record.user_id);
    }
  };
  fromItems(request.body);
  const body = asRecord(request.body);
  if (body) {
    for (const key of ['user_id', 'userId']) if (body[key] !== undefined) claims.push(body[key]);
    for (const value of Object.values(body)) fromItems(value);
  }
  return claims;
}

/** preHandler (after validation): 403 when the request names any user but the caller. */
/** A callback-style preHandler: it runs on every signed-in request and never waits on anything. */
export function enforceClaimedOwner(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  try {
    const caller = callerId(request);
    if (claimedUserIds(request).some((claimed) => claimed !== caller)) throw forbidden(MESSAGES.forbidden);
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
}

/** The caller's record, or 404 — the same answer for another user's record as for a missing one. */
export async function findOwned<T extends { id: string; user_id: string | null }>(
  repository: Repository<T>,
  id: string,
  request: FastifyRequest,
  what = 'Record',
): Promise<T> {
  const record = await repository.findById(id);
  if (!record || record.user_id !== callerId(request)) throw notFound(`${what} not found`);
  return record;
}

/** Shallow-updates the caller's record; 404 when it is not theirs (or vanished meanwhile). */
export async function updateOwned<T extends { id: string; user_id: string | null }>(
  repository: Repository<T>,
  id: string,
  request: FastifyRequest,
  patch: Partial<T>,
  what = 'Record',
): Promise<T> {
  await findOwned(repository, id, request, what);
  const updated = await repository.update(id, patch);
  if (!updated) throw notFound(`${what} not found`);
  return updated;
}

/** Deletes the caller's record; 404 when it is not theirs. */
export async function deleteOwned<T extends { id: string; user_id: string | null }>(
  repository: Repository<T>,
  id: string,
  request: FastifyRequest,
  what = 'Record',
): Promise<void> {
  await findOwned(repository, id, request, what);
  await repository.delete(id);
}
