#!/usr/bin/env node
// Entry point of the README's two commands. A fresh machine has only Node and npm, so this script
// brings pnpm (pinned), installs the workspace when the lockfile or a manifest changed, builds with
// turbo, and then starts the stack, runs the tests or the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { delimiter, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const [command = 'start', ...extraArgs] = process.argv.slice(2);

const env = {
  ...process.env,
  PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  DO_NOT_TRACK: '1',
};

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// The launcher runs as an async child so a SIGTERM sent to `npm start` (which npm forwards here)
// reaches it and it can stop the services, instead of this process dying and orphaning them.
function runForwardingSignals(script, args) {
  const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  // npm does not always pass a SIGTERM on; when it dies we are re-parented, and stop the launcher.
  const startedBy = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== startedBy) child.kill('SIGTERM');
  }, 1000);
  child.on('exit', (code, signal) => {
    clearInterval(watch);
    process.exit(code ?? (signal ? 1 : 0));
  });
}

function runOrExit(cmd, args, what) {
  const status = run(cmd, args);
  if (status !== 0) {
    console.error(`\n✗ ${what} failed (exit ${status}).`);
    process.exit(status);
  }
}

function manifestFingerprint() {
  const hash = createHash('sha256');
  const files = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];
  for (const group of ['apps', 'services', 'packages']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) files.push(join(group, name, 'package.json'));
  }
  for (const file of files) {
    const path = join(root, file);
    hash.update(file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  hash.update(process.version);
  return hash.digest('hex');
}

function ensureInstalled() {
  const stamp = join(root, 'node_modules', '.tailor-install-stamp');
  const fingerprint = manifestFingerprint();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  console.log(`• Installing dependencies with pnpm ${PNPM_VERSION} (first run compiles better-sqlite3: about a minute)…`);
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  runOrExit('npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'install', ...frozen], 'Dependency install');
  writeFileSync(stamp, fingerprint);
}

function build() {
  console.log('• Building the workspace…');
  runOrExit('turbo', ['run', 'build', '--output-logs=errors-only'], 'Build');
}

ensureInstalled();
switch (command) {
  case 'install':
    break;
  case 'build':
    build();
    break;
  case 'typecheck':
    build();
    runOrExit('turbo', ['run', 'typecheck', '--output-logs=errors-only'], 'Type check');
    break;
  case 'start':
    build();
    runForwardingSignals(join(root, 'scripts', 'start.mjs'), extraArgs);
    break;
  case 'test':
    build();
    runOrExit('turbo', ['run', 'typecheck', '--output-logs=errors-only'], 'Type check');
    process.exit(run('jest', extraArgs));
    break;
  case 'reindex':
    build();
    runForwardingSignals(join(root, 'scripts', 'start.mjs'), ['--reindex', ...extraArgs]);
    break;
  case 'eval':
    build();
    {
      const synthetic = run('node', [join(root, 'packages', 'resume-core', 'eval', 'run.mjs'), ...extraArgs]);
      // The real, human-labelled sets beside the checkout: tuning part and held-aside part, apart.
      const real = run('node', [join(root, 'scripts', 'eval-real.mjs')]);
      process.exit(synthetic || real);
    }
    break;
  case 'bench':
    build();
    process.exit(run('node', [join(root, 'bench', 'run.mjs'), ...extraArgs]));
    break;
  case 'lint':
    {
      // Both run whatever the first found, so one pass shows every problem. Neither needs a build.
      const lint = run('eslint', ['--max-warnings', '0', '.']);
      const format = run('prettier', ['--check', '.']);
      process.exit(lint || format);
    }
    break;
  default:
    console.error(`Unknown command "${command}". Use start, test, build, typecheck, lint, reindex, eval or bench.`);
    process.exit(2);
}
