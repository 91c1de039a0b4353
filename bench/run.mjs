#!/usr/bin/env node
// `npm run bench`: starts its own Qdrant (temporary storage, free ports) and uses the local Redis
// under a unique prefix per stack, starts the services from their dist as child processes, runs
// each scenario several times, prints one markdown table (median, min–max, pass/fail against the
// aims), writes bench/results/<timestamp>.json and latest.json, and stops everything it started.
//
//   node bench/run.mjs [--quick] [--only=ingest,generation,gateway,embedding,memory] [--runs=N] [--files=N]
//                      [--embeddings=local|builtin]  (the services' embedder: local, the default, is the
//                      sentence model with its semantic follow-up; builtin is words only, for comparison)
//                      [--cpu-prof=gateway,ingest-worker,...]  (V8 CPU profiles of those services, written
//                      to bench/results/profiles/<timestamp>/ when they stop; profiling slows them down)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { signUp } from './lib/api.mjs';
import { corpus } from './lib/resumes.mjs';
import { activeStacks, countKeys, ensureRedis, isAlive, redisClient, startQdrant, started, stopChild } from './lib/stack.mjs';
import { root, summarize } from './lib/util.mjs';
import { cacheRun, providerRun, semanticRun } from './scenarios/embedding.mjs';
import { gatewayRuns } from './scenarios/gateway.mjs';
import { generationRun } from './scenarios/generation.mjs';
import { ingestRun, waitForJobs, waitForSemantic } from './scenarios/ingest.mjs';
import { startStack } from './lib/stack.mjs';

const SCENARIOS = ['ingest', 'generation', 'gateway', 'embedding', 'memory'];
const SERVICES = ['gateway', 'ingest-worker', 'embedding-worker', 'semantic-worker', 'generation-worker'];

function parseArgs(argv) {
  const args = { quick: false, only: new Set(SCENARIOS) };
  for (const arg of argv) {
    if (arg === '--quick') args.quick = true;
    else if (arg.startsWith('--only=')) {
      const names = arg
        .slice('--only='.length)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = names.filter((name) => !SCENARIOS.includes(name));
      if (unknown.length) usage(`unknown scenario ${unknown.join(', ')}`);
      args.only = new Set(names);
    } else if (arg.startsWith('--runs=')) args.runs = positive(arg, 20);
    else if (arg.startsWith('--files=')) args.files = positive(arg, 100);
    else if (arg.startsWith('--cpu-prof=')) {
      args.cpuProf = arg
        .slice('--cpu-prof='.length)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = args.cpuProf.filter((name) => !SERVICES.includes(name));
      if (unknown.length) usage(`--cpu-prof: unknown service ${unknown.join(', ')}`);
    } else if (arg.startsWith('--embeddings=')) {
      args.embeddings = arg.slice('--embeddings='.length);
      if (!['local', 'builtin'].includes(args.embeddings)) usage(`${arg}: expected local or builtin`);
    } else if (arg === '--help' || arg === '-h') usage();
    else usage(`unknown argument ${arg}`);
  }
  return args;
}

function positive(arg, max) {
  const value = Number(arg.split('=')[1]);
  if (!Number.isInteger(value) || value < 1 || value > max) usage(`${arg}: expected an integer from 1 to ${max}`);
  return value;
}

function usage(problem) {
  if (problem) console.error(`bench: ${problem}`);
  console.error(
    'usage: node bench/run.mjs [--quick] [--only=ingest,generation,gateway,embedding,memory] [--runs=N] [--files=N (≤ 100)] [--embeddings=local|builtin] [--cpu-prof=service,...]',
  );
  process.exit(problem ? 2 : 0);
}

const args = parseArgs(process.argv.slice(2));
const want = (name) => args.only.has(name);
const semantic = (args.embeddings ?? 'local') === 'local';
const extraEnv = { EMBEDDINGS_PROVIDER: args.embeddings ?? 'local' };
const config = args.quick
  ? { runs: args.runs ?? 1, files: args.files ?? 30, generations: 10, gatewaySeconds: 3, cacheSamples: 10, ingestBudgetMs: 3 * 60_000 }
  : { runs: args.runs ?? 3, files: args.files ?? 100, generations: 30, gatewaySeconds: 10, cacheSamples: 30, ingestBudgetMs: 4.5 * 60_000 };
// The whole run is bounded: past this everything is stopped and the run fails.
const RUN_DEADLINE_MS = (args.quick ? 8 : 20) * 60_000;

const startedAt = new Date().toISOString();
const stamp = startedAt.replace(/[:.]/g, '-');
const profileDir = join(root, 'bench', 'results', 'profiles', stamp);
const nodeArgs = Object.fromEntries((args.cpuProf ?? []).map((name) => [name, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]]));

const log = (line) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    availableParallelism: os.availableParallelism?.() ?? cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

/**
 * A yardstick for how busy the machine is: JSON.stringify of one 1536-number vector, the same
 * measurement as packages/embeddings/bench (environment guide: ~176 µs on a quiet machine).
 */
function calibrate() {
  const vector = Array.from({ length: 1536 }, (_, i) => Math.sin(i) / 40);
  const times = [];
  for (let run = 0; run < 7; run++) {
    const started = performance.now();
    for (let i = 0; i < 200; i++) JSON.stringify(vector);
    times.push(((performance.now() - started) / 200) * 1000);
  }
  return summarize(times).median;
}
const GUIDE_JSON_MICROS = 176;

// ---------------------------------------------------------------------------------------------
// Cleanup: everything this run started is tracked in `started`; stop it all on any exit path.

const cleanups = [];
let cleaning;
async function cleanup() {
  cleaning ??= (async () => {
    for (const stack of [...activeStacks]) {
      try {
        await stack.stop();
      } catch (error) {
        log(`stopping a stack failed: ${error.message}`);
      }
    }
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        log(`cleanup step failed: ${error.message}`);
      }
    }
    await Promise.all([...started].map(({ child }) => stopChild(child, 5_000)));
  })();
  return cleaning;
}

function leftovers() {
  const alive = [...started].filter(({ child }) => isAlive(child.pid)).map(({ name, child }) => `${name}:${child.pid}`);
  let children;
  try {
    children = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' }).trim();
  } catch {
    children = ''; // pgrep exits 1 when nothing matches
  }
  // pgrep itself is a child while it runs; it is gone once execFileSync returned.
  const strays = children
    .split('\n')
    .filter(Boolean)
    .filter((pid) => isAlive(Number(pid)));
  return { alive, strays };
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping everything…`);
    cleanup().finally(() => process.exit(130));
  });
}

const deadline = setTimeout(() => {
  log(`the run exceeded ${RUN_DEADLINE_MS / 60_000} minutes; stopping everything`);
  cleanup().finally(() => process.exit(1));
}, RUN_DEADLINE_MS);
deadline.unref();

// ---------------------------------------------------------------------------------------------

const results = {
  startedAt,
  machine: machine(),
  loadAverageAtStart: os.loadavg(),
  calibrationMicros: { start: calibrate() },
  config: { ...config, quick: args.quick, only: [...args.only] },
  scenarios: {},
};

async function main() {
  log(
    `machine: ${results.machine.cpu}, ${results.machine.cores} cores, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}; yardstick ${results.calibrationMicros.start.toFixed(0)} µs (guide ~${GUIDE_JSON_MICROS})`,
  );
  const load = os.loadavg()[0];
  if (load > results.machine.cores) {
    log(`⚠ load average ${load.toFixed(1)} on ${results.machine.cores} cores: other work is running, wall-clock figures will be pessimistic`);
  }
  const redisUrl = await ensureRedis();
  const qdrant = await startQdrant((line) => log(line));
  cleanups.push(() => qdrant.stop());
  const prefixes = [];

  const needStack = want('generation') || want('gateway') || want('embedding');
  let shared; // { stack, user, jobs } for scenarios 2–4: a user with the ingested resumes

  // Scenario 1 (and 5: RSS is sampled during it).
  if (want('ingest') || want('memory')) {
    const files = await corpus(config.files);
    const formats = countFormats(files);
    log(
      `scenario 1: ${files.length} files (${Object.entries(formats)
        .map(([f, n]) => `${n} ${f}`)
        .join(', ')}), ${config.runs} run(s) each with 1 and 2 ingest workers`,
    );
    const runs = { 1: [], 2: [] };
    // Pairs (1 worker, then 2) until config.runs pairs or the time budget: a slow ingest must not
    // stretch the whole run past its budget. At least one pair always runs.
    const began = Date.now();
    let pairs = 0;
    for (let pair = 0; pair < config.runs; pair++) {
      const pairStarted = Date.now();
      let lastPair = false;
      for (const workers of [1, 2]) {
        // Before the second run of a pair: would one more pair (≈ 2 runs like the first) still fit?
        if (workers === 2) {
          const oneRun = Date.now() - pairStarted;
          lastPair = pair === config.runs - 1 || Date.now() - began + 3 * oneRun > config.ingestBudgetMs;
        }
        const keep = needStack && lastPair;
        // The one-worker runs also wait for the semantic vectors that follow the lexical terms.
        const out = await ingestRun({
          redisUrl,
          qdrantUrl: qdrant.url,
          files,
          ingestWorkers: workers,
          log,
          keepStack: keep,
          nodeArgs,
          extraEnv,
          semantics: semantic && workers === 1,
        });
        runs[workers].push(out.result);
        prefixes.push(out.result.prefix);
        if (keep) shared = out;
      }
      pairs++;
      if (lastPair) break;
    }
    if (pairs < config.runs)
      log(
        `scenario 1: ${pairs} of ${config.runs} run pairs, the ingest time budget (${config.ingestBudgetMs / 60_000} min) would be exceeded by another`,
      );
    results.scenarios.ingest = { formats, pairsPlanned: config.runs, pairs, runs, summary: summarizeIngest(runs) };
  }

  if (needStack && !shared) {
    log('setting up a user with ingested resumes for scenarios 2–4…');
    const stack = await startStack({ redisUrl, qdrantUrl: qdrant.url, ingestWorkers: 1, log, nodeArgs, extraEnv });
    const user = await signUp(stack.baseUrl, 'setup');
    const files = await corpus(config.files);
    const upload = await user.upload(files);
    if (upload.status !== 202) throw new Error(`setup upload: ${upload.status} ${JSON.stringify(upload.body).slice(0, 300)}`);
    const jobs = upload.body.accepted;
    const done = await waitForJobs(
      stack,
      jobs.map((job) => job.jobId),
    );
    const failed = [...done.values()].filter((job) => job.state !== 'completed');
    if (failed.length) throw new Error(`setup: ${failed.length} ingest jobs failed (${failed[0].failedReason})`);
    shared = { stack, user, jobs };
  }
  if (shared) prefixes.push(shared.stack.prefix);
  // Generations are timed on a settled profile: every chunk searchable by meaning too, and the
  // sentence model no longer busy with the upload.
  if (shared && semantic && want('generation')) {
    log('waiting for the semantic vectors of the shared user…');
    await waitForSemantic(shared.stack, shared.user.id);
  }

  if (want('generation')) {
    log(`scenario 2: ${config.runs} run(s) of ${config.generations} sequential generations`);
    const runs = [];
    for (let run = 0; run < config.runs; run++)
      runs.push(await generationRun({ stack: shared.stack, user: shared.user, count: config.generations, log }));
    results.scenarios.generation = {
      runs,
      summary: summarizeKeys(runs, ['clientP50Ms', 'clientP95Ms', 'workerP50Ms', 'workerP95Ms', 'queueWaitP50Ms', 'jobActiveP50Ms']),
    };
  }

  if (want('gateway')) {
    log(`scenario 3: ${config.runs} pair(s) of ${config.gatewaySeconds} s autocannon runs, 50 connections`);
    const pairs = await gatewayRuns({
      stack: shared.stack,
      user: shared.user,
      jobId: shared.jobs[0].jobId,
      runs: config.runs,
      durationS: config.gatewaySeconds,
      log,
    });
    results.scenarios.gateway = {
      runs: pairs,
      summary: {
        gatewayRequestsPerS: summarize(pairs.map((p) => p.gateway.requestsPerS)),
        gatewayP99Ms: summarize(pairs.map((p) => p.gateway.p99Ms)),
        bareRequestsPerS: summarize(pairs.map((p) => p.bare.requestsPerS)),
        bareP99Ms: summarize(pairs.map((p) => p.bare.p99Ms)),
        ratio: summarize(pairs.map((p) => p.ratio)),
      },
    };
  }

  if (want('embedding')) {
    log(`scenario 4: built-in provider throughput and POST /embeddings cache miss vs hit, ${config.runs} run(s)`);
    const provider = [];
    const cache = [];
    const sentence = [];
    for (let run = 0; run < config.runs; run++) {
      provider.push(providerRun({ quick: args.quick, log }));
      sentence.push(semanticRun({ quick: args.quick, log }));
      cache.push(await cacheRun({ stack: shared.stack, samples: config.cacheSamples, runIndex: run, log }));
    }
    results.scenarios.embedding = {
      provider,
      cache,
      sentence,
      summary: {
        ...summarizeKeys(sentence, [
          'chunksPerCpuS',
          'chunksPerWallS',
          'loadMs',
          'requirementListP50Ms',
          'requirementListP95Ms',
          'unmetNamesP50Ms',
          'unmetNamesP95Ms',
          'queryCpuMsPerPosting',
          'rssMb',
        ]),
        aliasesEnabled: provider[0].aliasesEnabled,
        withAliasesPerCoreS: summarize(provider.map((p) => p.withAliases.perCpuS)),
        withoutAliasesPerCoreS: summarize(provider.map((p) => p.withoutAliases.perCpuS)),
        withAliasesPerWallS: summarize(provider.map((p) => p.withAliases.perWallS)),
        withoutAliasesPerWallS: summarize(provider.map((p) => p.withoutAliases.perWallS)),
        ...summarizeKeys(cache, ['missP50Ms', 'hitP50Ms', 'missP95Ms', 'hitP95Ms', 'missServerP50Ms', 'hitServerP50Ms']),
      },
    };
  }

  // Stop everything, then prove it: no tracked process alive, no child left, no key left.
  await cleanup();
  const { alive, strays } = leftovers();
  const redis = redisClient(redisUrl);
  const keysLeft = {};
  for (const prefix of new Set(prefixes)) {
    const count = await countKeys(redis, prefix);
    if (count) keysLeft[prefix] = count;
  }
  await redis.quit();
  results.cleanup = { processesAlive: alive, childProcesses: strays, redisKeysLeft: keysLeft };
  results.loadAverageAtEnd = os.loadavg();
  results.calibrationMicros.end = calibrate();
  results.finishedAt = new Date().toISOString();
}

function countFormats(files) {
  const out = {};
  for (const file of files) out[file.format] = (out[file.format] ?? 0) + 1;
  return out;
}

function summarizeKeys(runs, keys) {
  return Object.fromEntries(keys.map((key) => [key, summarize(runs.map((run) => run[key]))]));
}

function summarizeIngest(runs) {
  const one = runs[1];
  const two = runs[2];
  const ratios = two.map((run, index) => run.filesPerS / (one[index]?.filesPerS ?? NaN));
  const perFormat = {};
  for (const format of ['txt', 'docx', 'pdf']) {
    const of = one.filter((run) => run.byFormat[format]);
    if (of.length) perFormat[format] = summarize(of.map((run) => run.byFormat[format].activeP50Ms));
  }
  const services = [...new Set([...one, ...two].flatMap((run) => run.rss.map((entry) => entry.name)))];
  const rss = Object.fromEntries(
    services.map((name) => [name, summarize([...one, ...two].map((run) => Math.max(...run.rss.filter((e) => e.name === name).map((e) => e.peak))))]),
  );
  const cpu = Object.fromEntries(services.map((name) => [name, summarize(one.map((run) => run.cpuMsPerFile[name]))]));
  const mainThreadCpu = Object.fromEntries(services.map((name) => [name, summarize(one.map((run) => run.mainThreadCpuMsPerFile?.[name]))]));
  const semanticRss = Object.fromEntries(
    services.map((name) => [
      name,
      summarize(one.filter((run) => run.semanticRss).map((run) => Math.max(...run.semanticRss.filter((e) => e.name === name).map((e) => e.peak)))),
    ]),
  );
  return {
    oneWorker: summarizeKeys(one, [
      'totalS',
      'filesPerS',
      'latencyP50Ms',
      'latencyP95Ms',
      'uploadMs',
      'enqueueToDoneP50Ms',
      'semanticS',
      'semanticAfterLexicalS',
      'semanticChunksPerS',
      'points',
    ]),
    semanticPeakRssBytes: semanticRss,
    twoWorkers: summarizeKeys(two, ['totalS', 'filesPerS', 'latencyP50Ms', 'latencyP95Ms', 'uploadMs', 'enqueueToDoneP50Ms']),
    ratio: summarize(ratios),
    activeP50MsByFormat: perFormat,
    peakRssBytes: rss,
    cpuMsPerFile: cpu,
    mainThreadCpuMsPerFile: mainThreadCpu,
  };
}

// ---------------------------------------------------------------------------------------------
// The table.

const fmt = (value, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';
const range = (s, digits = 0, unit = '') =>
  s && s.runs > 1 ? `${fmt(s.median, digits)}${unit} (${fmt(s.min, digits)}–${fmt(s.max, digits)})` : `${fmt(s?.median, digits)}${unit}`;
const mb = (bytes) => bytes / 2 ** 20;
const mark = (ok) => (ok === undefined ? '' : ok ? '✅ pass' : '❌ fail');

function table() {
  const rows = [];
  const aims = [];
  const row = (scenario, figure, result, aim = '', ok) => {
    rows.push(`| ${scenario} | ${figure} | ${result} | ${aim} | ${mark(ok)} |`);
    if (ok !== undefined) aims.push({ scenario, figure, aim, pass: ok });
  };
  const ingest = results.scenarios.ingest?.summary;
  if (ingest && want('ingest')) {
    const f = results.scenarios.ingest.formats;
    const { pairs, pairsPlanned } = results.scenarios.ingest;
    const what = `1 Ingest ${results.config.files} files (${Object.entries(f)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}), one request${pairs < pairsPlanned ? ` — ${pairs} of ${pairsPlanned} runs (time budget)` : ''}`;
    row(what, '1 worker: total', range(ingest.oneWorker.totalS, 1, ' s'));
    row('', '1 worker: files/s', range(ingest.oneWorker.filesPerS, 1), '≥ 40', ingest.oneWorker.filesPerS.median >= 40);
    row(
      '',
      '1 worker: per-file latency p50 / p95',
      `${range(ingest.oneWorker.latencyP50Ms, 0, ' ms')} / ${range(ingest.oneWorker.latencyP95Ms, 0, ' ms')}`,
    );
    row('', '2 workers: total', range(ingest.twoWorkers.totalS, 1, ' s'));
    row('', '2 workers: files/s', range(ingest.twoWorkers.filesPerS, 1), '≥ 40', ingest.twoWorkers.filesPerS.median >= 40);
    row(
      '',
      '2 workers: per-file latency p50 / p95',
      `${range(ingest.twoWorkers.latencyP50Ms, 0, ' ms')} / ${range(ingest.twoWorkers.latencyP95Ms, 0, ' ms')}`,
    );
    row('', 'ratio 2 workers / 1 worker (files/s)', range(ingest.ratio, 2));
    row(
      '',
      'job active time p50 by format (1 worker): ' + Object.keys(ingest.activeP50MsByFormat).join(' / '),
      Object.values(ingest.activeP50MsByFormat)
        .map((s) => range(s, 0, ' ms'))
        .join(' / '),
    );
    if (ingest.oneWorker.semanticS?.median !== undefined && Number.isFinite(ingest.oneWorker.semanticS.median)) {
      row(
        '',
        '1 worker: time until every file is searchable by meaning (upload → semantic_status completed)',
        range(ingest.oneWorker.semanticS, 1, ' s'),
      );
      row(
        '',
        'sentence model throughput after the lexical terms (chunks/s)',
        `${range(ingest.oneWorker.semanticChunksPerS, 1)} (${fmt(ingest.oneWorker.points.median)} chunks)`,
      );
    }
    row(
      '',
      'CPU per file by service (1 worker)',
      Object.entries(ingest.cpuMsPerFile)
        .filter(([, s]) => s.median >= 0.5)
        .map(([name, s]) => `${name} ${fmt(s.median, 1)} ms`)
        .join(', '),
    );
    // The rest of a process's CPU is its worker threads' and V8's own (compiler, concurrent GC):
    // a main-thread profile accounts for this part only.
    row(
      '',
      'of which on the main thread (1 worker)',
      Object.entries(ingest.mainThreadCpuMsPerFile ?? {})
        .filter(([name, s]) => s.median >= 0.5 && (ingest.cpuMsPerFile[name]?.median ?? 0) >= 0.5)
        .map(([name, s]) => `${name} ${fmt(s.median, 1)} ms`)
        .join(', '),
    );
  }
  const gen = results.scenarios.generation?.summary;
  if (gen) {
    // With the sentence model on (the default), queries and unmet requirements are embedded per generation.
    row(
      `2 Generation, user with ${results.config.files} resumes, ${results.config.generations} sequential, semantic matching ${semantic ? 'on' : 'off (--embeddings=builtin)'}`,
      'client p50 / p95 (POST → job completed)',
      `${range(gen.clientP50Ms, 0, ' ms')} / ${range(gen.clientP95Ms, 0, ' ms')}`,
      // The pipeline's aim, with or without the sentence model (whose own aim was 300 ms).
      'p95 ≤ 150 ms',
      gen.clientP95Ms.median <= 150,
    );
    // The 50 ms aim was set for the hashing embedder; with the sentence model the client aim above is the one.
    row(
      '',
      'worker p50 / p95 (processing_time_ms)',
      `${range(gen.workerP50Ms, 0, ' ms')} / ${range(gen.workerP95Ms, 0, ' ms')}`,
      semantic ? '' : 'p95 ≤ 50 ms',
      semantic ? undefined : gen.workerP95Ms.median <= 50,
    );
    row('', 'queue wait p50 (added → picked up)', range(gen.queueWaitP50Ms, 0, ' ms'));
  }
  const gw = results.scenarios.gateway?.summary;
  if (gw) {
    row(
      `3 Gateway GET /api/jobs/:id, 50 connections, ${results.config.gatewaySeconds} s`,
      'gateway req/s (p99)',
      `${range(gw.gatewayRequestsPerS)} (p99 ${range(gw.gatewayP99Ms, 0, ' ms')})`,
    );
    row('', 'bare Fastify route req/s (p99)', `${range(gw.bareRequestsPerS)} (p99 ${range(gw.bareP99Ms, 0, ' ms')})`);
    // Informational: the status route's throughput aim is retired (it is polled once per upload).
    row('', 'gateway / bare', range({ ...gw.ratio, median: gw.ratio.median * 100, min: gw.ratio.min * 100, max: gw.ratio.max * 100 }, 0, '%'));
  }
  const emb = results.scenarios.embedding?.summary;
  if (emb) {
    row(
      '4 Embedding, built-in provider, 2,000-char texts',
      `texts/s per core, alias normalisation ${emb.aliasesEnabled ? 'on' : 'OFF (unavailable)'}`,
      range(emb.withAliasesPerCoreS),
      '≥ 20,000',
      emb.withAliasesPerCoreS.median >= 20_000,
    );
    row(
      '',
      'texts/s per core, without alias normalisation',
      range(emb.withoutAliasesPerCoreS),
      '≥ 20,000',
      emb.withoutAliasesPerCoreS.median >= 20_000,
    );
    row(
      '',
      'sentence model: chunks/s per core (800-character chunks, batches of 10) / loaded in',
      `${range(emb.chunksPerCpuS, 1)} / ${range(emb.loadMs, 0, ' ms')}`,
    );
    row(
      '',
      'sentence model, a posting never seen: requirement list p50 / p95, 12 unmet requirements p50 / p95 (CPU of both)',
      `${range(emb.requirementListP50Ms, 0, ' ms')} / ${range(emb.requirementListP95Ms, 0, ' ms')}, ${range(emb.unmetNamesP50Ms, 0, ' ms')} / ${range(emb.unmetNamesP95Ms, 0, ' ms')} (${range(emb.queryCpuMsPerPosting, 0, ' ms')})`,
    );
    row(
      '',
      'POST /embeddings p50 (configured embedder): miss / hit (server-side)',
      `${range(emb.missP50Ms, 2, ' ms')} / ${range(emb.hitP50Ms, 2, ' ms')} (${fmt(emb.missServerP50Ms.median, 2)} / ${fmt(emb.hitServerP50Ms.median, 2)} ms)`,
    );
  }
  if (ingest && (want('memory') || want('ingest'))) {
    let first = true;
    for (const [name, s] of Object.entries(ingest.peakRssBytes)) {
      row(
        first ? '5 Memory: peak RSS during scenario 1' : '',
        name,
        range({ ...s, median: mb(s.median), min: mb(s.min), max: mb(s.max) }, 0, ' MB'),
        '< 300 MB',
        mb(s.max) < 300,
      );
      first = false;
    }
    first = true;
    for (const [name, s] of Object.entries(ingest.semanticPeakRssBytes ?? {})) {
      if (!s || !Number.isFinite(s.median)) continue;
      // The processes that hold the sentence model have their own aim.
      const aimMb = ['semantic-worker', 'embedding-worker', 'generation-worker'].includes(name) ? 500 : 300;
      row(
        first ? '5 Memory: peak RSS while the semantic vectors follow' : '',
        name,
        range({ ...s, median: mb(s.median), min: mb(s.min), max: mb(s.max) }, 0, ' MB'),
        `< ${aimMb} MB`,
        mb(s.max) < aimMb,
      );
      first = false;
    }
  }
  const m = results.machine;
  const header = [
    `### Benchmarks (${results.startedAt.slice(0, 16).replace('T', ' ')} UTC${args.quick ? ', --quick' : ''})`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, Node ${m.node}, ${m.os}. ` +
      `Load average at start ${results.loadAverageAtStart.map((x) => x.toFixed(1)).join(' / ')}` +
      (results.loadAverageAtEnd ? `, at end ${results.loadAverageAtEnd.map((x) => x.toFixed(1)).join(' / ')}` : '') +
      '.',
    `Machine yardstick: JSON.stringify of a 1536-number vector ${fmt(results.calibrationMicros.start)} µs at start` +
      (results.calibrationMicros.end ? `, ${fmt(results.calibrationMicros.end)} µs at end` : '') +
      ` (environment guide: ~${GUIDE_JSON_MICROS} µs on a quiet machine; higher means a busier or slower machine).`,
    `Each figure: median of ${results.config.runs} run(s)${results.config.runs > 1 ? ' (min–max)' : ''}. Pass/fail on the median (RSS: on the highest peak).`,
    '',
    '| Scenario | Figure | Result | Aim | |',
    '|---|---|---|---|---|',
  ];
  return { markdown: [...header, ...rows].join('\n'), aims };
}

// ---------------------------------------------------------------------------------------------

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  results.error = error.stack ?? String(error);
  log(`✗ ${error.message}`);
  await cleanup();
  results.cleanup = leftovers();
}
clearTimeout(deadline);
const { markdown, aims } = table();
results.table = markdown;
results.aims = aims;
const dir = join(root, 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, `${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${markdown}\n`);
const c = results.cleanup ?? {};
console.log(
  `Processes left: ${[...(c.processesAlive ?? []), ...(c.childProcesses ?? [])].join(', ') || 'none'}; ` +
    `Redis keys left: ${Object.keys(c.redisKeysLeft ?? {}).length ? JSON.stringify(c.redisKeysLeft) : 'none'}.`,
);
console.log(`Results: bench/results/${stamp}.json (and latest.json)`);
if (args.cpuProf)
  console.log(`CPU profiles: bench/results/profiles/${stamp}/ (open in Chrome DevTools → Performance, or bench/tools/cpuprofile-top.mjs)`);
if ((c.processesAlive ?? []).length || (c.childProcesses ?? []).length) exitCode = 1;
process.exit(exitCode);
