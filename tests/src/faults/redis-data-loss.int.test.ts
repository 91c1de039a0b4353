import { deleteRedisKeys, waitFor } from '@tailor/testing';
import { signUp, type ApiUser, type JobBody } from '../fixtures/api';
import { BACKEND_ENGINEER, NURSE, type Person } from '../fixtures/people';
import { resumeDocx, resumeText, type Layout } from '../fixtures/render';
import { startStack, type Stack } from '../stack';
import { ingestCounts, listFiles } from './helpers';

const LAYOUTS: Layout[] = ['role-at-company', 'company-dash-role', 'separate-lines'];
/** What the product promises after Redis answers again without its data. */
const RECOVERY_MS = 120_000;

async function thirtyResumes(): Promise<Array<{ name: string; bytes: Buffer }>> {
  const people: Person[] = [BACKEND_ENGINEER, NURSE];
  const files: Array<{ name: string; bytes: Buffer }> = [];
  for (let i = 0; i < 15; i++) {
    const person = people[i % 2] as Person;
    files.push({ name: `resume-${i}.txt`, bytes: resumeText(person, LAYOUTS[i % 3] as Layout) });
    files.push({ name: `resume-${i}.docx`, bytes: await resumeDocx(person, LAYOUTS[(i + 1) % 3] as Layout) });
  }
  return files;
}

async function statuses(user: ApiUser, jobIds: string[]): Promise<Array<{ status: number; body: JobBody }>> {
  return Promise.all(jobIds.map((id) => user.get<JobBody>(`/api/jobs/${encodeURIComponent(id)}`)));
}

describe('the queue loses its Redis data in the middle of an upload (real stack)', () => {
  let stack: Stack;
  let files: Array<{ name: string; bytes: Buffer }>;
  let clean: { experiences: number; chunks: number; points: number };

  beforeAll(async () => {
    stack = await startStack({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    files = await thirtyResumes();
    const reference = await signUp(stack.baseUrl, 'clean-30@example.com');
    const upload = await reference.upload(files);
    expect(upload.body.accepted).toHaveLength(30);
    for (const file of upload.body.accepted) expect((await reference.waitForJob(file.jobId)).at(-1)?.state).toBe('completed');
    clean = await ingestCounts(stack, reference);
    expect(clean.points).toBe(clean.chunks);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('completes every file exactly once within 2 minutes, and every status stays readable', async () => {
    // With the embedding worker gone the files pile up at every stage: queued, being read, waiting for embeddings.
    const embedding = stack.processes.get('embedding-worker')!;
    embedding.kill('SIGKILL');
    await new Promise((resolve) => (embedding.exitCode !== null || embedding.signalCode !== null ? resolve(null) : embedding.once('exit', resolve)));
    const user = await signUp(stack.baseUrl, 'data-loss@example.com');
    const upload = await user.upload(files);
    expect(upload.status).toBe(202);
    const jobIds = upload.body.accepted.map((file) => file.jobId);

    // What a Redis restart without persistence does to the stack: every key of it is gone.
    expect(await deleteRedisKeys(stack.env.REDIS_URL as string, `${stack.env.QUEUE_PREFIX}:`)).toBeGreaterThan(0);
    const lostAt = Date.now();
    await stack.startService('embedding-worker');

    await waitFor(
      async () => {
        const seen = await statuses(user, jobIds);
        // Readable throughout: the record answers when the queue has forgotten the job.
        for (const { status } of seen) expect(status).toBe(200);
        return seen.every(({ body }) => body.state === 'completed');
      },
      { timeoutMs: RECOVERY_MS, intervalMs: 500, description: 'every file to complete after the data loss' },
    );
    expect(Date.now() - lostAt).toBeLessThan(RECOVERY_MS);
    for (const jobId of jobIds) expect((await user.waitForJob(jobId, 30_000)).at(-1)).toMatchObject({ state: 'completed', error: null });
    expect((await listFiles(user)).map((file) => file.processing_status)).toEqual(jobIds.map(() => 'completed'));
    // Exactly once: the same experiences, chunks and points as the undisturbed run, no duplicates.
    expect(await ingestCounts(stack, user)).toEqual(clean);
  }, 240_000);
});
