import { waitFor } from '@tailor/testing';
import type { ChildProcess } from 'node:child_process';
import { signUp, type ApiUser, type JobBody } from '../fixtures/api';
import { BACKEND_ENGINEER, NURSE, type Person } from '../fixtures/people';
import { resumeDocx, resumeText, type Layout } from '../fixtures/render';
import { startStack, type Stack } from '../stack';
import { ingestCounts, listFiles } from './helpers';

const SHUTDOWN_DEADLINE_MS = 5_000;
const LAYOUTS: Layout[] = ['role-at-company', 'company-dash-role', 'separate-lines'];

async function resumes(): Promise<Array<{ name: string; bytes: Buffer }>> {
  const people: Person[] = [BACKEND_ENGINEER, NURSE];
  const files: Array<{ name: string; bytes: Buffer }> = [];
  for (let i = 0; i < 3; i++) {
    const person = people[i % 2] as Person;
    files.push({ name: `resume-${i}.txt`, bytes: resumeText(person, LAYOUTS[i % 3] as Layout) });
    files.push({ name: `resume-${i}.docx`, bytes: await resumeDocx(person, LAYOUTS[(i + 1) % 3] as Layout) });
  }
  return files;
}

/** The exit, with the end of the services' output when it was not the expected one (for the failure message). */
async function exitOf(stack: Stack, child: ChildProcess, expected: { code: number | null; signal: NodeJS.Signals | null }) {
  const exit = await exited(child);
  const same = exit.code === expected.code && exit.signal === expected.signal;
  return { ...exit, log: same ? '' : stack.output().slice(-6000) };
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function jobStates(user: ApiUser, jobIds: string[]): Promise<string[]> {
  return Promise.all(jobIds.map(async (id) => (await user.get<JobBody>(`/api/jobs/${encodeURIComponent(id)}`)).body.state));
}

async function jobStages(user: ApiUser, jobIds: string[]): Promise<string[]> {
  return Promise.all(jobIds.map(async (id) => (await user.get<JobBody>(`/api/jobs/${encodeURIComponent(id)}`)).body.stage));
}

describe('worker processes dying or stopping mid-job (real stack)', () => {
  let stack: Stack;
  let files: Array<{ name: string; bytes: Buffer }>;
  let clean: { experiences: number; chunks: number; points: number };

  beforeAll(async () => {
    stack = await startStack({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // A dead worker's jobs come back within a couple of seconds instead of a minute.
      // (5 s, not less: two suites share two cores, and a lock must survive a busy event loop.)
      WORKER_LOCK_DURATION_MS: '5000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      SHUTDOWN_DEADLINE_MS: String(SHUTDOWN_DEADLINE_MS),
    });
    files = await resumes();
    // The reference: the same files through an undisturbed stack.
    const reference = await signUp(stack.baseUrl, 'clean-run@example.com');
    const upload = await reference.upload(files);
    expect(upload.body.accepted).toHaveLength(files.length);
    for (const file of upload.body.accepted) expect((await reference.waitForJob(file.jobId)).at(-1)?.state).toBe('completed');
    clean = await ingestCounts(stack, reference);
    expect(clean.chunks).toBeGreaterThan(0);
    expect(clean.points).toBe(clean.chunks);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  /**
   * Uploads the files with the embedding worker gone: each file is read, parsed and chunked, and
   * then waits for its embedding batches in a flow whose parent no worker slot holds.
   */
  async function uploadWhileEmbeddingIsDown(email: string): Promise<{ user: ApiUser; jobIds: string[] }> {
    const embedding = stack.processes.get('embedding-worker')!;
    embedding.kill('SIGKILL');
    await exited(embedding);
    const user = await signUp(stack.baseUrl, email);
    const upload = await user.upload(files);
    expect(upload.status).toBe(202);
    const jobIds = upload.body.accepted.map((file) => file.jobId);
    await waitFor(async () => (await jobStages(user, jobIds)).every((stage) => stage.startsWith('Embedding chunks')), {
      timeoutMs: 20_000,
      intervalMs: 50,
      description: 'every file to wait for its embeddings',
    });
    return { user, jobIds };
  }

  async function expectAllCompletedLikeACleanRun(user: ApiUser, jobIds: string[]): Promise<void> {
    for (const jobId of jobIds) {
      const last = (await user.waitForJob(jobId, 60_000)).at(-1);
      expect({ jobId, state: last?.state, error: last?.error }).toEqual({ jobId, state: 'completed', error: null });
    }
    const records = await listFiles(user);
    expect(records.map((file) => file.processing_status)).toEqual(records.map(() => 'completed'));
    expect(await ingestCounts(stack, user)).toEqual(clean);
  }

  it('SIGKILL of the ingest worker while files wait for their embeddings: the waiting flows finish on a new worker, with no duplicate experiences, chunks or points', async () => {
    const { user, jobIds } = await uploadWhileEmbeddingIsDown('sigkill-waiting@example.com');
    const ingest = stack.processes.get('ingest-worker')!;
    ingest.kill('SIGKILL');
    expect(await exited(ingest)).toEqual({ code: null, signal: 'SIGKILL' });

    // Every batch is embedded, yet no file is done: only the flow's parent, run by an ingest
    // worker, may say the file is searchable.
    await stack.startService('embedding-worker');
    await waitFor(async () => (await jobStages(user, jobIds)).every((stage) => stage === 'Storing'), {
      timeoutMs: 30_000,
      intervalMs: 50,
      description: "every file's batches to be embedded",
    });
    expect(await jobStates(user, jobIds)).toEqual(jobIds.map(() => 'active'));
    await stack.startService('ingest-worker');
    await expectAllCompletedLikeACleanRun(user, jobIds);
  }, 120_000);

  it('SIGKILL of the ingest worker while it reads an upload: its stalled jobs run again elsewhere, with no duplicates and no file left processing', async () => {
    const user = await signUp(stack.baseUrl, 'sigkill-reading@example.com');
    const ingest = stack.processes.get('ingest-worker')!;
    const upload = await user.upload(files);
    ingest.kill('SIGKILL');
    expect(await exited(ingest)).toEqual({ code: null, signal: 'SIGKILL' });
    await stack.startService('ingest-worker');
    await expectAllCompletedLikeACleanRun(
      user,
      upload.body.accepted.map((file) => file.jobId),
    );
  }, 120_000);

  it('SIGTERM of the ingest worker during an upload: it exits 0 within SHUTDOWN_DEADLINE_MS, handing back what it had not finished; a successor completes them', async () => {
    const user = await signUp(stack.baseUrl, 'sigterm@example.com');
    const ingest = stack.processes.get('ingest-worker')!;
    const upload = await user.upload(files);
    const started = Date.now();
    ingest.kill('SIGTERM');
    expect(await exitOf(stack, ingest, { code: 0, signal: null })).toEqual({ code: 0, signal: null, log: '' });
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_DEADLINE_MS + 1_000);
    await stack.startService('ingest-worker');
    await expectAllCompletedLikeACleanRun(
      user,
      upload.body.accepted.map((file) => file.jobId),
    );
  }, 120_000);

  it('SIGTERM of the embedding worker while an upload is being processed: it exits 0 and nothing is lost', async () => {
    const user = await signUp(stack.baseUrl, 'sigterm-finish@example.com');
    const upload = await user.upload(files);
    const jobIds = upload.body.accepted.map((file) => file.jobId);
    const embedding = stack.processes.get('embedding-worker')!;
    embedding.kill('SIGTERM');
    expect(await exitOf(stack, embedding, { code: 0, signal: null })).toEqual({ code: 0, signal: null, log: '' });
    await stack.startService('embedding-worker');
    await expectAllCompletedLikeACleanRun(user, jobIds);
  }, 120_000);
});
