import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { createRedisConnection, isRedisReady, pingRedis } from './connection';
import { QueueUnavailableError } from './errors';
import { createProducer } from './producer';
import { freePort, REDIS_URL, testCatalog, uniquePrefix, waitFor } from './__tests__/helpers';

const payload = { fileId: 'f', userId: 'u', requestId: 'r' };

describe('producer against a Redis that is not there', () => {
  it('rejects with QueueUnavailableError within the bound instead of hanging', async () => {
    const port = await freePort();
    const connection = createRedisConnection(`redis://127.0.0.1:${port}`, { role: 'producer' });
    const producer = createProducer(testCatalog, { connection, prefix: uniquePrefix('dead') });
    try {
      const started = Date.now();
      const attempt = producer.enqueue('ingest.resume', payload);
      await expect(attempt).rejects.toBeInstanceOf(QueueUnavailableError);
      await expect(attempt).rejects.toThrow(/^Job queue is unavailable \(Redis\): .*ECONNREFUSED/);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(isRedisReady(connection)).toBe(false);
      expect(await pingRedis(connection, 200)).toEqual({ ok: false, error: expect.stringContaining('ECONNREFUSED') });
    } finally {
      await producer.close();
      connection.disconnect();
    }
  });
});

describe('pingRedis', () => {
  it('answers with latency when Redis is up', async () => {
    const connection = createRedisConnection(REDIS_URL, { role: 'producer' });
    try {
      await waitFor(() => isRedisReady(connection));
      const result = await pingRedis(connection, 1_000);
      expect(result.ok).toBe(true);
    } finally {
      await connection.quit();
    }
  });
});

describe('Redis going away and coming back (own redis-server)', () => {
  let server: ChildProcess | undefined;
  let port = 0;

  async function startRedis(): Promise<void> {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await waitFor(
      async () =>
        probe.connect().then(
          () => true,
          () => false,
        ),
      { what: 'redis-server to accept connections' },
    );
    probe.disconnect();
  }

  async function stopRedis(): Promise<void> {
    if (!server || server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
  });
  afterAll(async () => {
    await stopRedis();
  });

  it('fails fast while Redis is down and recovers by itself when it returns', async () => {
    const connection = createRedisConnection(`redis://127.0.0.1:${port}`, { role: 'producer' });
    const producer = createProducer(testCatalog, { connection, prefix: uniquePrefix('flap') });
    try {
      const first = await producer.enqueue('ingest.resume', payload);
      expect(first.jobId).toBeTruthy();

      await stopRedis();
      await waitFor(() => !isRedisReady(connection), { what: 'the client to notice' });
      const started = Date.now();
      await expect(producer.enqueue('ingest.resume', payload)).rejects.toBeInstanceOf(QueueUnavailableError);
      expect(Date.now() - started).toBeLessThan(3_000);

      await startRedis();
      // ioredis reconnects with backoff (≤ 2 s); the next enqueue waits for it within the bound.
      const again = await waitFor(
        () =>
          producer.enqueue('ingest.resume', payload).then(
            (r) => r.jobId,
            () => null,
          ),
        { timeoutMs: 10_000, what: 'enqueue to succeed again' },
      );
      expect(again).toBeTruthy();
      // The server started empty; exactly the post-recovery job is there, no ghost from the outage.
      expect(await producer.queue('ingest').count()).toBe(1);
    } finally {
      await producer.close();
      await connection.quit().catch(() => connection.disconnect());
    }
  });
});
