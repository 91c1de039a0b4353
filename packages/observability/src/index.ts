export {
  createLogger,
  jobLogger,
  REDACT_PATHS,
  REDACTED,
  type CreateLoggerOptions,
  type LoggableJob,
  type Logger,
} from './logger';
export { Counter, createMetrics, Gauge, Histogram, metricPrefix, Registry } from './metrics';
export { createCacheMetrics, createHttpMetrics, createJobMetrics, createQueueDepthMetrics, type JobOutcome } from './service-metrics';
