#!/usr/bin/env node
// Scores the rule engine on the real, human-labelled development sets that sit beside the checkout.
// Resumes (shared/data/real-resumes and real-layouts) go the way an upload does: the file's bytes
// through @tailor/extract, parseResume, then the same per-user merge the ingest worker runs. Job
// postings (shared/data/real-postings) go through analyzeJobDescription, as the generation worker
// runs it without a language model.
// Nothing from those sets is written inside the repository: predictions go to a temporary folder and
// the sets' own score.mjs prints the figures.
//
// Each resume set is split into a tuning part (three quarters) and a held-aside part (every fourth
// document in the order of the ids' SHA-256) that parser rules must not be developed against; both
// are reported, apart. The split is stable across runs and machines and blind to the content. The
// postings come with their own split: rules are tuned on `train` and `dev` is reported apart.
//
//   node scripts/eval-real.mjs [--set real-resumes|real-layouts|real-postings|all] [--split tune|held|all]
//                              [--details] [--only id,id] [--keep DIR]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { extractText, closePdfReaders } = require(join(root, 'packages/extract/dist/index.js'));
const { analyzeJobDescription, defaultSkillMatcher, parseResume } = require(join(root, 'packages/resume-core/dist/index.js'));
const { mergeUserProfile } = require(join(root, 'packages/profile/dist/index.js'));

const DATA_DIR = process.env.TAILOR_EVAL_DATA ?? [join(root, '..', 'shared', 'data'), '/work/shared/data'].find((d) => existsSync(d));
// Periods are scored by year; a fixed "now" keeps "Present" from moving the figures over time.
const NOW = new Date('2026-11-01T00:00:00Z');
const HELD_ASIDE_EVERY = 4;

function args(argv) {
  const o = { set: 'all', split: 'all', details: false, only: null, keep: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--details') o.details = true;
    else if (['--set', '--split', '--only', '--keep'].includes(a)) o[a.slice(2)] = argv[++i];
    else throw new Error(`unknown argument ${a}`);
  }
  return o;
}

function heldAsideIds(ids) {
  const byHash = [...ids].sort((a, b) => hashOf(a).localeCompare(hashOf(b)));
  return new Set(byHash.filter((_, i) => i % HELD_ASIDE_EVERY === 0));
}
const hashOf = (id) => createHash('sha256').update(id).digest('hex');

function documentsOf(set) {
  const dir = join(DATA_DIR, set);
  if (set === 'real-resumes') {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .map((f) => ({ id: f.slice(0, -4), filename: f, path: join(dir, f) }));
  }
  return readdirSync(join(dir, 'data'))
    .sort()
    .map((f) => ({ id: f.replace(/\.[^.]+$/, ''), filename: f, path: join(dir, 'data', f) }));
}

async function predict(doc) {
  const started = performance.now();
  try {
    const { text } = await extractText({ filename: doc.filename, bytes: readFileSync(doc.path) });
    const parsed = parseResume(text, { now: NOW });
    const { experiences, education, profile } = mergeUserProfile([{ resume_file_id: 'file', parsed }], 'user', NOW);
    return {
      ms: performance.now() - started,
      prediction: {
        experiences: experiences.map((e) => ({ company: e.company, role: e.role, period: e.period })),
        education: education.map((e) => ({ degree: e.degree, school: e.school, year: e.year })),
        skills: Object.keys(profile.skills),
      },
    };
  } catch (error) {
    return { ms: performance.now() - started, error: String(error?.message ?? error), prediction: { experiences: [], education: [], skills: [] } };
  }
}

function score(set, predictions, details, outDir, name) {
  const file = join(outDir, `${set}-${name}.json`);
  writeFileSync(file, JSON.stringify(predictions));
  const scorer = join(DATA_DIR, set, 'score.mjs');
  const r = spawnSync(process.execPath, [scorer, file, '--only-predicted', ...(details ? ['--details'] : [])], { encoding: 'utf8' });
  return (r.stdout || '') + (r.status === 0 ? '' : r.stderr);
}

/** The postings' own split: `train` is the tuning part, `dev` the held-aside one. */
function evaluatePostings() {
  const dir = join(DATA_DIR, 'real-postings');
  const predictions = {};
  let slowest = { ms: 0, id: '' };
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const id = file.slice(0, -4);
    const started = performance.now();
    const text = readFileSync(join(dir, file), 'utf8');
    const analysis = analyzeJobDescription(text);
    const ms = performance.now() - started;
    if (ms > slowest.ms) slowest = { ms, id };
    predictions[id] = {
      required: analysis.required_skills,
      preferred: analysis.preferred_skills,
      role: analysis.role,
      experience_level: analysis.experience_level,
      states_level: statesLevel(text),
      unfound: notInPosting(analysis, text),
    };
  }
  return { predictions, slowest };
}

const SPOKEN = ['English', 'German', 'French', 'Spanish', 'Danish', 'Swedish', 'Norwegian', 'Dutch', 'Finnish', 'Italian', 'Scandinavian'];

/** Postings whose KNOWLEDGE labels name a spoken language, and how many of them the analysis returns one for. */
function spokenLanguages(ids, predictions) {
  let asked = 0;
  let found = 0;
  for (const id of ids) {
    const labels = JSON.parse(readFileSync(join(DATA_DIR, 'real-postings', `${id}.labels.json`), 'utf8')).knowledge ?? [];
    const wanted = SPOKEN.filter((l) => labels.some((k) => k.toLowerCase().includes(l.toLowerCase())));
    if (wanted.length === 0) continue;
    asked++;
    const returned = new Set([...predictions[id].required, ...predictions[id].preferred].map((r) => r.toLowerCase()));
    if (wanted.some((l) => returned.has(l.toLowerCase()))) found++;
  }
  return { asked, found };
}

const folded = (s) =>
  ` ${s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()} `;

/**
 * Requirements neither written in the posting nor named there by an exact alias (the scorer's "not in
 * the posting text" also counts "AWS" for `amazon-web-services` as invented; this figure does not).
 */
function notInPosting(analysis, text) {
  const matcher = defaultSkillMatcher();
  const posting = folded(text);
  return analysis.requirement_sources.filter(
    (r) => ![r.name, ...(matcher.canonical(r.name)?.aliases ?? [])].some((form) => folded(form).trim() !== '' && posting.includes(folded(form))),
  ).length;
}

const NUMBER_WORD = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)`;
// Years of experience as postings state them: "3+ years", "2-4 years", "at least five years", "minimum 3 years",
// "5 years of experience", "3 years' experience".
const STATED_YEARS = new RegExp(
  [
    String.raw`\b${NUMBER_WORD}\s*\+\s*(?:years?|yrs?)\b`,
    String.raw`\b${NUMBER_WORD}\s*(?:-|–|—|to)\s*${NUMBER_WORD}\s*\+?\s*(?:years?|yrs?)\b`,
    String.raw`\b(?:at least|minimum(?: of)?|min\.?|more than|over)\s+${NUMBER_WORD}\s*(?:\(\d+\)\s*)?(?:years?|yrs?)\b`,
    // "our 40 years of experience" is the employer's history.
    String.raw`(?<!\b(?:our|its|their|his|her)\s+)\b${NUMBER_WORD}\s*(?:\(\d+\)\s*)?(?:years?|yrs?)(?:'|’)?\s+(?:of\s+)?(?:[\w/&+#.-]+\s+){0,4}?experience\b`,
  ].join('|'),
  'i',
);
// Seniority words. "senior management", "lead the team", "graduate degree" are not levels of the person sought,
// so the words count only in the title line, or in a sentence that describes the person asked for.
const SENIORITY_IN_TITLE =
  /\b(?:junior|jr\.?|senior|sr\.?|lead|principal|staff(?=\s+(?:[\w/-]+\s+){0,2}(?:engineer|developer|scientist|designer|architect|analyst|researcher)s?\b)|head of|director|chief|vp|intern(?:ship)?|trainee|apprentice|graduate|entry[- ]level|mid[- ]level|mid\/senior|phd|postdoc(?:toral)?|professor)\b/i;
const SENIORITY_IN_SENTENCE =
  /\b(?:junior|senior|principal|lead|entry[- ]level|mid[- ]level|intern|trainee|apprentice|graduate)\s+(?:[\w/&+#.-]+\s+){0,3}?(?:engineer|developer|designer|analyst|scientist|consultant|manager|architect|specialist|researcher|role|position|level|candidate|profile)s?\b|\b(?:newly|recently|recent) graduated?s?\b|\bnew grads?\b|\binternship\b|\bentry[- ]level\b|\bmid[- ]level\b/i;
const ABOUT_THE_PERSON =
  /\b(?:looking for|seeking|searching for|recruiting|hiring|we need|you are|you have|you bring|you should|you must|candidate|applicant|experience|required|requirements?|qualifications?|profile)\b/i;

/** Whether a posting states the years of experience or the seniority it asks for (the denominator of the level figure). */
function statesLevel(text) {
  if (STATED_YEARS.test(text)) return true;
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  if (SENIORITY_IN_TITLE.test((lines[0] ?? '').slice(0, 120))) return true;
  return text.split(/(?<=[.!?])\s+|\n+/).some((s) => ABOUT_THE_PERSON.test(s) && SENIORITY_IN_SENTENCE.test(s));
}

function scorePostings(o, outDir) {
  const { predictions, slowest } = evaluatePostings();
  const file = join(outDir, 'real-postings.json');
  writeFileSync(file, JSON.stringify(predictions));
  const scorer = join(DATA_DIR, 'real-postings', 'score.mjs');
  for (const [split, label] of [
    ['train', 'train split (rules developed against it)'],
    ['dev', 'dev split (held aside)'],
  ]) {
    if (o.split === 'tune' && split === 'dev') continue;
    if (o.split === 'held' && split === 'train') continue;
    console.log(`\n=== real-postings: ${label} ===`);
    const r = spawnSync(process.execPath, [scorer, file, '--split', split, ...(o.details && split === 'train' ? ['--details'] : [])], {
      encoding: 'utf8',
    });
    console.log(((r.stdout || '') + (r.status === 0 ? '' : r.stderr)).trimEnd());
    const ids = Object.keys(predictions).filter((id) => id.startsWith(`${split}-`));
    const withRole = ids.filter((id) => predictions[id].role && predictions[id].role.trim() !== '').length;
    const withLevel = ids.filter((id) => predictions[id].experience_level).length;
    const returned = ids.reduce((n, id) => n + predictions[id].required.length + predictions[id].preferred.length, 0);
    const unfound = ids.reduce((n, id) => n + predictions[id].unfound, 0);
    const stating = ids.filter((id) => predictions[id].states_level);
    const statingWithLevel = stating.filter((id) => predictions[id].experience_level).length;
    console.log(
      `role found for ${withRole}/${ids.length} postings; experience level for ${withLevel}/${ids.length}` +
        ` (${statingWithLevel}/${stating.length} of the postings that state years or seniority, ${((100 * statingWithLevel) / Math.max(1, stating.length)).toFixed(0)} %)`,
    );
    console.log(
      `requirements neither in the posting nor named there by an exact alias: ${unfound}/${returned} (${((100 * unfound) / Math.max(1, returned)).toFixed(1)} %)`,
    );
    const languages = spokenLanguages(ids, predictions);
    console.log(`spoken language found in ${languages.found} of the ${languages.asked} postings whose labels ask for one`);
  }
  console.log(`\nreal-postings: slowest analysis ${Math.round(slowest.ms)} ms (${slowest.id})`);
}

async function main() {
  const o = args(process.argv.slice(2));
  if (!DATA_DIR) {
    console.log('eval-real: no shared/data beside the checkout (set TAILOR_EVAL_DATA); real sets skipped.');
    return;
  }
  const sets = o.set === 'all' ? ['real-resumes', 'real-layouts', 'real-postings'] : [o.set];
  const only = o.only ? new Set(o.only.split(',')) : null;
  const outDir = o.keep ? resolve(o.keep) : mkdtempSync(join(tmpdir(), 'tailor-eval-real-'));
  mkdirSync(outDir, { recursive: true });
  try {
    for (const set of sets) {
      if (set === 'real-postings') {
        scorePostings(o, outDir);
        continue;
      }
      const all = documentsOf(set);
      const held = heldAsideIds(all.map((d) => d.id));
      const docs = all.filter((d) => !only || only.has(d.id));
      const parts = { tune: {}, held: {} };
      const failures = [];
      let slowest = { ms: 0, id: '' };
      for (const doc of docs) {
        const part = held.has(doc.id) ? 'held' : 'tune';
        if (o.split !== 'all' && o.split !== part) continue;
        const r = await predict(doc);
        parts[part][doc.id] = r.prediction;
        if (r.error) failures.push(`${doc.id}: ${r.error}`);
        if (r.ms > slowest.ms) slowest = { ms: r.ms, id: doc.id };
      }
      for (const [name, label] of [
        ['tune', 'tuning part (rules developed against it)'],
        ['held', 'held-aside part (not developed against)'],
      ]) {
        const n = Object.keys(parts[name]).length;
        if (n === 0) continue;
        console.log(`\n=== ${set}: ${label}, ${n} documents ===`);
        console.log(score(set, parts[name], o.details, outDir, name).trimEnd());
        const experiences = Object.values(parts[name]).flatMap((p) => p.experiences);
        const dated = experiences.filter((e) => e.period && e.period !== 'Unknown Period').length;
        console.log(
          `experiences with a period: ${dated} of ${experiences.length} (${((100 * dated) / Math.max(1, experiences.length)).toFixed(1)}%)`,
        );
      }
      console.log(
        `\n${set}: ${failures.length} failed file(s)${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}; slowest ${Math.round(slowest.ms)} ms (${slowest.id})`,
      );
    }
  } finally {
    await closePdfReaders?.();
    if (!o.keep) rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
