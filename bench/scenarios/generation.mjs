// Scenario 2: for a user with the 100 ingested resumes, one generation at a time: client-side
// latency from POST /api/generate to the job reported completed by GET /api/jobs/:id (polled every
// 5 ms, a single job, so the polling costs the gateway little), the worker's own figure (the stored
// analysis record's processing_time_ms), and BullMQ's queue wait (added → picked up).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DATA } from '../lib/resumes.mjs';
import { median, percentile, sleep } from '../lib/util.mjs';

const JD_DIR = join(SHARED_DATA, 'resume-matcher', 'job-descriptions');
const POLL_MS = 5;
const JOB_TIMEOUT_MS = 30_000;

export function jobDescriptions() {
  return readdirSync(JD_DIR)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(JD_DIR, name), 'utf8') }));
}

async function generateOnce(stack, user, jobDescription) {
  const started = performance.now();
  const posted = await user.post('/api/generate', { jobDescription });
  if (posted.status !== 202) throw new Error(`POST /api/generate: ${posted.status} ${JSON.stringify(posted.body)}`);
  const { jobId } = posted.body;
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  let polls = 0;
  for (;;) {
    const { status, body } = await user.get(`/api/jobs/${encodeURIComponent(jobId)}`);
    polls++;
    if (status === 200 && body.state === 'completed') {
      const clientMs = performance.now() - started;
      return { jobId, clientMs, polls, analysisId: body.result?.analysisId };
    }
    if (status === 200 && body.state === 'failed') throw new Error(`generation failed: ${body.error}`);
    if (Date.now() > deadline) throw new Error(`generation ${jobId} not done after ${JOB_TIMEOUT_MS} ms (last ${status} ${body?.state})`);
    await sleep(POLL_MS);
  }
}

/** One run: `count` sequential generations (after `warmup` unmeasured ones), cycling job descriptions. */
export async function generationRun({ stack, user, count, warmup = 3, log }) {
  const descriptions = jobDescriptions();
  for (let i = 0; i < warmup; i++) await generateOnce(stack, user, descriptions[i % descriptions.length].text);
  const samples = [];
  for (let i = 0; i < count; i++) {
    const description = descriptions[i % descriptions.length];
    samples.push({ ...(await generateOnce(stack, user, description.text)), description: description.name });
  }
  // Worker-side figures, read after the timed loop so they do not add to it.
  const redis = stack.redis();
  for (const sample of samples) {
    const analysis = await user.get(`/api/job-analyses/${encodeURIComponent(sample.analysisId)}`);
    if (analysis.status !== 200) throw new Error(`GET /api/job-analyses/${sample.analysisId}: ${analysis.status}`);
    sample.workerMs = analysis.body.processing_time_ms;
    sample.matchScore = analysis.body.match_score;
    sample.chunks = analysis.body.relevant_chunks_count;
    const [timestamp, processedOn, finishedOn] = await redis.hmget(
      `${stack.prefix}:generation:${sample.jobId}`,
      'timestamp',
      'processedOn',
      'finishedOn',
    );
    sample.queueWaitMs = Number(processedOn) - Number(timestamp);
    sample.jobActiveMs = Number(finishedOn) - Number(processedOn);
  }
  const client = samples.map((s) => s.clientMs);
  const worker = samples.map((s) => s.workerMs);
  const result = {
    generations: samples.length,
    clientP50Ms: median(client),
    clientP95Ms: percentile(client, 95),
    workerP50Ms: median(worker),
    workerP95Ms: percentile(worker, 95),
    queueWaitP50Ms: median(samples.map((s) => s.queueWaitMs)),
    jobActiveP50Ms: median(samples.map((s) => s.jobActiveMs)),
    pollsP50: median(samples.map((s) => s.polls)),
    // In the order they ran: a slow tail that clusters (a collection, a cold path) shows here.
    samples: samples.map((s) => ({ description: s.description, clientMs: Math.round(s.clientMs), workerMs: s.workerMs })),
    byDescription: Object.fromEntries(
      descriptions.map((d) => {
        const of = samples.filter((s) => s.description === d.name);
        return [
          d.name,
          {
            clientP50Ms: median(of.map((s) => s.clientMs)),
            workerP50Ms: median(of.map((s) => s.workerMs)),
            matchScore: of[0]?.matchScore,
            chunks: of[0]?.chunks,
          },
        ];
      }),
    ),
  };
  log?.(
    `generation: client p50/p95 ${result.clientP50Ms.toFixed(0)}/${result.clientP95Ms.toFixed(0)} ms, ` +
      `worker p50/p95 ${result.workerP50Ms}/${result.workerP95Ms} ms, queue wait p50 ${result.queueWaitP50Ms} ms`,
  );
  return result;
}
