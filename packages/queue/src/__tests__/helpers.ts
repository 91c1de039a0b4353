import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { z } from 'zod';
import { createLogger, type Logger } from '@tailor/observability';
import type { Redis } from 'ioredis';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A catalog shaped like @tailor/contracts' JOB_CATALOG, so these tests don't depend on it. */
export const testCatalog = {
  'ingest.resume': {
    queue: 'ingest',
    payload: z.object({ fileId: z.string().min(1), userId: z.string().min(1), requestId: z.string() }),
  },
  'ingest.reparse': { queue: 'ingest', payload: z.object({ fileId: z.string(), requestId: z.string().optional() }) },
  'embedding.chunks': {
    queue: 'embedding',
    payload: z.object({ chunkIds: z.array(z.string()).min(1), requestId: z.string() }),
  },
} as const;

export function uniquePrefix(label: string): string {
  return `test-queue-${label}-${randomUUID().slice(0, 8)}`;
}

export function silentLogger(): Logger {
  return createLogger({ service: 'queue-test', level: 'silent' });
}

/** Bounded polling: resolves with the first truthy value, fails with the last one seen. */
export async function waitFor<T>(
  probe: () => Promise<T> | T,
  { timeoutMs = 10_000, intervalMs = 25, what = 'condition' }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Deletes every key under the prefix; only ever keys this test created. */
export async function deletePrefix(connection: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await connection.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await connection.del(...keys);
  } while (cursor !== '0');
}

/** A port nothing listens on (bound then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A promise with its resolver, for holding a job active until the test lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
