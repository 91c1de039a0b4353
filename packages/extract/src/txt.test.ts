import { rejection } from './__tests__/expect-error';
import { extractText } from './index';

const RESUME = [
  'Jane Roe — Senior Software Engineer',
  'Experience: Acme Corporation, 2018–2024, led the payments platform team of eight engineers.',
  'Skills: TypeScript, Node.js, PostgreSQL, Kubernetes; naïve Bayes fan; 東京 office liaison.',
].join('\n');

const utf16le = (text: string): Buffer => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string): Buffer => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);

describe('extractText for .txt', () => {
  it('reads UTF-8 with and without a BOM', async () => {
    const plain = await extractText({ filename: 'cv.txt', bytes: Buffer.from(RESUME, 'utf8') });
    expect(plain).toEqual({ text: RESUME, fileType: 'txt', truncated: false, characters: RESUME.length, notes: [] });
    const withBom = await extractText({ filename: 'cv.txt', bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(RESUME)]) });
    expect(withBom.text).toBe(RESUME);
  });

  it('reads UTF-16 LE and BE with a BOM', async () => {
    expect((await extractText({ filename: 'cv.txt', bytes: utf16le(RESUME) })).text).toBe(RESUME);
    expect((await extractText({ filename: 'cv.txt', bytes: utf16be(RESUME) })).text).toBe(RESUME);
  });

  it('normalises CRLF and collapses runs of blank lines', async () => {
    const crlf = RESUME.replace(/\n/g, '\r\n\r\n\r\n\r\n') + '\r\n';
    expect((await extractText({ filename: 'cv.txt', bytes: Buffer.from(crlf) })).text).toBe(RESUME.replace(/\n/g, '\n\n'));
  });

  it('reads the escapes a web form export leaves as the characters they stand for', async () => {
    const exported = 'Moorvale Kilns &amp; Glazes &#8211; Sales &amp;amp; Service\nTools: C&#x23;, &lt;Quillon&gt;, &quot;Tarrow&quot; &bogus; A&B';
    const { text } = await extractText({ filename: 'cv.txt', bytes: Buffer.from(`${RESUME}\n${exported}`) });
    expect(text.split('\n').slice(3)).toEqual(['Moorvale Kilns & Glazes \u2013 Sales &amp; Service', 'Tools: C#, <Quillon>, "Tarrow" &bogus; A&B']);
  });

  it('refuses Latin-1 bytes as a wrong encoding', async () => {
    const error = await rejection(extractText({ filename: 'cv.txt', bytes: Buffer.from(RESUME.replace('東京 ', ''), 'latin1') }));
    expect(error.code).toBe('bad_encoding');
    expect(error.message).toBe('Failed to extract text from cv.txt: the text encoding is not UTF-8 or UTF-16; save the file as UTF-8');
  });

  it('refuses binary data and control-character soup', async () => {
    const withNul = Buffer.concat([Buffer.from(RESUME), Buffer.from([0, 1, 2, 3])]);
    const soup = Buffer.from(Array.from({ length: 400 }, (_, i) => (i % 4 === 0 ? 0x07 : 0x41)));
    const utf16Binary = utf16le('abc\u0000\u0001\u0002'.repeat(40));
    for (const bytes of [withNul, soup, utf16Binary]) {
      const error = await rejection(extractText({ filename: 'cv.txt', bytes }));
      expect(error.message).toBe('Failed to extract text from cv.txt: the file contains binary data, not text');
    }
  });

  it('refuses an empty file and text shorter than the minimum after normalising', async () => {
    expect((await rejection(extractText({ filename: 'cv.txt', bytes: Buffer.alloc(0) }))).message).toBe('File is empty');
    const short = `  Jane   Roe\n\n\n\n${'x'.repeat(80)}  \n`;
    const error = await rejection(extractText({ filename: 'cv.txt', bytes: Buffer.from(short) }));
    expect(error.code).toBe('too_short');
    expect(error.message).toBe('Extracted text is too short (90 characters). Minimum required: 100');
  });

  it('truncates text over 50,000 characters at a line boundary', async () => {
    const line = 'Delivered a measurable improvement to the platform for customers.'; // 65 characters
    const long = Array.from({ length: 1000 }, (_, i) => `${i} ${line}`).join('\n');
    const result = await extractText({ filename: 'cv.txt', bytes: Buffer.from(long) });
    expect(result.truncated).toBe(true);
    expect(result.characters).toBe(result.text.length);
    expect(result.characters).toBeLessThanOrEqual(50_000);
    expect(result.characters).toBeGreaterThan(49_000);
    expect(long.startsWith(result.text)).toBe(true);
    expect(long.charAt(result.text.length)).toBe('\n');
  });
});
