import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type LogMethod = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
const LEVEL_VALUES: Record<LogMethod, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const METHODS = Object.keys(LEVEL_VALUES) as LogMethod[];
const noop = () => undefined;

function levelValue(level: string): number {
  return level === 'silent' ? Number.POSITIVE_INFINITY : (LEVEL_VALUES[level as LogMethod] ?? LEVEL_VALUES.info);
}

/**
 * Fastify gives every request a child logger bound to its request id. On routes that log only
 * warnings (the polled job-status route) almost no request ever writes a line, yet building the
 * child (bindings serialised, redaction set up) cost a few percent of the route. Here such a
 * child is built on first use; calls below its level are no-ops, as pino's would be. Routes
 * logging at info or lower get a plain child at once.
 */
export function lazyChildLoggerFactory(
  this: FastifyInstance,
  parent: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: { level?: string },
): FastifyBaseLogger {
  const level = options.level ?? parent.level;
  const threshold = levelValue(level);
  if (threshold <= LEVEL_VALUES.info) return parent.child(bindings, options);
  let real: FastifyBaseLogger | undefined;
  const materialise = () => (real ??= parent.child(bindings, options));
  const lazy = {
    get level() {
      return real ? real.level : level;
    },
    set level(value: string) {
      materialise().level = value;
    },
    silent: noop,
    child: (childBindings: Record<string, unknown>, childOptions?: Record<string, unknown>) => materialise().child(childBindings, childOptions),
  } as Record<string, unknown>;
  for (const method of METHODS) {
    lazy[method] = LEVEL_VALUES[method] >= threshold ? (...args: unknown[]) => (materialise()[method] as (...a: unknown[]) => void)(...args) : noop;
  }
  return lazy as unknown as FastifyBaseLogger;
}
