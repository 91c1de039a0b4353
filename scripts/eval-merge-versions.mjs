#!/usr/bin/env node
// node scripts/eval-merge-versions.mjs [-v]   (needs packages/resume-core built and its eval compiled:
// `node packages/resume-core/eval/run.mjs` once)
//
// Synthetic personas, each as 5 resume versions with the wording drift real people's versions have
// (legal suffixes, case, accents, title synonyms and abbreviations, a job left undated), rendered
// through varying layouts, parsed, then merged as one user. Excess = experiences beyond the real jobs.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const B = join(root, 'packages/resume-core/eval/.build/eval/src/');
const { PERSONAS } = require(B + 'personas.js');
const { LAYOUTS, layoutBlocks } = require(B + 'layouts.js');
const { EXTRA_LAYOUTS } = require(B + 'layouts-extra.js');
const { renderText } = require(B + 'render.js');
const { parseResume, mergeExperiences } = require(join(root, 'packages/resume-core/dist/index.js'));
const verbose = process.argv.includes('-v');
const layouts = [...LAYOUTS, ...EXTRA_LAYOUTS];
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (l) => l[Math.floor(rnd() * l.length)];
const fold = (s) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
const companyVariant = (c) => pick([c, c + ' Inc.', c + ', LLC', c.toUpperCase(), fold(c), c + ' Corporation', c.replace(/\./g, '')]);
const roleVariant = (r) =>
  pick([r, r.replace(/Engineer\b/, 'Developer'), r.replace(/Developer\b/, 'Engineer'), r.replace(/^Senior /, 'Sr. '), r, r.replace(/ of /, ', ')]);
let excess = 0,
  deficit = 0,
  jobs = 0,
  out = 0;
for (let round = 0; round < 3; round++)
  for (const m of PERSONAS) {
    const sources = [];
    for (let v = 0; v < 5; v++) {
      const undated = rnd() < 0.4 ? Math.floor(rnd() * m.experiences.length) : -1;
      const model = {
        ...m,
        experiences: m.experiences.map((e, i) => ({
          ...e,
          company: companyVariant(e.company),
          role: roleVariant(e.role),
          ...(i === undated ? { start: undefined, end: undefined } : {}),
        })),
      };
      const layout = pick(layouts);
      try {
        sources.push({
          resumeFileId: `v${v}-${layout.id}`,
          createdAt: new Date(Date.UTC(2022 + v, 0, 1)).toISOString(),
          experiences: parseResume(renderText(layoutBlocks(model, layout, false))).experiences,
        });
      } catch {
        // A generated variant the parser rejects is left out of the sample.
      }
    }
    const merged = mergeExperiences(sources, { userId: 'u', now: '2026-11-01T00:00:00Z', idFor: (k) => k });
    jobs += m.experiences.length;
    out += merged.length;
    const d = merged.length - m.experiences.length;
    if (d > 0) excess += d;
    else deficit -= d;
    if (verbose && d !== 0) {
      console.log(`--- ${m.name}: ${m.experiences.length} jobs -> ${merged.length}`);
      for (const e of merged) console.log(`   ${e.company} | ${e.role} | ${e.period} | ${e.extracted_from.join(',')}`);
    }
  }
console.log(`persona-rounds ${3 * PERSONAS.length}, jobs ${jobs}, merged experiences ${out}, excess (duplicates) ${excess}, deficit ${deficit}`);
