#!/usr/bin/env node
// Micro-benchmark of the built-in embedder and the embedding cache, over the built dist.
// Usage: node bench/builtin.bench.js [--json]   (build first: tsc -p tsconfig.build.json)
// Prints texts/s for 2,000-character texts (wall clock and per CPU-second, i.e. per core: this
// process is single-threaded) and cache hit vs miss latency, as medians of several runs.
// The shared-cache figures need Redis at REDIS_URL (default redis://127.0.0.1:6379); skipped otherwise.
'use strict';
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const lib = require(path.join(__dirname, '..', 'dist'));
// The services inject resume-core's skill canonicaliser; the package itself does not depend on it,
// so the benchmark loads the workspace's build by path (run `node scripts/run.mjs build` first).
const { canonicalizeSkillMentions } = require(path.join(__dirname, '..', '..', 'resume-core', 'dist'));

const RUNS = 7;
const TEXTS = 400;
const CHARS = 2000;

// Resume-like sentences from a broad vocabulary, so the distinct-word count per 2,000 characters
// (which drives the featuriser's cost) resembles a real chunk rather than a repeated sentence.
const VOCAB = (
  'led managed built designed implemented developed launched migrated optimized reduced increased improved automated ' +
  'delivered coordinated mentored hired trained negotiated analyzed researched presented owned scaled shipped refactored ' +
  'tested deployed monitored secured documented budgeted forecasted audited reconciled recruited scheduled supervised ' +
  'React TypeScript JavaScript Python Java Golang Rust Kotlin Swift Node.js Express Django Flask Spring Kubernetes Docker ' +
  'Terraform Ansible AWS Azure GCP PostgreSQL MySQL MongoDB Redis Kafka RabbitMQ GraphQL REST gRPC microservices serverless ' +
  'Airflow Spark Hadoop Snowflake Tableau Looker Excel Salesforce HubSpot Jira Confluence Figma platform pipeline dashboard ' +
  'service API frontend backend infrastructure database warehouse model forecast report campaign funnel onboarding checkout ' +
  'payments billing invoicing compliance security identity authentication search recommendation analytics experimentation ' +
  'growth retention churn revenue margin budget roadmap strategy team engineers designers analysts stakeholders customers ' +
  'clients vendors partners executives nurses patients physicians students teachers volunteers contractors interns latency ' +
  'throughput uptime availability reliability accuracy conversion engagement satisfaction efficiency cost quality coverage ' +
  'velocity adoption weekly monthly quarterly annually across within multiple global regional enterprise startup hospital ' +
  'clinic bank retailer marketplace agency nonprofit university cross-functional agile scrum kanban sprint release ' +
  'deployment migration integration architecture design review incident postmortem on-call escalation training ' +
  'certification audit policy procedure staffing inventory logistics procurement supply chain'
).split(/\s+/);
const GLUE = ['and', 'the', 'of', 'to', 'with', 'for', 'in', 'by'];

function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => ((s ^= s << 13), (s ^= s >>> 17), (s ^= s << 5), (s >>> 0) / 4294967296);
}

function resumeText(seed, chars = CHARS) {
  const r = rng(Math.imul(seed + 1, 2654435761));
  let out = '';
  while (out.length < chars) {
    const words = [];
    const n = 6 + Math.floor(r() * 10);
    for (let i = 0; i < n; i++) {
      words.push(VOCAB[Math.floor(r() * VOCAB.length)]);
      if (r() < 0.25) words.push(GLUE[Math.floor(r() * GLUE.length)]);
    }
    out += `${words.join(' ')}${r() < 0.3 ? `, cutting costs by ${Math.floor(r() * 90)}%. ` : '. '}`;
  }
  return out.slice(0, chars);
}

/**
 * Texts of words the embedder has never seen (random letters, resume-like lengths): every word is a
 * vocabulary miss, which computes its n-grams; `throughput` reuses texts, whose words are then known.
 */
function unseenText(seed, chars = CHARS) {
  const r = rng(Math.imul(seed + 7, 40503));
  let out = '';
  while (out.length < chars) {
    const len = 3 + Math.floor(r() * 9);
    let word = '';
    for (let i = 0; i < len; i++) word += String.fromCharCode(97 + Math.floor(r() * 26));
    out += `${word}${r() < 0.1 ? '. ' : ' '}`;
  }
  return out.slice(0, chars);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, d = 1) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** A second of unmeasured work first: V8 optimises the hot functions over the first few thousand texts. */
const WARM_UP_MS = 1000;

/** `texts(run)` gives the texts of one run (the same ones, or new ones). */
function throughput(provider, texts) {
  const warmUpStart = performance.now();
  for (let i = 0; i < 3 || performance.now() - warmUpStart < WARM_UP_MS; i++) provider.embedSync(texts(-1 - i));
  const wall = [];
  const cpu = [];
  for (let run = 0; run < RUNS; run++) {
    const batch = texts(run);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    provider.embedSync(batch);
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    wall.push(batch.length / (ms / 1000));
    cpu.push(batch.length / ((c.user + c.system) / 1e6));
  }
  return { wall: median(wall), cpu: median(cpu) };
}

async function latency(embedder, makeText, samples = 200) {
  const miss = [];
  const hit = [];
  for (let i = 0; i < samples; i++) {
    const text = makeText(i);
    let t0 = performance.now();
    await embedder.embed([text]);
    miss.push(performance.now() - t0);
    t0 = performance.now();
    await embedder.embed([text]);
    hit.push(performance.now() - t0);
  }
  return { miss: median(miss) * 1000, hit: median(hit) * 1000 };
}

function jsonCalibration() {
  const vector = Array.from({ length: 1536 }, (_, i) => Math.sin(i) / 40);
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) JSON.stringify(vector);
    times.push(((performance.now() - t0) / 200) * 1000);
  }
  return median(times);
}

async function redisFigures(provider, makeText) {
  let Redis;
  try {
    Redis = require('ioredis').default ?? require('ioredis');
  } catch {
    return { skipped: 'ioredis not resolvable' };
  }
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const a = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 });
  const b = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 });
  try {
    await Promise.all([a.connect(), b.connect()]);
  } catch (error) {
    a.disconnect();
    b.disconnect();
    return { skipped: `Redis not reachable at ${url} (${error.message})` };
  }
  const prefix = `bench:emb:${randomBytes(4).toString('hex')}`;
  const modelId = lib.cacheModelId(provider.id, provider.dimensions);
  const store = (redis) => new lib.RedisVectorStore({ redis, modelId, prefix, decimals: provider.decimals, maxEntries: 10_000 });
  // Two embedders on two connections, as two worker processes: B's lookups miss its memory and hit Redis.
  const writer = new lib.CachedEmbedder(provider, { cache: new lib.EmbeddingCache({ redis: store(a) }) });
  const reader = new lib.CachedEmbedder(provider, { cache: new lib.EmbeddingCache({ redis: store(b), maxEntries: 0 }) });
  try {
    const miss = [];
    const hit = [];
    for (let i = 0; i < 200; i++) {
      const text = makeText(i);
      let t0 = performance.now();
      await writer.embed([text]);
      miss.push(performance.now() - t0);
      t0 = performance.now();
      await reader.embed([text]);
      hit.push(performance.now() - t0);
    }
    return { miss: median(miss) * 1000, hit: median(hit) * 1000 };
  } finally {
    await writer.clear();
    a.disconnect();
    b.disconnect();
  }
}

async function main() {
  // The provider as the services build it, canonicalising skill mentions with resume-core; the
  // hashing itself is measured separately without. The services' form first: it is the figure that
  // matters, and the JIT compiles the shared code for it first, as in a service.
  const provider = new lib.BuiltinEmbeddingProvider({ normalizeSkills: canonicalizeSkillMentions });
  const hashingOnly = new lib.BuiltinEmbeddingProvider({ normalizeSkills: null });
  const texts = Array.from({ length: TEXTS }, (_, i) => resumeText(i));
  const same = () => texts;
  const builtin = throughput(provider, same);
  const raw = throughput(hashingOnly, same);
  let unseenRun = 0;
  const unseen = throughput(provider, () => Array.from({ length: TEXTS }, () => unseenText(unseenRun++)));
  const calibration = jsonCalibration();

  const memoryEmbedder = new lib.CachedEmbedder(provider);
  let n = 0;
  const fresh = () => resumeText(100_000 + n++);
  const memory = await latency(memoryEmbedder, fresh);
  const redis = await redisFigures(provider, fresh);

  const results = {
    node: process.version,
    model: provider.id,
    textChars: CHARS,
    dimensions: provider.dimensions,
    aliasCanonicalisation: provider.aliasesEnabled,
    defaultTextsPerSecond: Math.round(builtin.wall),
    defaultTextsPerCpuSecond: Math.round(builtin.cpu),
    defaultMicrosPerCpuText: 1e6 / builtin.cpu,
    hashingTextsPerSecond: Math.round(raw.wall),
    hashingTextsPerCpuSecond: Math.round(raw.cpu),
    hashingMicrosPerCpuText: 1e6 / raw.cpu,
    unseenWordsTextsPerCpuSecond: Math.round(unseen.cpu),
    unseenWordsMicrosPerCpuText: 1e6 / unseen.cpu,
    memoryCacheMissMicros: memory.miss,
    memoryCacheHitMicros: memory.hit,
    redisCache: redis,
    jsonStringify1536Micros: calibration,
  };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const line = (label, t) => `  ${label}: ${fmt(t.cpu, 0)} texts per CPU-second (${fmt(1e6 / t.cpu)} µs/text), ${fmt(t.wall, 0)} texts/s wall`;
  console.log(`built-in embedder (${provider.id}, ${provider.dimensions}-d), ${CHARS}-char texts, median of ${RUNS} runs:`);
  console.log(line("as the services build it (resume-core's skill canonicaliser)", builtin));
  console.log(line('hashing only (aliases off)', raw));
  console.log(line('default, every word unseen before (vocabulary misses)', unseen));
  console.log(`cache latency for one ${CHARS}-char text through CachedEmbedder.embed with the default provider (median of 200):`);
  console.log(`  in-process: miss ${fmt(memory.miss)} µs, hit ${fmt(memory.hit)} µs`);
  if (redis.skipped) console.log(`  shared Redis layer: skipped, ${redis.skipped}`);
  else console.log(`  shared Redis layer (second connection, empty memory): miss+write ${fmt(redis.miss)} µs, hit ${fmt(redis.hit)} µs`);
  console.log(`calibration: JSON.stringify of one 1536-number vector ${fmt(calibration)} µs (environment guide: ~176 µs on a quiet machine)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
