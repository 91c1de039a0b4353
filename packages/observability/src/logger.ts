import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/**
 * Paths pino replaces with '[redacted]'. pino's `*` matches exactly one level, so the common
 * "nested one level" shapes are listed explicitly; payloads should never carry secrets or bytes
 * in the first place (architecture example 4), this is the safety net.
 */
export const REDACT_PATHS: readonly string[] = [
  'password',
  '*.password',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'secret',
  '*.secret',
  'apiKey',
  '*.apiKey',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'bytes',
  '*.bytes',
  'buffer',
  '*.buffer',
];

export const REDACTED = '[redacted]';

export interface CreateLoggerOptions {
  service: string;
  level?: string;
  /** Human-readable output via pino-pretty, only if that package is installed; JSON otherwise. */
  pretty?: boolean;
  /** Where lines go; defaults to stdout. Tests pass a stream to read what was written. */
  destination?: DestinationStream;
}

export function createLogger(options: CreateLoggerOptions): Logger {
  const config: LoggerOptions = {
    level: options.level ?? 'info',
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
  };
  if (options.pretty && !options.destination && prettyAvailable()) {
    return pino({ ...config, transport: { target: 'pino-pretty', options: { colorize: true } } });
  }
  return options.destination ? pino(config, options.destination) : pino(config);
}

// pino-pretty is not a dependency; a missing one must not break a service started with pretty logs.
function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** The few job fields a logger needs; structural so this package does not depend on BullMQ. */
export interface LoggableJob {
  id?: string | undefined;
  name: string;
  queueName: string;
  data: unknown;
}

/** Child logger carrying the job's identity and the gateway's requestId, never the payload. */
export function jobLogger(logger: Logger, job: LoggableJob): Logger {
  return logger.child({
    jobId: job.id,
    queue: job.queueName,
    jobName: job.name,
    requestId: requestIdOf(job.data),
  });
}

function requestIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('requestId' in data)) return undefined;
  const value = (data as { requestId: unknown }).requestId;
  return typeof value === 'string' ? value : undefined;
}
