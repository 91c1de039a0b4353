import { createIntelligence } from '@tailor/llm';
import { isPermanentJobError } from '@tailor/queue';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseText, parseTimeoutMessage } from './ingest.service';
import { ParseThread } from './parse-thread';
import { ruleFunctions } from './rule-functions';
import { sampleResumeLines } from '@tailor/resume-core';

// A text the stand-in parser below never finishes, as a backtracking expression would not.
const ADVERSARIAL = 'Jordan Example\n\nEXPERIENCE\nThis text never finishes parsing';

describe('the per-file parse budget of an ingest job', () => {
  // The rule engine, except for the one text above.
  const dir = mkdtempSync(join(tmpdir(), 'ingest-budget-'));
  const module = join(dir, 'parser.js');
  writeFileSync(
    module,
    `const real = require(${JSON.stringify(require.resolve('@tailor/resume-core'))});\n` +
      `exports.parseResume = (text) => { if (text === ${JSON.stringify(ADVERSARIAL)}) for (;;) {} return real.parseResume(text); };\n`,
  );
  const thread = new ParseThread({ budgetMs: 2_000, module, idleMs: 60_000 });
  // Wired as the worker wires it: the rule engine's parse goes through the thread.
  const context = { intelligence: createIntelligence({ provider: 'rules' }, { ...ruleFunctions, parseResume: (text) => thread.parse(text) }) };
  afterAll(async () => {
    await thread.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails a file whose parse runs past the budget for good, with a message for the user', async () => {
    const outcome = await parseText(context, ADVERSARIAL).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isPermanentJobError(outcome)).toBe(true);
    expect((outcome as Error).message).toBe(parseTimeoutMessage(2_000));
    expect((outcome as Error).message).toMatch(/took longer than the 2 s allowed for one file/);
  });

  it('parses the next files as usual', async () => {
    const parsed = await Promise.all([1, 2, 3].map((i) => parseText(context, sampleResumeLines(i).join('\n'))));
    for (const { parsed: resume } of parsed) expect(resume.experiences.length).toBeGreaterThanOrEqual(2);
  });
});
