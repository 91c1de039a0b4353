import { findFreePorts } from '@tailor/devstack';
import { deleteRedisKeys, tempDir, testEnv, testQueuePrefix, uniqueCollectionName, waitFor, type TempDir } from '@tailor/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');
const SERVICES = ['gateway', 'ingest-worker', 'embedding-worker', 'semantic-worker', 'generation-worker'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface Stack {
  baseUrl: string;
  dataDir: string;
  env: Record<string, string>;
  processes: Map<ServiceName, ChildProcess>;
  /** Everything the services printed, for failure messages. */
  output(): string;
  /** Starts one more process of a service (e.g. a second ingest worker, or a replacement). */
  startService(name: ServiceName, extraEnv?: Record<string, string>): Promise<ChildProcess>;
  stop(): Promise<void>;
}

/**
 * The real product for system tests: the gateway and the three workers as separate processes from
 * their built dist, on free ports, with their own data directory, queue prefix and Qdrant
 * collection on the run's Redis and Qdrant.
 */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const dir: TempDir = await tempDir('stack');
  const [port, ingestPort, embeddingPort, generationPort, semanticPort] = await findFreePorts(5);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dir.path,
    REDIS_URL: testEnv().redisUrl,
    QDRANT_URL: testEnv().qdrantUrl,
    QDRANT_COLLECTION: uniqueCollectionName('stack'),
    QUEUE_PREFIX: testQueuePrefix('stack'),
    HOST: '127.0.0.1',
    PORT: String(port),
    INGEST_HEALTH_PORT: String(ingestPort),
    EMBEDDING_SERVICE_PORT: String(embeddingPort),
    GENERATION_HEALTH_PORT: String(generationPort),
    SEMANTIC_HEALTH_PORT: String(semanticPort),
    EMBEDDING_SERVICE_URL: `http://127.0.0.1:${embeddingPort}`,
    EMBEDDING_PRELOAD_DELAY_MS: '0',
    // Words only unless a test asks for the sentence model: these tests are about the pipeline.
    EMBEDDINGS_PROVIDER: 'builtin',
    ...extraEnv,
  };
  const logs: string[] = [];
  const processes = new Map<ServiceName, ChildProcess>();
  const all: ChildProcess[] = [];

  async function startService(name: ServiceName, serviceEnv: Record<string, string> = {}): Promise<ChildProcess> {
    const child = spawn(process.execPath, [join(repoRoot, 'services', name, 'dist', 'main.js')], {
      cwd: repoRoot,
      env: { ...env, ...serviceEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tag = `[${name}:${child.pid}] `;
    // A pipe delivers chunks, not lines: one chunk may hold several lines or end inside one. Every
    // whole line gets the tag, so a reader can tell which service wrote it.
    const tagLines = (stream: NodeJS.ReadableStream | null) => {
      let partial = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) logs.push(`${tag}${line}\n`);
      });
      stream?.on('end', () => {
        if (partial !== '') logs.push(`${tag}${partial}\n`);
        partial = '';
      });
    };
    tagLines(child.stdout);
    tagLines(child.stderr);
    processes.set(name, child);
    all.push(child);
    return child;
  }

  for (const name of SERVICES) await startService(name);
  const baseUrl = `http://127.0.0.1:${port}`;
  const healthUrls = [
    `${baseUrl}/api/health`,
    `http://127.0.0.1:${ingestPort}/health`,
    `http://127.0.0.1:${embeddingPort}/health`,
    `http://127.0.0.1:${generationPort}/health`,
    `http://127.0.0.1:${semanticPort}/health`,
  ];
  const stop = async () => {
    await Promise.all(
      all.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    // The stack's queues, caches and limits live under its prefix; nothing of it outlives the stack.
    // (A test that ran the stack on a Redis of its own may have stopped that Redis already.)
    await deleteRedisKeys(env.REDIS_URL as string, `${env.QUEUE_PREFIX}:`).catch(() => undefined);
    await dir.cleanup();
  };
  try {
    await waitFor(
      async () => {
        const dead = all.find((child) => child.exitCode !== null);
        if (dead) throw new Error(`a service exited during start-up:\n${logs.join('')}`);
        const answers = await Promise.all(
          healthUrls.map((url) =>
            fetch(url)
              .then((res) => res.status)
              .catch(() => 0),
          ),
        );
        return answers.every((status) => status === 200);
      },
      { timeoutMs: 60_000, intervalMs: 100, description: 'every service to report healthy' },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir: dir.path, env, processes, output: () => logs.join(''), startService, stop };
}
