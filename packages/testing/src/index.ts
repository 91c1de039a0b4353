export { waitFor, waitForAssertion, type WaitForOptions } from './wait-for';
export { testEnv, TEST_ENV_VARS, type TestEnv } from './test-env';
export { uniqueId, testQueuePrefix, testRunKeyPrefix, uniqueCollectionName, tempDir, type TempDir } from './names';
export { deleteRedisKeys } from './redis-keys';
export { startTestServices, stopTestServices } from './test-services';
export { sharedDataDir } from './shared-data';
export { buildPdf, encryptedPdf, textAt, textContent } from './pdf-fixtures';
export { seededRandom } from './seeded-random';
