export { findFreePort, findFreePorts, isPortFree } from './ports';
export { waitForHttp, type WaitForHttpOptions } from './wait-http';
export { pingRedis } from './redis-ping';
export { qdrantBinaryPath } from './qdrant-binary';
export { startQdrant, type StartQdrantOptions, type QdrantHandle } from './qdrant';
export { ensureRedis, DEFAULT_REDIS_URL, type EnsureRedisOptions, type RedisHandle } from './redis';
