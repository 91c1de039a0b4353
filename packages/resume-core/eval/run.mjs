#!/usr/bin/env node
// `npm run eval`: compiles the eval (and the parser sources it imports) with the workspace's tsc into
// eval/.build, then runs it. Needs @tailor/extract built (packages/extract/dist).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const tsc = join(here, '..', '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');
const built = join(here, '.build', 'eval', 'src', 'run.js');

const compile = spawnSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.json')], { stdio: 'inherit' });
if (compile.status !== 0) {
  if (!existsSync(built)) process.exit(compile.status ?? 1);
  console.error('! eval: type errors above (possibly in modules still being written); running the emitted build anyway.\n');
}
process.argv = [process.argv[0], built, ...process.argv.slice(2)];
createRequire(import.meta.url)(built);
