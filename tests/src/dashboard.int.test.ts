import { signUp, type ApiUser } from './fixtures/api';
import { BACKEND_ENGINEER } from './fixtures/people';
import { resumeText } from './fixtures/render';
import { startStack, type Stack } from './stack';

interface Stats {
  cache: { hits: number; misses: number; total_requests: number; hit_rate: number; cache_size: number; model: string; dimensions: number };
  benchmarks: { sessionCount: number; totalTexts: number; averageThroughput: number; totalErrors: number; recent: unknown[] };
}

describe('performance dashboard data (embedding service through the gateway)', () => {
  let stack: Stack;
  let user: ApiUser;

  beforeAll(async () => {
    stack = await startStack({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    user = await signUp(stack.baseUrl, 'dashboard@example.com');
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const send = (method: string, path: string) => fetch(`${stack.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${user.token}` } });

  it('reports cache and benchmark figures, preloads, clears, exports and resets them', async () => {
    const upload = await user.upload([{ name: 'dana.txt', bytes: resumeText(BACKEND_ENGINEER, 'role-at-company') }]);
    await user.waitForJob(upload.body.accepted[0]?.jobId as string);

    const stats = await user.get<Stats>('/api/embeddings/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.cache).toMatchObject({ model: 'builtin-hash-v2@1536', dimensions: 1536 });
    // The upload's embedding is timed as a session; its chunk vectors are computed without the cache.
    expect(stats.body.benchmarks.sessionCount).toBeGreaterThanOrEqual(1);
    expect(stats.body.benchmarks.totalErrors).toBe(0);

    const preload = await send('POST', '/api/embeddings/cache/preload');
    expect(preload.status).toBe(200);
    expect(((await preload.json()) as { preloaded: number }).preloaded).toBeGreaterThan(10);
    const preloaded = (await user.get<Stats>('/api/embeddings/stats')).body.cache;
    expect(preloaded.cache_size).toBeGreaterThan(10);
    expect(preloaded.misses).toBeGreaterThan(stats.body.cache.misses);

    const exported = await send('GET', '/api/embeddings/benchmarks/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="embedding-benchmarks-\d{4}-\d{2}-\d{2}\.json"/);
    const body = (await exported.json()) as { sessions: unknown[] };
    expect(body.sessions.length).toBeGreaterThanOrEqual(1);

    expect((await send('POST', '/api/embeddings/cache/clear')).status).toBe(200);
    expect((await user.get<Stats>('/api/embeddings/stats')).body.cache.cache_size).toBe(0);
    expect((await send('DELETE', '/api/embeddings/benchmarks')).status).toBe(204);
    expect((await user.get<Stats>('/api/embeddings/stats')).body.benchmarks.sessionCount).toBe(0);
  }, 60_000);

  it('is behind sign-in', async () => {
    const res = await fetch(`${stack.baseUrl}/api/embeddings/stats`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });
});
