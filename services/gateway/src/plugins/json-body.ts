import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-error';

/**
 * JSON bodies with two changes from Fastify's parser: an empty body counts as no body (clients
 * often send `content-type: application/json` on a DELETE or logout without one), and malformed JSON
 * gets a plain message. `__proto__` / `constructor` keys survive JSON.parse as ordinary data and are
 * then refused by the operator-key guard (plugins/security.ts).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance, options: { bodyLimit: number }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: options.bodyLimit }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('Malformed JSON in request body'), undefined);
    }
  });
});
