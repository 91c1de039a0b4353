import { NoResumeContentError, parseResume } from '@tailor/resume-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ParseThread, ParseTimeoutError } from './parse-thread';
import { sampleResumeLines } from './warm-up';

/**
 * 100,000 short lines each opening a bracket before capitalised words: far past the extractor's
 * 50,000-character cap, where the parser's work grows faster than the text and runs for tens of
 * seconds on its own (past the test timeout); under a budget the thread is ended within it.
 */
const ADVERSARIAL = `Jordan Example\n\nEXPERIENCE\nExample Labs | Engineer | 2019 - 2021\n${'(Ab Cd\n'.repeat(100_000)}`;

// Evidence is stamped with the moment of parsing, which differs between the two runs compared.
const unstamped = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replace(/"added_date":"[^"]*"/g, '"added_date":""'));

describe('ParseThread', () => {
  let thread: ParseThread;
  beforeEach(() => {
    thread = new ParseThread({ budgetMs: 2_000 });
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
    const good = sampleResumeLines(5).join('\n');
    const started = Date.now();
    const stuck = thread.parse(ADVERSARIAL);
    const next = thread.parse(good);
    await expect(stuck).rejects.toBeInstanceOf(ParseTimeoutError);
    // The budget plus the time to hand the text over (generous for a busy machine); nowhere near
    // the parse's own tens of seconds.
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(unstamped(await next)).toEqual(unstamped(parseResume(good)));
    expect(unstamped(await thread.parse(good))).toEqual(unstamped(parseResume(good)));
  });

  it('fails every waiting text when the parser cannot be loaded, instead of restarting forever', async () => {
    const broken = new ParseThread({ budgetMs: 1_000, module: '/nonexistent/parser.js' });
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
    const dying = new ParseThread({ budgetMs: 5_000, module });
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
});
