#!/usr/bin/env node
// The `npm start` launcher: makes sure Redis and Qdrant are reachable (starting local ones when
// not configured), starts the gateway and the three workers with one shared configuration, waits
// until the gateway reports healthy and stops every child on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const devstack = require(join(root, 'packages', 'devstack', 'dist', 'index.js'));

const SERVICES = ['gateway', 'ingest-worker', 'embedding-worker', 'semantic-worker', 'generation-worker'];
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_DEADLINE_MS = 20_000;
// A service that exits on its own is started again, as `restart: unless-stopped` does under
// docker compose: a transient failure (a dependency that answered late) must not take the whole
// product down. One that keeps exiting is a fault to report, not to hide.
const RESTART_WINDOW_MS = 60_000;
const MAX_RESTARTS_IN_WINDOW = 5;
const RESTART_FIRST_DELAY_MS = 500;

function readDotEnv(file) {
  if (!existsSync(file)) return {};
  const vars = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    vars[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return vars;
}

const env = { ...readDotEnv(join(root, '.env')), ...process.env };
const dataDir = resolve(root, env.DATA_DIR || '.data');
const host = env.HOST || '127.0.0.1';
const port = Number(env.PORT || 3001);
mkdirSync(dataDir, { recursive: true });

const say = (line) => console.log(`[launcher] ${line}`);
// `--reindex` (npm run reindex): bring up Redis and Qdrant, rebuild the vector collection, stop.
const reindexOnly = process.argv.includes('--reindex');
const children = new Map();
/** When each service was last started again, within RESTART_WINDOW_MS. */
const restarts = new Map();
const stoppers = [];
let stopping = false;

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  const exits = [...children.values()].map(
    (child) =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  );
  await Promise.all(exits);
  for (const stop of stoppers.reverse()) {
    try {
      await stop();
    } catch (error) {
      say(`cleanup failed: ${error.message}`);
    }
  }
  say('stopped.');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));

// If whoever started us disappears without a signal reaching us, stop instead of running on orphaned.
const startedBy = process.ppid;
setInterval(() => {
  if (process.ppid !== startedBy) void stopAll(0);
}, 1000).unref();

/**
 * A launcher killed with SIGKILL cannot stop anything itself. The services notice on their own
 * (TAILOR_PARENT_PID), but Qdrant and a spawned redis-server cannot, so a tiny detached guard
 * process watches the launcher and kills them if it vanishes.
 */
function guardAgainstOrphans(pids) {
  const guard = spawn(process.execPath, [join(root, 'scripts', 'orphan-guard.mjs'), String(process.pid), ...pids.map(String)], {
    detached: true,
    stdio: 'ignore',
  });
  guard.unref();
  stoppers.unshift(async () => guard.kill('SIGTERM'));
}

function startService(name, serviceEnv) {
  const entry = join(root, 'services', name, 'dist', 'main.js');
  const child = spawn(process.execPath, [entry], { cwd: root, env: serviceEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.set(name, child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const how = signal ?? `code ${code}`;
    const now = Date.now();
    const recent = (restarts.get(name) ?? []).filter((at) => now - at < RESTART_WINDOW_MS);
    if (recent.length >= MAX_RESTARTS_IN_WINDOW) {
      say(`${name} exited unexpectedly (${how}) for the ${recent.length + 1}th time within a minute; stopping everything.`);
      void stopAll(1);
      return;
    }
    recent.push(now);
    restarts.set(name, recent);
    const delay = RESTART_FIRST_DELAY_MS * 2 ** (recent.length - 1);
    say(`${name} exited unexpectedly (${how}); starting it again in ${delay} ms.`);
    setTimeout(() => {
      if (!stopping) startService(name, serviceEnv);
    }, delay);
  });
}

async function waitForHealth(url) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the gateway did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last})`);
}

/** `npm run reindex`: the same Redis and Qdrant as `npm start`, then the embedding worker's re-index. */
async function runReindex(serviceEnv) {
  const entry = join(root, 'services', 'embedding-worker', 'dist', 'reindex-cli.js');
  const child = spawn(process.execPath, [entry], { cwd: root, env: serviceEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  children.set('reindex', child);
  const code = await new Promise((done) => child.once('exit', (exitCode, signal) => done(signal ? 1 : (exitCode ?? 1))));
  children.delete('reindex');
  await stopAll(code);
}

async function main() {
  const redis = await devstack.ensureRedis({ url: env.REDIS_URL || undefined, dataDir, log: say });
  stoppers.push(() => redis.stop());

  let qdrantUrl = env.QDRANT_URL;
  let qdrantPid;
  if (!qdrantUrl) {
    const preferred = Number(env.QDRANT_HTTP_PORT || 6333);
    const httpPort = (await devstack.isPortFree(preferred, '127.0.0.1')) ? preferred : await devstack.findFreePort();
    const qdrant = await devstack.startQdrant({ storageDir: join(dataDir, 'qdrant'), httpPort, log: say });
    stoppers.push(() => qdrant.stop());
    qdrantUrl = qdrant.url;
    qdrantPid = qdrant.process.pid;
  } else {
    say(`Qdrant: ${qdrantUrl}`);
  }

  guardAgainstOrphans([redis.process?.pid, qdrantPid].filter(Boolean));

  const serviceEnv = {
    ...env,
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    QDRANT_URL: qdrantUrl,
    HOST: host,
    PORT: String(port),
    TAILOR_PARENT_PID: String(process.pid),
  };
  if (reindexOnly) {
    await runReindex(serviceEnv);
    return;
  }
  for (const name of SERVICES) startService(name, serviceEnv);

  const base = `http://${host}:${port}`;
  await waitForHealth(`${base}/api/health`);
  say(`✓ Resume Tailor is up at ${base}  (Ctrl-C stops everything)`);
}

main().catch((error) => {
  say(`✗ ${error.message}`);
  void stopAll(1);
});
