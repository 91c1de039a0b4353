import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { logTail, spawnManaged, type ManagedProcess } from './managed-process';
import { findFreePorts } from './ports';
import { qdrantBinaryPath } from './qdrant-binary';
import { waitForHttp } from './wait-http';

export interface StartQdrantOptions {
  /** Everything Qdrant writes (collections, snapshots, its log) lives under this directory. */
  storageDir: string;
  host?: string;
  httpPort?: number;
  grpcPort?: number;
  log?: (message: string) => void;
  /** How long to wait for GET /readyz. */
  readyTimeoutMs?: number;
  /** Override the binary (tests, or a Qdrant installed elsewhere). */
  binaryPath?: string;
}

export interface QdrantHandle {
  url: string;
  httpPort: number;
  grpcPort: number;
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

/** Starts a Qdrant server and resolves once it reports ready. */
export async function startQdrant(options: StartQdrantOptions): Promise<QdrantHandle> {
  const host = options.host ?? '127.0.0.1';
  const portsGiven = options.httpPort !== undefined && options.grpcPort !== undefined;
  // Free ports can be taken by someone else between choosing and binding; when we chose them, a
  // second try with fresh ports fixes that. Ports the caller chose are used as given.
  const attempts = portsGiven ? 1 : 3;
  let lastError: Error | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await startOnce(options, host);
    } catch (error) {
      lastError = error as Error;
      if (!(error instanceof PortInUseError)) throw error;
      options.log?.(`qdrant: port taken, retrying with other ports (${attempt}/${attempts})`);
    }
  }
  throw lastError;
}

class PortInUseError extends Error {}

async function startOnce(options: StartQdrantOptions, host: string): Promise<QdrantHandle> {
  const binary = options.binaryPath ?? qdrantBinaryPath();
  const [freeHttp, freeGrpc] = await findFreePorts(2, host);
  const httpPort = options.httpPort ?? (freeHttp as number);
  const grpcPort = options.grpcPort ?? (freeGrpc as number);

  const storageDir = path.resolve(options.storageDir);
  const dirs = {
    storage: path.join(storageDir, 'storage'),
    snapshots: path.join(storageDir, 'snapshots'),
    // Qdrant writes `.qdrant-initialized` and looks for `config/` in its working directory.
    cwd: path.join(storageDir, 'run'),
  };
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
  const logFile = path.join(storageDir, 'qdrant.log');

  const managed = spawnManaged(binary, [], {
    cwd: dirs.cwd,
    logFile,
    env: {
      ...process.env,
      QDRANT__SERVICE__HOST: host,
      QDRANT__SERVICE__HTTP_PORT: String(httpPort),
      QDRANT__SERVICE__GRPC_PORT: String(grpcPort),
      QDRANT__STORAGE__STORAGE_PATH: dirs.storage,
      QDRANT__STORAGE__SNAPSHOTS_PATH: dirs.snapshots,
      QDRANT__TELEMETRY_DISABLED: 'true',
    },
  });

  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${httpPort}`;
  options.log?.(`qdrant: starting ${binary} (pid ${managed.child.pid}) on ${url}, log ${logFile}`);
  await waitUntilReady(managed, url, options.readyTimeoutMs ?? 60_000);
  options.log?.(`qdrant: ready on ${url}`);

  return {
    url,
    httpPort,
    grpcPort,
    process: managed.child,
    logFile,
    stop: () => managed.stop(),
  };
}

async function waitUntilReady(managed: ManagedProcess, url: string, timeoutMs: number): Promise<void> {
  try {
    await waitForHttp(`${url}/readyz`, { timeoutMs, intervalMs: 100, abortReason: managed.exitReason });
  } catch (error) {
    const stopProblem = await managed.stop(2_000).then(
      () => '',
      (stopError: Error) => ` (and stopping it failed: ${stopError.message})`,
    );
    const tail = logTail(managed.logFile, managed.logStart);
    const message =
      `Qdrant did not become ready on ${url}: ${(error as Error).message}${stopProblem}\n` + `--- ${managed.logFile} (tail) ---\n${tail}`;
    if (/address already in use/i.test(tail)) throw new PortInUseError(message);
    throw new Error(message, { cause: error });
  }
}
