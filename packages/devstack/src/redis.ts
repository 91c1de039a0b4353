import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findOnPath, logTail, spawnManaged } from './managed-process';
import { pollUntil } from './poll';
import { findFreePort } from './ports';
import { pingRedis, redactUrl } from './redis-ping';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface EnsureRedisOptions {
  /** An explicit Redis (REDIS_URL). When given it must answer; nothing else is tried. */
  url?: string;
  /** A spawned redis-server keeps its append-only file in `<dataDir>/redis`. */
  dataDir: string;
  log?: (message: string) => void;
  /** Tried when no url is given; null skips it and always spawns. */
  defaultUrl?: string | null;
  /** Name or path of the server binary to spawn. */
  redisServerBinary?: string;
  pingTimeoutMs?: number;
  readyTimeoutMs?: number;
}

export interface RedisHandle {
  url: string;
  /** True when this call started redis-server; stop() then ends it, otherwise stop() does nothing. */
  spawned: boolean;
  /** The redis-server child when spawned. */
  process?: ChildProcess;
  stop(): Promise<void>;
}

const HOW_TO_GET_REDIS =
  'Install one (`apt-get install -y redis-server`), or set REDIS_URL to a running Redis, ' +
  'or start the one from docker compose (`docker compose up -d redis`, then REDIS_URL=redis://127.0.0.1:6379).';

/** Finds a Redis that answers PING: the given URL, else the default local one, else a spawned one. */
export async function ensureRedis(options: EnsureRedisOptions): Promise<RedisHandle> {
  const pingTimeoutMs = options.pingTimeoutMs ?? 2_000;
  if (options.url) {
    try {
      await pingRedis(options.url, pingTimeoutMs);
    } catch (error) {
      throw new Error(
        `REDIS_URL ${redactUrl(options.url)} does not answer: ${(error as Error).message}. ` +
          'Start that Redis, or unset REDIS_URL to use a local one.',
        { cause: error },
      );
    }
    options.log?.(`redis: using ${redactUrl(options.url)}`);
    return external(options.url);
  }

  const defaultUrl = options.defaultUrl === undefined ? DEFAULT_REDIS_URL : options.defaultUrl;
  if (defaultUrl) {
    try {
      await pingRedis(defaultUrl, pingTimeoutMs);
      options.log?.(`redis: using the local ${defaultUrl}`);
      return external(defaultUrl);
    } catch (error) {
      options.log?.(`redis: ${defaultUrl} does not answer (${(error as Error).message}); spawning redis-server`);
    }
  }
  return spawnRedis(options);
}

function external(url: string): RedisHandle {
  return { url, spawned: false, stop: async () => undefined };
}

async function spawnRedis(options: EnsureRedisOptions): Promise<RedisHandle> {
  const binaryName = options.redisServerBinary ?? 'redis-server';
  const binary = findOnPath(binaryName);
  if (!binary) throw new Error(`No Redis answers and ${binaryName} is not on PATH. ${HOW_TO_GET_REDIS}`);

  const dir = path.resolve(options.dataDir, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  const logFile = path.join(dir, 'redis-server.log');
  // The port can be taken between choosing and binding; a fresh port on the next try fixes that.
  let lastError: Error | undefined;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await findFreePort('127.0.0.1');
    const url = `redis://127.0.0.1:${port}`;
    // A launcher that spawns Redis keeps queued jobs across restarts: append-only file on, RDB off.
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', dir];
    const managed = spawnManaged(binary, args, { cwd: dir, env: process.env, logFile });
    options.log?.(`redis: starting ${binary} (pid ${managed.child.pid}) on ${url}, data ${dir}`);
    try {
      await pollUntil(`redis-server on ${url}`, (remaining) => pingRedis(url, Math.min(remaining, 1_000)), {
        timeoutMs: options.readyTimeoutMs ?? 15_000,
        intervalMs: 50,
        abortReason: managed.exitReason,
      });
      return { url, spawned: true, process: managed.child, stop: () => managed.stop() };
    } catch (error) {
      const stopProblem = await managed.stop(2_000).then(
        () => '',
        (stopError: Error) => ` (and stopping it failed: ${stopError.message})`,
      );
      const tail = logTail(logFile, managed.logStart);
      lastError = new Error(`${(error as Error).message}${stopProblem}\n--- ${logFile} (tail) ---\n${tail}`);
      if (!/address already in use/i.test(tail)) break;
    }
  }
  throw lastError;
}
