import { testRunKeyPrefix } from './names';
import { deleteRedisKeys } from './redis-keys';
import { testEnv } from './test-env';
import { stopTestServices } from './test-services';

// `export =` compiles to `module.exports = fn`, see jest-global-setup.ts.
export = async function jestGlobalTeardown(): Promise<void> {
  try {
    // Whatever the run's stacks and queues left (a service killed mid-job, a test that failed
    // before its cleanup): a CI Redis that lives across runs must not grow with each of them.
    await deleteRedisKeys(testEnv().redisUrl, testRunKeyPrefix());
  } finally {
    await stopTestServices();
  }
};
