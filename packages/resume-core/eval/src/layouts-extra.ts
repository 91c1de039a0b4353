import type { Block } from './blocks';
import { spanOf, type Layout } from './layouts';
import type { ModelEducation, ModelExperience, ResumeModel } from './model';

/**
 * Layouts written after the parser was tuned on the first set, to measure how it generalises:
 * LinkedIn-style exports, markdown, letter-spaced headings, roles grouped under one employer.
 */

const para = (text: string, bold = false): Block => ({ kind: 'para', text, bold });
const degreeText = (e: ModelEducation, joiner = ', '): string => (e.area ? `${e.degree}${joiner}${e.area}` : e.degree);
const endYear = (e: ModelEducation): string => (e.end ? String(e.end.year) : '');
const allSkills = (m: ResumeModel): string[] => m.skillGroups.flatMap((g) => g.keywords);

function months(e: ModelExperience): string {
  const end = e.end === 'present' || e.end === undefined ? { year: 2025, month: 6 } : e.end;
  const total = (end.year - (e.start?.year ?? end.year)) * 12 + ((end.month ?? 1) - (e.start?.month ?? 1)) + 1;
  const y = Math.floor(total / 12);
  const mo = total % 12;
  return [y > 0 ? `${y} year${y > 1 ? 's' : ''}` : '', mo > 0 ? `${mo} month${mo > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}

/** Consecutive roles at one employer under a single employer line, as long careers are often written. */
function groupedByCompany(m: ResumeModel, l: Layout): Block[] {
  const blocks: Block[] = [];
  let last: string | undefined;
  for (const e of m.experiences) {
    if (e.company !== last) {
      if (last !== undefined) blocks.push({ kind: 'gap' });
      blocks.push(para(e.location ? `${e.company} — ${e.location}` : e.company, true));
      last = e.company;
    }
    blocks.push(para(`${e.role}  ${spanOf(e, l)}`));
    for (const b of e.bullets) blocks.push({ kind: 'bullet', text: b, glyph: l.glyph });
  }
  return blocks;
}

export const EXTRA_LAYOUTS: Layout[] = [
  {
    id: 'linkedin-export',
    headings: { summary: 'Summary', experience: 'Experience', education: 'Education', skills: 'Top Skills' },
    range: { date: 'long', separator: ' - ', present: 'Present' },
    glyph: '',
    job: (e, d) => [para(e.company, true), para(e.role), para(`${d} (${months(e)})`), ...(e.location ? [para(e.location)] : [])],
    school: (e, d) => [para(e.school, true), para(degreeText(e)), para(`(${d})`)],
    skills: (m) => allSkills(m).map((s) => para(s)),
    experienceSection: (m, l) => m.experiences.flatMap((e) => [...l.job(e, spanOf(e, l)), ...e.bullets.map((b) => para(b))]),
  },
  {
    id: 'compact-parens',
    headings: { summary: 'OVERVIEW', experience: 'WORK HISTORY', education: 'ACADEMIC QUALIFICATIONS', skills: 'SKILLS & TOOLS' },
    range: { date: 'short', separator: ' – ', present: 'present' },
    glyph: '–',
    job: (e, d) => [para(`${e.role}, ${e.company} (${d})`, true)],
    school: (e) => [para(`${degreeText(e, ' in ')}, ${e.school} (${endYear(e)})`)],
    skills: (m) => m.skillGroups.map((g) => para(`${g.name} — ${g.keywords.join(', ')}`)),
  },
  {
    id: 'dates-left-inline',
    headings: { summary: 'Profile:', experience: 'Experience:', education: 'Education:', skills: 'Skills:' },
    range: { date: 'numeric', separator: ' – ', present: 'present' },
    glyph: '◦',
    job: (e, d) => [para(`${d}   ${e.role}, ${e.company}`)],
    school: (e) => [para(`${endYear(e)}   ${degreeText(e)}, ${e.school}`)],
    skills: (m) => [para(allSkills(m).join(' · '))],
  },
  {
    id: 'markdown',
    headings: { summary: '## Summary', experience: '## Experience', education: '## Education', skills: '## Skills' },
    range: { date: 'short', separator: ' – ', present: 'Present' },
    glyph: '-',
    job: (e, d) => [para(`### ${e.role} — ${e.company}`), para(`*${d}*`)],
    school: (e) => [para(`### ${degreeText(e)}`), para(`${e.school}, ${endYear(e)}`)],
    skills: (m) => m.skillGroups.map((g) => ({ kind: 'bullet', text: `**${g.name}:** ${g.keywords.join(', ')}`, glyph: '-' })),
  },
  {
    id: 'spaced-caps',
    headings: { summary: 'P R O F I L E', experience: 'E X P E R I E N C E', education: 'E D U C A T I O N', skills: 'S K I L L S' },
    range: { date: 'long', separator: ' – ', present: 'Present' },
    glyph: '►',
    job: (e, d) => [para(e.company.toUpperCase(), true), para(e.location ? `${e.role} | ${e.location}` : e.role), para(d)],
    school: (e, d) => [para(e.school.toUpperCase(), true), para(degreeText(e)), para(d)],
    skills: (m) => m.skillGroups.map((g) => para(`${g.name}: ${g.keywords.join('; ')}`)),
    wordBullets: true,
  },
  {
    id: 'grouped-roles',
    headings: { summary: 'Professional Profile', experience: 'Professional Experience', education: 'Education', skills: 'Core Skills' },
    range: { date: 'short', separator: ' - ', present: 'Present' },
    glyph: '•',
    job: (e, d) => [para(e.company, true), para(`${e.role}  ${d}`)],
    school: (e, d) => [para(`${e.school}, ${degreeText(e)}, ${d}`)],
    skills: (m) => [para(allSkills(m).join(', '))],
    experienceSection: groupedByCompany,
    table: true,
  },
];
