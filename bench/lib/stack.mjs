// The product as separate processes from their built dist, on free ports, with a fresh data
// directory, queue prefix and Qdrant collection each time: the same shape as tests/src/stack.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { requireFrom, root, shortId, sleep, waitUntil } from './util.mjs';

const devstack = requireFrom('packages/devstack')(join(root, 'packages', 'devstack', 'dist', 'index.js'));
const Redis = requireFrom('packages/queue')('ioredis');

/** Every child process this run started, so the end (or a Ctrl-C) can stop them all. */
export const started = new Set();
/** Stacks not stopped yet: a Ctrl-C stops them properly (keys, collection, data directory). */
export const activeStacks = new Set();

export function track(child, name) {
  started.add({ child, name });
  return child;
}

/** Stops a child with SIGTERM, then SIGKILL after `deadlineMs`. */
export function stopChild(child, deadlineMs = 15_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One Qdrant for the whole run, on free ports with temporary storage. */
export async function startQdrant(log) {
  const storageDir = mkdtempSync(join(tmpdir(), 'tailor-bench-qdrant-'));
  const qdrant = await devstack.startQdrant({ storageDir, log: (line) => log?.(line) });
  track(qdrant.process, 'qdrant');
  // If this process is SIGKILLed it cannot stop Qdrant; the launcher's orphan guard can.
  const guard = spawn(process.execPath, [join(root, 'scripts', 'orphan-guard.mjs'), String(process.pid), String(qdrant.process.pid)], {
    detached: true,
    stdio: 'ignore',
  });
  guard.unref();
  return {
    url: qdrant.url,
    pid: qdrant.process.pid,
    async stop() {
      await qdrant.stop();
      await stopChild(guard, 2_000);
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export async function ensureRedis() {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const ok = await devstack.pingRedis(url).then(
    () => true,
    () => false,
  );
  if (!ok) throw new Error(`no Redis answers at ${url}; start one (redis-server) or set REDIS_URL`);
  return url;
}

export function redisClient(url) {
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
}

/** Deletes every key under `prefix:` (never FLUSH: the Redis is shared). Bounded in rounds. */
export async function deleteKeys(redis, prefix) {
  let cursor = '0';
  let deleted = 0;
  for (let round = 0; round < 10_000; round++) {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) deleted += await redis.unlink(...keys);
    cursor = next;
    if (cursor === '0') break;
  }
  return deleted;
}

export async function countKeys(redis, prefix) {
  let cursor = '0';
  let count = 0;
  for (let round = 0; round < 10_000; round++) {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    count += keys.length;
    cursor = next;
    if (cursor === '0') break;
  }
  return count;
}

/**
 * Starts the gateway, `ingestWorkers` ingest workers, the embedding worker and the generation
 * worker, and waits until every one reports healthy.
 */
export async function startStack({ redisUrl, qdrantUrl, ingestWorkers = 1, extraEnv = {}, nodeArgs = {}, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-bench-data-'));
  const id = shortId();
  const ports = await devstack.findFreePorts(4 + ingestWorkers);
  const [port, embeddingPort, generationPort, semanticPort, ...ingestPorts] = ports;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
    QDRANT_URL: qdrantUrl,
    QDRANT_COLLECTION: `bench_${id}`,
    QUEUE_PREFIX: `bench-${id}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    EMBEDDING_SERVICE_PORT: String(embeddingPort),
    GENERATION_HEALTH_PORT: String(generationPort),
    SEMANTIC_HEALTH_PORT: String(semanticPort),
    EMBEDDING_SERVICE_URL: `http://127.0.0.1:${embeddingPort}`,
    EMBEDDING_PRELOAD_DELAY_MS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    TAILOR_PARENT_PID: String(process.pid),
    ...extraEnv,
  };
  const logs = [];
  const processes = [];

  function startService(name, serviceEnv = {}) {
    const args = [...(nodeArgs[name] ?? []), join(root, 'services', name, 'dist', 'main.js')];
    const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...serviceEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    track(child, name);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        logs.push(`[${name}:${child.pid}] ${line}`);
        if (logs.length > 2000) logs.splice(0, 1000);
      });
    }
    processes.push({ name, child, pid: child.pid });
    return child;
  }

  startService('gateway');
  startService('embedding-worker');
  startService('generation-worker');
  startService('semantic-worker');
  ingestPorts.forEach((ingestPort) => startService('ingest-worker', { INGEST_HEALTH_PORT: String(ingestPort) }));

  const baseUrl = `http://127.0.0.1:${port}`;
  const healthUrls = [
    `${baseUrl}/api/health`,
    `http://127.0.0.1:${embeddingPort}/health`,
    `http://127.0.0.1:${generationPort}/health`,
    `http://127.0.0.1:${semanticPort}/health`,
    ...ingestPorts.map((ingestPort) => `http://127.0.0.1:${ingestPort}/health`),
  ];

  let redis;
  const stack = {
    baseUrl,
    embeddingUrl: `http://127.0.0.1:${embeddingPort}`,
    qdrantUrl,
    env,
    dataDir,
    prefix: env.QUEUE_PREFIX,
    collection: env.QDRANT_COLLECTION,
    processes,
    logs: () => logs.join('\n'),
    redis: () => (redis ??= redisClient(redisUrl)),
    async stop() {
      if (!activeStacks.delete(stack)) return 0;
      await Promise.all(processes.map(({ child }) => stopChild(child)));
      const client = stack.redis();
      const deleted = await deleteKeys(client, env.QUEUE_PREFIX);
      // Services can write a last key while closing; one more pass catches it.
      await sleep(50);
      await deleteKeys(client, env.QUEUE_PREFIX);
      await client.quit().catch(() => client.disconnect());
      await fetch(`${qdrantUrl}/collections/${env.QDRANT_COLLECTION}`, { method: 'DELETE' }).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      return deleted;
    },
  };

  activeStacks.add(stack);
  const startedAt = Date.now();
  try {
    await waitUntil(
      async () => {
        const dead = processes.find(({ child }) => child.exitCode !== null || child.signalCode !== null);
        if (dead) throw Object.assign(new Error(`${dead.name} exited during start-up:\n${logs.slice(-40).join('\n')}`), { fatal: true });
        const answers = await Promise.all(
          healthUrls.map((url) =>
            fetch(url)
              .then((res) => res.status)
              .catch(() => 0),
          ),
        );
        return answers.every((status) => status === 200);
      },
      { timeoutMs: 90_000, intervalMs: 100, what: 'every service to report healthy' },
    );
  } catch (error) {
    await stack.stop();
    throw new Error(`${error.message}\n${logs.slice(-40).join('\n')}`, { cause: error });
  }
  stack.startupMs = Date.now() - startedAt;
  log?.(`stack ${env.QUEUE_PREFIX} up in ${stack.startupMs} ms (${ingestWorkers} ingest worker${ingestWorkers > 1 ? 's' : ''})`);
  return stack;
}

/** VmRSS in bytes from /proc (Linux), or null when the process is gone. */
export function readRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** utime + stime of a process in ms (Linux /proc; 100 ticks per second), or null when gone. */
export function readCpuMs(pid) {
  return readStatCpuMs(`/proc/${pid}/stat`);
}

/**
 * utime + stime of a process's main thread alone (its JavaScript event loop), or null when gone.
 * The process figure also holds its worker threads and V8's own threads (optimising compiler,
 * concurrent GC), which a CPU profile of the main thread does not show.
 */
export function readMainThreadCpuMs(pid) {
  return readStatCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

function readStatCpuMs(path) {
  try {
    const stat = readFileSync(path, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Samples the RSS of the given processes every `intervalMs` until stopped; keeps the peaks, and
 * the CPU time each used between start and stop (what the work cost, whatever else ran), in all
 * and on its main thread.
 */
export function sampleRss(targets, intervalMs = 100) {
  const peaks = new Map(
    targets.map((target) => [
      target.pid,
      {
        ...target,
        peak: 0,
        samples: 0,
        cpuStart: readCpuMs(target.pid) ?? 0,
        cpuEnd: 0,
        mainStart: readMainThreadCpuMs(target.pid) ?? 0,
        mainEnd: 0,
      },
    ]),
  );
  const take = () => {
    for (const entry of peaks.values()) {
      const rss = readRss(entry.pid);
      if (rss !== null) {
        entry.peak = Math.max(entry.peak, rss);
        entry.samples++;
      }
      const cpu = readCpuMs(entry.pid);
      if (cpu !== null) entry.cpuEnd = cpu;
      const main = readMainThreadCpuMs(entry.pid);
      if (main !== null) entry.mainEnd = main;
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return [...peaks.values()].map(({ name, pid, peak, samples, cpuStart, cpuEnd, mainStart, mainEnd }) => ({
        name,
        pid,
        peak,
        samples,
        cpuMs: cpuEnd - cpuStart,
        mainThreadCpuMs: mainEnd - mainStart,
      }));
    },
  };
}
