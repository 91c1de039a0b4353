import JSZip from 'jszip';
import mammoth from 'mammoth';
import type { TailoredResumeObject } from '@tailor/contracts';
import { renderResumeDocx } from '../render';
import { categoryOf, PERSON, RESUME } from './fixtures';

async function documentXml(buffer: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(buffer);
  const file = zip.file('word/document.xml');
  if (!file) throw new Error('word/document.xml missing');
  return file.async('string');
}

describe('renderResumeDocx', () => {
  let buffer: Buffer;
  let html: string;
  let text: string;

  beforeAll(async () => {
    buffer = await renderResumeDocx({ resume: RESUME, person: PERSON, targetRole: 'Senior Backend Engineer', categoryOf });
    html = (await mammoth.convertToHtml({ buffer })).value;
    text = (await mammoth.extractRawText({ buffer })).value;
  });

  it('is a zip that Word-compatible readers parse', () => {
    expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(text.length).toBeGreaterThan(100);
  });

  it("opens with the person's own name, then their contact line, then the headline", () => {
    const lines = text.split('\n').filter((l) => l.trim().length > 0);
    expect(lines.slice(0, 3)).toEqual([
      'Dana Quill',
      'dana@example.com | (555) 010-0147 | Leeds, UK | github.com/danaquill',
      'Backend engineer, payments',
    ]);
  });

  it('uses real headings for sections and entries', () => {
    for (const section of ['Summary', 'Experience', 'Skills', 'Education']) expect(html).toContain(`<h1>${section}</h1>`);
    expect(html).toContain('<h2>Senior Backend Engineer — Acme Payments</h2>');
    expect(html).toContain('<h2>Software Engineer — Globex</h2>');
    expect(html).toContain('<p>Senior Backend Engineer with 10 years of experience in TypeScript, Node.js and PostgreSQL.</p>');
  });

  it('renders achievements as list items that end with one period', () => {
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
    expect(items).toEqual([
      'Designed payment APIs serving 2M requests a day.',
      'Cut p95 latency by 40%!',
      'Did it really work?',
      'Migrated billing to Kubernetes.',
      'Already a sentence.',
      'Built REST APIs in Node.js.',
    ]);
  });

  it('skips experiences lacking a company or role, and unknown education', () => {
    expect(text).not.toMatch(/Ghost Role|Should never appear|Phantom Corp|Nor should this|Unknown/);
    expect(html).toContain('<p>BSc Computer Science — State University, 2015</p>');
  });

  it('groups skills as Product Management, Technical and Additional', () => {
    expect(html).toContain('<p><strong>Product Management: </strong>Roadmapping, A/B Testing</p>');
    expect(html).toContain('<p><strong>Technical: </strong>TypeScript, Node.js, PostgreSQL</p>');
    expect(html).toContain('<p><strong>Additional: </strong>Mentoring</p>');
  });

  it('keeps the match analysis out of the document', () => {
    expect(text).not.toMatch(/Internal only|Internal gap/);
  });

  it('sets 1-inch margins on every side and uses Word numbering, not tables or text boxes', async () => {
    const xml = await documentXml(buffer);
    const pgMar = xml.match(/<w:pgMar\b[^>]*\/>/)?.[0] ?? '';
    for (const side of ['top', 'right', 'bottom', 'left']) expect(pgMar).toMatch(new RegExp(`w:${side}="1440"`));
    expect(xml.match(/<w:numPr>/g)).toHaveLength(6);
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>/);
    expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>/);
    expect(xml).not.toMatch(/<w:tbl>|<w:txbxContent>|<v:textbox|<w:drawing>/);
    expect(xml).not.toContain('\u2022'); // bullets come from numbering.xml, not typed glyphs
  });

  it('still renders a resume with every section empty', async () => {
    const empty: TailoredResumeObject = {
      summary: '',
      experiences: [],
      skills: [],
      education: [],
      match_analysis: { strengths: [], gaps: [], recommendations: [] },
    };
    const out = await renderResumeDocx({ resume: empty, person: { fullName: 'Lee Park', headline: '' }, targetRole: null });
    const emptyHtml = (await mammoth.convertToHtml({ buffer: out })).value;
    expect((await mammoth.extractRawText({ buffer: out })).value.trim()).toBe('Lee Park');
    expect(emptyHtml).not.toContain('<h1>');
    expect(await documentXml(out)).toMatch(/<w:pgMar\b[^>]*w:left="1440"/);
  });

  it('puts every skill under Additional without a classifier', async () => {
    const out = await renderResumeDocx({ resume: RESUME, person: PERSON, targetRole: 'X' });
    const outHtml = (await mammoth.convertToHtml({ buffer: out })).value;
    expect(outHtml).toContain('<p><strong>Additional: </strong>TypeScript, Roadmapping, Node.js, Mentoring, PostgreSQL, A/B Testing</p>');
    expect(outHtml).not.toContain('Technical: ');
  });

  it('uses US Letter by default and A4 on request', async () => {
    expect(await documentXml(buffer)).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    const a4 = await renderResumeDocx({ resume: RESUME, person: PERSON, targetRole: 'X', paper: 'a4' });
    expect(await documentXml(a4)).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
  });
});
