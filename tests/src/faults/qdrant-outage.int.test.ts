import { startQdrant, type QdrantHandle } from '@tailor/devstack';
import { tempDir, waitFor, type TempDir } from '@tailor/testing';
import { signUp, type JobBody } from '../fixtures/api';
import { BACKEND_ENGINEER, NURSE } from '../fixtures/people';
import { resumeText } from '../fixtures/render';
import { startStack, type Stack } from '../stack';
import { ingestCounts, listFiles } from './helpers';

const last = (seen: JobBody[]) => seen[seen.length - 1] as JobBody;

describe('Qdrant unavailable during ingest (own Qdrant, stopped and restarted on the same port and storage)', () => {
  let dir: TempDir;
  let qdrant: QdrantHandle;
  let stack: Stack;

  beforeAll(async () => {
    dir = await tempDir('qdrant-outage');
    qdrant = await startQdrant({ storageDir: dir.path });
    stack = await startStack({ QDRANT_URL: qdrant.url, JOB_RETRY_BACKOFF_MS: '200', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await qdrant?.stop();
    await dir?.cleanup();
  }, 60_000);

  it('retries with backoff, fails the file with a clear message (never stuck processing), and POST /api/files/:id/retry re-runs it once Qdrant is back', async () => {
    const user = await signUp(stack.baseUrl, 'qdrant-outage@example.com');
    const other = await signUp(stack.baseUrl, 'qdrant-bystander@example.com');
    const before = await user.upload([{ name: 'before.txt', bytes: resumeText(NURSE, 'role-at-company') }]);
    expect(before.status).toBe(202);
    const beforeJob = before.body.accepted[0]!;
    expect(last(await user.waitForJob(beforeJob.jobId)).state).toBe('completed');

    await qdrant.stop();
    const started = Date.now();
    const upload = await user.upload([{ name: 'during.txt', bytes: resumeText(BACKEND_ENGINEER, 'company-dash-role') }]);
    expect(upload.status).toBe(202);
    const { fileId, jobId } = upload.body.accepted[0]!;
    const failed = last(await user.waitForJob(jobId, 60_000));
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(
      /^Processing failed after 3 attempts: the vector database is unavailable \(.+\)\. Retry the file once it is back\.$/,
    );
    // Three attempts with 200 ms and 400 ms between them: seconds, not minutes.
    expect(Date.now() - started).toBeLessThan(30_000);
    const record = (await listFiles(user)).find((file) => file.id === fileId)!;
    expect(record).toMatchObject({ processing_status: 'failed', processing_error: failed.error });

    // Only a failed file can be retried, and only by its owner.
    const notFailed = await user.post<{ error: string }>(`/api/files/${beforeJob.fileId}/retry`, {});
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.error).toBe('Only a file whose processing failed can be retried; this file is completed.');
    const foreign = await other.post<{ error: string }>(`/api/files/${fileId}/retry`, {});
    expect(foreign.status).toBe(404);
    expect((await listFiles(user)).find((file) => file.id === fileId)?.processing_status).toBe('failed');

    qdrant = await startQdrant({ storageDir: dir.path, httpPort: qdrant.httpPort, grpcPort: qdrant.grpcPort });
    const retry = await user.post<{ fileId: string; jobId: string }>(`/api/files/${fileId}/retry`, {});
    expect(retry.status).toBe(202);
    expect(retry.body.fileId).toBe(fileId);
    expect(retry.body.jobId).not.toBe(jobId);
    const done = last(await user.waitForJob(retry.body.jobId, 60_000));
    expect({ state: done.state, error: done.error, progress: done.progress }).toEqual({ state: 'completed', error: null, progress: 100 });
    const after = (await listFiles(user)).find((file) => file.id === fileId)!;
    expect(after).toMatchObject({ processing_status: 'completed', processing_error: null, job_id: retry.body.jobId });
    // Both files searchable: the points of the retried file are in the restarted Qdrant.
    await waitFor(async () => (await ingestCounts(stack, user)).points > 0, { timeoutMs: 10_000, description: 'points after the retry' });
    const again = await user.post<{ error: string }>(`/api/files/${fileId}/retry`, {});
    expect(again.status).toBe(409);
    expect((await user.get('/api/health')).status).toBe(200);
  }, 150_000);
});
