import { formatSpan, type Block, type Cell, type RangeStyle } from './blocks';
import type { ModelEducation, ModelExperience, ResumeModel } from './model';

/**
 * One way people lay out a resume. Layouts differ in heading wording, the order of company, role
 * and dates, date spelling, bullet glyphs and how skills are listed; none is tied to a source.
 */
export interface Layout {
  id: string;
  headings: { summary: string; experience: string; education: string; skills: string };
  range: RangeStyle;
  glyph: string;
  job: (e: ModelExperience, dates: string) => Block[];
  school: (e: ModelEducation, dates: string) => Block[];
  skills: (m: ResumeModel) => Block[];
  /** DOCX only: print jobs and schools as two-column tables (dates left, details right). */
  table?: boolean;
  /** DOCX only: use Word's own list bullets instead of a glyph typed into the text. */
  wordBullets?: boolean;
  /** Prints the whole experience section itself (e.g. roles grouped under one employer). */
  experienceSection?: (m: ResumeModel, l: Layout) => Block[];
}

const para = (text: string, bold = false): Block => ({ kind: 'para', text, bold });
const degreeText = (e: ModelEducation): string => (e.area ? `${e.degree}, ${e.area}` : e.degree);
const grouped = (m: ResumeModel, sep: string): Block[] => m.skillGroups.map((g) => para(`${g.name}: ${g.keywords.join(sep)}`));
const allSkills = (m: ResumeModel): string[] => m.skillGroups.flatMap((g) => g.keywords);
const endYear = (e: ModelEducation): string => (e.end ? String(e.end.year) : '');

export const LAYOUTS: Layout[] = [
  {
    id: 'role-at-company',
    headings: { summary: 'Professional Summary', experience: 'Work Experience', education: 'Education', skills: 'Skills' },
    range: { date: 'short', separator: ' – ', present: 'Present' },
    glyph: '•',
    job: (e, d) => [para(`${e.role} at ${e.company}`, true), para(d)],
    school: (e) => [para(degreeText(e), true), para(e.location ? `${e.school}, ${e.location}` : e.school), para(endYear(e))],
    skills: (m) => grouped(m, ', '),
  },
  {
    id: 'company-dash-role',
    headings: { summary: 'SUMMARY', experience: 'PROFESSIONAL EXPERIENCE', education: 'EDUCATION', skills: 'TECHNICAL SKILLS' },
    range: { date: 'numeric', separator: ' - ', present: 'Present' },
    glyph: '-',
    job: (e, d) => [para(`${e.company} — ${e.role} | ${d}`, true)],
    school: (e, d) => [para(`${degreeText(e)}, ${e.school} (${d})`)],
    skills: (m) => [para(allSkills(m).join(' | '))],
  },
  {
    id: 'separate-lines',
    headings: { summary: 'Profile:', experience: 'Employment History:', education: 'Academic Background:', skills: 'Core Competencies:' },
    range: { date: 'iso', separator: ' to ', present: 'Current' },
    glyph: '▪',
    job: (e, d) => [para(e.location ? `${e.company}, ${e.location}` : e.company, true), para(e.role), para(d)],
    school: (e, d) => [para(e.school, true), para(degreeText(e)), para(d)],
    skills: (m) => allSkills(m).map((s): Block => ({ kind: 'bullet', text: s, glyph: '▪' })),
    wordBullets: true,
  },
  {
    id: 'role-pipe-years',
    headings: { summary: '— PROFILE —', experience: '— EXPERIENCE —', education: '— EDUCATION —', skills: '— SKILLS —' },
    range: { date: 'year', separator: '–', present: 'Present' },
    glyph: '*',
    job: (e, d) => [para(`${e.role} | ${e.company} | ${d}`, true)],
    school: (e) => [para(`${degreeText(e)} | ${e.school} | ${endYear(e)}`)],
    skills: (m) => grouped(m, '; '),
  },
  {
    id: 'company-dates-right',
    headings: { summary: 'About', experience: 'Career History', education: 'Qualifications', skills: 'Key Skills' },
    range: { date: 'long', separator: ' – ', present: 'Current' },
    glyph: '●',
    job: (e, d) => [para(`${e.company}    ${d}`, true), para(e.location ? `${e.role}    ${e.location}` : e.role)],
    school: (e, d) => [para(`${e.school}    ${d}`, true), para(degreeText(e))],
    skills: (m) => m.skillGroups.flatMap((g) => [para(g.name, true), para(g.keywords.join(' / '))]),
    table: true,
  },
  {
    id: 'dates-first',
    headings: { summary: 'Summary', experience: 'Relevant Experience', education: 'Education & Training', skills: 'Technologies' },
    range: { date: 'quarter', separator: ' — ', present: 'Now' },
    glyph: '✓',
    job: (e, d) => [para(d), para(e.role, true), para(e.company)],
    school: (e, d) => [para(d), para(degreeText(e), true), para(e.school)],
    skills: (m) => [para(allSkills(m).join(', '))],
    wordBullets: true,
  },
  {
    id: 'role-comma-company',
    headings: { summary: 'OBJECTIVE', experience: 'EMPLOYMENT', education: 'EDUCATION', skills: 'TOOLS & TECHNOLOGIES' },
    range: { date: 'short', separator: ' to ', present: 'Today' },
    glyph: '1.',
    job: (e, d) => [para(`${e.role}, ${e.company}`, true), para(e.location ? `${e.location} · ${d}` : d)],
    school: (e, d) => [para(`${e.school} — ${degreeText(e)}, ${d}`)],
    skills: (m) => m.skillGroups.map((g) => para(`${g.name} - ${g.keywords.join(', ')}`)),
  },
];

export function spanOf(e: { start?: ModelExperience['start']; end?: ModelExperience['end'] }, l: Layout): string {
  return formatSpan(e.start, e.end, l.range);
}

/** A job as a table row: dates in the left cell, everything else in the right one. */
function jobTable(e: ModelExperience, l: Layout): Block {
  const right: Cell = [para(e.role, true) as Cell[number], para(e.location ? `${e.company}, ${e.location}` : e.company) as Cell[number]];
  for (const b of e.bullets) right.push({ kind: 'bullet', text: b, glyph: l.glyph });
  return { kind: 'table', rows: [[[para(spanOf(e, l)) as Cell[number]], right]] };
}

/** The whole resume as blocks in the layout's style; extras go last as noise. */
export function layoutBlocks(m: ResumeModel, l: Layout, docx: boolean): Block[] {
  const blocks: Block[] = [para(m.name, true)];
  if (m.headline) blocks.push(para(m.headline));
  blocks.push(para(m.contact.join(' | ')), { kind: 'gap' });
  if (m.summary) blocks.push({ kind: 'heading', text: l.headings.summary }, para(m.summary), { kind: 'gap' });
  blocks.push({ kind: 'heading', text: l.headings.experience });
  if (l.experienceSection) blocks.push(...l.experienceSection(m, l));
  else
    m.experiences.forEach((e, i) => {
      if (docx && l.table) {
        blocks.push(jobTable(e, l));
        return;
      }
      const glyph = l.glyph === '1.' ? undefined : l.glyph;
      blocks.push(...l.job(e, spanOf(e, l)));
      e.bullets.forEach((b, k) => blocks.push({ kind: 'bullet', text: b, glyph: glyph ?? `${k + 1}.` }));
      if (i < m.experiences.length - 1) blocks.push({ kind: 'gap' });
    });
  blocks.push({ kind: 'gap' }, { kind: 'heading', text: l.headings.education });
  for (const e of m.education) blocks.push(...l.school(e, spanOf(e, l)));
  blocks.push({ kind: 'gap' }, { kind: 'heading', text: l.headings.skills }, ...l.skills(m));
  for (const x of m.extras) {
    if (x.lines.length === 0) continue;
    blocks.push({ kind: 'gap' }, { kind: 'heading', text: x.title }, ...x.lines.map((t) => para(t)));
  }
  return blocks;
}
