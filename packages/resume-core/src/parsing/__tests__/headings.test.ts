import { classifyHeading, splitInlineHeading } from '../headings';
import { parseResume } from '../parse-resume';
import { NOW } from './helpers';

describe('section headings', () => {
  test.each([
    ['Experience', 'experience'],
    ['Work Experience', 'experience'],
    ['WORK HISTORY', 'experience'],
    ['Professional Experience:', 'experience'],
    ['Employment', 'experience'],
    ['PROFESSIONAL EXPOSURE', 'experience'],
    ['Arbeitserfahrung', 'experience'],
    ['BERUFSPRAXIS', 'experience'],
    ['Employment History', 'experience'],
    ['Career History', 'experience'],
    ['Relevant Experience', 'experience'],
    ['— EXPERIENCE —', 'experience'],
    ['E X P E R I E N C E', 'experience'],
    ['## Experience', 'experience'],
    ['Skills', 'skills'],
    ['Technical Skills', 'skills'],
    ['CORE COMPETENCIES', 'skills'],
    ['Key Skills:', 'skills'],
    ['Technologies', 'skills'],
    ['Tools', 'skills'],
    ['Skills & Tools', 'skills'],
    ['Programming Languages', 'skills'],
    ['Education', 'education'],
    ['Academic Background', 'education'],
    ['QUALIFICATIONS', 'education'],
    ['Education & Training', 'education'],
    ['Training & Education', 'education'],
    ['Training and Education', 'education'],
    ['Computer Knowledge', 'skills'],
    ['IT Knowledge', 'skills'],
    ['Computer Literacy', 'skills'],
    ['Languages Spoken', 'other'],
    ['Spoken Languages', 'other'],
    ['Summary', 'summary'],
    ['Professional Summary', 'summary'],
    ['Profile', 'summary'],
    ['About Me', 'summary'],
    ['Objective', 'summary'],
    ['Projects', 'other'],
    ['Certifications', 'other'],
    ['Awards', 'other'],
    ['Volunteer Experience', 'other'],
    ['Languages', 'other'],
    ['Interests', 'other'],
    ['Areas of Interest', 'other'],
    ['TECHNICAL KNOWLEDGE', 'skills'],
    ['Projects Undertaken', 'other'],
  ])('%s → %s', (line, kind) => {
    expect(classifyHeading(line)).toBe(kind);
  });

  test.each([
    'Senior Engineer at Acme Corp',
    'Built the experience platform used by 2M users.',
    'Python, Go, Rust',
    'Acme Corp',
    'Jan 2019 – Present',
  ])('not a heading: %s', (line) => {
    expect(classifyHeading(line)).toBeUndefined();
  });

  // Job-board resumes keep their authors' typing: one slip inside a long heading word still names the section.
  test.each([
    ['EXPERIANCE', 'experience'],
    ['Work Experiance', 'experience'],
    ['EXPEREINCE', 'experience'],
    ['EDUCATON', 'education'],
    ['ACEDEMIC QUALIFICATIONS', 'education'],
    ['Techincal Skills', 'skills'],
    ['Profesional Summary', 'summary'],
    // Two heading words whose space was lost, in capitals.
    ['WORKEXPERIENCE', 'experience'],
    ['CORESKILLS:', 'skills'],
  ])('a slip in a heading word: %s → %s', (line, kind) => {
    expect(classifyHeading(line)).toBe(kind);
  });

  test.each([
    // An ending is another word, and often content: a degree type, a wrapped fragment, a description.
    'Certificate',
    'Organization.',
    'Experienced',
    // Two slips, a short word, or a line that is not set apart like a heading.
    'EXPERIANSE SUMARY',
    'Skils',
    'work experiance',
    // Glued words that are a name, and sentence ends made of heading words.
    'CAREERBUILDER',
    'Workexperience',
    'interest.',
    'knowledge and skills.',
  ])('not a heading despite a near section word: %s', (line) => {
    expect(classifyHeading(line)).toBeUndefined();
  });

  test('inline headings carry their content', () => {
    expect(splitInlineHeading('SKILLS: Python, Go')).toEqual({ kind: 'skills', rest: 'Python, Go' });
    expect(splitInlineHeading('Languages: English, Spanish')).toBeUndefined();
  });

  test("a layout table's heading cell in capitals opens its section beside the content; a form's label cell does not", () => {
    expect(splitInlineHeading('SKILLS\tSAP, Microsoft Excel')).toEqual({ kind: 'skills', rest: 'SAP, Microsoft Excel' });
    expect(splitInlineHeading('Communication skills\tGood listener, gained as a shop assistant')).toBeUndefined();
  });

  test('a heading cell with every word capitalised opens its section too', () => {
    expect(splitInlineHeading('Skills\tHPLC, LIMS')).toEqual({ kind: 'skills', rest: 'HPLC, LIMS' });
    expect(splitInlineHeading('Technical Skills\tHPLC, LIMS')).toEqual({ kind: 'skills', rest: 'HPLC, LIMS' });
    const text = ['Lena Brightwater', 'Education\tBSc Food Science, Moorvale University, 2014', 'Skills\tHPLC, LIMS'].join('\n');
    const parsed = parseResume(text, { now: NOW });
    expect(parsed.education.map((e) => e.school)).toEqual(['Moorvale University']);
    expect(parsed.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['HPLC', 'LIMS']));
  });
});

describe('notes on a heading', () => {
  test.each([
    ['Experience (continued)', 'experience'],
    ['PROFESSIONAL EXPERIENCE (CONT.)', 'experience'],
    ['Work Experience – continued', 'experience'],
    ['Education, cont’d', 'education'],
    ['SKILLS (SELECTED)', 'skills'],
    ['Education (most recent first)', 'education'],
  ])('%s', (line, kind) => {
    expect(classifyHeading(line)).toBe(kind);
  });

  test('content in brackets after a heading word is not a note', () => {
    expect(classifyHeading('Skills (Python, Go)')).toBeUndefined();
    expect(classifyHeading('Continued')).toBeUndefined();
  });
});

describe('more heading words', () => {
  test.each([
    ['Skills & Abilities', 'skills'],
    ['Capabilities', 'skills'],
    ['Employment Record', 'experience'],
    ['Job History', 'experience'],
    ['Work Placements', 'experience'],
    ['Freelance Work', 'experience'],
    ['Clinical Experience', 'experience'],
    ['Continuing Education', 'education'],
    ['Academic Record', 'education'],
    ['Professional Development', 'other'],
    ['Positions of Responsibility', 'other'],
    ['Community Service', 'other'],
    // Job-board exports print the service as labelled fields, not a job's lines.
    ['Military Service', 'other'],
  ])('%s', (line, kind) => {
    expect(classifyHeading(line)).toBe(kind);
  });

  test('a sector or a level alone on a line is no heading', () => {
    expect(classifyHeading('Higher Education')).toBeUndefined();
    expect(classifyHeading('Consulting')).toBeUndefined();
  });
});

describe('icons and numbers before a heading', () => {
  test.each([
    ['💼 Experience', 'experience'],
    ['🎓 Education', 'education'],
    ['🛠️ Skills', 'skills'],
    ['§ Education', 'education'],
    ['II. EDUCATION', 'education'],
    ['01 — Experience', 'experience'],
  ])('%s', (line, kind) => {
    expect(classifyHeading(line)).toBe(kind);
  });
});
