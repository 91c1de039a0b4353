import type { SkillCategory } from '@tailor/contracts';
import { EVAL_NOW, type ExperienceLabel, type ModelExperience, type ResumeModel, type SkillLabel, type YearMonth } from './model';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Independent of the parser on purpose: labels must not share its bugs. */
export function parseLabelPoint(text: string): YearMonth | 'present' | undefined {
  const t = text.trim().toLowerCase();
  if (t === '') return undefined;
  if (/^(present|current|now)$/.test(t)) return 'present';
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(t);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]) };
  const named = /^([a-z]+)\.?\s+(\d{4})$/.exec(t);
  if (named?.[1] && named[2]) {
    const month = MONTHS.indexOf(named[1].slice(0, 3)) + 1;
    return month > 0 ? { year: Number(named[2]), month } : { year: Number(named[2]) };
  }
  const year = /^(\d{4})$/.exec(t);
  return year ? { year: Number(year[1]) } : undefined;
}

/** "January 2019 to Present", "Jan 2021 - Present", "2014 - 2018". */
export function parseLabelRange(text: string): { start?: YearMonth; end?: YearMonth | 'present' } {
  const [a = '', b] = text.split(/\s+(?:to|-|–|—)\s+/i);
  const start = parseLabelPoint(a);
  const end = b === undefined ? undefined : parseLabelPoint(b);
  return { start: start === 'present' ? undefined : start, end };
}

export function endYear(end: YearMonth | 'present' | undefined): number | null {
  if (end === undefined) return null;
  return end === 'present' ? EVAL_NOW.getUTCFullYear() : end.year;
}

export function experienceLabel(e: ModelExperience): ExperienceLabel {
  return { company: e.company, role: e.role, start_year: e.start?.year ?? null, end_year: endYear(e.end) };
}

export function htmlToParagraphs(html: string): { bullets: string[]; paragraphs: string[] } {
  const decode = (s: string): string =>
    s
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&nbsp;/g, ' ')
      .trim();
  const bullets = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => decode(m[1] ?? ''));
  const rest = html.replace(/<ul>[\s\S]*?<\/ul>/g, '');
  const paragraphs = [...rest.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => decode(m[1] ?? '')).filter((p) => p !== '');
  return { bullets, paragraphs };
}

/** Every listed keyword is a technical skill unless the category map says otherwise. */
export function skillLabels(model: ResumeModel, categories: Readonly<Record<string, SkillCategory[]>> = {}): SkillLabel[] {
  return model.skillGroups.flatMap((g) => g.keywords.map((name) => ({ name, categories: categories[name] ?? ['technical'] })));
}

export function achievementText(model: ResumeModel): string {
  return model.experiences.flatMap((e) => e.bullets).join('\n');
}
