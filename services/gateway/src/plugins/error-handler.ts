import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

function describeValidation(error: FastifyError): { message: string; details: unknown } {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const parts = issues.map((issue) => {
    const path = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '';
    const where = [error.validationContext, path].filter(Boolean).join('.');
    return where ? `${where}: ${issue.message ?? 'invalid'}` : issue.message ?? 'invalid';
  });
  return { message: `Invalid request: ${parts.join('; ') || error.message}`, details: parts };
}

/**
 * One error handler, two audiences: 4xx carry their message to the user, 5xx say something
 * generic and are logged in full with the request id. Every non-2xx body is `{ error, code? }`.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send({ error: error.message, code: error.code, details: error.details });
    }
    if (error.validation) {
      const { message, details } = describeValidation(error);
      return reply.status(400).send({ error: message, code: 'validation_failed', details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type) are safe to show.
      return reply.status(status).send({ error: error.message, code: error.code?.toLowerCase() ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
  });
});
