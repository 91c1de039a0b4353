import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type LogMethod = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
type LogCall = (...args: unknown[]) => void;
const LEVEL_VALUES: Record<LogMethod, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

function levelValue(level: string): number {
  return level === 'silent' ? Number.POSITIVE_INFINITY : (LEVEL_VALUES[level as LogMethod] ?? LEVEL_VALUES.info);
}

/** A request logger that builds its pino child on the first call at or above its level. */
class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;
  private readonly threshold: number;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: { level?: string },
    private readonly initialLevel: string,
  ) {
    this.threshold = levelValue(initialLevel);
  }

  get level(): string {
    return this.real ? this.real.level : this.initialLevel;
  }

  set level(value: string) {
    this.materialise().level = value;
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: Record<string, unknown>): FastifyBaseLogger {
    return this.materialise().child(bindings, options);
  }

  private write(method: LogMethod, args: unknown[]): void {
    if (this.real) (this.real[method] as LogCall)(...args);
    else if (LEVEL_VALUES[method] >= this.threshold) (this.materialise()[method] as LogCall)(...args);
  }

  private materialise(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }
}

/**
 * Fastify gives every request a child logger bound to its request id. On routes that log only
 * warnings (the polled job-status route) almost no request ever writes a line, yet building the
 * child (bindings serialised, redaction set up) cost a few percent of the route. Such a child is
 * built on first use here; calls below its level are dropped, as pino's would be. Routes logging at
 * info or lower get a plain child at once.
 */
export function lazyChildLoggerFactory(
  this: FastifyInstance,
  parent: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: { level?: string },
): FastifyBaseLogger {
  const level = options.level ?? parent.level;
  if (levelValue(level) <= LEVEL_VALUES.info) return parent.child(bindings, options);
  return new LazyChildLogger(parent, bindings, options, level) as unknown as FastifyBaseLogger;
}
