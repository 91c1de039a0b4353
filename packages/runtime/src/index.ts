export {
  checkDependencies,
  connectDependencies,
  waitForDependencies,
  type Dependencies,
  type DependencyConfig,
  type DependencyHealth,
  type PartState,
} from './dependencies';
export { envParts, workerEnvSchema, workerEnvShape, type WorkerEnv } from './env';
export { runWorkerService, type RunningWorkerService, type WorkerServiceDefinition, type WorkerTuning } from './worker-service';
export { vectorCall, VectorDatabaseUnavailableError } from './vector-failure';
