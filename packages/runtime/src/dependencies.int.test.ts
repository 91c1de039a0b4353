import { tempDir, testEnv, uniqueCollectionName, type TempDir } from '@tailor/testing';
import { checkDependencies, connectDependencies, waitForDependencies, type Dependencies } from './dependencies';
import { createLogger } from '@tailor/observability';

const silent = createLogger({ service: 'runtime-test', level: 'silent' });

describe('service dependencies', () => {
  let dir: TempDir;
  const opened: Dependencies[] = [];
  beforeEach(async () => {
    dir = await tempDir('runtime');
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((deps) => deps.close()));
    await dir.cleanup();
  });

  async function connect(overrides: { REDIS_URL?: string; QDRANT_URL?: string } = {}) {
    const { redisUrl, qdrantUrl } = testEnv();
    const deps = await connectDependencies(
      {
        DATA_DIR: dir.path,
        REDIS_URL: overrides.REDIS_URL ?? redisUrl,
        QDRANT_URL: overrides.QDRANT_URL ?? qdrantUrl,
        QDRANT_COLLECTION: uniqueCollectionName('runtime'),
      },
      'worker',
    );
    opened.push(deps);
    return deps;
  }

  it('reports ok when the store, Redis and Qdrant answer', async () => {
    const health = await checkDependencies(await connect());
    expect(health).toEqual({ status: 'ok', store: 'ok', redis: 'ok', qdrant: 'ok', problems: [] });
  });

  it('names each part that does not answer', async () => {
    const health = await checkDependencies(await connect({ REDIS_URL: 'redis://127.0.0.1:9', QDRANT_URL: 'http://127.0.0.1:9' }), 500);
    expect(health.status).toBe('unavailable');
    expect(health.store).toBe('ok');
    expect(health.redis).toBe('error');
    expect(health.qdrant).toBe('error');
    expect(health.problems.join('\n')).toMatch(/redis: /);
    expect(health.problems.join('\n')).toMatch(/qdrant: /);
  });

  it('gives up waiting after its deadline with the reason', async () => {
    const deps = await connect({ QDRANT_URL: 'http://127.0.0.1:9' });
    await expect(waitForDependencies(deps, { timeoutMs: 300, intervalMs: 50, logger: silent })).rejects.toThrow(/qdrant/);
  });
});
