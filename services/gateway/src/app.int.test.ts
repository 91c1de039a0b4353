import { JOB_CATALOG } from '@tailor/contracts';
import { createLogger } from '@tailor/observability';
import { createProducer } from '@tailor/queue';
import { connectDependencies, type Dependencies } from '@tailor/runtime';
import { tempDir, testEnv, testQueuePrefix, uniqueCollectionName, type TempDir } from '@tailor/testing';
import type { FastifyInstance } from 'fastify';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { gatewayEnvSchema } from './env';

async function startGateway(overrides: Record<string, string>, dir: TempDir) {
  const { qdrantUrl, redisUrl } = testEnv();
  const env = gatewayEnvSchema.parse({
    DATA_DIR: dir.path,
    REDIS_URL: redisUrl,
    QDRANT_URL: qdrantUrl,
    QDRANT_COLLECTION: uniqueCollectionName('gateway'),
    QUEUE_PREFIX: testQueuePrefix('gateway'),
    WEB_DIST_DIR: join(dir.path, 'web'),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const logger = createLogger({ service: 'gateway-test', level: 'silent' });
  const deps = await connectDependencies(env, 'producer');
  const producer = createProducer(JOB_CATALOG, { connection: deps.redis, prefix: env.QUEUE_PREFIX, logger });
  const app = await buildApp({ env, deps, producer, logger });
  return { app, deps, producer };
}

describe('gateway app', () => {
  let dir: TempDir;
  let app: FastifyInstance;
  let deps: Dependencies;
  let closeProducer: () => Promise<void>;

  beforeAll(async () => {
    dir = await tempDir('gateway');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dir.path, 'web'), { recursive: true });
    writeFileSync(join(dir.path, 'web', 'index.html'), '<!doctype html><title>Resume Tailor</title><div id="root"></div>');
    const started = await startGateway({}, dir);
    ({ app, deps } = started);
    closeProducer = () => started.producer.close();
  });

  afterAll(async () => {
    await app.close();
    await closeProducer();
    await deps.close();
    await dir.cleanup();
  });

  it('reports every dependency ok on GET /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', store: 'ok', redis: 'ok', qdrant: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error).toMatch(/not found/i);
  });

  it('serves the web app at / and for client-side paths', async () => {
    for (const url of ['/', '/profile']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('keeps a caller-supplied request id that looks safe and replaces one that does not', async () => {
    const kept = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc12345-trace' } });
    expect(kept.headers['x-request-id']).toBe('abc12345-trace');
    const replaced = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('gateway health with a dependency down', () => {
  it('answers 503 and names the part that is down', async () => {
    const dir = await tempDir('gateway-down');
    // Nothing listens on port 9 (discard) on loopback, so Qdrant is unreachable.
    const { app, deps, producer } = await startGateway({ QDRANT_URL: 'http://127.0.0.1:9' }, dir);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body).toMatchObject({ status: 'unavailable', store: 'ok', redis: 'ok', qdrant: 'error' });
      expect(body.error).toMatch(/qdrant/);
    } finally {
      await app.close();
      await producer.close();
      await deps.close();
      await dir.cleanup();
    }
  });
});

describe('gateway web app assets', () => {
  it('answers a missing built asset with 404, not the HTML shell', async () => {
    const dir = await tempDir('gateway-assets');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dir.path, 'web'), { recursive: true });
    writeFileSync(join(dir.path, 'web', 'index.html'), '<!doctype html><div id="root"></div>');
    const { app, deps, producer } = await startGateway({}, dir);
    try {
      const res = await app.inject({ method: 'GET', url: '/assets/index-oldhash.js' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatch(/not found/i);
    } finally {
      await app.close();
      await producer.close();
      await deps.close();
      await dir.cleanup();
    }
  });
});
