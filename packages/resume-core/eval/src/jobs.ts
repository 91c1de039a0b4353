import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JOB_LABELS } from './job-labels';
import type { AnalyzeJob } from './optional';
import { metric, type Metric } from './report';
import type { SkillKeyer } from './score';

export interface JobResult {
  file: string;
  recall: number;
  missing: string[];
}

function jobText(dataDir: string, file: string): string {
  const raw = readFileSync(join(dataDir, file), 'utf8');
  if (!file.endsWith('.json')) return raw;
  const j = JSON.parse(raw) as Record<string, unknown>;
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => String(x)) : []);
  const skills = Array.isArray(j.skills)
    ? (j.skills as Array<Record<string, unknown>>).map((s) => `${String(s.name)}: ${list(s.keywords).join(', ')}`)
    : [];
  return [
    String(j.title),
    String(j.description),
    'Responsibilities:',
    ...list(j.responsibilities),
    'Qualifications:',
    ...list(j.qualifications),
    'Skills:',
    ...skills,
  ].join('\n');
}

function names(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((x) => {
    if (typeof x === 'string') return [x];
    const o = x as Record<string, unknown> | null;
    return typeof o?.name === 'string' ? [o.name] : typeof o?.skill === 'string' ? [o.skill] : [];
  });
}

/** Required-skill recall of the job analyser against hand-written expectations. */
export async function evaluateJobs(analyze: AnalyzeJob, dataDir: string, keyer: SkillKeyer): Promise<{ overall: Metric; perJob: JobResult[] }> {
  const perJob: JobResult[] = [];
  let tp = 0;
  let predicted = 0;
  let labelled = 0;
  for (const [file, expected] of Object.entries(JOB_LABELS)) {
    const result = (await Promise.resolve(analyze(jobText(dataDir, file)))) as Record<string, unknown> | null;
    const got = new Set(names(result?.required_skills ?? result?.requiredSkills).map((n) => keyer.key(n)));
    const missing = expected.filter((e) => !got.has(keyer.key(e)));
    tp += expected.length - missing.length;
    predicted += got.size;
    labelled += expected.length;
    perJob.push({ file, recall: Math.round(((expected.length - missing.length) / expected.length) * 1000) / 1000, missing });
  }
  return { overall: metric({ tp, predicted, labelled }), perJob };
}
