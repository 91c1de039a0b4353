import type { Logger } from '@tailor/observability';

export type Closer = () => Promise<void>;

export interface GracefulShutdownOptions {
  /** Run in order: typically stop taking work (server, workers) first, then queues, then Redis/store. */
  closers: Closer[];
  /** For all closers together, not each. */
  deadlineMs: number;
  logger: Logger;
  /** Defaults to process.exit; tests pass a spy. */
  exit?: (code: number) => void;
  /** Defaults to SIGTERM and SIGINT; pass [] to install no process hooks at all. */
  signals?: NodeJS.Signals[];
}

export interface GracefulShutdown {
  /** Idempotent: every call returns the same run. Resolves with the exit code it used. */
  shutdown(reason: string): Promise<number>;
  /** Removes the signal handlers (tests, or a process that installs its own). */
  uninstall(): void;
}

export function installGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let running: Promise<number> | undefined;

  function shutdown(reason: string): Promise<number> {
    running ??= (async () => {
      options.logger.info({ reason, deadlineMs: options.deadlineMs }, 'shutting down');
      const clean = await runClosers(options.closers, options.deadlineMs, options.logger);
      const code = clean ? 0 : 1;
      options.logger[clean ? 'info' : 'error']({ reason, code }, clean ? 'shutdown complete' : 'shutdown incomplete');
      exit(code);
      return code;
    })();
    return running;
  }

  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const onSignal = (signal: NodeJS.Signals): void => void shutdown(signal);
  for (const signal of signals) process.on(signal, onSignal);
  const uninstall = (): void => {
    for (const signal of signals) process.off(signal, onSignal);
  };
  return { shutdown, uninstall };
}

/**
 * Awaits each closer in order until the shared deadline. A failing closer is logged and the rest
 * still run, so one broken dependency does not leave the others' connections open.
 * True only if every closer finished, without error, in time.
 */
export async function runClosers(closers: Closer[], deadlineMs: number, logger: Logger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  const all = (async () => {
    let clean = true;
    for (const [index, closer] of closers.entries()) {
      try {
        await closer();
      } catch (error) {
        clean = false;
        logger.error({ err: error, closer: index }, 'closer failed');
      }
    }
    return clean;
  })();
  try {
    const outcome = await Promise.race([all, deadline]);
    if (outcome === 'deadline') {
      logger.error({ deadlineMs }, 'shutdown deadline hit before all closers finished');
      return false;
    }
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}
