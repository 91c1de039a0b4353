import { JOB_CATALOG, type SkillsDatabaseEntry, type User } from '@tailor/contracts';
import { createLogger } from '@tailor/observability';
import { createProducer, type Producer } from '@tailor/queue';
import { connectDependencies, type Dependencies } from '@tailor/runtime';
import { tempDir, testEnv, testQueuePrefix, uniqueCollectionName, uniqueId, type TempDir } from '@tailor/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { hashToken, newToken } from '../auth/session.service';
import { gatewayEnvSchema, type GatewayEnv } from '../env';

export const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';

export interface Harness {
  app: FastifyInstance;
  deps: Dependencies;
  env: GatewayEnv;
  producer: Producer<typeof JOB_CATALOG>;
  close(): Promise<void>;
}

/** A gateway on its own temp DATA_DIR, queue prefix and Qdrant collection. */
export async function startHarness(
  name: string,
  overrides: Record<string, string> = {},
  options: { skillsSeed?: readonly SkillsDatabaseEntry[]; dir?: TempDir; logLines?: string[] } = {},
): Promise<Harness> {
  const { qdrantUrl, redisUrl } = testEnv();
  const dir = options.dir ?? (await tempDir(`gateway-${name}`));
  // Like loadEnv, an empty value means "unset", so a test can remove a default such as ADMIN_TOKEN.
  const raw: Record<string, string> = {
    DATA_DIR: dir.path,
    REDIS_URL: redisUrl,
    QDRANT_URL: qdrantUrl,
    QDRANT_COLLECTION: uniqueCollectionName(name),
    QUEUE_PREFIX: testQueuePrefix(name),
    WEB_DIST_DIR: join(dir.path, 'web'),
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN,
    // Every test in a file comes from 127.0.0.1; the per-IP limit has its own test.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // The spec's 1536-dimensional vectors of the hashing embedder; the sentence model has its own tests.
    EMBEDDINGS_PROVIDER: 'builtin',
    ...overrides,
  };
  const env = gatewayEnvSchema.parse(Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== '')));
  const logLines = options.logLines;
  const logger = logLines
    ? createLogger({
        service: `gateway-test-${name}`,
        level: 'trace',
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
            done();
          },
        }),
      })
    : createLogger({ service: `gateway-test-${name}`, level: 'silent' });
  const deps = await connectDependencies(env, 'producer');
  const producer = createProducer(JOB_CATALOG, { connection: deps.redis, prefix: env.QUEUE_PREFIX, logger });
  const app = await buildApp({ env, deps, producer, logger, ...(options.skillsSeed ? { skillsSeed: options.skillsSeed } : {}) });
  return {
    app,
    deps,
    env,
    producer,
    async close() {
      await app.close();
      await producer.close();
      await deps.vectors.dropCollection().catch(() => undefined);
      await deps.close();
      if (!options.dir) await dir.cleanup();
    },
  };
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each route's own body shape from it
  body: any;
  text: string;
}

/** Every non-2xx answer must be JSON `{error: string}`; each test call goes through here. */
export function expectErrorShape(reply: { status: number; headers: Reply['headers']; text: string }): void {
  if (reply.status < 400) return;
  expect(String(reply.headers['content-type'])).toMatch(/application\/json/);
  const body = JSON.parse(reply.text) as { error?: unknown };
  expect(typeof body.error).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(0);
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as-is (for malformed JSON); overrides `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** `app.inject` with a bearer token; asserts the error shape of every non-2xx. */
export async function call(app: FastifyInstance, method: string, url: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request: InjectOptions = { method: method as InjectOptions['method'], url, headers };
  if (options.rawBody !== undefined) {
    request.payload = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    request.payload = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await app.inject(request);
  const reply: Reply = {
    status: res.statusCode,
    headers: res.headers,
    text: res.body,
    body: res.body && /json/.test(String(res.headers['content-type'])) ? res.json() : res.body,
  };
  expectErrorShape(reply);
  return reply;
}

/** Same contract over real HTTP with fetch. */
export async function fetchCall(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  const headerRecord = Object.fromEntries(res.headers.entries());
  const reply: Reply = {
    status: res.status,
    headers: headerRecord,
    text,
    body: text && /json/.test(headerRecord['content-type'] ?? '') ? JSON.parse(text) : text,
  };
  expectErrorShape(reply);
  return reply;
}

export interface TestUser {
  user: User;
  token: string;
  email: string;
  password: string;
}

export async function signUp(app: FastifyInstance, prefix = 'user'): Promise<TestUser> {
  const email = `${uniqueId(prefix)}@example.com`.toLowerCase();
  const password = `pw-${uniqueId('secret')}`;
  const registered = await call(app, 'POST', '/api/auth/register', { body: { email, password } });
  expect(registered.status).toBe(201);
  const login = await call(app, 'POST', '/api/auth/login', { body: { email, password } });
  expect(login.status).toBe(200);
  return { user: login.body.user, token: login.body.token, email, password };
}

/** A session for `userId` that expired an hour ago, written straight into the store. */
export async function expiredToken(deps: Dependencies, userId: string): Promise<string> {
  const token = newToken();
  const past = Date.now() - 3_600_000;
  await deps.store.sessions.insert({
    id: uniqueId('session'),
    user_id: userId,
    token_hash: hashToken(token),
    created_at: new Date(past - 3_600_000).toISOString(),
    expires_at: new Date(past).toISOString(),
    revoked_at: null,
  });
  return token;
}

export const BAD_TOKEN = `token_${'x'.repeat(43)}`;
