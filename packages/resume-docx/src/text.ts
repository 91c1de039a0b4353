import { DEFAULTS, DOCX, docxFilename, type TailoredExperience, type TailoredEducation } from '@tailor/contracts';
import type { DocxPerson, SkillCategoryOf } from './types';

/** Bullet glyphs typed into the text would double the real list bullet. */
const LEADING_GLYPH = /^[\s•·▪◦‣●■□➢►✓✔*>\-–—]+/;
const ENDS_SENTENCE = /[.!?…][\s"'”’)\]]*$/;

/** A bullet as a sentence: whitespace tidied, a final period added unless it already ends in . ! ? or …. */
export function asBullet(text: string): string {
  const tidy = text.replace(LEADING_GLYPH, '').replace(/\s+/g, ' ').trim();
  if (tidy.length === 0 || ENDS_SENTENCE.test(tidy)) return tidy;
  return `${tidy.replace(/[\s,;:–—-]+$/, '')}.`;
}

const PLACEHOLDERS: ReadonlySet<string> = new Set([
  DEFAULTS.company,
  DEFAULTS.role,
  DEFAULTS.period,
  DEFAULTS.degree,
  DEFAULTS.school,
  DEFAULTS.year,
]);

/** Empty, or a default standing in for a value the resume never gave. */
export function isBlank(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v.length === 0 || PLACEHOLDERS.has(v);
}

/** An experience lacking company or role is skipped. */
export function printableExperiences(experiences: readonly TailoredExperience[]): TailoredExperience[] {
  return experiences.filter((e) => !isBlank(e.company) && !isBlank(e.role));
}

/** "BSc Computer Science — State University, 2015", leaving out whatever is unknown; null when nothing is known. */
export function educationLine(e: TailoredEducation): string | null {
  const where = [e.school, e.year].filter((v) => !isBlank(v)).join(', ');
  const parts = [isBlank(e.degree) ? '' : e.degree.trim(), where].filter((p) => p.length > 0);
  return parts.length === 0 || (isBlank(e.degree) && isBlank(e.school)) ? null : parts.join(' — ');
}

export type SkillGroupName = (typeof DOCX.skillGroups)[number];

function groupOf(category: string | null | undefined): SkillGroupName {
  const c = (category ?? '').trim().toLowerCase();
  if (c === 'product') return 'Product Management';
  if (c === 'technical') return 'Technical';
  return 'Additional';
}

/** Skills in the DOCX.skillGroups groups, in that order, empty groups left out, each skill once. */
export function groupSkills(skills: readonly string[], categoryOf?: SkillCategoryOf): [SkillGroupName, string[]][] {
  const groups = new Map<SkillGroupName, string[]>(DOCX.skillGroups.map((g) => [g, []]));
  const seen = new Set<string>();
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (skill.length === 0 || seen.has(key)) continue;
    seen.add(key);
    groups.get(groupOf(categoryOf?.(skill)))?.push(skill);
  }
  return [...groups.entries()].filter(([, list]) => list.length > 0);
}

/** `Senior_Backend_Engineer_Resume.docx`; 'Product_Manager' without a role. Same rule as the HTTP layer. */
export function docxFileName(targetRole: string | null | undefined): string {
  return docxFilename(targetRole, DOCX.defaultRole);
}

/** "name@example.com | +1 555 0100 | Denver, CO | example.dev": the parts the person has, in that order. */
export function contactLine(person: DocxPerson): string {
  const parts = [person.email, person.phone, person.location, ...(person.links ?? [])]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0);
  return parts.join(' | ');
}
