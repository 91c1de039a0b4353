import { findFreePort, pingRedis } from '@tailor/devstack';
import { tempDir, waitFor, type TempDir } from '@tailor/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { signUp, type JobBody } from '../fixtures/api';
import { BACKEND_ENGINEER, BACKEND_JOB_DESCRIPTION, NURSE } from '../fixtures/people';
import { resumeText } from '../fixtures/render';
import { startStack, type Stack } from '../stack';
import { listFiles } from './helpers';

const ADMIN_TOKEN = 'redis-outage-admin-token-0123';
const QUEUE_DOWN = 'The job queue is unavailable right now. Please try again shortly.';

/** A redis-server of this test only, persisting to an append-only file so a restart keeps the queues. */
class OwnRedis {
  private child: ChildProcess | undefined;
  private constructor(
    readonly port: number,
    readonly dir: TempDir,
  ) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await findFreePort(), await tempDir('redis-outage'));
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', this.dir.path];
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    await waitFor(
      async () =>
        pingRedis(this.url, 500).then(
          () => true,
          () => false,
        ),
      { timeoutMs: 10_000, description: 'redis-server to answer' },
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exit = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM'); // redis flushes the append-only file on SIGTERM
    await exit;
  }
}

describe('Redis stopped and restarted (own redis-server with an append-only file)', () => {
  let redis: OwnRedis;
  let stack: Stack;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    stack = await startStack({
      REDIS_URL: redis.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ADMIN_TOKEN,
      // A job that finishes while Redis is down cannot be marked done; it stays active under its lock
      // until the lock runs out and the stalled-job check hands it back (the default 60 s + 30 s,
      // inside the two minutes a recovery may take). Short locks make that return quick here, so the
      // bounds below measure the recovery, not the default lock.
      WORKER_LOCK_DURATION_MS: '5000',
      WORKER_STALLED_INTERVAL_MS: '1000',
    });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
    await redis?.dir.cleanup();
  }, 60_000);

  it('answers 503 with a clear message quickly while Redis is down, loses no accepted upload, and resumes by itself after the restart', async () => {
    const user = await signUp(stack.baseUrl, 'redis-outage@example.com');
    const first = await user.upload([{ name: 'first.txt', bytes: resumeText(BACKEND_ENGINEER, 'role-at-company') }]);
    expect((await user.waitForJob(first.body.accepted[0]!.jobId)).at(-1)?.state).toBe('completed');

    // An upload accepted just before the outage, held mid-job (its embedding batches wait for a worker).
    const embedding = stack.processes.get('embedding-worker')!;
    embedding.kill('SIGKILL');
    await new Promise((resolve) => (embedding.exitCode !== null || embedding.signalCode !== null ? resolve(null) : embedding.once('exit', resolve)));
    const held = await user.upload([{ name: 'held.txt', bytes: resumeText(NURSE, 'separate-lines') }]);
    expect(held.status).toBe(202);
    const heldJob = held.body.accepted[0]!.jobId;
    await waitFor(async () => (await user.get<JobBody>(`/api/jobs/${heldJob}`)).body.state === 'active', {
      timeoutMs: 20_000,
      description: 'the held job to be active',
    });

    await redis.stop();
    const timed = async <T>(call: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      const result = await call();
      expect(Date.now() - started).toBeLessThan(5_000);
      return result;
    };
    const refused = await timed(() => user.upload([{ name: 'refused.txt', bytes: resumeText(NURSE, 'role-at-company') }]));
    expect(refused).toEqual({ status: 503, body: { error: QUEUE_DOWN, code: 'unavailable' } });
    const generate = await timed(() => user.post('/api/generate', { jobDescription: BACKEND_JOB_DESCRIPTION }));
    expect(generate).toEqual({ status: 503, body: { error: QUEUE_DOWN, code: 'unavailable' } });
    const health = await timed(() => fetch(`${stack.baseUrl}/api/health`));
    expect(health.status).toBe(503);
    expect(((await health.json()) as { error: string }).error).toBe('Unavailable: redis not reachable');
    // Operators see it too: the scrape still answers, saying the queue depth could not be read.
    const metrics = await timed(async () =>
      (await fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).text(),
    );
    expect(metrics).toMatch(/^gateway_queue_depth_up\{service="gateway"\} 0$/m);
    // The refused upload left nothing behind; the accepted ones are still there.
    expect((await listFiles(user)).map((file) => file.original_filename).sort()).toEqual(['first.txt', 'held.txt']);

    await redis.restart();
    await stack.startService('embedding-worker');
    await waitFor(async () => (await fetch(`${stack.baseUrl}/api/health`)).status === 200, {
      timeoutMs: 20_000,
      description: 'gateway health after the restart',
    });
    const back = await (await fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
    expect(back).toMatch(/^gateway_queue_depth_up\{service="gateway"\} 1$/m);
    expect((await user.waitForJob(heldJob, 60_000)).at(-1)).toMatchObject({ state: 'completed', error: null });

    // New work flows again without anyone restarting the gateway or the ingest worker.
    const after = await user.upload([{ name: 'after.txt', bytes: resumeText(NURSE, 'company-dash-role') }]);
    expect(after.status).toBe(202);
    expect((await user.waitForJob(after.body.accepted[0]!.jobId, 60_000)).at(-1)).toMatchObject({ state: 'completed', error: null });
    const generated = await user.post<{ jobId: string }>('/api/generate', { jobDescription: BACKEND_JOB_DESCRIPTION });
    expect(generated.status).toBe(202);
    expect((await user.waitForJob(generated.body.jobId, 60_000)).at(-1)).toMatchObject({ state: 'completed', error: null });
    const files = await listFiles(user);
    expect(files.map((file) => [file.original_filename, file.processing_status]).sort()).toEqual([
      ['after.txt', 'completed'],
      ['first.txt', 'completed'],
      ['held.txt', 'completed'],
    ]);
  }, 180_000);
});
