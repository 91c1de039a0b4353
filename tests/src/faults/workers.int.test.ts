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

  /** Uploads the files with the embedding worker gone, so every ingest job sits active waiting for its batches. */
  async function uploadWhileEmbeddingIsDown(email: string): Promise<{ user: ApiUser; jobIds: string[] }> {
    const embedding = stack.processes.get('embedding-worker')!;
    embedding.kill('SIGKILL');
    await exited(embedding);
    const user = await signUp(stack.baseUrl, email);
    const upload = await user.upload(files);
    expect(upload.status).toBe(202);
    const jobIds = upload.body.accepted.map((file) => file.jobId);
    await waitFor(async () => (await jobStates(user, jobIds)).every((state) => state === 'active'), {
      timeoutMs: 20_000,
      intervalMs: 50,
      description: 'every ingest job to be active',
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

  it('SIGKILL of the ingest worker mid-job: a new worker recovers the stalled jobs, with no duplicate experiences, chunks or points and no file left processing', async () => {
    const { user, jobIds } = await uploadWhileEmbeddingIsDown('sigkill@example.com');
    const ingest = stack.processes.get('ingest-worker')!;
    ingest.kill('SIGKILL');
    expect(await exited(ingest)).toEqual({ code: null, signal: 'SIGKILL' });

    await stack.startService('embedding-worker');
    await stack.startService('ingest-worker');
    await expectAllCompletedLikeACleanRun(user, jobIds);
  }, 120_000);

  it('SIGTERM of the ingest worker mid-job: it returns the unfinished jobs to the queue within SHUTDOWN_DEADLINE_MS and exits 0; a successor completes them', async () => {
    const { user, jobIds } = await uploadWhileEmbeddingIsDown('sigterm@example.com');
    const ingest = stack.processes.get('ingest-worker')!;
    const started = Date.now();
    ingest.kill('SIGTERM');
    expect(await exitOf(stack, ingest, { code: 0, signal: null })).toEqual({ code: 0, signal: null, log: '' });
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_DEADLINE_MS + 1_000);
    // Handed back at once (not after a stall check), none failed.
    expect(await jobStates(user, jobIds)).toEqual(jobIds.map(() => 'waiting'));
    // (The log line can reach us through the pipe a moment after the exit.)
    await waitFor(async () => /returned active jobs to the queue/.test(stack.output()), { timeoutMs: 5_000, description: 'the hand-back log line' });

    await stack.startService('embedding-worker');
    await stack.startService('ingest-worker');
    await expectAllCompletedLikeACleanRun(user, jobIds);
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
