import type { Logger } from '@tailor/observability';
import { createRedisConnection, isRedisReady, pingRedis, waitForReady, type Redis, type RedisRole } from '@tailor/queue';
import { createStore, type Store } from '@tailor/store';
import { createQdrantClient, VectorStore } from '@tailor/vector';

export interface DependencyConfig {
  DATA_DIR: string;
  MONGODB_URI?: string | undefined;
  REDIS_URL: string;
  QDRANT_URL: string;
  QDRANT_API_KEY?: string | undefined;
  QDRANT_COLLECTION: string;
}

/** The three things every service talks to. Each process owns its own connections. */
export interface Dependencies {
  store: Store;
  redis: Redis;
  vectors: VectorStore;
  close(): Promise<void>;
}

export type PartState = 'ok' | 'error';
export interface DependencyHealth {
  status: 'ok' | 'unavailable';
  store: PartState;
  redis: PartState;
  qdrant: PartState;
  /** Why each failing part failed, for logs and the 503 body. */
  problems: string[];
}

export async function connectDependencies(config: DependencyConfig, role: RedisRole): Promise<Dependencies> {
  const store = await createStore({ dataDir: config.DATA_DIR, mongodbUri: config.MONGODB_URI });
  const redis = createRedisConnection(config.REDIS_URL, { role });
  const client = createQdrantClient(config.QDRANT_URL, config.QDRANT_API_KEY);
  const vectors = new VectorStore({ client, collectionName: config.QDRANT_COLLECTION });
  let closed = false;
  return {
    store,
    redis,
    vectors,
    async close() {
      if (closed) return;
      closed = true;
      redis.disconnect();
      await store.close();
    },
  };
}

/** Asks every dependency at once, each with its own bound, so one slow part can't hide the others. */
export async function checkDependencies(deps: Dependencies, timeoutMs = 1500): Promise<DependencyHealth> {
  const problems: string[] = [];
  const attempt = async (name: string, probe: () => Promise<void>): Promise<PartState> => {
    try {
      await withTimeout(probe(), timeoutMs, `${name} did not answer within ${timeoutMs} ms`);
      return 'ok';
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return 'error';
    }
  };
  const [store, redis, qdrant] = await Promise.all([
    attempt('store', () => deps.store.ping()),
    attempt('redis', async () => {
      // A fresh or reconnecting connection gets the same bound to come up before it counts as down.
      if (!isRedisReady(deps.redis)) await waitForReady(deps.redis, timeoutMs);
      const result = await pingRedis(deps.redis, timeoutMs);
      if (!result.ok) throw new Error(result.error);
    }),
    attempt('qdrant', () => deps.vectors.ping(timeoutMs)),
  ]);
  const status = store === 'ok' && redis === 'ok' && qdrant === 'ok' ? 'ok' : 'unavailable';
  return { status, store, redis, qdrant, problems };
}

/** Start late: a service takes no work until the store, Redis and Qdrant all answer. */
export async function waitForDependencies(deps: Dependencies, options: { timeoutMs: number; logger: Logger; intervalMs?: number }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastProblems = '';
  for (;;) {
    const health = await checkDependencies(deps);
    if (health.status === 'ok') return;
    const problems = health.problems.join('; ');
    if (problems !== lastProblems) {
      options.logger.warn({ problems: health.problems }, 'waiting for dependencies');
      lastProblems = problems;
    }
    if (Date.now() >= deadline) {
      throw new Error(`dependencies not ready after ${options.timeoutMs} ms: ${problems}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 500));
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
