import { isSkillListLine, skillListLabel } from './list-lines';

/**
 * Which lines of a resume are skill lists, with the heading or label each sits under (the label is the
 * best hint for the category of an item the database does not know).
 */

const SKILL_HEADING =
  /^(?:#+\s*)?(?:(?:technical|core|key|professional|relevant|hard|soft|other|additional|programming|computer|it|digital|transferable|top)\s+)*(?:skills?|skill\s*set|competenc(?:y|ies)|technolog(?:y|ies)|tech(?:nical)?\s+stack|tools|tools\s*(?:&|and)\s*technologies|expertise|areas\s+of\s+expertise|proficienc(?:y|ies)|languages|qualifications\s+summary|strengths|capabilities)(?:\s*(?:&|and|\/)\s*(?:tools|technologies|interests|abilities|expertise|competencies|languages|certifications))?\s*:?\s*$/i;

const OTHER_HEADING =
  /^(?:#+\s*)?(?:(?:professional|work|relevant|employment|career|volunteer|academic|selected|personal|key)\s+)*(?:experience|history|employment|education|projects?|certifications?|certificates|licen[cs]es|awards?|honou?rs|publications|summary|profile|objective|about(?:\s+me)?|interests|hobbies|volunteering|references|activities|achievements|accomplishments|courses|coursework|training|affiliations|memberships|contact|patents|research)\s*:?\s*$/i;

const MAX_SECTION_LINES = 40;

export interface SkillListLine {
  readonly line: number;
  /** Heading or label that introduced the list ("Soft Skills", "Web Frameworks"), when there is one. */
  readonly hint: string | null;
  /**
   * Under a skills heading, after a skill label, or marked by the caller. Only these lines contribute
   * items the database does not know: a line that merely looks like a list may be "Google, Mountain View, CA".
   */
  readonly explicit: boolean;
}

export function isSkillHeading(line: string): boolean {
  const t = line.trim().replace(/^[•*\-\s]+|[*_]+/g, '');
  return t.length <= 60 && SKILL_HEADING.test(t);
}

function isOtherHeading(line: string): boolean {
  const t = line.trim().replace(/[*_]+/g, '');
  if (t.length > 60) return false;
  if (OTHER_HEADING.test(t)) return true;
  // An all-capitals short line without separators is a section heading in most resume templates.
  return /^[A-Z][A-Z &/]{3,40}$/.test(t) && !/[,;|•]/.test(t) && !isSkillHeading(t);
}

export function findSkillListLines(lines: readonly string[], hint?: (line: string, lineIndex: number) => boolean): SkillListLine[] {
  const out: SkillListLine[] = [];
  let heading: string | null = null;
  let sectionLines = 0;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (t.length === 0) return;
    if (isSkillHeading(t)) {
      heading = t.replace(/[:#*]/g, '').trim();
      sectionLines = 0;
      return;
    }
    if (heading !== null && (isOtherHeading(t) || ++sectionLines > MAX_SECTION_LINES)) heading = null;
    const label = skillListLabel(line);
    const explicit = heading !== null || label !== null || (hint ? hint(line, i) : false);
    if (explicit || isSkillListLine(line)) out.push({ line: i, hint: label ?? heading, explicit });
  });
  return out;
}
