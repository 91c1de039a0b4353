import { Redis } from 'ioredis';
import { LockTimeoutError, withRedisLock } from './lock';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('withRedisLock', () => {
  const connections: Redis[] = [];
  const key = `test-lock-${process.pid}-${Date.now()}`;
  const connect = () => {
    const connection = new Redis(redisUrl);
    connections.push(connection);
    return connection;
  };
  afterAll(async () => {
    await connections[0]?.del(key);
    connections.forEach((connection) => connection.disconnect());
  });

  it('never lets two holders (on separate connections) into the section at once', async () => {
    const [a, b] = [connect(), connect()];
    let inside = 0;
    let maxInside = 0;
    const order: number[] = [];
    const section = (n: number) => async () => {
      inside += 1;
      maxInside = Math.max(maxInside, inside);
      // Yield to the event loop several times so an unprotected section would overlap.
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
      order.push(n);
      inside -= 1;
      return n;
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => withRedisLock(n % 2 ? a : b, key, section(n), { ttlMs: 5000, waitTimeoutMs: 5000, retryMs: 2 })),
    );
    expect(maxInside).toBe(1);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(order).toHaveLength(10);
    expect(await a.get(key)).toBeNull();
  });

  it('gives up with LockTimeoutError when the lock stays taken', async () => {
    const holder = connect();
    await holder.set(key, 'someone-else', 'PX', 5000);
    await expect(withRedisLock(holder, key, async () => 1, { ttlMs: 1000, waitTimeoutMs: 100 })).rejects.toBeInstanceOf(LockTimeoutError);
    expect(await holder.get(key)).toBe('someone-else');
    await holder.del(key);
  });

  it('releases the lock when the section throws', async () => {
    const conn = connect();
    await expect(withRedisLock(conn, key, async () => Promise.reject(new Error('boom')), { ttlMs: 1000, waitTimeoutMs: 100 })).rejects.toThrow('boom');
    expect(await conn.get(key)).toBeNull();
  });
});
