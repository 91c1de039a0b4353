import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '@tailor/observability';

export type RedisRole = 'producer' | 'worker';

export interface RedisConnectionOptions {
  role: RedisRole;
  /** Connection errors are logged here, once per distinct message, instead of ioredis's console. */
  logger?: Logger;
  /** Shows up in `CLIENT LIST`, which helps when many services share one Redis. */
  connectionName?: string;
}

/** Last connection error per client, so a fast-failing enqueue can say why Redis is unreachable. */
const lastErrors = new WeakMap<Redis, Error>();

export function lastConnectionError(connection: Redis): Error | undefined {
  return lastErrors.get(connection);
}

/**
 * Workers: `maxRetriesPerRequest: null` because BullMQ's blocking commands must survive reconnects
 * (BullMQ refuses other values for worker connections).
 * Producers: one retry and no offline queue, so while Redis is down a command fails at once instead
 * of queueing in memory until Redis returns; that is what lets the gateway answer 503 quickly.
 * Producers also auto-pipeline: the gateway's concurrent requests (status polls, session checks)
 * issued in the same tick share one socket write instead of a syscall each.
 * Either way ioredis keeps reconnecting in the background, so the service recovers by itself.
 */
export function createRedisConnection(url: string, options: RedisConnectionOptions): Redis {
  const roleOptions: RedisOptions =
    options.role === 'worker'
      ? { maxRetriesPerRequest: null }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, enableAutoPipelining: true };
  const connection = new Redis(url, {
    ...roleOptions,
    ...(options.connectionName ? { connectionName: options.connectionName } : {}),
  });
  let lastLogged = '';
  connection.on('error', (error: Error) => {
    lastErrors.set(connection, error);
    // Reconnect attempts repeat the same error every second or two; log a change, not a flood.
    if (options.logger && error.message !== lastLogged) {
      lastLogged = error.message;
      options.logger.warn({ err: error, role: options.role }, 'redis connection error');
    }
  });
  connection.on('ready', () => {
    lastErrors.delete(connection);
    if (lastLogged !== '') options.logger?.info({ role: options.role }, 'redis connection ready');
    lastLogged = '';
  });
  return connection;
}

export function isRedisReady(connection: Redis): boolean {
  return connection.status === 'ready';
}

export type PingResult = { ok: true; latencyMs: number } | { ok: false; error: string };

/** For health checks: never throws and never waits longer than `timeoutMs`. */
export async function pingRedis(connection: Redis, timeoutMs = 1_000): Promise<PingResult> {
  // A worker connection would queue the PING offline until Redis returns; don't pile them up.
  if (!isRedisReady(connection)) {
    return { ok: false, error: lastConnectionError(connection)?.message ?? `connection is ${connection.status}` };
  }
  const started = performance.now();
  try {
    await withTimeout(connection.ping(), timeoutMs, `PING timed out after ${timeoutMs} ms`);
    return { ok: true, latencyMs: performance.now() - started };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Resolves once the connection is ready, or rejects with the reason after `timeoutMs`.
 * Never sends a command, so nothing is left queued to run when Redis comes back.
 */
export function waitForReady(connection: Redis, timeoutMs: number): Promise<void> {
  if (isRedisReady(connection)) return Promise.resolve();
  if (connection.status === 'end') return Promise.reject(new Error('connection is closed'));
  return new Promise<void>((resolve, reject) => {
    const onReady = (): void => {
      cleanup();
      resolve();
    };
    const onEnd = (): void => {
      cleanup();
      reject(new Error('connection is closed'));
    };
    const timer = setTimeout(() => {
      cleanup();
      const cause = lastConnectionError(connection)?.message ?? `not connected (${connection.status})`;
      reject(new Error(`${cause}; gave up after ${timeoutMs} ms`));
    }, timeoutMs);
    const cleanup = (): void => {
      clearTimeout(timer);
      connection.off('ready', onReady);
      connection.off('end', onEnd);
    };
    connection.on('ready', onReady);
    connection.on('end', onEnd);
  });
}

export async function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH']);

/** Errors meaning "Redis is not reachable" as opposed to a bug or a rejected command. */
export function isConnectionError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  return (
    error instanceof TimeoutError ||
    error.name === 'MaxRetriesPerRequestError' ||
    /Stream isn't writeable|Connection is closed|ECONNREFUSED|ECONNRESET|ETIMEDOUT/i.test(error.message)
  );
}
