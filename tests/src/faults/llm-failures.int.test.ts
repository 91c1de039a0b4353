import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp } from '../fixtures/api';
import { BACKEND_ENGINEER, BACKEND_JOB_DESCRIPTION } from '../fixtures/people';
import { resumeText } from '../fixtures/render';
import { startStack, type Stack } from '../stack';

/**
 * A local OpenAI-compatible endpoint that never helps: model "a" is rate limited (429), model "b"
 * alternates between a server error (500) and a 200 whose content is not JSON at all.
 */
async function startHostileModelServer(): Promise<{ server: Server; baseUrl: string; calls: string[] }> {
  const calls: string[] = [];
  let bCalls = 0;
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      let model = '?';
      try {
        model = String((JSON.parse(Buffer.concat(parts).toString('utf8')) as { model?: unknown }).model);
      } catch {
        // answered below like any other request
      }
      calls.push(`${req.method} ${req.url} ${model}`);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (model === 'a') return send(429, { error: { message: 'Rate limit exceeded', type: 'rate_limit' } });
      bCalls++;
      if (bCalls % 2 === 1) return send(500, { error: { message: 'upstream exploded', type: 'server_error' } });
      return send(200, {
        id: 'x',
        object: 'chat.completion',
        created: 0,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: '<<<garbage, not JSON>>> {"half":' }, finish_reason: 'stop' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, calls };
}

describe('the language model answering 429 / 500 / garbage (real stack with LLM_API_KEY)', () => {
  let model: Awaited<ReturnType<typeof startHostileModelServer>>;
  let stack: Stack;

  beforeAll(async () => {
    model = await startHostileModelServer();
    stack = await startStack({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LLM_API_KEY: 'sk-test-not-a-real-key',
      LLM_BASE_URL: model.baseUrl,
      LLM_MODELS: 'a,b',
      LLM_TIMEOUT_MS: '5000',
    });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await new Promise((resolve) => model?.server.close(resolve));
  }, 60_000);

  it('ingest and generation still succeed through the fallback chain and then the rule engine', async () => {
    const user = await signUp(stack.baseUrl, 'llm-down@example.com');
    const upload = await user.upload([{ name: 'dana.txt', bytes: resumeText(BACKEND_ENGINEER, 'role-at-company') }]);
    expect(upload.status).toBe(202);
    const ingest = (await user.waitForJob(upload.body.accepted[0]!.jobId, 90_000)).at(-1);
    expect(ingest).toMatchObject({ state: 'completed', error: null, progress: 100 });
    const experiences = (await user.get<Array<{ company: string }>>('/api/experiences')).body;
    expect(experiences.map((e) => e.company)).toContain('Stripeline Payments');

    const generate = await user.post<{ jobId: string }>('/api/generate', { jobDescription: BACKEND_JOB_DESCRIPTION });
    expect(generate.status).toBe(202);
    const generation = (await user.waitForJob(generate.body.jobId, 90_000)).at(-1);
    expect(generation).toMatchObject({ state: 'completed', error: null, progress: 100 });
    const analyses = (await user.get<Array<{ id: string }>>('/api/job-analyses')).body;
    expect(analyses.length).toBe(1);

    // The models really were asked (and refused) before the rule engine answered.
    expect(model.calls.some((call) => call.endsWith(' a'))).toBe(true);
    expect(model.calls.some((call) => call.endsWith(' b'))).toBe(true);
    expect(model.calls.every((call) => call.startsWith('POST /v1/chat/completions'))).toBe(true);
  }, 180_000);
});
