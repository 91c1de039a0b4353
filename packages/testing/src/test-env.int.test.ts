import { pingRedis, waitForHttp } from '@tailor/devstack';
import { testEnv } from './test-env';

describe('testEnv (after the jest global setup)', () => {
  it('points at a ready Qdrant and a Redis that answers', async () => {
    const env = testEnv();
    expect(env.runId).toMatch(/\S/);
    await waitForHttp(`${env.qdrantUrl}/readyz`, { timeoutMs: 2_000 });
    await pingRedis(env.redisUrl, 2_000);
  });

  it('explains how to fix a missing global setup', () => {
    const saved = process.env.TEST_RUN_ID;
    delete process.env.TEST_RUN_ID;
    try {
      expect(() => testEnv()).toThrow(/TEST_RUN_ID not set, so the jest global setup did not run/);
    } finally {
      process.env.TEST_RUN_ID = saved;
    }
  });
});
