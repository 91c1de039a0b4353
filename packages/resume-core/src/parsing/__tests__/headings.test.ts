import { classifyHeading, splitInlineHeading } from '../headings';

describe('section headings', () => {
  test.each([
    ['Experience', 'experience'],
    ['Work Experience', 'experience'],
    ['WORK HISTORY', 'experience'],
    ['Professional Experience:', 'experience'],
    ['Employment', 'experience'],
    ['PROFESSIONAL EXPOSURE', 'experience'],
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

  test('inline headings carry their content', () => {
    expect(splitInlineHeading('SKILLS: Python, Go')).toEqual({ kind: 'skills', rest: 'Python, Go' });
    expect(splitInlineHeading('Languages: English, Spanish')).toBeUndefined();
  });
});
