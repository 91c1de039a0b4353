import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureRedis, startQdrant, waitForHttp, type QdrantHandle, type RedisHandle } from '@tailor/devstack';
import { TEST_ENV_VARS } from './test-env';

/** What the global setup started, kept on globalThis so the global teardown can stop it. */
interface TestServices {
  qdrant?: QdrantHandle;
  redis: RedisHandle;
  tempRoot: string;
}

const HANDLE_KEY = '__TAILOR_TEST_SERVICES__';
type GlobalWithHandle = typeof globalThis & { [HANDLE_KEY]?: TestServices };

/**
 * Starts one Qdrant for the run (unless QDRANT_URL points at one), makes sure a Redis answers and
 * exports QDRANT_URL, REDIS_URL and TEST_RUN_ID; jest workers are forked afterwards and inherit them.
 */
export async function startTestServices(): Promise<void> {
  const tempRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'tailor-test-services-'));
  let qdrant: QdrantHandle | undefined;
  try {
    const givenQdrant = process.env[TEST_ENV_VARS.qdrantUrl];
    let qdrantUrl: string;
    if (givenQdrant) {
      await waitForHttp(`${givenQdrant.replace(/\/+$/, '')}/readyz`, { timeoutMs: 10_000 }).catch((error: Error) => {
        throw new Error(`QDRANT_URL=${givenQdrant} is set but Qdrant is not ready there: ${error.message}`);
      });
      qdrantUrl = givenQdrant;
    } else {
      qdrant = await startQdrant({ storageDir: path.join(tempRoot, 'qdrant') });
      qdrantUrl = qdrant.url;
    }

    const givenRedis = process.env[TEST_ENV_VARS.redisUrl];
    const redis = await ensureRedis({ ...(givenRedis ? { url: givenRedis } : {}), dataDir: tempRoot });

    const runId = process.env[TEST_ENV_VARS.runId] || randomBytes(4).toString('hex');
    process.env[TEST_ENV_VARS.qdrantUrl] = qdrantUrl;
    process.env[TEST_ENV_VARS.redisUrl] = redis.url;
    process.env[TEST_ENV_VARS.runId] = runId;
    (globalThis as GlobalWithHandle)[HANDLE_KEY] = { ...(qdrant ? { qdrant } : {}), redis, tempRoot };

    const qdrantWhat = qdrant ? `started Qdrant ${qdrantUrl} (pid ${qdrant.process.pid})` : `using Qdrant ${qdrantUrl}`;
    const redisWhat = redis.spawned ? `started Redis ${redis.url}` : `using Redis ${redis.url}`;
    console.log(`\n[@tailor/testing] ${qdrantWhat}; ${redisWhat}; TEST_RUN_ID=${runId}`);
  } catch (error) {
    await qdrant?.stop();
    await fs.rm(tempRoot, { recursive: true, force: true });
    throw error;
  }
}

/** Stops what startTestServices started; services it only checked are left alone. */
export async function stopTestServices(): Promise<void> {
  const services = (globalThis as GlobalWithHandle)[HANDLE_KEY];
  if (!services) return;
  delete (globalThis as GlobalWithHandle)[HANDLE_KEY];
  const results = await Promise.allSettled([services.qdrant?.stop(), services.redis.stop()]);
  await fs.rm(services.tempRoot, { recursive: true, force: true });
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failures.length > 0) {
    throw new Error(`stopping test services failed: ${failures.map((f) => String(f.reason)).join('; ')}`);
  }
}
