import { Document, Packer, Paragraph } from 'docx';
import { ExtractionError, extractText } from '@tailor/extract';
import { tempDir, waitFor, type TempDir } from '@tailor/testing';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ExtractPool } from './extract-pool';

const LINES = [
  'Casey Example',
  'Experience',
  'Platform Engineer at Example Works',
  'Jan 2020 – Present',
  'Built payment services in TypeScript and Go for a growing team of twelve engineers.',
];

async function docx(lines: string[]): Promise<Buffer> {
  const document = new Document({ sections: [{ children: lines.map((line) => new Paragraph(line)) }] });
  return Buffer.from(await Packer.toBuffer(document));
}

describe('ExtractPool', () => {
  let dir: TempDir;
  let spinning: string;
  beforeAll(async () => {
    dir = await tempDir('extract-pool');
    // A reader that never returns: what a document whose markup takes the converter minutes looks like.
    spinning = join(dir.path, 'spinning.js');
    await writeFile(spinning, 'exports.extractText = () => { for (;;) {} };\n');
  });
  afterAll(() => dir.cleanup());

  it('reads a Word document on a thread, as the in-process reader would, and hands refusals back as ExtractionError', async () => {
    const pool = new ExtractPool({ size: 2, budgetMs: 10_000, heapMb: 128, idleMs: 60_000 });
    try {
      const bytes = await docx(LINES);
      const here = await extractText({ filename: 'cv.docx', bytes });
      const there = await pool.extract({ filename: 'cv.docx', bytes });
      expect(there).toEqual(here);
      // The caller's bytes are not handed away: a retry can read them again.
      expect(bytes.length).toBeGreaterThan(0);
      const broken = { filename: 'broken.docx', bytes: Buffer.from('PK\u0003\u0004 not really a zip') };
      const refusedThere = await pool.extract(broken).then(
        () => null,
        (error: unknown) => error,
      );
      const refusedHere = await extractText(broken).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusedThere).toBeInstanceOf(ExtractionError);
      expect(refusedHere).toBeInstanceOf(ExtractionError);
      expect({ code: (refusedThere as ExtractionError).code, message: (refusedThere as Error).message }).toEqual({
        code: (refusedHere as ExtractionError).code,
        message: (refusedHere as Error).message,
      });
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('ends a document past the budget with a clear message, keeps the event loop free meanwhile, and reads the next file', async () => {
    const spinningPool = new ExtractPool({ size: 1, budgetMs: 1_000, heapMb: 64, module: spinning, idleMs: 60_000 });
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 20);
    try {
      const outcome = await spinningPool.extract({ filename: 'heavy.docx', bytes: Buffer.from('x') }).catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(ExtractionError);
      expect((outcome as ExtractionError).code).toBe('timeout');
      expect((outcome as Error).message).toMatch(/took longer than the 1 s allowed for one file/);
      expect(longestGap).toBeLessThan(500);
      // Text files never wait for a thread.
      const text = await spinningPool.extract({ filename: 'cv.txt', bytes: Buffer.from(LINES.join('\n').repeat(3)) });
      expect(text.fileType).toBe('txt');
    } finally {
      clearInterval(ticker);
      await spinningPool.close();
    }
    const pool = new ExtractPool({ size: 1, budgetMs: 10_000, heapMb: 128, idleMs: 60_000 });
    try {
      expect((await pool.extract({ filename: 'cv.docx', bytes: await docx(LINES) })).text).toContain('Platform Engineer');
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('starts a thread for the first Word document only, and ends it once idle; the next document starts a fresh one', async () => {
    const pool = new ExtractPool({ size: 1, budgetMs: 10_000, heapMb: 128, idleMs: 300 });
    try {
      const text = await pool.extract({ filename: 'notes.txt', bytes: Buffer.from(LINES.join('\n'), 'utf8') });
      expect(text.fileType).toBe('txt');
      expect(pool.threads).toBe(0);
      const bytes = await docx(LINES);
      const first = await pool.extract({ filename: 'cv.docx', bytes });
      expect(pool.threads).toBe(1);
      await waitFor(() => pool.threads === 0, { timeoutMs: 10_000 });
      expect(await pool.extract({ filename: 'cv.docx', bytes })).toEqual(first);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
