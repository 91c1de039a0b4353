import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** A child process whose output goes to a log file and whose end is observable. */
export interface ManagedProcess {
  child: ChildProcess;
  logFile: string;
  /** Size of the log file before this process started, so its tail shows only this run. */
  logStart: number;
  /** Resolves once the process has exited (or failed to spawn); never rejects. */
  exited: Promise<void>;
  /** Why the process is gone, or undefined while it runs. */
  exitReason(): string | undefined;
  /** SIGTERM, wait up to graceMs, then SIGKILL. Idempotent. */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnManagedOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
}

export function spawnManaged(command: string, args: string[], options: SpawnManagedOptions): ManagedProcess {
  // The child writes straight into the file: no pipes for the parent to drain, nothing on the terminal.
  const logFd = fs.openSync(options.logFile, 'a');
  const logStart = fs.fstatSync(logFd).size;
  let child: ChildProcess;
  try {
    child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', logFd, logFd] });
  } finally {
    fs.closeSync(logFd);
  }

  let reason: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      reason ??= signal ? `exited on signal ${signal}` : `exited with code ${code}`;
      resolve();
    });
    // 'error' without 'exit' happens when the binary cannot be spawned at all (ENOENT, EACCES).
    child.once('error', (error) => {
      reason ??= `could not be started: ${error.message}`;
      if (child.pid === undefined) resolve();
    });
  });

  // A server we started must not outlive us. 'exit' handlers run on normal exit and process.exit();
  // Ctrl-C reaches the child directly because it stays in our process group.
  const killOnParentExit = () => {
    if (reason === undefined) child.kill('SIGKILL');
  };
  process.on('exit', killOnParentExit);
  void exited.then(() => process.removeListener('exit', killOnParentExit));

  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 10_000) => {
    stopping ??= (async () => {
      if (reason !== undefined) return;
      child.kill('SIGTERM');
      if (await settlesWithin(exited, graceMs)) return;
      child.kill('SIGKILL');
      if (!(await settlesWithin(exited, 5_000))) {
        throw new Error(`${command} (pid ${child.pid}) did not exit even after SIGKILL`);
      }
    })();
    return stopping;
  };

  return { child, logFile: options.logFile, logStart, exited, exitReason: () => reason, stop };
}

async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The last lines of a log file, for error messages; never throws. */
export function logTail(file: string, fromByte = 0, maxLines = 30): string {
  try {
    const text = fs.readFileSync(file).subarray(fromByte).toString('utf8');
    const lines = text.trimEnd().split('\n');
    return lines.slice(-maxLines).join('\n') || '(log is empty)';
  } catch (error) {
    return `(could not read ${file}: ${(error as Error).message})`;
  }
}

/** Finds an executable by name on PATH (like `which`), or undefined. */
export function findOnPath(name: string, pathValue = process.env.PATH ?? ''): string | undefined {
  if (name.includes('/')) return isExecutable(name) ? name : undefined;
  for (const dir of pathValue.split(':')) {
    if (!dir) continue;
    const candidate = `${dir}/${name}`;
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
