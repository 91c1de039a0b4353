import { findFreePorts } from '@tailor/devstack';
import { createStore } from '@tailor/store';
import { tempDir, testEnv, testQueuePrefix, waitFor, type TempDir } from '@tailor/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');

interface Launched {
  child: ChildProcess;
  output: string[];
  baseUrl: string;
  exited: Promise<number | null>;
  generationHealthUrl: string;
}

async function launch(dataDir: string): Promise<Launched> {
  const [port, qdrantPort, ingestPort, embeddingPort, generationPort, semanticPort] = await findFreePorts(6);
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: String(port),
      REDIS_URL: testEnv().redisUrl,
      QDRANT_HTTP_PORT: String(qdrantPort),
      INGEST_HEALTH_PORT: String(ingestPort),
      EMBEDDING_SERVICE_PORT: String(embeddingPort),
      GENERATION_HEALTH_PORT: String(generationPort),
      SEMANTIC_HEALTH_PORT: String(semanticPort),
      QUEUE_PREFIX: testQueuePrefix('launcher'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`launcher exited early:\n${output.join('')}`);
      const res = await fetch(`${baseUrl}/api/health`).catch(() => null);
      return res?.status === 200;
    },
    { timeoutMs: 90_000, intervalMs: 200, description: 'npm start to report healthy' },
  );
  return { child, output, baseUrl, exited, generationHealthUrl: `http://127.0.0.1:${generationPort}/health` };
}

/** Every process whose parent chain leads to `pid`, read from /proc so nothing is missed. */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we were reading.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift() as number;
    for (const [child, parent] of parents) {
      if (parent === current) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function qdrantUrlOf(output: string[]): string {
  const match = /qdrant: ready on (http:\/\/[0-9.:]+)/.exec(output.join(''));
  if (!match?.[1]) throw new Error(`the launcher did not report its Qdrant URL:\n${output.join('')}`);
  return match[1];
}

/** The launcher's child running services/<name>. */
function servicePid(launcher: number, name: string): number | undefined {
  return descendantsOf(launcher).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`services/${name}/dist/main.js`);
    } catch {
      return false;
    }
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z';
  } catch {
    return false;
  }
}

describe('npm start launcher', () => {
  let dir: TempDir;
  beforeAll(async () => {
    dir = await tempDir('launcher');
  });
  afterAll(async () => {
    await dir.cleanup();
  });

  // Two full start-ups (each waits up to 90 s) and a shutdown: far above jest's default 30 s when
  // other system suites share the machine's cores.
  it('brings the whole product up, stops every child on SIGTERM, and finds its data again', async () => {
    const first = await launch(dir.path);
    const health = await (await fetch(`${first.baseUrl}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', store: 'ok', redis: 'ok', qdrant: 'ok' });
    expect(await (await fetch(first.baseUrl)).text()).toContain('<div id="root"></div>');

    // A worker that dies is started again; the product stays up meanwhile.
    const worker = servicePid(first.child.pid as number, 'generation-worker');
    expect(worker).toBeDefined();
    process.kill(worker as number, 'SIGKILL');
    await waitFor(
      async () => {
        const again = servicePid(first.child.pid as number, 'generation-worker');
        return again !== undefined && again !== worker && (await fetch(first.generationHealthUrl).catch(() => null))?.status === 200;
      },
      { timeoutMs: 60_000, intervalMs: 200, description: 'the killed generation worker to be started again and answer its health check' },
    );
    expect(first.output.join('')).toContain('generation-worker exited unexpectedly (SIGKILL); starting it again');
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    const children = descendantsOf(first.child.pid as number);
    // gateway, four workers and the launcher's own Qdrant.
    expect(children.length).toBeGreaterThanOrEqual(6);

    // Something to find after a restart: a record in the embedded store and a Qdrant collection.
    const qdrantUrl = qdrantUrlOf(first.output);
    const created = await fetch(`${qdrantUrl}/collections/launcher_probe`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vectors: { size: 4, distance: 'Cosine' } }),
    });
    expect(created.status).toBe(200);
    const store = await createStore({ dataDir: dir.path });
    await store.processingConfigs.upsert({ id: 'launcher-test', name: 'launcher-test', value: { kept: true }, description: 'restart check' });
    await store.close();

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await waitFor(() => children.every((pid) => !isAlive(pid)), {
      timeoutMs: 20_000,
      description: 'every child of the launcher to exit',
    });

    const second = await launch(dir.path);
    try {
      const reopened = await createStore({ dataDir: dir.path });
      expect((await reopened.processingConfigs.findById('launcher-test'))?.value).toEqual({ kept: true });
      await reopened.close();
      const probe = await fetch(`${qdrantUrlOf(second.output)}/collections/launcher_probe`);
      expect(probe.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 180_000);

  it('leaves nothing behind when the launcher itself is killed with SIGKILL', async () => {
    const dir2 = await tempDir('launcher-kill');
    try {
      const launched = await launch(dir2.path);
      const children = descendantsOf(launched.child.pid as number);
      expect(children.length).toBeGreaterThanOrEqual(5);
      launched.child.kill('SIGKILL');
      await launched.exited;
      await waitFor(() => children.every((pid) => !isAlive(pid)), {
        timeoutMs: 30_000,
        description: 'services, Qdrant and the guard to exit after the launcher was killed',
      });
    } finally {
      await dir2.cleanup();
    }
  }, 120_000);
});
