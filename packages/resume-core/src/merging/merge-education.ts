import { DEFAULTS, type Education, type ParsedEducation } from '@tailor/contracts';
import { companyKey } from './company';
import { presentSources, sourceOf, type StatedValue } from './field-sources';
import { canonicalSources } from './merge-experiences';
import { pickBest } from './pick';
import { compareText, words } from './text';

export interface EducationSource {
  resumeFileId: string;
  education: ParsedEducation[];
}

export interface MergeEducationOptions {
  userId: string;
  idFor: (key: string) => string;
}

// Degree spellings that name the same qualification ("B.S.", "BSc", "Bachelor of Science").
const DEGREE_WORDS: Readonly<Record<string, string>> = {
  bs: 'bachelor science',
  bsc: 'bachelor science',
  ba: 'bachelor arts',
  bba: 'bachelor business administration',
  beng: 'bachelor engineering',
  be: 'bachelor engineering',
  btech: 'bachelor technology',
  bachelors: 'bachelor',
  ms: 'master science',
  msc: 'master science',
  ma: 'master arts',
  meng: 'master engineering',
  masters: 'master',
  mba: 'master business administration',
  mtech: 'master technology',
  phd: 'doctor philosophy',
  dphil: 'doctor philosophy',
  doctorate: 'doctor',
  cs: 'computer science',
};
const DEGREE_STOP = new Set(['of', 'in', 'the', 'and', 'degree', 'with', 'honors', 'honours']);

export function degreeTokens(degree: string): string[] {
  return words(degree.replace(/&/g, ' and '))
    .flatMap((w) => (DEGREE_WORDS[w] ?? w).split(' '))
    .filter((w) => !DEGREE_STOP.has(w));
}

// Word-aligned containment: "bachelor science" is a less specific "bachelor science computer science".
function degreeContains(longer: string, shorter: string): boolean {
  return shorter.length > 0 && ` ${longer} `.includes(` ${shorter} `);
}

function latestYear(year: string): number {
  const years = (year.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
  return years.length > 0 ? Math.max(...years) : 0;
}

interface Group {
  school: string;
  degree: string;
  entries: Array<{ fileId: string; edu: ParsedEducation }>;
}

/**
 * Education entries deduplicated by normalised school and degree (one degree may be a less specific
 * wording of the other at the same school); the year kept is the latest one written, confidence the
 * best, provenance every file. Pure and order independent like `mergeExperiences`.
 */
export function mergeEducation(sources: readonly EducationSource[], options: MergeEducationOptions): Education[] {
  const groups: Group[] = [];
  for (const source of canonicalSources(sources)) {
    for (const edu of source.education) {
      const school = companyKey(edu.school).tokens.join(' ');
      const degree = degreeTokens(edu.degree).join(' ');
      const group = groups.find(
        (g) => g.school === school && (degreeContains(g.degree, degree) || degreeContains(degree, g.degree) || g.degree === degree),
      );
      if (!group) groups.push({ school, degree, entries: [{ fileId: source.resumeFileId, edu }] });
      else {
        group.entries.push({ fileId: source.resumeFileId, edu });
        if (degree.length > group.degree.length) group.degree = degree;
      }
    }
  }
  const merged = groups.map((g) => {
    const edus = g.entries.map((e) => e.edu);
    const degree =
      pickBest(
        edus.map((e) => e.degree),
        (d) => [d === DEFAULTS.degree ? 0 : 1, degreeTokens(d).length, d.length],
      ) ?? DEFAULTS.degree;
    const school =
      pickBest(
        edus.map((e) => e.school),
        (s) => [s === DEFAULTS.school ? 0 : 1, s.length],
      ) ?? DEFAULTS.school;
    const year =
      pickBest(
        edus.map((e) => e.year),
        (y) => [latestYear(y), y === DEFAULTS.year ? 0 : 1, y.length],
      ) ?? DEFAULTS.year;
    // Files are not ranked by age here; the first entry in canonical order names the line.
    const stated = (field: 'degree' | 'school' | 'year'): StatedValue[] =>
      g.entries.map((e, index) => ({
        fileId: e.fileId,
        value: e.edu[field],
        source: e.edu.sources?.[field],
        recency: 0,
        order: String(index).padStart(6, '0'),
      }));
    const sources = presentSources({
      degree: sourceOf(stated('degree'), degree),
      school: sourceOf(stated('school'), school),
      year: sourceOf(stated('year'), year),
    });
    return {
      key: ['education', options.userId, g.degree, g.school].join('|'),
      degree,
      school,
      year,
      confidence_score: Math.max(...edus.map((e) => e.confidence_score)),
      extracted_from: [...new Set(g.entries.map((e) => e.fileId))].sort(),
      ...(Object.keys(sources).length > 0 ? { sources } : {}),
    };
  });
  merged.sort(
    (a, b) => latestYear(b.year) - latestYear(a.year) || compareText(a.school.toLowerCase(), b.school.toLowerCase()) || compareText(a.key, b.key),
  );
  const seen = new Map<string, number>();
  return merged.map(({ key, ...rest }) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return { id: options.idFor(n === 1 ? key : `${key}#${n}`), user_id: options.userId, ...rest };
  });
}
