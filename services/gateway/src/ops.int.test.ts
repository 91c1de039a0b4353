import { ingestJobId } from '@tailor/contracts';
import { randomUUID } from 'node:crypto';
import { ADMIN_TOKEN, call, signUp, startHarness, type Harness, type TestUser } from './__tests__/harness';

describe('operator endpoints without ADMIN_TOKEN', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('ops-disabled', { ADMIN_TOKEN: '' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses /metrics and Bull Board: 401 to an unknown token, 403 naming the variable to a signed-in user', async () => {
    const { token } = await signUp(h.app, 'ops-disabled');
    for (const url of ['/metrics', '/admin/queues', '/admin/queues/', '/admin/queues/api/queues']) {
      const unknown = await call(h.app, 'GET', url, { headers: { authorization: 'Bearer anything-at-all-here' } });
      expect({ url, status: unknown.status }).toEqual({ url, status: 401 });
      expect({ url, status: (await call(h.app, 'GET', url)).status }).toEqual({ url, status: 401 });
      const res = await call(h.app, 'GET', url, { token });
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 403,
        body: { error: 'Operator endpoints are disabled: ADMIN_TOKEN is not set on the server.', code: 'forbidden' },
      });
    }
  });
});

describe('request metrics', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('http-metrics');
  });
  afterAll(async () => {
    await h.close();
  });

  const count = (text: string, labels: string) => {
    const line = text.split('\n').find((l) => l.startsWith('gateway_http_request_duration_seconds_count{') && l.includes(labels));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it('counts every answer once under its route pattern, method and status, and unmatched routes apart', async () => {
    const user = await signUp(h.app, 'metrics');
    const jobId = 'ingest-00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 3; i++) expect((await call(h.app, 'GET', `/api/jobs/${jobId}`, { token: user.token })).status).toBe(404);
    expect((await call(h.app, 'GET', '/api/health')).status).toBe(200);
    expect((await call(h.app, 'HEAD', '/api/health')).status).toBe(200);
    expect((await call(h.app, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(h.app, 'GET', '/api/no-such-route/123')).status).toBe(404);
    expect((await call(h.app, 'POST', '/api/no-such-route/456')).status).toBe(404);

    const res = await call(h.app, 'GET', '/metrics', { token: ADMIN_TOKEN });
    expect(res.status).toBe(200);
    const text = res.text;
    expect(count(text, 'method="GET",route="/api/jobs/:jobId",status_code="404"')).toBe(3);
    expect(count(text, 'method="GET",route="/api/health",status_code="200"')).toBe(1);
    expect(count(text, 'method="HEAD",route="/api/health",status_code="200"')).toBe(1);
    expect(count(text, 'method="GET",route="/api/auth/me",status_code="401"')).toBe(1);
    expect(count(text, 'method="GET",route="(unmatched)",status_code="404"')).toBe(1);
    expect(count(text, 'method="POST",route="(unmatched)",status_code="404"')).toBe(1);
    // Raw URLs (with their ids) never become label values.
    expect(text).not.toContain('no-such-route');
    expect(text).not.toContain('00000000-0000-4000');
  });
});

describe('POST /api/files/:id/retry', () => {
  let h: Harness;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    h = await startHarness('retry');
    alice = await signUp(h.app, 'alice');
    bob = await signUp(h.app, 'bob');
  });
  afterAll(async () => {
    await h.close();
  });

  async function storedFile(owner: TestUser, status: 'failed' | 'pending' | 'completed', withBytes = true) {
    const id = randomUUID();
    const now = new Date().toISOString();
    if (withBytes) await h.deps.store.blobs.put(id, owner.user.id, Buffer.from('Jane Doe\nEngineer at Acme 2020 - 2022\n'));
    await h.deps.store.resumeFiles.insert({
      id,
      user_id: owner.user.id,
      original_filename: 'cv.txt',
      file_type: 'txt',
      file_size: 40,
      created_at: now,
      updated_at: now,
      processing_status: status,
      embedding_status: 'pending',
      processing_error: status === 'failed' ? 'Processing failed after 3 attempts: boom' : null,
      processing_notes: [],
      structured_content: null,
      job_id: ingestJobId(id),
      processing_time_ms: null,
    });
    return id;
  }

  it("re-queues the caller's failed file under a new job id and resets it to pending", async () => {
    const id = await storedFile(alice, 'failed');
    const res = await call(h.app, 'POST', `/api/files/${id}/retry`, { token: alice.token });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ fileId: id, jobId: expect.stringMatching(new RegExp(`^${ingestJobId(id)}~retry-`)) });
    expect(await h.deps.store.resumeFiles.findById(id)).toMatchObject({
      processing_status: 'pending',
      processing_error: null,
      job_id: res.body.jobId,
    });
    const job = await h.producer.getJob('ingest', res.body.jobId);
    expect(job?.data).toMatchObject({ fileId: id, userId: alice.user.id });
    // Now pending: a second click is a conflict, not a second job.
    const again = await call(h.app, 'POST', `/api/files/${id}/retry`, { token: alice.token });
    expect(again.status).toBe(409);
  });

  it("answers 409 for a file that has not failed, 404 for another user's or a missing file, and 404 when the bytes are gone", async () => {
    const completed = await storedFile(alice, 'completed');
    const res = await call(h.app, 'POST', `/api/files/${completed}/retry`, { token: alice.token });
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'Only a file whose processing failed can be retried; this file is completed.', code: 'conflict' },
    });

    const bobs = await storedFile(bob, 'failed');
    expect((await call(h.app, 'POST', `/api/files/${bobs}/retry`, { token: alice.token })).status).toBe(404);
    expect((await h.deps.store.resumeFiles.findById(bobs))?.processing_status).toBe('failed');
    expect((await call(h.app, 'POST', `/api/files/${randomUUID()}/retry`, { token: alice.token })).status).toBe(404);

    const noBytes = await storedFile(alice, 'failed', false);
    const missing = await call(h.app, 'POST', `/api/files/${noBytes}/retry`, { token: alice.token });
    expect(missing).toMatchObject({ status: 404, body: { error: 'The uploaded content of this file is missing; please upload it again.' } });
    expect((await call(h.app, 'POST', `/api/files/${noBytes}/retry`)).status).toBe(401);
  });
});
