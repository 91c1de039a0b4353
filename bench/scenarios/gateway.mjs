// Scenario 3: GET /api/jobs/:id (a completed job, valid token) under 50 connections with
// autocannon, against the same request to a bare Fastify route in its own process, alternating
// the two so both see the same machine conditions.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { stopChild, track } from '../lib/stack.mjs';
import { requireFrom, root } from '../lib/util.mjs';

const autocannon = requireFrom('.')('autocannon');

export async function startBareServer(body) {
  const child = spawn(process.execPath, [join(root, 'bench', 'lib', 'bare-server.mjs')], {
    env: { PATH: process.env.PATH ?? '', BARE_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child, 'bare-fastify');
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare Fastify server did not start within 10 s')), 10_000);
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line).port);
    });
    child.once('exit', (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
  });
  return { child, pid: child.pid, url: `http://127.0.0.1:${port}`, stop: () => stopChild(child, 5_000) };
}

function cannon({ url, headers, connections, durationS }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: durationS, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // Bounded even if something hangs: autocannon stops itself at `duration`; this is a backstop.
    const backstop = setTimeout(() => instance.stop(), (durationS + 15) * 1000);
    instance.once('done', () => clearTimeout(backstop));
  });
}

function figures(result) {
  return {
    requestsPerS: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Checks both answer 200 with the same body, then measures `runs` alternating pairs. */
export async function gatewayRuns({ stack, user, jobId, runs, durationS, connections = 50, log }) {
  const path = `/api/jobs/${encodeURIComponent(jobId)}`;
  const headers = { authorization: `Bearer ${user.token}` };
  const real = await fetch(`${stack.baseUrl}${path}`, { headers });
  const body = await real.text();
  if (real.status !== 200 || JSON.parse(body).state !== 'completed') throw new Error(`GET ${path}: ${real.status} ${body.slice(0, 200)}`);
  const bare = await startBareServer(body);
  try {
    const bareCheck = await fetch(`${bare.url}${path}`, { headers });
    if (bareCheck.status !== 200 || (await bareCheck.text()) !== body) throw new Error('the bare route does not answer like the gateway');
    const targets = { gateway: `${stack.baseUrl}${path}`, bare: `${bare.url}${path}` };
    // Warm-up (JIT, connection pools), not measured.
    for (const url of Object.values(targets)) await cannon({ url, headers, connections, durationS: Math.min(2, durationS) });
    const out = [];
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? ['bare', 'gateway'] : ['gateway', 'bare'];
      const pair = {};
      for (const name of order) pair[name] = figures(await cannon({ url: targets[name], headers, connections, durationS }));
      for (const name of order) {
        if (pair[name].non2xx || pair[name].errors)
          throw new Error(`${name}: ${pair[name].non2xx} non-2xx answers and ${pair[name].errors} errors under load`);
      }
      pair.ratio = pair.gateway.requestsPerS / pair.bare.requestsPerS;
      log?.(
        `gateway ${pair.gateway.requestsPerS.toFixed(0)} req/s (p99 ${pair.gateway.p99Ms} ms) vs bare ${pair.bare.requestsPerS.toFixed(0)} req/s ` +
          `(p99 ${pair.bare.p99Ms} ms): ${(100 * pair.ratio).toFixed(0)}%`,
      );
      out.push(pair);
    }
    return out;
  } finally {
    await bare.stop();
  }
}
