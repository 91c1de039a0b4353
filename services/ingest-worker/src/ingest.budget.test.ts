import { createIntelligence } from '@tailor/llm';
import { isPermanentJobError } from '@tailor/queue';
import { parseText, parseTimeoutMessage } from './ingest.service';
import { ParseThread } from './parse-thread';
import { ruleFunctions } from './rule-functions';
import { sampleResumeLines } from './warm-up';

// Wrapped-looking lines the parser joins one by one: tens of seconds unbounded (see parse-thread.test.ts).
const ADVERSARIAL = `Jordan Example\n\nEXPERIENCE\nExample Labs | Engineer | 2019 - 2021\n${'––––––––––––––––––––––––––––––––––––––––\n'.repeat(15_000)}`;

describe('the per-file parse budget of an ingest job', () => {
  const thread = new ParseThread({ budgetMs: 2_000, idleMs: 60_000 });
  // Wired as the worker wires it: the rule engine's parse goes through the thread.
  const context = { intelligence: createIntelligence({ provider: 'rules' }, { ...ruleFunctions, parseResume: (text) => thread.parse(text) }) };
  afterAll(() => thread.close());

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
