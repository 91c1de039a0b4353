import type { ParsedResume, SkillCategory } from '@tailor/contracts';
import type { Labels } from './model';
import { sameCompany, sameLoose, sameRole, skillKey } from './normalize';

/** True-positive, predicted and labelled counts; summed over documents before computing rates. */
export interface Counts {
  tp: number;
  predicted: number;
  labelled: number;
}

export interface DocScore {
  company: Counts;
  role: Counts;
  start: Counts;
  end: Counts;
  experience: Counts;
  skills: Counts;
  skillCategory: { correct: number; total: number };
  education: Counts;
  /** Human-readable notes on misses, printed with --verbose. */
  notes: string[];
}

export const zero = (): Counts => ({ tp: 0, predicted: 0, labelled: 0 });

/** Pairs items greedily by score so each label is matched to its best prediction at most once. */
function align<P, L>(preds: readonly P[], labels: readonly L[], score: (p: P, l: L) => number): Array<[P, L]> {
  const pairs: Array<{ i: number; j: number; s: number }> = [];
  preds.forEach((p, i) => labels.forEach((l, j) => pairs.push({ i, j, s: score(p, l) })));
  pairs.sort((a, b) => b.s - a.s || a.i - b.i || a.j - b.j);
  const usedP = new Set<number>();
  const usedL = new Set<number>();
  const out: Array<[P, L]> = [];
  for (const { i, j, s } of pairs) {
    if (s <= 0 || usedP.has(i) || usedL.has(j)) continue;
    usedP.add(i);
    usedL.add(j);
    out.push([preds[i] as P, labels[j] as L]);
  }
  return out;
}

function counts(tp: number, predicted: number, labelled: number): Counts {
  return { tp, predicted, labelled };
}

export interface SkillKeyer {
  /** Canonical key of a skill name, shared by labels and predictions. */
  key(name: string): string;
}

export function scoreDocument(parsed: ParsedResume, labels: Labels, keyer: SkillKeyer, optionalKeys: ReadonlySet<string>): DocScore {
  const notes: string[] = [];
  const exps = parsed.experiences;
  const pairs = align(exps, labels.experiences, (p, l) => {
    return (
      (sameCompany(p.company, l.company) ? 2 : 0) +
      (sameRole(p.role, l.role) ? 2 : 0) +
      (p.start_year === l.start_year ? 1 : 0) +
      (p.end_year === l.end_year ? 1 : 0)
    );
  });
  const count = (ok: (p: (typeof exps)[number], l: Labels['experiences'][number]) => boolean): Counts =>
    counts(pairs.filter(([p, l]) => ok(p, l)).length, exps.length, labels.experiences.length);
  const whole = (p: (typeof exps)[number], l: Labels['experiences'][number]): boolean =>
    sameCompany(p.company, l.company) && sameRole(p.role, l.role) && p.start_year === l.start_year && p.end_year === l.end_year;
  for (const [p, l] of pairs) {
    if (!whole(p, l))
      notes.push(
        `exp: got [${p.company} | ${p.role} | ${p.start_year}-${p.end_year}] want [${l.company} | ${l.role} | ${l.start_year}-${l.end_year}]`,
      );
  }
  for (const l of labels.experiences) if (!pairs.some(([, x]) => x === l)) notes.push(`exp missing: ${l.company} | ${l.role}`);
  for (const p of exps) if (!pairs.some(([x]) => x === p)) notes.push(`exp extra: ${p.company} | ${p.role} | ${p.period}`);

  const eduPairs = align(
    parsed.education,
    labels.education,
    (p, l) => (sameLoose(p.degree, l.degree) ? 1 : 0) + (sameLoose(p.school, l.school) ? 1 : 0),
  );
  const eduRight = (p: ParsedResume['education'][number], l: Labels['education'][number]): boolean =>
    sameLoose(p.degree, l.degree) && sameLoose(p.school, l.school);
  const eduOk = eduPairs.filter(([p, l]) => eduRight(p, l));
  for (const [p, l] of eduPairs) if (!eduRight(p, l)) notes.push(`edu: got [${p.degree} | ${p.school}] want [${l.degree} | ${l.school}]`);
  if (parsed.education.length !== labels.education.length) notes.push(`edu count: got ${parsed.education.length} want ${labels.education.length}`);

  const required = new Map(labels.skills.map((s) => [keyer.key(s.name), s]));
  const predicted = new Map(parsed.skills.map((s) => [keyer.key(s.name), s]));
  let tp = 0;
  let fp = 0;
  let correct = 0;
  for (const [k, s] of predicted) {
    const label = required.get(k);
    if (label) {
      tp++;
      if (label.categories.includes(s.category as SkillCategory)) correct++;
      else notes.push(`skill category: ${s.name} got ${s.category} want ${label.categories.join('|')}`);
    } else if (!optionalKeys.has(k)) {
      fp++;
      notes.push(`skill extra: ${s.name}`);
    }
  }
  for (const [k, l] of required) if (!predicted.has(k)) notes.push(`skill missing: ${l.name}`);

  return {
    company: count((p, l) => sameCompany(p.company, l.company)),
    role: count((p, l) => sameRole(p.role, l.role)),
    start: count((p, l) => p.start_year === l.start_year),
    end: count((p, l) => p.end_year === l.end_year),
    experience: count(whole),
    skills: counts(tp, tp + fp, required.size),
    skillCategory: { correct, total: tp },
    education: counts(eduOk.length, parsed.education.length, labels.education.length),
    notes,
  };
}

export function simpleKeyer(): SkillKeyer {
  return { key: skillKey };
}
