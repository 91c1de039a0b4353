import { classifyHeading, splitInlineHeading, type SectionKind } from './headings';
import { wordCount, type Line } from './text';

export interface Section {
  kind: SectionKind;
  title: string;
  lines: Line[];
}

export interface Sections {
  /** Lines before the first heading: name, contact details, headline, sometimes a summary. */
  preamble: Line[];
  sections: Section[];
}

function isUpper(text: string): boolean {
  return text === text.toUpperCase() && /\p{Lu}/u.test(text);
}

/**
 * Labels inside a job ("Key Achievements:", "Technologies:") look like headings. Inside an
 * experience section a heading is taken for such a label when it names parts of a job, or when it
 * ends in a colon while the section's own heading does not.
 */
export const SUBLABEL =
  /^(?:key |main |major |notable |selected )?(?:achievements?|accomplishments?|responsibilities|duties|exposure|highlights|contributions|impact|results|tech(?:nology)? stack|technologies|tools|environment)\s*:?$/i;

function isSubLabel(line: Line, current: Section | undefined): boolean {
  if (current?.kind !== 'experience') return false;
  if (SUBLABEL.test(line.text)) return true;
  // No job has an "Education:" label: it is the next section even when the experience heading had no colon.
  if (classifyHeading(line.text) === 'education') return false;
  return line.text.trim().endsWith(':') && !current.title.trim().endsWith(':');
}

/**
 * "Skills: Python, Go" opens a section; "Experience | Remote Work" is a wrapped headline, so jobs
 * are only opened inline behind a colon.
 */
function opensInline(text: string): ReturnType<typeof splitInlineHeading> {
  const inline = splitInlineHeading(text);
  if (inline?.kind === 'experience' && !/^[^:|]*:/.test(text)) return undefined;
  return inline;
}

/** The kind of mark a list item starts with: a number, a letter, or the glyph itself. */
function listMark(line: Line | undefined): string | undefined {
  if (!line?.bullet) return undefined;
  if (/^\(?\d/.test(line.source)) return '1';
  if (/^\(?[a-h][.)]/i.test(line.source)) return 'a';
  return line.source.charAt(0);
}

/** Words a line needs to be read as a sentence running on to the next line. */
const SENTENCE_WORDS = 8;

/**
 * "…a huge amount of" / "information.": the lower-case end of a wrapped sentence is no heading,
 * whether the sentence began as a bullet or not. A capitalised word closing a sentence ("…the
 * glazing line at Pebble" / "Technologies.") is no heading either when it follows the sentence
 * directly: a heading does not end in a full stop.
 */
function wrappedTail(line: Line, previous: Line | undefined): boolean {
  if (previous === undefined || /[.:;!?]$/.test(previous.text)) return false;
  if (/^\p{Ll}.*[.,]$/u.test(line.text)) return true;
  return line.text.endsWith('.') && !line.blankBefore && wordCount(previous.text) >= SENTENCE_WORDS;
}

/**
 * Cuts the document at its headings. Inline headings ("SKILLS: Python, Go") open a section too,
 * except inside an experience section where "Tools: Jira" belongs to the job above it.
 */
export function splitSections(lines: readonly Line[], isSkillList: (text: string) => boolean = () => false): Sections {
  const preamble: Line[] = [];
  const sections: Section[] = [];
  let current: Section | undefined;
  lines.forEach((line, i) => {
    const decorated = line.bullet && /[-–—=_*#~]$/.test(line.source);
    // "➤ EXPERIENCE", "2. Education": a heading marked like a list item, with a mark no neighbouring
    // item shares ("• Research" inside a list of "•" items stays an item).
    // Only a main section counts so: a nested list's group ("• Languages" over "o English") names no new one.
    const mark = listMark(line);
    const markedHeading = mark !== undefined && listMark(lines[i - 1]) !== mark && listMark(lines[i + 1]) !== mark;
    const read =
      (line.bullet && !decorated && !markedHeading) || wrappedTail(line, lines[i - 1])
        ? undefined
        : classifyHeading(decorated ? line.source : line.text);
    const kind = line.bullet && !decorated && (read === 'other' || read === current?.kind) ? undefined : read;
    // Inside a skills list, "Languages" or "Certifications" over a list of known skills is a group name.
    const next = lines[i + 1];
    const group = kind === 'other' && current?.kind === 'skills' && next !== undefined && isSkillList(next.text);
    if (kind !== undefined && !group && !isSubLabel(line, current)) {
      current = { kind, title: line.text, lines: [] };
      sections.push(current);
      return;
    }
    const inline = line.bullet ? undefined : opensInline(line.text);
    const label = line.text.split(/[:|\t]/)[0] ?? '';
    if (inline && (current?.kind !== 'experience' || isUpper(label)) && inline.kind !== current?.kind) {
      current = { kind: inline.kind, title: label.trim(), lines: [] };
      sections.push(current);
      current.lines.push({ ...line, text: inline.rest, blankBefore: false });
      return;
    }
    (current ? current.lines : preamble).push(line);
  });
  return { preamble, sections };
}

export function linesOf(sections: Sections, kind: SectionKind): Line[] {
  return sections.sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
