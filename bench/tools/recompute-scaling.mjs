// Usage: node bench/tools/recompute-scaling.mjs [resumes=100]
// How @tailor/profile's recomputeUserProfile (run by the ingest worker for every file, under a
// per-user Redis lock, over ALL of the user's parsed resumes) grows with the number of resumes one
// user has: the serial part of scenario 1. Uses the built dists and a temporary SQLite store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { person, resumeTxt } from '../lib/resumes.mjs';
import { requireFrom } from '../lib/util.mjs';

const need = requireFrom('services/ingest-worker');
const { createStore } = need('@tailor/store');
const { recomputeUserProfile } = need('@tailor/profile');
const core = need('@tailor/resume-core');

const total = Number(process.argv[2] ?? 100);
const marks = new Set([1, 10, 25, 50, 75, 100, total]);
const dir = mkdtempSync(join(tmpdir(), 'tailor-recompute-'));
const store = await createStore({ dataDir: dir });
const userId = 'bench-user';
let cumulative = 0;
let parseMs = 0;
console.log(
  '| resumes k | recompute ms | of which mergeExperiences | buildSkillProfile | reads + writes | experiences | skills | sum of recomputes 1..k |',
);
console.log('|---|---|---|---|---|---|---|---|');
try {
  for (let k = 1; k <= total; k++) {
    const text = resumeTxt(person(k)).toString();
    let t = performance.now();
    const parsed = core.parseResume(text);
    parseMs += performance.now() - t;
    await store.parsedResumes.upsert({ id: `f${k}`, user_id: userId, resume_file_id: `f${k}`, parsed, created_at: new Date().toISOString() });
    t = performance.now();
    const summary = await recomputeUserProfile(store, userId);
    const ms = performance.now() - t;
    cumulative += ms;
    if (!marks.has(k)) continue;
    // The two pure parts again, timed on their own.
    const all = await store.parsedResumes.find({ user_id: userId });
    t = performance.now();
    const experiences = core.mergeExperiences(
      all.map((r) => ({ resumeFileId: r.resume_file_id, experiences: r.parsed.experiences })),
      { userId, now: new Date(), idFor: (key) => `exp_${key}` },
    );
    const mergeMs = performance.now() - t;
    t = performance.now();
    core.buildSkillProfile({
      userId,
      experiences,
      parsedSkills: all.map((r) => ({ resumeFileId: r.resume_file_id, skills: r.parsed.skills })),
      now: new Date(),
      categorize: (name) => core.inferCategory(name, null),
    });
    const profileMs = performance.now() - t;
    const f = (x) => x.toFixed(0);
    console.log(
      `| ${k} | ${f(ms)} | ${f(mergeMs)} | ${f(profileMs)} | ${f(Math.max(0, ms - mergeMs - profileMs))} | ${summary.experiences} | ${summary.skills} | ${f(cumulative)} |`,
    );
  }
  console.log(`\nparseResume: ${(parseMs / total).toFixed(1)} ms per resume on average.`);
} finally {
  await store.close?.();
  rmSync(dir, { recursive: true, force: true });
}
