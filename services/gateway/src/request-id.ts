import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a caller may pass as x-request-id to correlate its logs with ours. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Request ids for Fastify's genReqId: the caller's x-request-id when it is a safe token, otherwise
 * this process's random tag and a counter. Ids must be unique across replicas and restarts (they
 * key generation jobs and correlate logs across services) but need not be secret, so a counter
 * behind a random tag does the job of a random UUID per request, for a fraction of its cost on the
 * most-polled route.
 */
export function createRequestIdGenerator(tag = randomBytes(6).toString('base64url')): (request: IncomingMessage) => string {
  let sequence = 0;
  const prefix = `r${tag}-`;
  return (request) => {
    const incoming = request.headers['x-request-id'];
    if (typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming)) return incoming;
    sequence++;
    return prefix + sequence.toString(36);
  };
}
