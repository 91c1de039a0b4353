import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessGone } from './__tests__/process-gone';
import { DEFAULT_REDIS_URL, ensureRedis } from './redis';
import { pingRedis } from './redis-ping';

describe('ensureRedis', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devstack-redis-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('uses the local Redis when no URL is given', async () => {
    const redis = await ensureRedis({ dataDir: dir });
    expect(redis).toMatchObject({ url: DEFAULT_REDIS_URL, spawned: false });
    await redis.stop(); // must not touch a Redis it did not start
    await pingRedis(DEFAULT_REDIS_URL);
  });

  it('uses an explicit URL that answers', async () => {
    const redis = await ensureRedis({ url: DEFAULT_REDIS_URL, dataDir: dir });
    expect(redis.spawned).toBe(false);
  });

  it('fails clearly, without spawning, when an explicit URL is dead', async () => {
    await expect(ensureRedis({ url: 'redis://127.0.0.1:1', dataDir: dir })).rejects.toThrow(/REDIS_URL redis:\/\/127\.0\.0\.1:1 does not answer/);
    expect(fs.existsSync(path.join(dir, 'redis'))).toBe(false);
  });

  it('spawns redis-server with an append-only file when no Redis is usable, and stops it', async () => {
    const redis = await ensureRedis({ dataDir: dir, defaultUrl: 'redis://127.0.0.1:1' });
    const pid = redis.process?.pid as number;
    try {
      expect(redis.spawned).toBe(true);
      expect(redis.url).not.toBe(DEFAULT_REDIS_URL);
      await pingRedis(redis.url);
      expect(fs.existsSync(path.join(dir, 'redis', 'appendonlydir'))).toBe(true);
    } finally {
      await redis.stop();
    }
    expect(isProcessGone(pid)).toBe(true);
  });

  it('says how to get Redis when redis-server is not on PATH', async () => {
    await expect(ensureRedis({ dataDir: dir, defaultUrl: null, redisServerBinary: 'no-such-redis-server' })).rejects.toThrow(
      /apt-get install -y redis-server[\s\S]*REDIS_URL[\s\S]*docker compose/,
    );
  });
});
