// Scenario 4's provider measurement, run by embedding.mjs in a fresh process:
//   node bench/scenarios/embedding-throughput.mjs quick|full   → one JSON line on stdout
// Texts per CPU-second of this single-threaded loop is texts/s per core.
import { join } from 'node:path';
import { requireFrom, root } from '../lib/util.mjs';
import { texts, TEXT_CHARS } from './embedding.mjs';

const embeddings = requireFrom('packages/embeddings')(join(root, 'packages', 'embeddings', 'dist', 'index.js'));
const resumeCore = requireFrom('packages/resume-core')(join(root, 'packages', 'resume-core', 'dist', 'index.js'));

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

const quick = process.argv[2] === 'quick';
const corpus = texts(quick ? 100 : 500);
const withAliases = new embeddings.BuiltinEmbeddingProvider({ normalizeSkills: resumeCore.canonicalizeSkillMentions });
const plain = new embeddings.BuiltinEmbeddingProvider({ normalizeSkills: null });
const window = quick ? { minMs: 500, maxMs: 3000, warmMs: 500 } : { minMs: 2000, maxMs: 8000, warmMs: 1000 };
const result = {
  textChars: TEXT_CHARS,
  aliasesEnabled: withAliases.aliasesEnabled,
  withAliases: throughput(withAliases, corpus, window),
  withoutAliases: throughput(plain, corpus, window),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
