import { Document, Packer, Paragraph } from 'docx';
import { ExtractionError, extractText } from '@tailor/extract';
import { NoResumeContentError, parseResume } from '@tailor/resume-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tempDir, waitFor, type TempDir } from '@tailor/testing';
import { writeFile } from 'node:fs/promises';
import { ParseThread, ParseTimeoutError } from './parse-thread';
import { sampleResumeLines } from './warm-up';

// Evidence is stamped with the moment of parsing, which differs between the two runs compared.
const unstamped = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replace(/"added_date":"[^"]*"/g, '"added_date":""'));

describe('ParseThread', () => {
  let thread: ParseThread;
  beforeEach(() => {
    thread = new ParseThread({ budgetMs: 2_000, idleMs: 60_000 });
  });
  afterEach(() => thread.close());

  it('returns what parseResume returns', async () => {
    const text = sampleResumeLines(3).join('\n');
    expect(unstamped(await thread.parse(text))).toEqual(unstamped(parseResume(text)));
  });

  it('passes "not a resume" on as NoResumeContentError', async () => {
    await expect(thread.parse('hello there, this is a short note about lunch plans for friday')).rejects.toBeInstanceOf(NoResumeContentError);
  });

  it('ends a parse that runs past the budget, and goes on with the texts after it', async () => {
    // The rule engine, except that one text never finishes: what a backtracking expression does.
    const dir = mkdtempSync(join(tmpdir(), 'parse-thread-'));
    const module = join(dir, 'parser.js');
    writeFileSync(
      module,
      `const real = require(${JSON.stringify(require.resolve('@tailor/resume-core'))});\n` +
        "exports.parseResume = (text) => { if (text === 'spin') for (;;) {} return real.parseResume(text); };\n",
    );
    const budgeted = new ParseThread({ budgetMs: 2_000, module, idleMs: 60_000 });
    try {
      const good = sampleResumeLines(5).join('\n');
      const started = Date.now();
      const stuck = budgeted.parse('spin');
      const next = budgeted.parse(good);
      await expect(stuck).rejects.toBeInstanceOf(ParseTimeoutError);
      // The budget plus the time to hand the text over (generous for a busy machine).
      expect(Date.now() - started).toBeLessThan(12_000);
      expect(unstamped(await next)).toEqual(unstamped(parseResume(good)));
      expect(unstamped(await budgeted.parse(good))).toEqual(unstamped(parseResume(good)));
    } finally {
      await budgeted.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('fails every waiting text when the parser cannot be loaded, instead of restarting forever', async () => {
    const broken = new ParseThread({ budgetMs: 1_000, module: '/nonexistent/parser.js', idleMs: 60_000 });
    try {
      await expect(Promise.all([broken.parse('a'), broken.parse('b')])).rejects.toThrow(/parsing thread/);
    } finally {
      await broken.close();
    }
  });

  it('fails the text whose thread died mid-parse, and parses the next on a new thread', async () => {
    // A stand-in parser that ends its own thread on one text, as an out-of-memory would.
    const dir = mkdtempSync(join(tmpdir(), 'parse-thread-'));
    const module = join(dir, 'parser.js');
    writeFileSync(module, "exports.parseResume = (text) => { if (text === 'die') process.exit(7); return { text }; };");
    const dying = new ParseThread({ budgetMs: 5_000, module, idleMs: 60_000 });
    try {
      const died = dying.parse('die');
      const next = dying.parse('after');
      await expect(died).rejects.toThrow(/parsing thread stopped \(exit code 7\)/);
      await expect(next).resolves.toEqual({ text: 'after' });
    } finally {
      await dying.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ends its thread once idle, and starts a fresh one for the next text', async () => {
    const idle = new ParseThread({ budgetMs: 5_000, idleMs: 300 });
    try {
      expect(idle.running).toBe(false);
      const text = sampleResumeLines(7).join('\n');
      const first = unstamped(await idle.parse(text));
      expect(idle.running).toBe(true);
      await waitFor(() => !idle.running, { timeoutMs: 10_000 });
      expect(unstamped(await idle.parse(text))).toEqual(first);
    } finally {
      await idle.close();
    }
  }, 30_000);
});

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

describe('ParseThread reading Word documents', () => {
  let dir: TempDir;
  let spinning: string;
  beforeAll(async () => {
    dir = await tempDir('parse-thread-docx');
    // A reader that never returns: what a document whose markup takes the converter minutes looks like.
    spinning = join(dir.path, 'spinning.js');
    await writeFile(spinning, 'exports.extractText = () => { for (;;) {} };\n');
  });
  afterAll(() => dir.cleanup());

  it('reads a Word document on its thread, as the in-process reader would, and hands refusals back as ExtractionError', async () => {
    const pool = new ParseThread({ budgetMs: 10_000, idleMs: 60_000 });
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
    const spinningPool = new ParseThread({ budgetMs: 1_000, extractModule: spinning, idleMs: 60_000 });
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
    const pool = new ParseThread({ budgetMs: 10_000, idleMs: 60_000 });
    try {
      expect((await pool.extract({ filename: 'cv.docx', bytes: await docx(LINES) })).text).toContain('Platform Engineer');
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('reads text files in place, and a Word document on a thread that ends once idle; the next document starts a fresh one', async () => {
    const pool = new ParseThread({ budgetMs: 10_000, idleMs: 300 });
    try {
      const text = await pool.extract({ filename: 'notes.txt', bytes: Buffer.from(LINES.join('\n'), 'utf8') });
      expect(text.fileType).toBe('txt');
      expect(pool.running).toBe(false);
      const bytes = await docx(LINES);
      const first = await pool.extract({ filename: 'cv.docx', bytes });
      expect(pool.running).toBe(true);
      await waitFor(() => !pool.running, { timeoutMs: 10_000 });
      expect(await pool.extract({ filename: 'cv.docx', bytes })).toEqual(first);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
