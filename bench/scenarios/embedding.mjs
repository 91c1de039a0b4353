// Scenario 4: the built-in provider's throughput on 2,000-character texts, in a child process (one
// thread, so texts per CPU-second is texts/s per core), with and without alias normalisation; and
// cache miss vs hit latency through the embedding service's POST /embeddings.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { person, resumeLines } from '../lib/resumes.mjs';
import { median, percentile, root } from '../lib/util.mjs';

export const TEXT_CHARS = 2000;

/** `count` distinct resume-like texts of exactly TEXT_CHARS characters. */
export function texts(count, offset = 1000) {
  const out = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    let text = resumeLines(person(offset + i))
      .filter(Boolean)
      .join('\n');
    for (let k = 1; text.length < TEXT_CHARS && k < 6; k++)
      text += `\n${resumeLines(person(offset + i + k * 7919))
        .filter(Boolean)
        .join('\n')}`;
    out.push(text.slice(0, TEXT_CHARS));
  }
  return out;
}

/**
 * The provider's throughput, measured in a fresh child process (embedding-throughput.mjs): in this
 * process the concurrent GC of everything the other scenarios left on the heap (resume corpora,
 * HTTP clients) ran on helper threads during the measurement and was counted as embedding CPU time,
 * which an embedding worker would not pay.
 */
export function providerRun({ quick, log }) {
  const output = execFileSync(process.execPath, [join(root, 'bench', 'scenarios', 'embedding-throughput.mjs'), quick ? 'quick' : 'full'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const result = JSON.parse(output);
  log?.(
    `embedding: ${result.withAliases.perCpuS.toFixed(0)} texts/s per core with aliases (${result.withAliases.usPerText.toFixed(1)} µs/text), ` +
      `${result.withoutAliases.perCpuS.toFixed(0)} without (${result.withoutAliases.usPerText.toFixed(1)} µs/text)`,
  );
  return result;
}

/** The sentence model's throughput on chunk-sized texts and its cold query latency, in a fresh child process. */
export function semanticRun({ quick, log }) {
  const output = execFileSync(process.execPath, [join(root, 'bench', 'scenarios', 'semantic-throughput.mjs'), quick ? 'quick' : 'full'], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  const result = JSON.parse(output);
  log?.(
    `sentence model: ${result.chunksPerCpuS.toFixed(1)} chunks/s per core (${result.chunkChars} characters), loaded in ${result.loadMs.toFixed(0)} ms; ` +
      `new posting: requirement list p50/p95 ${result.requirementListP50Ms.toFixed(0)}/${result.requirementListP95Ms.toFixed(0)} ms, ` +
      `12 unmet requirements ${result.unmetNamesP50Ms.toFixed(0)}/${result.unmetNamesP95Ms.toFixed(0)} ms (${result.queryCpuMsPerPosting.toFixed(0)} ms CPU together)`,
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
      throw new Error(
        `expected a miss then a hit, got ${JSON.stringify([first.json.cache_misses, first.json.cache_hits, second.json.cache_misses, second.json.cache_hits])}`,
      );
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
