export interface TestEnv {
  qdrantUrl: string;
  redisUrl: string;
  runId: string;
}

/** Names of the variables the jest global setup exports to every worker. */
export const TEST_ENV_VARS = { qdrantUrl: 'QDRANT_URL', redisUrl: 'REDIS_URL', runId: 'TEST_RUN_ID' } as const;

/** The services the jest global setup started (or checked), read from process.env. */
export function testEnv(): TestEnv {
  const qdrantUrl = process.env[TEST_ENV_VARS.qdrantUrl];
  const redisUrl = process.env[TEST_ENV_VARS.redisUrl];
  const runId = process.env[TEST_ENV_VARS.runId];
  if (!qdrantUrl || !redisUrl || !runId) {
    const missing = Object.values(TEST_ENV_VARS).filter((name) => !process.env[name]);
    throw new Error(
      `testEnv(): ${missing.join(', ')} not set, so the jest global setup did not run. ` +
        'Build @tailor/testing first (cd packages/testing && ../../node_modules/.bin/tsc -p tsconfig.build.json) ' +
        'and run jest from the repository root, whose jest.config.js loads packages/testing/dist/jest-global-setup.js.',
    );
  }
  return { qdrantUrl, redisUrl, runId };
}
