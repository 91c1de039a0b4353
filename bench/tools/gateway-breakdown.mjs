// Usage: node bench/tools/gateway-breakdown.mjs [seconds] [resumes]
// Where a gateway request's time goes: autocannon (50 connections) against a bare Fastify route
// and against gateway routes that add one piece at a time — plugins only (401 without a token),
// authentication (GET /api/auth/me), authentication + job lookup of an unknown id (every queue
// asked), and the real GET /api/jobs/:id of a completed ingest job. Starts and stops its own stack.
// Beside req/s it prints the CPU each side spends per request (server process from /proc, the
// autocannon client = this process): on a 2-core machine both share the cores, so headers and
// per-request work cost twice, once to write and once to parse.
import { signUp } from '../lib/api.mjs';
import { corpus } from '../lib/resumes.mjs';
import { ensureRedis, readCpuMs, startQdrant, startStack } from '../lib/stack.mjs';
import { requireFrom } from '../lib/util.mjs';
import { startBareServer } from '../scenarios/gateway.mjs';
import { waitForJobs } from '../scenarios/ingest.mjs';

const autocannon = requireFrom('.')('autocannon');
const seconds = Number(process.argv[2] ?? 5);
const resumes = Number(process.argv[3] ?? 3);
const log = (line) => console.log(`[breakdown] ${line}`);

function cannon(url, headers, durationS) {
  return new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: 50, duration: durationS }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

const redisUrl = await ensureRedis();
const qdrant = await startQdrant();
const stack = await startStack({ redisUrl, qdrantUrl: qdrant.url, log });
let bare;
try {
  const user = await signUp(stack.baseUrl, 'breakdown');
  const upload = await user.upload(await corpus(resumes));
  const jobId = upload.body.accepted[0].jobId;
  await waitForJobs(
    stack,
    upload.body.accepted.map((job) => job.jobId),
  );
  const auth = { authorization: `Bearer ${user.token}` };
  const body = await (await fetch(`${stack.baseUrl}/api/jobs/${jobId}`, { headers: auth })).text();
  bare = await startBareServer(body);
  const cases = [
    ['bare Fastify route (same body)', `${bare.url}/api/jobs/${jobId}`, auth, 200],
    ['gateway, no token → 401 (plugins, hooks, error path)', `${stack.baseUrl}/api/jobs/${jobId}`, {}, 401],
    ['gateway GET /api/auth/me (+ session lookup)', `${stack.baseUrl}/api/auth/me`, auth, 200],
    ['gateway GET /api/jobs/<unknown id> → 404 (+ every queue asked)', `${stack.baseUrl}/api/jobs/00000000-0000-4000-8000-000000000000`, auth, 404],
    ['gateway GET /api/jobs/<completed ingest job> (the real one)', `${stack.baseUrl}/api/jobs/${jobId}`, auth, 200],
  ];
  for (const [, url, headers] of cases) await cannon(url, headers, 1); // warm-up
  console.log(`\n| Route | req/s | p50 | p99 | server CPU µs/request | client CPU µs/request |\n|---|---|---|---|---|---|`);
  for (const [name, url, headers, expected] of cases) {
    const check = await fetch(url, { headers });
    if (check.status !== expected) throw new Error(`${name}: ${check.status}, expected ${expected}`);
    const serverPid = url.startsWith(bare.url) ? bare.pid : stack.processes.find((p) => p.name === 'gateway').pid;
    const serverBefore = readCpuMs(serverPid);
    const clientBefore = process.cpuUsage();
    const result = await cannon(url, headers, seconds);
    const serverUs = ((readCpuMs(serverPid) - serverBefore) * 1000) / result.requests.total;
    const client = process.cpuUsage(clientBefore);
    const clientUs = (client.user + client.system) / result.requests.total;
    const rps = result.requests.average;
    console.log(
      `| ${name} | ${Math.round(rps)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${serverUs.toFixed(1)} | ${clientUs.toFixed(1)} |`,
    );
  }
} finally {
  await bare?.stop();
  await stack.stop();
  await qdrant.stop();
}
