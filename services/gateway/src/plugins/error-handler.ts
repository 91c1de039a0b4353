import { MESSAGES, type ErrorCode, type ValidationIssue } from '@tailor/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

interface RawValidationIssue {
  instancePath?: string;
  message?: string;
}

function describeValidation(error: FastifyError): { message: string; details: ValidationIssue[] } {
  const issues = (error.validation ?? []) as RawValidationIssue[];
  const details = issues.map((issue) => {
    const field = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
    const path = [error.validationContext, field].filter(Boolean).join('.');
    return { path, message: issue.message ?? 'invalid' };
  });
  const parts = details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message));
  return { message: `${MESSAGES.validationFailed}: ${parts.join('; ') || error.message}`, details };
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/** Every `code` we send is one of the contract's ERROR_CODES, so clients can switch on it. */
export function errorCodeFor(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'validation_failed');
}

/**
 * Errors from the packages arrive as their own classes; matching by name keeps this working when
 * jest or a second package copy loads another instance of the class.
 */
function fromPackageError(error: Error): HttpError | null {
  switch (error.name) {
    case 'DuplicateKeyError':
      return new HttpError(409, 'A record with this value already exists', 'conflict');
    case 'QueueUnavailableError':
      return new HttpError(503, 'The job queue is unavailable right now. Please try again shortly.', 'unavailable');
    default:
      return null;
  }
}

/**
 * One error handler, two audiences: 4xx carry their message to the user, 5xx say something
 * generic and are logged in full with the request id. Every non-2xx body is `{ error, code?, details? }`.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof HttpError ? error : fromPackageError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const body: Record<string, unknown> = { error: known.message, code: known.code ?? errorCodeFor(known.statusCode) };
      if (known.details !== undefined) body.details = known.details;
      return reply.status(known.statusCode).send(body);
    }
    if (error.validation) {
      const { message, details } = describeValidation(error);
      return reply.status(400).send({ error: message, code: 'validation_failed', details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type) are safe to show.
      return reply.status(status).send({ error: error.message, code: errorCodeFor(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
});
