import { MESSAGES } from '@tailor/contracts';
import { completion, failure, FakeLlmServer, type Script } from './__tests__/fake-llm-server';
import { ANALYSIS, API_KEY, fakeRules, fakeTime, recordingLogger } from './__tests__/fixtures';
import { AllModelsFailedError } from './errors';
import { LlmIntelligence } from './llm-intelligence';

const MODELS = ['free-chat', 'fast', 'pro'];
const GOOD = JSON.stringify(ANALYSIS);

let server: FakeLlmServer;
beforeAll(async () => {
  server = await FakeLlmServer.start();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

function setup(script: Script, options: { models?: string[]; timeoutMs?: number } = {}) {
  server.setScript(script);
  const time = fakeTime();
  const logger = recordingLogger();
  const llm = new LlmIntelligence(
    { baseUrl: server.baseUrl, apiKey: API_KEY, models: options.models ?? MODELS, timeoutMs: options.timeoutMs ?? 2000 },
    { keywordSkills: fakeRules().extractSkills, logger, now: time.now, sleep: time.sleep },
  );
  return { llm, time, logger };
}

const byModel =
  (replies: Record<string, Script>): Script =>
  (req) =>
    (replies[req.model] ?? (() => failure(500, 'unscripted')))(req);

async function failureOf(promise: Promise<unknown>): Promise<AllModelsFailedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AllModelsFailedError);
  return error as AllModelsFailedError;
}

describe('LlmIntelligence model chain over real HTTP', () => {
  it('sends one user message with the spec settings and JSON mode', async () => {
    const { llm } = setup(() => completion(GOOD));
    await expect(llm.analyzeJob('We need a PM')).resolves.toEqual(ANALYSIS);
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req?.model).toBe('free-chat');
    expect(req?.messages).toEqual([{ role: 'user', content: expect.stringContaining('We need a PM') }]);
    expect(req?.body).toMatchObject({ temperature: 0.1, max_tokens: 4000, response_format: { type: 'json_object' } });
    expect(req?.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('marks a 429 model rate limited, waits 1 s, skips it for 5 minutes, then tries it again', async () => {
    const { llm, time } = setup(byModel({ 'free-chat': () => failure(429, 'Rate limit exceeded'), fast: () => completion(GOOD) }));
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    expect(time.state.sleeps).toEqual([1000]);
    expect(server.requests.map((r) => r.model)).toEqual(['free-chat', 'fast']);

    server.reset();
    time.advance(299_999);
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    expect(server.callsFor('free-chat')).toHaveLength(0);
    expect(server.requests.map((r) => r.model)).toEqual(['fast']);

    server.reset();
    time.advance(1);
    await llm.analyzeJob('jd');
    expect(server.requests.map((r) => r.model)).toEqual(['free-chat', 'fast']);
  });

  it('treats a message mentioning rate limiting as a rate limit, whatever the status', async () => {
    const { llm, time } = setup(byModel({ 'free-chat': () => failure(503, 'Upstream RATE LIMIT reached'), fast: () => completion(GOOD) }));
    await llm.analyzeJob('jd');
    expect(time.state.sleeps).toEqual([1000]);
    server.reset();
    await llm.analyzeJob('jd');
    expect(server.callsFor('free-chat')).toHaveLength(0);
  });

  it('treats a router body without choices but with a 429 error as a rate limit', async () => {
    const { llm, time } = setup(
      byModel({
        'free-chat': () => ({ status: 200, body: { error: { code: 429, message: 'Provider returned error' } } }),
        fast: () => completion(GOOD),
      }),
    );
    await llm.analyzeJob('jd');
    expect(time.state.sleeps).toEqual([1000]);
  });

  it('moves on from a 500 without waiting', async () => {
    const { llm, time } = setup(byModel({ 'free-chat': () => failure(500, 'boom'), fast: () => completion(GOOD) }));
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    expect(time.state.sleeps).toEqual([]);
    server.reset();
    await llm.analyzeJob('jd');
    expect(server.callsFor('free-chat')).toHaveLength(1);
  });

  it('reports empty choices with the spec message and uses the next model', async () => {
    const { llm } = setup(() => ({ status: 200, body: { id: 'x', object: 'chat.completion', choices: [] } }), { models: ['a', 'b'] });
    const error = await failureOf(llm.analyzeJob('jd'));
    expect(error.attempts.map((a) => a.error)).toEqual([MESSAGES.llmNoChoices, MESSAGES.llmNoChoices]);
    expect(server.requests.map((r) => r.model)).toEqual(['a', 'b']);
  });

  it('reads JSON surrounded by prose, and JSON inside a fence', async () => {
    const { llm } = setup(
      byModel({
        'free-chat': (req) => completion(req.call === 1 ? `Sure! Here it is: ${GOOD} Hope that {helps}.` : '```json\n' + GOOD + '\n```'),
      }),
    );
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    expect(server.requests.map((r) => r.model)).toEqual(['free-chat', 'free-chat']);
  });

  it('fails a model whose output holds no JSON and moves on without a retry', async () => {
    const { llm, logger } = setup(byModel({ 'free-chat': () => completion('I cannot help with that.'), fast: () => completion(GOOD) }));
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    expect(server.callsFor('free-chat')).toHaveLength(1);
    expect(logger.lines.some((l) => l.fields.error === MESSAGES.jsonParseFailed && l.fields.model === 'free-chat')).toBe(true);
  });

  it('retries a schema-invalid answer once with the issues and accepts the corrected one', async () => {
    const { llm } = setup(
      byModel({
        'free-chat': (req) => completion(req.call === 1 ? '{"required_skills": "SQL"}' : GOOD),
      }),
    );
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    const calls = server.callsFor('free-chat');
    expect(calls).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
    expect(calls[1]?.messages).toHaveLength(1);
    expect(calls[1]?.messages[0]?.content).toContain('Your previous answer did not match the schema: required_skills:');
    expect(calls[1]?.messages[0]?.content).toMatch(/Answer again with JSON only\.$/);
  });

  it('gives up on a model that breaks the schema twice', async () => {
    const { llm } = setup(byModel({ 'free-chat': () => completion('{"required_skills": [1, 2]}'), fast: () => completion(GOOD) }));
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    expect(server.requests.map((r) => r.model)).toEqual(['free-chat', 'free-chat', 'fast']);
  });

  it('drops response_format for a server that rejects it, and remembers that per model', async () => {
    const { llm } = setup((req) =>
      req.hasResponseFormat ? failure(400, "Unsupported parameter: 'response_format'", { param: null }) : completion(GOOD),
    );
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    expect(server.requests.map((r) => [r.model, r.hasResponseFormat])).toEqual([
      ['free-chat', true],
      ['free-chat', false],
    ]);
    server.reset();
    await llm.analyzeJob('jd');
    expect(server.requests.map((r) => [r.model, r.hasResponseFormat])).toEqual([['free-chat', false]]);
  });

  it('does not mistake an unrelated 400 for a response_format rejection', async () => {
    const { llm } = setup(byModel({ 'free-chat': () => failure(400, 'context length exceeded'), fast: () => completion(GOOD) }));
    await llm.analyzeJob('jd');
    expect(server.requests.map((r) => [r.model, r.hasResponseFormat])).toEqual([
      ['free-chat', true],
      ['fast', true],
    ]);
  });

  it('moves on from a model that hangs past the timeout', async () => {
    const { llm } = setup(byModel({ 'free-chat': () => ({ hang: true }), fast: () => completion(GOOD) }), { timeoutMs: 300 });
    const started = Date.now();
    await expect(llm.analyzeJob('jd')).resolves.toEqual(ANALYSIS);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.requests.map((r) => r.model)).toEqual(['free-chat', 'fast']);
  });

  it("throws 'All fallback models failed' with every model's cause when all fail", async () => {
    const { llm, time } = setup(
      byModel({
        'free-chat': () => failure(429, 'slow down'),
        fast: () => failure(500, 'internal'),
        pro: () => completion('nope'),
      }),
    );
    const error = await failureOf(llm.analyzeJob('jd'));
    expect(error.message).toBe('All fallback models failed');
    expect(error.attempts).toEqual([
      { model: 'free-chat', error: '429 slow down', rateLimited: true, skipped: false },
      { model: 'fast', error: '500 internal', rateLimited: false, skipped: false },
      { model: 'pro', error: MESSAGES.jsonParseFailed, rateLimited: false, skipped: false },
    ]);
    expect(error.cause).toBeInstanceOf(AggregateError);
    expect(time.state.sleeps).toEqual([1000]);

    server.reset();
    const again = await failureOf(llm.analyzeJob('jd'));
    expect(again.attempts[0]).toMatchObject({ model: 'free-chat', skipped: true, rateLimited: true });
    expect(server.callsFor('free-chat')).toHaveLength(0);
  });

  it('requires an API key', () => {
    expect(() => new LlmIntelligence({ baseUrl: server.baseUrl, apiKey: ' ', models: MODELS, timeoutMs: 1000 }, { keywordSkills: () => [] })).toThrow(
      new Error('LLM API key is required'),
    );
  });
});
