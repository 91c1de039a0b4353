import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from '../http-error';

/**
 * How far past the limit an oversized body is still read, and dropped, before the 413 goes out. A
 * server that answers while the client is still sending closes a socket the client is writing to:
 * the client gets a reset (EPIPE) and never reads the answer, so a browser shows a network failure
 * instead of "too large". Beyond this many times the limit the connection is cut without reading on,
 * so a client cannot keep the server busy with an endless body.
 */
const OVERSIZE_READ_FACTOR = 16;

const tooLarge = () => new HttpError(413, 'Request body is too large', 'payload_too_large');

/** The body's bytes, or a 413 once all of an oversized body (up to the read-on bound) has arrived. */
function readBody(payload: IncomingMessage, limit: number): Promise<Buffer> {
  const readOnLimit = limit * OVERSIZE_READ_FACTOR;
  if (Number(payload.headers['content-length']) > readOnLimit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      else if (received <= readOnLimit) chunks.length = 0;
      else {
        payload.off('data', onData);
        reject(tooLarge());
      }
    };
    payload.on('data', onData);
    payload.once('end', () => (received > limit ? reject(tooLarge()) : resolve(Buffer.concat(chunks, received))));
    payload.once('error', () => reject(badRequest('The request body could not be read')));
  });
}

/**
 * JSON bodies, read by us rather than Fastify's parser for three reasons: an oversized body is read to
 * its end before the 413 (see OVERSIZE_READ_FACTOR), an empty body counts as no body (clients often send
 * `content-type: application/json` on a DELETE or logout without one), and malformed JSON gets a plain
 * message. `__proto__` / `constructor` keys survive JSON.parse as ordinary data and are then refused by
 * the operator-key guard (plugins/security.ts).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance, options: { bodyLimit: number }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (_request: unknown, payload: IncomingMessage) => {
    const text = (await readBody(payload, options.bodyLimit)).toString('utf8');
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest('Malformed JSON in request body');
    }
  });
});
