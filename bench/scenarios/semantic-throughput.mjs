// Scenario 4's sentence-model measurement, run by embedding.mjs in a fresh process:
//   node bench/scenarios/semantic-throughput.mjs quick|full   → one JSON line on stdout
// Chunks per CPU-second of this single-threaded loop is chunks/s per core; the query figures are
// what a generation for a posting never seen before waits for (no cache in front of the model here).
import { join } from 'node:path';
import { requireFrom, root, median, percentile } from '../lib/util.mjs';
import { texts } from './embedding.mjs';

const embeddings = requireFrom('packages/embeddings')(join(root, 'packages', 'embeddings', 'dist', 'index.js'));

/** The average chunk of the bench's resumes is ≈ 790 characters; the semantic worker embeds batches of 10. */
const CHUNK_CHARS = 800;
const BATCH = 10;
/** What generation reads by meaning: the requirement list (its first 400 characters) and up to 12 unmet requirement names. */
const QUERY_CHARS = 400;
const NAMES = [
  'Kubernetes',
  'Infrastructure as Code',
  'Observability',
  'Incident Management',
  'Demand Planning',
  'Transportation Management',
  'Accessibility',
  'Design Systems',
  'Relational Databases',
  'API Development',
  'Forecasting',
  'Stakeholder Management',
];

const quick = process.argv[2] === 'quick';
const provider = new embeddings.SentenceEncoderProvider();
const loadStarted = performance.now();
await provider.ready();
const loadMs = performance.now() - loadStarted;
const corpus = texts(quick ? 30 : 100, 7000).map((text) => text.slice(0, CHUNK_CHARS));
await provider.embed(corpus.slice(0, BATCH));

const cpuStart = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < corpus.length; i += BATCH) await provider.embed(corpus.slice(i, i + BATCH));
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuStart);
const cpuMs = (cpu.user + cpu.system) / 1000;

const requirementList = [];
const unmetNames = [];
const queryCpuStart = process.cpuUsage();
for (let i = 0; i < (quick ? 10 : 30); i++) {
  // Never the same text twice: each is a posting the model has not read.
  const list = `${texts(1, 9000 + i)[0].replace(/\s+/g, ', ')}`.slice(0, QUERY_CHARS);
  let t = performance.now();
  await provider.embed([list]);
  requirementList.push(performance.now() - t);
  t = performance.now();
  await provider.embed(NAMES.map((name) => `${name} ${i}`));
  unmetNames.push(performance.now() - t);
}

const queryCpu = process.cpuUsage(queryCpuStart);
const queryCpuMsPerPosting = (queryCpu.user + queryCpu.system) / 1000 / requirementList.length;

const result = {
  chunkChars: CHUNK_CHARS,
  loadMs,
  chunks: corpus.length,
  chunksPerCpuS: (corpus.length * 1000) / cpuMs,
  chunksPerWallS: (corpus.length * 1000) / wallMs,
  requirementListP50Ms: median(requirementList),
  requirementListP95Ms: percentile(requirementList, 95),
  unmetNamesP50Ms: median(unmetNames),
  unmetNamesP95Ms: percentile(unmetNames, 95),
  /** CPU time of both per posting: what it costs on an idle core. */
  queryCpuMsPerPosting,
  rssMb: process.memoryUsage().rss / 2 ** 20,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
