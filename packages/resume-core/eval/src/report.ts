import type { Counts, DocScore } from './score';

export interface Metric {
  precision: number;
  recall: number;
  f1: number;
  tp: number;
  predicted: number;
  labelled: number;
}

export function metric(c: Counts): Metric {
  const precision = c.predicted === 0 ? 0 : c.tp / c.predicted;
  const recall = c.labelled === 0 ? 0 : c.tp / c.labelled;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const r = (x: number): number => Math.round(x * 1000) / 1000;
  return { precision: r(precision), recall: r(recall), f1: r(f1), ...c };
}

export const FIELDS = ['company', 'role', 'start', 'end', 'experience', 'skills', 'education'] as const;
export type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, string> = {
  company: 'experience company',
  role: 'experience role',
  start: 'experience start year',
  end: 'experience end year',
  experience: 'whole experience (company+role+start+end)',
  skills: 'skills',
  education: 'education (degree+school)',
};

export interface Summary {
  metrics: Record<Field, Metric>;
  skillCategoryAccuracy: number;
  documents: number;
}

export function summarize(scores: readonly DocScore[]): Summary {
  const sum = (f: Field): Counts =>
    scores.reduce((a, s) => ({ tp: a.tp + s[f].tp, predicted: a.predicted + s[f].predicted, labelled: a.labelled + s[f].labelled }), {
      tp: 0,
      predicted: 0,
      labelled: 0,
    });
  const metrics = Object.fromEntries(FIELDS.map((f) => [f, metric(sum(f))])) as Record<Field, Metric>;
  const cat = scores.reduce((a, s) => ({ c: a.c + s.skillCategory.correct, t: a.t + s.skillCategory.total }), { c: 0, t: 0 });
  return { metrics, skillCategoryAccuracy: cat.t === 0 ? 0 : Math.round((cat.c / cat.t) * 1000) / 1000, documents: scores.length };
}

const pct = (x: number): string => x.toFixed(3);

export function markdownTable(title: string, s: Summary): string {
  const rows = FIELDS.map((f) => {
    const m = s.metrics[f];
    return `| ${LABELS[f]} | ${pct(m.precision)} | ${pct(m.recall)} | ${pct(m.f1)} | ${m.tp}/${m.predicted}/${m.labelled} |`;
  });
  return [
    `### ${title} (${s.documents} documents)`,
    '',
    '| metric | precision | recall | F1 | tp/predicted/labelled |',
    '|---|---|---|---|---|',
    ...rows,
    `| skill category accuracy (of matched skills) | | | ${pct(s.skillCategoryAccuracy)} | |`,
  ].join('\n');
}

export function breakdownTable(groups: ReadonlyArray<readonly [string, Summary]>): string {
  const head = '| group | docs | company F1 | role F1 | start F1 | end F1 | whole exp F1 | skills F1 | edu F1 |';
  const lines = groups.map(([name, s]) => {
    const f = (k: Field): string => pct(s.metrics[k].f1);
    return `| ${name} | ${s.documents} | ${f('company')} | ${f('role')} | ${f('start')} | ${f('end')} | ${f('experience')} | ${f('skills')} | ${f('education')} |`;
  });
  return [head, '|---|---|---|---|---|---|---|---|---|', ...lines].join('\n');
}
