import { Document, HeadingLevel, Packer, Paragraph, Tab, Table, TableCell, TableRow, TextRun } from 'docx';
import { rejection } from './__tests__/expect-error';
import { para, rawDocx, resumeDocx, twoPageDocx, withDeclaredSize, zipOf } from './__tests__/docx-fixtures';
import { extractText } from './index';

const BOMB_MESSAGE = 'Failed to extract text from x.docx: the document is too large when decompressed (possible zip bomb)';
const MB = 1024 * 1024;

describe('extractText for .docx', () => {
  it('keeps paragraphs, bullets, headers and every table cell on lines of their own', async () => {
    const result = await extractText({ filename: 'cv.docx', bytes: await resumeDocx() });
    const lines = result.text.split('\n');
    expect(result).toMatchObject({ fileType: 'docx', truncated: false, characters: result.text.length });
    expect(result.pages).toBeUndefined();
    // From the page header, which mammoth alone would drop.
    expect(lines[0]).toBe('Jane Roe · jane.roe@example.com');
    expect(lines).toContain('Backend engineer with ten years of experience building payment platforms & APIs.');
    expect(lines).toContain('• Designed a ledger service processing 2M transactions per day');
    expect(lines).toContain('• Cut p99 latency by 40% through query tuning');
    // Two-column layout made with a table: neighbouring cells must never share a line.
    for (const cell of ['Acme Payments', 'Staff Engineer', 'Skills', 'TypeScript, PostgreSQL', 'Globex Corporation', 'Languages']) {
      expect(lines).toContain(cell);
    }
    expect(lines.indexOf('Staff Engineer')).toBe(lines.indexOf('Acme Payments') + 1);
  });

  describe('text boxes', () => {
    const box = (text: string): string => `<w:txbxContent>${para([text])}</w:txbxContent>`;
    const drawing = (text: string): string =>
      `<w:drawing><wp:anchor behindDoc="0"><a:graphic><a:graphicData><wps:wsp><wps:txbx>${box(text)}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>`;
    const pict = (text: string): string => `<w:pict><v:shape><v:textbox>${box(text)}</v:textbox></v:shape></w:pict>`;

    it('reads a text box written both ways (DrawingML choice, VML fallback) once, in a header too', async () => {
      const alternate = `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps">${drawing('Dana Whitfield, Office Manager')}</mc:Choice><mc:Fallback>${pict('Dana Whitfield, Office Manager')}</mc:Fallback></mc:AlternateContent></w:r></w:p>`;
      const header = `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps">${drawing('dana@example.com')}</mc:Choice><mc:Fallback>${pict('dana@example.com')}</mc:Fallback></mc:AlternateContent></w:r></w:p>`;
      const result = await extractText({
        filename: 'cv.docx',
        bytes: await rawDocx(alternate + para(['Experience: front desk lead at Brightsmile Dental since 2017, scheduling and bookkeeping.']), {
          header,
        }),
      });
      expect(result.text.match(/Dana Whitfield, Office Manager/g)).toHaveLength(1);
      expect(result.text.match(/dana@example\.com/g)).toHaveLength(1);
    });

    it('reads a text box drawn only in DrawingML, and the choice of an alternate content without fallback', async () => {
      const body =
        `<w:p><w:r><w:t>Profile</w:t></w:r><w:r>${drawing('Bookkeeping and payroll for a twelve-person practice')}</w:r></w:p>` +
        `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps">${drawing('Office Manager, Brightsmile Dental, 2017 – 2024')}</mc:Choice></mc:AlternateContent></w:r></w:p>`;
      const lines = (await extractText({ filename: 'cv.docx', bytes: await rawDocx(body) })).text.split('\n');
      expect(lines).toEqual(['Profile', 'Bookkeeping and payroll for a twelve-person practice', 'Office Manager, Brightsmile Dental, 2017 – 2024']);
    });
  });

  it('reads Word tab stops as field separators and an education table row by row', async () => {
    const cell = (text: string): TableCell => new TableCell({ children: [new Paragraph({ text })] });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ children: [new TextRun('Brightsmile Dental'), new TextRun({ children: [new Tab(), new Tab(), '2017 – 2024'] })] }),
            new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_1 }),
            new Table({
              rows: [
                new TableRow({ children: [cell('BSc Nursing'), cell('Lakeside University'), cell('2014')] }),
                new TableRow({ children: [cell('Diploma in Office Administration'), cell('Harbour College'), cell('2010')] }),
              ],
            }),
          ],
        },
      ],
    });
    const lines = (await extractText({ filename: 'cv.docx', bytes: await Packer.toBuffer(doc) })).text.split('\n').filter((line) => line !== '');
    expect(lines).toEqual([
      'Experience',
      'Brightsmile Dental\t2017 – 2024',
      'Education',
      'BSc Nursing\tLakeside University\t2014',
      'Diploma in Office Administration\tHarbour College\t2010',
    ]);
  });

  it('reads positional tabs and carriage returns as the tab and line break they show', async () => {
    const body =
      '<w:p><w:r><w:t>Brightsmile Dental</w:t><w:ptab w:relativeTo="margin" w:alignment="right" w:leader="none"/><w:t>2017 – 2024</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>Office Manager</w:t><w:cr/><w:t>Springfield</w:t></w:r></w:p>';
    const result = await extractText({
      filename: 'cv.docx',
      bytes: await rawDocx(body + para(['Ran scheduling, bookkeeping and payroll for a practice of four dentists and twelve staff.'])),
    });
    expect(result.text.split('\n').slice(0, 3)).toEqual(['Brightsmile Dental\t2017 – 2024', 'Office Manager', 'Springfield']);
  });

  it('extracts a two-page document', async () => {
    const result = await extractText({ filename: 'cv.docx', bytes: await twoPageDocx() });
    expect(result.text.split('\n').filter((line) => line.startsWith('• Delivered project'))).toHaveLength(48);
  });

  it('refuses a zip without word/document.xml', async () => {
    const error = await rejection(extractText({ filename: 'x.docx', bytes: await zipOf({ 'readme.txt': 'hello' }) }));
    expect(error.message).toBe('Failed to extract text from x.docx: the file is not a valid Word document (word/document.xml is missing)');
  });

  it('refuses a document whose XML mammoth cannot read', async () => {
    const broken = await zipOf({ 'word/document.xml': '<w:document><w:body><w:p>unclosed' });
    const error = await rejection(extractText({ filename: 'x.docx', bytes: broken }));
    expect(error.message).toBe('Failed to extract text from x.docx: the Word document could not be read (it may be damaged)');
  });

  describe('size bounds and zip bombs', () => {
    let bomb: Buffer;
    beforeAll(async () => {
      // 200 MB of zeros deflate to ~200 KB. As the main document part, mammoth would inflate all of it.
      bomb = await zipOf({ 'word/document.xml': Buffer.alloc(200 * MB) });
    }, 60_000);

    it('refuses a 200 MB entry from the central directory alone, without inflating it', async () => {
      expect(bomb.length).toBeLessThan(MB);
      const memoryBefore = process.memoryUsage().arrayBuffers;
      const error = await rejection(extractText({ filename: 'x.docx', bytes: bomb }));
      expect(error.code).toBe('too_large');
      expect(error.message).toBe(BOMB_MESSAGE);
      // Inflating would allocate the 200 MB; refusing from the directory allocates almost nothing.
      expect(process.memoryUsage().arrayBuffers - memoryBefore).toBeLessThan(10 * MB);
    });

    it('refuses an extreme compression ratio even under the total bound', async () => {
      const dense = await zipOf({ 'word/document.xml': Buffer.alloc(10 * MB) });
      expect((await rejection(extractText({ filename: 'x.docx', bytes: dense }))).message).toBe(BOMB_MESSAGE);
    });

    it('refuses an entry that inflates past the size its headers declare', async () => {
      const real = await zipOf({ 'word/document.xml': Buffer.alloc(20 * MB, 0x20) });
      const lying = withDeclaredSize(real, 'word/document.xml', 30_000);
      const memoryBefore = process.memoryUsage().arrayBuffers;
      const error = await rejection(extractText({ filename: 'x.docx', bytes: lying }));
      expect(error.message).toBe(BOMB_MESSAGE);
      // Inflation stops at the declared size instead of producing the real 20 MB.
      expect(process.memoryUsage().arrayBuffers - memoryBefore).toBeLessThan(10 * MB);
    });

    it('refuses honest documents with more Word markup than mammoth should parse', async () => {
      // Varied text compresses ~10×, so only the markup bound (10 MB) can stop this one.
      const paragraphs = Array.from({ length: 200_000 }, (_, i) => `<w:p><w:r><w:t>Line ${i * 7919} of ${i % 97}</w:t></w:r></w:p>`);
      const xml = `<w:document><w:body>${paragraphs.join('')}</w:body></w:document>`;
      expect(xml.length).toBeGreaterThan(10 * MB);
      const huge = await zipOf({ 'word/document.xml': xml }, 1);
      const error = await rejection(extractText({ filename: 'x.docx', bytes: huge }));
      expect(error.code).toBe('too_large');
      expect(error.message).toBe('Failed to extract text from x.docx: the document is too long to process as a resume (over 10 MB of Word markup)');
    });

    it('refuses archives with an absurd number of entries', async () => {
      const files: Record<string, string> = { 'word/document.xml': '<w:document/>' };
      for (let i = 0; i < 1001; i++) files[`word/junk/${i}.xml`] = '';
      const error = await rejection(extractText({ filename: 'x.docx', bytes: await zipOf(files) }));
      expect(error.message).toBe('Failed to extract text from x.docx: the document contains too many parts to be a resume');
    });
  });
});
