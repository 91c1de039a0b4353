// Scenario 4: the built-in provider's throughput on 2,000-character texts, in this process (one
// thread, so texts per CPU-second is texts/s per core), with and without alias normalisation; and
// cache miss vs hit latency through the embedding service's POST /embeddings.
import { join } from 'node:path';
import { person, resumeLines } from '../lib/resumes.mjs';
import { median, percentile, requireFrom, root } from '../lib/util.mjs';

const embeddings = requireFrom('packages/embeddings')(join(root, 'packages', 'embeddings', 'dist', 'index.js'));

const TEXT_CHARS = 2000;

/** `count` distinct resume-like texts of exactly TEXT_CHARS characters. */
export function texts(count, offset = 1000) {
  const out = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    let text = resumeLines(person(offset + i)).filter(Boolean).join('\n');
    for (let k = 1; text.length < TEXT_CHARS && k < 6; k++) text += `\n${resumeLines(person(offset + i + k * 7919)).filter(Boolean).join('\n')}`;
    out.push(text.slice(0, TEXT_CHARS));
  }
  return out;
}

/** Embeds the texts in batches of 10, unmeasured, for at least `ms`. */
function warmUp(provider, corpus, ms) {
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let i = 0; i < corpus.length; i += 10) provider.embedSync(corpus.slice(i, i + 10));
  }
}

/**
 * Embeds the texts in a loop for at least `minMs` (and at most `maxMs`), after `warmMs` of the same
 * loop unmeasured: V8 optimises the embedder's hot functions over its first few thousand texts
 * (on a second thread, whose CPU time the process's figure includes), so a shorter warm-up times
 * the compiler rather than the steady state.
 */
function throughput(provider, corpus, { minMs, maxMs, warmMs }) {
  warmUp(provider, corpus, warmMs);
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  let count = 0;
  for (let round = 0; round < 1_000_000; round++) {
    for (let i = 0; i < corpus.length; i += 10) count += provider.embedSync(corpus.slice(i, i + 10)).length;
    const elapsed = performance.now() - started;
    if ((elapsed >= minMs && count >= corpus.length) || elapsed >= maxMs) break;
  }
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { texts: count, wallMs, cpuMs, perWallS: (count * 1000) / wallMs, perCpuS: (count * 1000) / cpuMs, usPerText: (cpuMs * 1000) / count };
}

export function providerRun({ quick, log }) {
  const corpus = texts(quick ? 100 : 500);
  const withAliases = new embeddings.BuiltinEmbeddingProvider();
  const plain = new embeddings.BuiltinEmbeddingProvider({ normalizeAliases: null });
  const window = quick ? { minMs: 500, maxMs: 3000, warmMs: 500 } : { minMs: 2000, maxMs: 8000, warmMs: 1000 };
  const result = {
    textChars: TEXT_CHARS,
    aliasesEnabled: withAliases.aliasesEnabled,
    withAliases: throughput(withAliases, corpus, window),
    withoutAliases: throughput(plain, corpus, window),
  };
  log?.(
    `embedding: ${result.withAliases.perCpuS.toFixed(0)} texts/s per core with aliases (${result.withAliases.usPerText.toFixed(1)} µs/text), ` +
      `${result.withoutAliases.perCpuS.toFixed(0)} without (${result.withoutAliases.usPerText.toFixed(1)} µs/text)`,
  );
  return result;
}

async function post(url, body) {
  const started = performance.now();
  const res = await fetch(`${url}/embeddings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`POST /embeddings: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return { ms, json };
}

/** Each sample: a text never sent before (miss), then the same text again (hit). */
export async function cacheRun({ stack, samples, runIndex, log }) {
  const base = texts(samples + 5, 5000 + runIndex * 1000);
  const miss = [];
  const hit = [];
  const missServer = [];
  const hitServer = [];
  for (let i = 0; i < base.length; i++) {
    const text = `run ${runIndex} sample ${i} ${base[i]}`.slice(0, TEXT_CHARS);
    const first = await post(stack.embeddingUrl, { texts: [text], use_cache: true });
    const second = await post(stack.embeddingUrl, { texts: [text], use_cache: true });
    if (first.json.cache_misses !== 1 || second.json.cache_hits !== 1) {
      throw new Error(`expected a miss then a hit, got ${JSON.stringify([first.json.cache_misses, first.json.cache_hits, second.json.cache_misses, second.json.cache_hits])}`);
    }
    if (i < 5) continue; // warm-up
    miss.push(first.ms);
    hit.push(second.ms);
    missServer.push(first.json.processing_time_ms);
    hitServer.push(second.json.processing_time_ms);
  }
  const result = {
    samples: miss.length,
    missP50Ms: median(miss),
    missP95Ms: percentile(miss, 95),
    hitP50Ms: median(hit),
    hitP95Ms: percentile(hit, 95),
    missServerP50Ms: median(missServer),
    hitServerP50Ms: median(hitServer),
  };
  log?.(
    `embedding cache: miss p50 ${result.missP50Ms.toFixed(2)} ms (server ${result.missServerP50Ms} ms), ` +
      `hit p50 ${result.hitP50Ms.toFixed(2)} ms (server ${result.hitServerP50Ms} ms)`,
  );
  return result;
}
