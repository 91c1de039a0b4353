export {
  describeIssues,
  jobNamesOfQueue,
  queueNamesOf,
  type JobCatalog,
  type JobDefinition,
  type JobName,
  type JobsOfQueue,
  type Payload,
  type PayloadInput,
  type QueueNameOf,
} from './catalog';
export {
  createRedisConnection,
  isConnectionError,
  isRedisReady,
  lastConnectionError,
  pingRedis,
  waitForReady,
  type PingResult,
  type RedisConnectionOptions,
  type RedisRole,
} from './connection';
export { DEFAULT_JOB_OPTIONS, DEFAULT_QUEUE_TIMEOUT_MS } from './defaults';
export {
  InvalidJobPayloadError,
  isPermanentJobError,
  MissingJobHandlerError,
  PermanentJobError,
  QueueUnavailableError,
  ShutdownTimeoutError,
} from './errors';
export { readJobStatus, type JobStatus, type PublicJobState } from './job-status';
export { createProducer, MAX_PRIORITY, type EnqueueOptions, type FlowJobSpec, type Producer, type ProducerOptions } from './producer';
export { createProgressReporter, ERROR_PROGRESS, isStageProgress, type StageProgress, type UpdateProgress } from './progress';
export { installGracefulShutdown, runClosers, type Closer, type GracefulShutdown, type GracefulShutdownOptions } from './shutdown';
export {
  createWorker,
  type CreateWorkerOptions,
  type JobContext,
  type JobFinishedEvent,
  type JobHandler,
  type QueueHandlers,
  type QueueWorker,
} from './worker';
// Re-exported so services need neither bullmq nor ioredis as direct dependencies for types.
export { UnrecoverableError, type Job, type Queue } from 'bullmq';
export type { Redis } from 'ioredis';
