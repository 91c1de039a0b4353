import type { ErrorCode } from '@tailor/contracts';

/**
 * An error whose message is written for the user. Anything else that reaches the error handler is
 * treated as a bug: logged in full, answered with a generic message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, 'validation_failed', details);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'You can only access your own data') => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const tooManyRequests = (message: string) => new HttpError(429, message, 'rate_limited');
export const unavailable = (message: string) => new HttpError(503, message, 'unavailable');

/** The value, or a 404 naming what was missing. */
export function orNotFound<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(`${what} not found`);
  return value;
}
