import { waitFor } from '@tailor/testing';
import { signUp } from '../fixtures/api';
import { BACKEND_ENGINEER, BACKEND_JOB_DESCRIPTION } from '../fixtures/people';
import { resumeText } from '../fixtures/render';
import { startStack, type Stack } from '../stack';

const ADMIN_TOKEN = 'operator-token-0123456789abcdef';

/** Value of one sample line (`name{labels} value`) whose text contains every given part. */
function sample(text: string, name: string, ...parts: string[]): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && parts.every((p) => l.includes(p)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('operators: /metrics, Bull Board and request-id correlation (real stack)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ ADMIN_TOKEN, LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it("exposes Prometheus metrics on every service, the gateway behind ADMIN_TOKEN, and carries the request id into the workers' job logs", async () => {
    const user = await signUp(stack.baseUrl, 'metrics@example.com');
    const form = new FormData();
    form.append('files', new Blob([resumeText(BACKEND_ENGINEER, 'role-at-company')]), 'dana.txt');
    const requestId = 'trace-upload-0001';
    const res = await fetch(`${stack.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'x-request-id': requestId },
      body: form,
    });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const { accepted } = (await res.json()) as { accepted: Array<{ jobId: string }> };
    expect((await user.waitForJob(accepted[0]!.jobId)).at(-1)?.state).toBe('completed');
    const generate = await user.post<{ jobId: string }>('/api/generate', { jobDescription: BACKEND_JOB_DESCRIPTION });
    expect((await user.waitForJob(generate.body.jobId)).at(-1)?.state).toBe('completed');

    // Gateway: only with the admin token.
    expect((await fetch(`${stack.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(401);
    const gatewayRes = await fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(gatewayRes.status).toBe(200);
    expect(gatewayRes.headers.get('content-type')).toMatch(/^text\/plain/);
    const gateway = await gatewayRes.text();
    expect(sample(gateway, 'gateway_http_request_duration_seconds_count', 'route="/api/uploads"', 'method="POST"', 'status_code="202"')).toBe(1);
    expect(sample(gateway, 'gateway_queue_jobs', 'queue="ingest"', 'state="completed"')).toBeGreaterThanOrEqual(1);
    expect(sample(gateway, 'gateway_queue_jobs', 'queue="generation"', 'state="waiting"')).toBe(0);
    expect(gateway).toContain('gateway_process_resident_memory_bytes');

    // Workers: on their health port.
    const worker = async (port: string) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const ingest = await worker(stack.env.INGEST_HEALTH_PORT!);
    expect(sample(ingest, 'ingest_worker_jobs_completed_total', 'queue="ingest"', 'name="ingest.resume"')).toBe(1);
    expect(sample(ingest, 'ingest_worker_job_duration_seconds_count', 'queue="ingest"', 'outcome="completed"')).toBe(1);
    // Chunk vectors of the hashing embedder are computed without the vector cache; the embedding
    // service's own endpoint goes through it, so one call there must count a miss.
    const embedded = await fetch(`http://127.0.0.1:${stack.env.EMBEDDING_SERVICE_PORT!}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ texts: ['a sentence nobody embedded before in this stack'] }),
    });
    expect(embedded.status).toBe(200);
    const embedding = await worker(stack.env.EMBEDDING_SERVICE_PORT!);
    expect(sample(embedding, 'embedding_worker_jobs_completed_total', 'queue="embedding"')).toBeGreaterThanOrEqual(1);
    expect(sample(embedding, 'embedding_worker_embedding_cache_misses_total')).toBeGreaterThan(0);
    expect(sample(embedding, 'embedding_worker_embedding_cache_hits_total')).toBeGreaterThanOrEqual(0);
    const generation = await worker(stack.env.GENERATION_HEALTH_PORT!);
    expect(sample(generation, 'generation_worker_jobs_completed_total', 'queue="generation"', 'name="generation.resume"')).toBe(1);

    // The gateway's request id is in the job payloads and on every worker's job log lines, and the
    // gateway logged which job its request queued under the same id. (Log lines arrive through the
    // services' pipes a little after the work they describe, hence the wait.)
    const correlated = () => {
      const lines = stack.output().split('\n');
      const of = (service: string, idField: string) =>
        lines.filter((line) => line.startsWith(`[${service}:`) && line.includes(`"${idField}":"${requestId}"`));
      return {
        ingest: of('ingest-worker', 'requestId').some((line) => line.includes('"jobId":"ingest-') && line.includes('job completed')),
        embedding: of('embedding-worker', 'requestId').some((line) => line.includes('"jobId":"embedding-')),
        gateway: of('gateway', 'reqId').some((line) => line.includes('"jobId":"ingest-') && line.includes('upload queued for ingest')),
      };
    };
    await waitFor(async () => Object.values(correlated()).every(Boolean), { timeoutMs: 10_000, description: 'correlated log lines' }).catch(
      () => undefined,
    );
    expect(correlated()).toEqual({ ingest: true, embedding: true, gateway: true });
  }, 120_000);

  it('serves Bull Board at /admin/queues behind ADMIN_TOKEN: bearer header, or a browser session from the sign-in form', async () => {
    const board = `${stack.baseUrl}/admin/queues`;
    expect((await fetch(`${board}/api/queues`)).status).toBe(401);
    expect((await fetch(`${board}/api/queues`, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
    const browser = await fetch(`${board}/`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe('/admin/login');

    const api = await fetch(`${board}/api/queues`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(api.status).toBe(200);
    const { queues } = (await api.json()) as { queues: Array<{ name: string }> };
    expect(queues.map((q) => q.name).sort()).toEqual(['embedding', 'followup', 'generation', 'ingest', 'semantic']);

    const loginPage = await fetch(`${stack.baseUrl}/admin/login`);
    expect(loginPage.status).toBe(200);
    expect(await loginPage.text()).toContain('name="token"');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const refused = await fetch(`${stack.baseUrl}/admin/login`, { method: 'POST', headers: form, body: 'token=nope', redirect: 'manual' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const login = await fetch(`${stack.baseUrl}/admin/login`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ token: ADMIN_TOKEN }).toString(),
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/admin/queues/');
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^tailor_admin=[A-Za-z0-9_-]+; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    expect(setCookie).not.toContain(ADMIN_TOKEN);
    const cookie = setCookie.split(';')[0]!;
    const page = await fetch(`${board}/`, { headers: { cookie, accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${board}/api/queues`, { headers: { cookie } })).status).toBe(200);
    // The cookie is not a bearer token anywhere else.
    expect((await fetch(`${stack.baseUrl}/metrics`, { headers: { cookie } })).status).toBe(401);
  }, 60_000);
});
