import { rejection } from './__tests__/expect-error';
import { buildPdf, encryptedPdf, textAt, textContent } from '@tailor/testing';
import { flatten, htmlParagraphs, reactiveResume, sample } from './__tests__/sample-data';
import { extractText, type ExtractResult } from './index';

const TEMPLATES = ['azurill', 'ditto', 'gengar', 'onyx', 'pikachu', 'rhyhorn'];
/** Templates with a sidebar column beside the main column. */
const TWO_COLUMN = ['azurill', 'ditto', 'gengar', 'pikachu'];

/** Each template is read once per run; several tests look at the same text. */
const extracted = new Map<string, Promise<ExtractResult>>();
function extractTemplate(template: string): Promise<ExtractResult> {
  let result = extracted.get(template);
  if (result === undefined) {
    result = extractText({ filename: `${template}.pdf`, bytes: sample(`reactive-resume-templates/${template}.pdf`) });
    extracted.set(template, result);
  }
  return result;
}

const indexOfLine = (lines: string[], text: string, from = 0): number => lines.findIndex((line, i) => i >= from && line.includes(text));

describe('extractText for .pdf', () => {
  describe.each(TEMPLATES)('Reactive Resume template %s', (template) => {
    const truth = reactiveResume(template);
    let text: string;
    let lines: string[];
    beforeAll(async () => {
      const result = await extractTemplate(template);
      expect(result).toMatchObject({ fileType: 'pdf', pages: 1, truncated: false });
      text = result.text;
      lines = text.split('\n');
    });

    it('keeps each job together: company, position, location and date within a few lines', () => {
      for (const job of truth.sections.experience.items) {
        const company = indexOfLine(lines, job.company);
        expect(company).toBeGreaterThanOrEqual(0);
        for (const field of [job.position, job.location, job.date]) {
          const at = indexOfLine(lines, field, company);
          expect(at).toBeGreaterThanOrEqual(company);
          expect(at - company).toBeLessThanOrEqual(3);
        }
      }
    });

    it('reads wrapped paragraphs and bullets without lines of the other column in between', () => {
      const flat = flatten(text);
      for (const paragraph of htmlParagraphs(truth.sections.summary.content)) expect(flat).toContain(paragraph);
      for (const job of truth.sections.experience.items) {
        for (const bullet of htmlParagraphs(job.summary)) expect(flat).toContain(bullet);
      }
    });

    it('keeps each skill next to its keywords', () => {
      for (const skill of truth.sections.skills.items) {
        const name = indexOfLine(lines, skill.name);
        const keywords = indexOfLine(lines, skill.keywords.join(', '), name);
        expect(name).toBeGreaterThanOrEqual(0);
        expect(keywords - name).toBeGreaterThan(0);
        expect(keywords - name).toBeLessThanOrEqual(3);
      }
    });

    it('repairs fi/fl ligatures that the exporter mapped to NUL', () => {
      expect(text).not.toMatch(/[\u0000-\u0008]/);
      expect(text).toContain('Certifications');
    });
  });

  it.each(TWO_COLUMN)('emits the whole sidebar of %s before or after the main column, not interleaved', async (template) => {
    const { text } = await extractTemplate(template);
    const lines = text.split('\n');
    const sidebar = ['Skills', 'Certifications'].map((heading) => lines.indexOf(heading));
    const main = ['Experience', 'Education'].map((heading) => lines.indexOf(heading));
    expect([...sidebar, ...main].every((at) => at >= 0)).toBe(true);
    const sidebarFirst = Math.max(...sidebar) < Math.min(...main);
    const mainFirst = Math.max(...main) < Math.min(...sidebar);
    expect(sidebarFirst || mainFirst).toBe(true);
  });

  it('reads the resume-matcher resume with its date column kept on the row of each job', async () => {
    const result = await extractText({ filename: 'alfred.pdf', bytes: sample('resume-matcher/resumes/alfred_pennyworth_pm.pdf') });
    expect(result.pages).toBe(2);
    expect(result.text).toContain('Alfred Pennyworth');
    expect(result.text.split('\n')).toContain('2017 – Product Manager, Google, Mountain View, CA, USA');
  });

  it.each(['front_end_engineer', 'full_stack_engineer', 'java_developer', 'product_manager'])('reads the %s job description', async (name) => {
    const result = await extractText({ filename: `${name}.pdf`, bytes: sample(`resume-matcher/job-descriptions/${name}.pdf`) });
    expect(result.text).toMatch(/^Job Description/);
    expect(result.text).toMatch(/Responsibilities/);
    expect(result.text).toMatch(/^• /m);
  });

  it('refuses an encrypted PDF', async () => {
    const error = await rejection(extractText({ filename: 'x.pdf', bytes: encryptedPdf() }));
    expect(error.code).toBe('encrypted');
    expect(error.message).toBe(
      'Failed to extract text from x.pdf: the PDF is encrypted (password-protected); remove the password and upload it again',
    );
  });

  it('refuses a PDF without a text layer', async () => {
    const drawingOnly = buildPdf(['0.5 g 72 72 400 600 re f', 'q 1 0 0 1 0 0 cm 0 g 10 10 100 100 re S Q']);
    const error = await rejection(extractText({ filename: 'scan.pdf', bytes: drawingOnly }));
    expect(error.code).toBe('no_text_layer');
    expect(error.message).toBe(
      'Failed to extract text from scan.pdf: the PDF has no text layer (it looks like a scanned image); upload a text-based PDF, DOCX or TXT',
    );
  });

  it('refuses malformed and truncated PDFs with a clear reason', async () => {
    const whole = buildPdf([textContent(['A line of text that is long enough to matter for the reader here.'])]);
    for (const bytes of [Buffer.from('%PDF-1.7\nthis is not a PDF body\n'), whole.subarray(0, 200)]) {
      const error = await rejection(extractText({ filename: 'bad.pdf', bytes }));
      expect(error.message).toBe('Failed to extract text from bad.pdf: the PDF is damaged or malformed and could not be read');
    }
  });

  it('gives up after the time limit instead of hanging', async () => {
    const error = await rejection(extractText({ filename: 'slow.pdf', bytes: sample('resume-matcher/resumes/john_doe.pdf') }, { timeoutMs: 1 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toMatch(/^Failed to extract text from slow\.pdf: the PDF took too long to process/);
  });

  it('reads at most 50 pages and reports the real page count', async () => {
    const pages = Array.from({ length: 60 }, (_, i) => textContent([`Page marker ${i + 1} with enough words to count as a line of text.`]));
    const result = await extractText({ filename: 'long.pdf', bytes: buildPdf(pages) });
    expect(result.pages).toBe(60);
    expect(result.truncated).toBe(true);
    expect(result.text).toContain('Page marker 50 ');
    expect(result.text).not.toContain('Page marker 51 ');
  });

  it('leaves out the running head and foot between the pages, so a job runs on across the break', async () => {
    const page = (n: number, lines: string[]): string => textContent(['Curriculum Vitae - Adrian Holt', ...lines, `Page ${n} of 2`]);
    const bytes = buildPdf([
      page(1, ['Work experience', '2016 - present: Professor of Ocean Physics, University of Westmarch', '- Led the coastal currents group']),
      page(2, ['- Supervised twelve doctoral students', '2010 - 2016: Senior Lecturer, Kingsmere College']),
    ]);
    const { text } = await extractText({ filename: 'cv.pdf', bytes });
    expect(text.split('\n').filter((line) => line.trim() !== '')).toEqual([
      'Curriculum Vitae - Adrian Holt',
      'Work experience',
      '2016 - present: Professor of Ocean Physics, University of Westmarch',
      '- Led the coastal currents group',
      '- Supervised twelve doctoral students',
      '2010 - 2016: Senior Lecturer, Kingsmere College',
    ]);
  });

  it('puts no gap where a page breaks a job, and a running head that starts on page 2 does not cut it', async () => {
    // The first page has its own header; from the second page on, a running head names the person.
    const head = textAt(60, 760, 'Curriculum Vitae', { size: 9 }) + '\n' + textAt(200, 760, 'Adrian Holt', { size: 9 });
    const foot = (n: number): string => textAt(480, 40, `Page ${n} / 3`, { size: 7 });
    const bytes = buildPdf([
      [
        textAt(200, 740, 'Adrian Holt', { size: 14 }),
        textAt(60, 700, 'Work experience'),
        textAt(60, 300, '2010 - 2016'),
        textAt(200, 300, 'Senior Lecturer'),
        foot(1),
      ].join('\n'),
      [head, textAt(200, 730, 'Kingsmere College, Westmarch'), textAt(200, 716, '- Taught ocean physics'), foot(2)].join('\n'),
      [head, textAt(60, 730, 'Education'), textAt(200, 730, 'PhD in Oceanography'), foot(3)].join('\n'),
    ]);
    const lines = (await extractText({ filename: 'cv.pdf', bytes })).text.split('\n');
    expect(lines.slice(lines.indexOf('2010 - 2016\tSenior Lecturer'))).toEqual([
      '2010 - 2016\tSenior Lecturer',
      'Kingsmere College, Westmarch',
      '- Taught ocean physics',
      'Education\tPhD in Oceanography',
    ]);
    expect(lines.join('\n')).not.toContain('Curriculum Vitae');
  });

  it('reads the main column on from page to page and the right-hand sidebars after it', async () => {
    // Each page: a wide main column at x=50 and a narrow sidebar at x=420, on line grids of their own.
    const column = (x: number, lines: string[], top: number, step: number): string[] =>
      lines.map((line, i) => textAt(x, top - i * step, line, { size: 10 }));
    const page = (main: string[], side: string[]): string => [...column(50, main, 740, 16), ...column(420, side, 731, 23)].join('\n');
    const bytes = buildPdf([
      page(
        [
          'EXPERIENCE',
          'Harbour Mapping Ltd',
          'Lead Cartographer',
          'March 2020 - Present',
          '- Drew the new tide charts for the whole estuary and its harbours',
          '- Trained four junior cartographers in survey data handling',
        ],
        ['EDUCATION', 'University of Westmarch', 'BSc Geography', 'SKILLS', 'QGIS, GDAL'],
      ),
      page(
        [
          '- Moved the chart archive to a searchable catalogue for the port authority',
          'Fenland Surveys',
          'Survey Technician',
          'June 2016 - February 2020',
          '- Ran the total station on drainage surveys across three counties',
        ],
        ['PROJECTS', 'Tide table app', 'REFEREES', 'On request'],
      ),
    ]);
    const lines = (await extractText({ filename: 'cv.pdf', bytes })).text.split('\n').filter((line) => line.trim() !== '');
    const at = (line: string): number => lines.indexOf(line);
    // The second page's first line goes on with the first page's last job, before any sidebar heading.
    expect(at('- Moved the chart archive to a searchable catalogue for the port authority')).toBe(
      at('- Trained four junior cartographers in survey data handling') + 1,
    );
    expect(at('Survey Technician')).toBeLessThan(at('EDUCATION'));
    expect(at('EDUCATION')).toBeLessThan(at('PROJECTS'));
    expect(lines).toContain('REFEREES');
  });

  it('applies the minimum length to PDF text too', async () => {
    const error = await rejection(extractText({ filename: 'short.pdf', bytes: buildPdf([textContent(['Jane Roe', 'Engineer at Acme'])]) }));
    expect(error.message).toBe('Extracted text is too short (25 characters). Minimum required: 100');
  });
});
