import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractText } from '@tailor/extract';
import { parseResume } from '../../src/parsing';
import { buildDocuments } from './documents';
import { evaluateJobs } from './jobs';
import { EVAL_NOW, type LabelledDocument } from './model';
import { loadJobAnalyzer, loadSkillMatcher } from './optional';
import { breakdownTable, markdownTable, summarize, type Summary } from './report';
import { scoreDocument, type DocScore, type SkillKeyer } from './score';
import { skillKey } from './normalize';
import { loadSources, personaSources } from './sources';

// Compiled to eval/.build/eval/src/run.js; results go to eval/results.
const EVAL_DIR = resolve(__dirname, '..', '..', '..');
// shared/ sits beside the repository checkout; a developer machine also has /work/shared.
const DATA_DIR =
  process.env.TAILOR_EVAL_DATA ??
  [join(__dirname, '..', '..', '..', '..', '..', 'shared', 'data'), '/work/shared/data'].find((dir) => existsSync(dir)) ??
  '/work/shared/data';

interface DocResult {
  doc: LabelledDocument;
  score: DocScore;
  parseMs: number;
  text: string;
  error?: string;
}

function keyerFrom(matcher: ReturnType<typeof loadSkillMatcher>): SkillKeyer {
  return { key: (name) => skillKey(matcher?.canonical(name)?.name ?? name) };
}

/** Writes each document to disk and reads it back through @tailor/extract, as an upload would be. */
async function evaluate(doc: LabelledDocument, dir: string, keyer: SkillKeyer, optional: (text: string) => Set<string>): Promise<DocResult> {
  const path = join(dir, doc.filename);
  writeFileSync(path, doc.bytes);
  const { text } = await extractText({ filename: doc.filename, bytes: readFileSync(path) });
  const start = performance.now();
  try {
    const parsed = parseResume(text, { now: EVAL_NOW });
    const parseMs = performance.now() - start;
    return { doc, parseMs, text, score: scoreDocument(parsed, doc.labels, keyer, optional(doc.labels.achievementText)) };
  } catch (e) {
    const empty = { experiences: [], education: [], skills: [], summary: '', overall_confidence: 0 };
    return { doc, parseMs: performance.now() - start, text, error: String(e), score: scoreDocument(empty, doc.labels, keyer, new Set()) };
  }
}

/** Public JSON renders and PDFs, hand-labelled PDFs, and invented personas are reported apart. */
function setOf(source: string): string {
  if (source.startsWith('persona-')) return 'synthetic personas (all layouts)';
  if (source.startsWith('resume-matcher-') && source !== 'resume-matcher-master') return 'resume-matcher PDFs (hand-labelled)';
  return 'public JSON ground truth (PDF + rendered)';
}

function group(results: readonly DocResult[], by: (r: DocResult) => string): Array<[string, Summary]> {
  const map = new Map<string, DocScore[]>();
  for (const r of results) map.set(by(r), [...(map.get(by(r)) ?? []), r.score]);
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, summarize(v)]);
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

// Warms the JIT and the skills trie on text that shares no names with the evaluated documents, so
// each document's first parse below is timed as a new upload would be.
const WARM_UP = [
  'Quinn Avery',
  'Experience',
  'Lighthouse Keeper at Harbor Trust, 2001 – 2009',
  '• Kept the light on in every storm',
  'Education',
  'BA Maritime Studies, Coastline College, 2000',
  'Skills',
  'Navigation, Morse code, Rope work',
].join('\n');

interface Timing {
  meanMs: number;
  p95Ms: number;
  maxMs: number;
  maxChars: number;
  coldMs: number;
}

/** Parse time of each document as a new upload in a warmed process (the eval's own first parse was cold). */
function warmTiming(results: readonly DocResult[]): Timing {
  for (let i = 0; i < 200; i++) parseResume(WARM_UP, { now: EVAL_NOW });
  const ok = results.filter((r) => !r.error);
  const times = ok
    .map((r) => {
      // Median of five parses; the parser keeps nothing between calls, so each costs what a new upload costs.
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        parseResume(r.text, { now: EVAL_NOW });
        runs.push(performance.now() - start);
      }
      return runs.sort((a, b) => a - b)[2] ?? 0;
    })
    .sort((a, b) => a - b);
  return {
    meanMs: round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)),
    p95Ms: round(times[Math.floor(times.length * 0.95)] ?? 0),
    maxMs: round(times.at(-1) ?? 0),
    maxChars: Math.max(...results.map((r) => r.text.length)),
    coldMs: round(results[0]?.parseMs ?? 0),
  };
}

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const matcher = loadSkillMatcher();
  const keyer = keyerFrom(matcher);
  const optional = (text: string): Set<string> => new Set((matcher?.findInText(text, { listContext: false }) ?? []).map((m) => keyer.key(m.name)));
  const { reactive, structured } = loadSources(DATA_DIR);
  const docs = await buildDocuments(reactive, structured, personaSources(), DATA_DIR);
  const dir = mkdtempSync(join(tmpdir(), 'tailor-eval-'));
  const results: DocResult[] = [];
  try {
    for (const doc of docs) results.push(await evaluate(doc, dir, keyer, optional));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const overall = summarize(results.map((r) => r.score));
  const bySet = group(results, (r) => setOf(r.doc.source));
  const byFormat = group(results, (r) => r.doc.format);
  const bySource = group(results, (r) => r.doc.source);
  const byLayout = group(results, (r) => r.doc.layout);
  const timing = warmTiming(results);
  const analyzer = loadJobAnalyzer();
  const jobs = analyzer ? await evaluateJobs(analyzer, DATA_DIR, keyer) : undefined;

  const md: string[] = [
    '## Resume parser eval (rule engine)',
    '',
    `Skills database: ${matcher ? 'loaded' : 'not available (lists kept as written)'}. "Present" = ${EVAL_NOW.toISOString().slice(0, 10)}.`,
    '',
    markdownTable('Overall', overall),
    '',
    '### By document set',
    breakdownTable(bySet),
    '',
    '### By format',
    breakdownTable(byFormat),
    '',
    '### By source',
    breakdownTable(bySource),
    '',
    '### By layout',
    breakdownTable(byLayout),
    '',
    `Parse time per document (warmed process, median of 5): mean ${timing.meanMs} ms, p95 ${timing.p95Ms} ms, max ${timing.maxMs} ms; largest document ${timing.maxChars} characters; first (cold) parse ${timing.coldMs} ms; machine load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs.`,
  ];
  if (jobs) {
    md.push('', '### Job analysis: required-skill recall', '', '| job | recall | missing |', '|---|---|---|');
    for (const j of jobs.perJob) md.push(`| ${j.file} | ${j.recall.toFixed(3)} | ${j.missing.join(', ')} |`);
    md.push(`| overall | ${jobs.overall.recall.toFixed(3)} (precision ${jobs.overall.precision.toFixed(3)}) | |`);
  } else {
    md.push('', 'Job analysis: `analyzeJobDescription` not available yet; skipped.');
  }
  const errors = results.filter((r) => r.error);
  if (errors.length > 0) md.push('', `Errors: ${errors.map((r) => `${r.doc.id}: ${r.error}`).join('; ')}`);
  if (verbose) {
    md.push('', '### Per document');
    for (const r of results) {
      const s = summarize([r.score]).metrics;
      md.push(
        '',
        `#### ${r.doc.id} — whole exp F1 ${s.experience.f1.toFixed(2)}, skills F1 ${s.skills.f1.toFixed(2)}, edu F1 ${s.education.f1.toFixed(2)}`,
      );
      for (const n of r.score.notes) md.push(`- ${n}`);
    }
  }
  process.stdout.write(`${md.join('\n')}\n`);
  mkdirSync(join(EVAL_DIR, 'results'), { recursive: true });
  const json = {
    generatedAt: new Date().toISOString(),
    skillsDatabase: matcher !== undefined,
    overall,
    bySet: Object.fromEntries(bySet),
    byFormat: Object.fromEntries(byFormat),
    bySource: Object.fromEntries(bySource),
    byLayout: Object.fromEntries(byLayout),
    timing,
    jobs: jobs ?? null,
    documents: results.map((r) => ({ id: r.doc.id, parseMs: Math.round(r.parseMs * 1000) / 1000, error: r.error ?? null, notes: r.score.notes })),
  };
  writeFileSync(join(EVAL_DIR, 'results', 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
