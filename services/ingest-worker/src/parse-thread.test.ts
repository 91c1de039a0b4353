import { NoResumeContentError, parseResume, sampleResumeLines } from '@tailor/resume-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@tailor/testing';
import { ParseThread, ParseTimeoutError } from './parse-thread';

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
