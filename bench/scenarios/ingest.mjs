// Scenario 1: 100 resumes in one upload request by one user → every job completed with progress
// 100 and the file's points in Qdrant. Completion times come from BullMQ's own job hashes
// (finishedOn of each file's finalize job), read in one Redis pipeline every 50 ms for all pending jobs,
// so watching 100 jobs costs the gateway nothing; the gateway is asked once per job afterwards to
// confirm what a client would see.
import { signUp } from '../lib/api.mjs';
import { sampleRss, startStack } from '../lib/stack.mjs';
import { median, percentile, sleep } from '../lib/util.mjs';

const POLL_MS = 50;
const DONE_TIMEOUT_MS = 180_000;
/** The sentence model's vectors follow the lexical terms; 100 files' chunks take minutes on 2 cores. */
const SEMANTIC_TIMEOUT_MS = 15 * 60_000;
const SEMANTIC_POLL_MS = 250;

const encodePart = (part) => part.replace(/%/g, '%25').replace(/:/g, '%3A').replace(/~/g, '%7E');

/**
 * Polls the jobs' hashes in Redis until each is completed or failed. An ingest job hands its file
 * to a flow whose parent (ingest.finalize, named by the run the ingest job returns) finishes the
 * file, so a file counts as done when that parent is: its finishedOn is the file's.
 */
export async function waitForJobs(stack, jobIds, { timeoutMs = DONE_TIMEOUT_MS, queue = 'ingest' } = {}) {
  const redis = stack.redis();
  const pending = new Map(jobIds.map((id) => [id, { queue, id }]));
  const started = new Map();
  const done = new Map();
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0) {
    if (Date.now() > deadline) throw new Error(`${pending.size} of ${jobIds.length} ${queue} jobs not finished after ${timeoutMs} ms`);
    const watched = [...pending.entries()];
    const pipeline = redis.pipeline();
    for (const [, { queue: queueName, id }] of watched) {
      const base = `${stack.prefix}:${queueName}`;
      pipeline.zscore(`${base}:completed`, id);
      pipeline.zscore(`${base}:failed`, id);
      pipeline.hmget(`${base}:${id}`, 'timestamp', 'processedOn', 'finishedOn', 'failedReason', 'attemptsMade', 'returnvalue', 'name');
    }
    const replies = await pipeline.exec();
    watched.forEach(([jobId], index) => {
      const [[, completed], [, failed], [, fields]] = replies.slice(index * 3, index * 3 + 3);
      if (completed === null && failed === null) return;
      const [timestamp, processedOn, finishedOn, failedReason, attemptsMade, returnvalue, name] = fields;
      const first = started.get(jobId) ?? { addedAt: Number(timestamp), processedOn: Number(processedOn), attemptsMade: Number(attemptsMade ?? 0) };
      if (completed !== null && name === 'ingest.resume') {
        const { fileId, runId } = JSON.parse(returnvalue ?? '{}');
        if (fileId && runId) {
          started.set(jobId, first);
          pending.set(jobId, { queue: 'followup', id: `finalize-${encodePart(fileId)}~${encodePart(runId)}` });
          return;
        }
      }
      done.set(jobId, {
        state: completed !== null ? 'completed' : 'failed',
        ...first,
        finishedOn: Number(finishedOn || completed || failed),
        failedReason,
      });
      pending.delete(jobId);
    });
    if (pending.size > 0) await sleep(POLL_MS);
  }
  return done;
}

async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index], index);
      }
    }),
  );
  return results;
}

/** What a client sees: every job completed at 100, and every file has points in Qdrant. */
async function verify(stack, user, jobs) {
  const problems = [];
  const statuses = await mapLimit(jobs, 8, (job) => user.get(`/api/jobs/${encodeURIComponent(job.jobId)}`));
  statuses.forEach(({ status, body }, index) => {
    if (status !== 200 || body?.state !== 'completed' || body?.progress !== 100) {
      problems.push(`${jobs[index].name}: ${status} ${body?.state} ${body?.progress} ${body?.error ?? ''}`.trim());
    }
  });
  const counts = await mapLimit(jobs, 8, async (job) => {
    const res = await fetch(`${stack.qdrantUrl}/collections/${stack.collection}/points/count`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        exact: true,
        filter: {
          must: [
            { key: 'resume_file_id', match: { value: job.fileId } },
            { key: 'user_id', match: { value: user.id } },
          ],
        },
      }),
    });
    return res.ok ? (await res.json()).result.count : -1;
  });
  counts.forEach((count, index) => {
    if (!(count > 0)) problems.push(`${jobs[index].name}: ${count} points in Qdrant`);
  });
  return { problems, points: counts.reduce((sum, count) => sum + Math.max(0, count), 0) };
}

/** Points of the user without a semantic vector yet, counted by Qdrant itself. */
async function countWithoutSemantic(stack, userId) {
  const res = await fetch(`${stack.qdrantUrl}/collections/${stack.collection}/points/count`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ exact: true, filter: { must: [{ key: 'user_id', match: { value: userId } }], must_not: [{ has_vector: 'semantic' }] } }),
  });
  if (!res.ok) throw new Error(`Qdrant count: ${res.status} ${await res.text()}`);
  return (await res.json()).result.count;
}

/** Resolves once every point of the user has its semantic vector (the sentence model has caught up). */
export async function waitForSemantic(stack, userId, timeoutMs = SEMANTIC_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while ((await countWithoutSemantic(stack, userId)) > 0) {
    if (Date.now() > deadline) throw new Error(`semantic vectors not all written after ${timeoutMs / 1000} s`);
    await sleep(SEMANTIC_POLL_MS);
  }
}

/**
 * After the upload is searchable by its words: how long until every point also has its semantic
 * vector and every file says so (semantic_status), how fast the sentence model went, and the
 * processes' peak memory meanwhile (the embedding worker holds the model).
 */
async function semanticPhase(stack, user, { sentAt, lexicalDoneAt, points }) {
  const rss = sampleRss(stack.processes.map(({ name, pid }) => ({ name, pid })));
  try {
    const deadline = Date.now() + SEMANTIC_TIMEOUT_MS;
    await waitForSemantic(stack, user.id);
    const vectorsAt = Date.now();
    while (true) {
      const { body } = await user.get('/api/files');
      const files = Array.isArray(body) ? body : (body?.files ?? []);
      if (files.length > 0 && files.every((file) => file.semantic_status === 'completed')) break;
      if (Date.now() > deadline) throw new Error('files still say their semantic vectors are pending');
      await sleep(SEMANTIC_POLL_MS);
    }
    const doneAt = Date.now();
    return {
      semanticS: (doneAt - sentAt) / 1000,
      semanticAfterLexicalS: (vectorsAt - lexicalDoneAt) / 1000,
      semanticChunksPerS: points / Math.max(0.001, (vectorsAt - lexicalDoneAt) / 1000),
      semanticRss: rss.stop(),
    };
  } catch (error) {
    rss.stop();
    throw error;
  }
}

/** A CPU figure of each service (its processes added up) per file. */
function perFile(peaks, field, files) {
  return Object.fromEntries(
    [...new Set(peaks.map((entry) => entry.name))].map((name) => [
      name,
      peaks.filter((entry) => entry.name === name).reduce((sum, entry) => sum + entry[field], 0) / files,
    ]),
  );
}

/** One run on a fresh stack (fresh collection, prefix, data directory, user). */
export async function ingestRun({ redisUrl, qdrantUrl, files, ingestWorkers, log, keepStack = false, nodeArgs, extraEnv = {}, semantics = false }) {
  const stack = await startStack({ redisUrl, qdrantUrl, ingestWorkers, log, nodeArgs, extraEnv });
  const rss = sampleRss(stack.processes.map(({ name, pid }) => ({ name, pid })));
  let result;
  try {
    const user = await signUp(stack.baseUrl, 'ingest');
    const formatOf = new Map(files.map((file) => [file.name, file.format]));
    const sentAt = Date.now();
    const upload = await user.upload(files);
    const answeredAt = Date.now();
    if (upload.status !== 202 || upload.body.accepted.length !== files.length) {
      throw new Error(
        `upload: ${upload.status}, accepted ${upload.body?.accepted?.length}, rejected ${JSON.stringify(upload.body?.rejected ?? upload.body)}`,
      );
    }
    const jobs = upload.body.accepted.map((entry) => ({
      ...entry,
      name: entry.original_filename,
      format: formatOf.get(entry.original_filename) ?? 'unknown',
    }));
    const done = await waitForJobs(
      stack,
      jobs.map((job) => job.jobId),
    );
    const peaks = rss.stop();
    const failed = [...done.entries()].filter(([, job]) => job.state !== 'completed');
    if (failed.length) throw new Error(`${failed.length} ingest jobs failed, e.g. ${failed[0][1].failedReason}`);
    const { problems, points } = await verify(stack, user, jobs);
    if (problems.length) throw new Error(`not all searchable: ${problems.slice(0, 5).join('; ')}`);

    const finished = jobs.map((job) => ({ ...job, ...done.get(job.jobId) }));
    const lastDone = Math.max(...finished.map((job) => job.finishedOn));
    const semantic = semantics ? await semanticPhase(stack, user, { sentAt, lexicalDoneAt: lastDone, points }) : null;
    const totalS = (lastDone - sentAt) / 1000;
    const afterResponse = finished.map((job) => Math.max(0, job.finishedOn - answeredAt));
    const byFormat = {};
    for (const format of ['txt', 'docx', 'pdf']) {
      const ofFormat = finished.filter((job) => job.format === format);
      if (!ofFormat.length) continue;
      const active = ofFormat.map((job) => job.finishedOn - job.processedOn);
      byFormat[format] = {
        files: ofFormat.length,
        activeP50Ms: median(active),
        activeP95Ms: percentile(active, 95),
        latencyP50Ms: median(ofFormat.map((job) => Math.max(0, job.finishedOn - answeredAt))),
      };
    }
    result = {
      prefix: stack.prefix,
      ingestWorkers,
      files: files.length,
      totalS,
      filesPerS: files.length / totalS,
      uploadMs: answeredAt - sentAt,
      latencyP50Ms: median(afterResponse),
      latencyP95Ms: percentile(afterResponse, 95),
      doneBeforeResponse: finished.filter((job) => job.finishedOn <= answeredAt).length,
      enqueueToDoneP50Ms: median(finished.map((job) => job.finishedOn - job.addedAt)),
      enqueueToDoneP95Ms: percentile(
        finished.map((job) => job.finishedOn - job.addedAt),
        95,
      ),
      activeP50Ms: median(finished.map((job) => job.finishedOn - job.processedOn)),
      retries: finished.reduce((sum, job) => sum + Math.max(0, job.attemptsMade - 1), 0),
      byFormat,
      points,
      ...(semantic ?? {}),
      startupMs: stack.startupMs,
      rss: peaks,
      cpuMsPerFile: perFile(peaks, 'cpuMs', files.length),
      mainThreadCpuMsPerFile: perFile(peaks, 'mainThreadCpuMs', files.length),
    };
    log?.(
      `ingest ${ingestWorkers}w: ${files.length} files in ${totalS.toFixed(2)} s = ${result.filesPerS.toFixed(1)} files/s; ` +
        `upload ${result.uploadMs} ms; p50/p95 ${result.latencyP50Ms}/${result.latencyP95Ms} ms; ` +
        Object.entries(byFormat)
          .map(([format, figures]) => `${format} active p50 ${figures.activeP50Ms} ms`)
          .join(', ') +
        (semantic
          ? `; semantically searchable after ${semantic.semanticS.toFixed(1)} s (${semantic.semanticChunksPerS.toFixed(1)} chunks/s after the lexical terms)`
          : ''),
    );
    if (keepStack) return { result, stack, user, jobs };
  } catch (error) {
    rss.stop();
    await stack.stop();
    throw error;
  }
  await stack.stop();
  return { result };
}
