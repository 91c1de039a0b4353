export { createLogger, jobLogger, REDACT_PATHS, REDACTED, type CreateLoggerOptions, type LoggableJob, type Logger } from './logger';
export { Counter, createMetrics, Gauge, Histogram, metricPrefix, Registry } from './metrics';
export { LabelledHistogram, type HistogramSeries } from './labelled-histogram';
export {
  createCacheMetrics,
  createHttpMetrics,
  createJobMetrics,
  createQueueDepthMetrics,
  type HttpMetrics,
  type JobOutcome,
  type RouteResponseRecorder,
} from './service-metrics';
