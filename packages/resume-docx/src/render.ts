import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { BULLET_REFERENCE, MARGIN_TWIPS, NUMBERING, PAPER, STYLES } from './styles';
import { asBullet, contactLine, educationLine, groupSkills, printableExperiences } from './text';
import type { RenderResumeInput } from './types';

const heading = (text: string): Paragraph => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });

const bullet = (text: string): Paragraph => new Paragraph({ text, numbering: { reference: BULLET_REFERENCE, level: 0 } });

/**
 * Name, then the contact line (e-mail, phone, place, links as the person's resume writes them),
 * then the headline, as the first lines of the body: ATS often ignore Word's page header.
 */
function header(input: RenderResumeInput): Paragraph[] {
  const { fullName, headline } = input.person;
  const out: Paragraph[] = [];
  if (fullName.trim()) out.push(new Paragraph({ text: fullName.trim(), heading: HeadingLevel.TITLE }));
  const contact = contactLine(input.person);
  if (contact) out.push(new Paragraph({ text: contact }));
  if (headline.trim()) out.push(new Paragraph({ children: [new TextRun({ text: headline.trim(), size: 24 })] }));
  return out;
}

function summary(text: string): Paragraph[] {
  return text.trim() ? [heading('Summary'), new Paragraph({ text: text.trim() })] : [];
}

function experience(input: RenderResumeInput): Paragraph[] {
  const entries = printableExperiences(input.resume.experiences);
  if (entries.length === 0) return [];
  const out = [heading('Experience')];
  for (const e of entries) {
    out.push(new Paragraph({ text: `${e.role.trim()} — ${e.company.trim()}`, heading: HeadingLevel.HEADING_2 }));
    if (e.period.trim()) out.push(new Paragraph({ children: [new TextRun({ text: e.period.trim(), italics: true })] }));
    for (const a of e.achievements.map(asBullet).filter((b) => b.length > 0)) out.push(bullet(a));
  }
  return out;
}

/** One "Label: a, b, c" line per group: searchable text, no table. */
function skills(input: RenderResumeInput): Paragraph[] {
  const groups = groupSkills(input.resume.skills, input.categoryOf);
  if (groups.length === 0) return [];
  return [
    heading('Skills'),
    ...groups.map(([label, list]) => new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(list.join(', '))] })),
  ];
}

function education(input: RenderResumeInput): Paragraph[] {
  const lines = input.resume.education.map(educationLine).filter((l): l is string => l !== null);
  return lines.length === 0 ? [] : [heading('Education'), ...lines.map((l) => new Paragraph({ text: l }))];
}

/** The document model; exposed so callers can stream it with Packer.toStream instead of buffering. */
export function buildResumeDocument(input: RenderResumeInput): Document {
  const role = input.targetRole?.trim();
  return new Document({
    creator: input.person.fullName.trim() || 'Resume',
    title: role ? `${input.person.fullName.trim()} — ${role}` : input.person.fullName.trim(),
    styles: STYLES,
    numbering: NUMBERING,
    sections: [
      {
        properties: {
          page: {
            size: PAPER[input.paper ?? 'letter'],
            margin: { top: MARGIN_TWIPS, right: MARGIN_TWIPS, bottom: MARGIN_TWIPS, left: MARGIN_TWIPS },
          },
        },
        children: [...header(input), ...summary(input.resume.summary), ...experience(input), ...skills(input), ...education(input)],
      },
    ],
  });
}

/** The tailored resume as a .docx file. */
export function renderResumeDocx(input: RenderResumeInput): Promise<Buffer> {
  return Packer.toBuffer(buildResumeDocument(input));
}
