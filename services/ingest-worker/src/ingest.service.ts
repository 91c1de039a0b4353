import {
  embeddingJobId,
  INGEST_STAGES,
  type IngestResumePayload,
  type ParsedResume,
  type ResumeFileRecord,
} from '@tailor/contracts';
import { ExtractionError, extractText } from '@tailor/extract';
import { refreshUserProfile, stableId } from '@tailor/profile';
import { coalesceProgress, isPermanentJobError, PermanentJobError, type JobContext } from '@tailor/queue';
import { chunkResume, NoResumeContentError } from '@tailor/resume-core';
import { vectorCall, type Dependencies } from '@tailor/runtime';
import type { Chunk } from '@tailor/contracts';
import type { IngestContext } from './ingest.context';
import { ParseTimeoutError } from './parse-thread';

/** Embedding batch size: one embedding job per 10 chunks, each advancing the bar. */
const EMBEDDING_BATCH_SIZE = 10;
const CHUNK_SAVE_BATCH = 50;
/** Stage changes closer together than this are written as one (the latest); pollers ask about once a second. */
const PROGRESS_INTERVAL_MS = 100;

export interface IngestResult {
  fileId: string;
  chunks: number;
}

type Stage = keyof typeof INGEST_STAGES;

/**
 * One uploaded resume from bytes to searchable chunks: extract, parse, merge into the user's
 * profile, chunk, hand the chunks to the embedding worker and wait until they are in Qdrant, so
 * progress reaches 100 only when the file is really searchable. Safe to run twice: every write is
 * an upsert keyed by ids derived from the file.
 */
export async function ingestResume(
  payload: IngestResumePayload,
  ctx: JobContext,
  deps: Dependencies,
  context: IngestContext,
): Promise<IngestResult> {
  const started = Date.now();
  const { store } = deps;
  const progress = coalesceProgress(ctx.updateProgress, {
    minIntervalMs: PROGRESS_INTERVAL_MS,
    onError: (error) => ctx.log.warn({ err: error }, 'could not write the job progress'),
  });
  const report = (stage: Stage) => progress.report(INGEST_STAGES[stage].progress, INGEST_STAGES[stage].stage);
  const file = await store.resumeFiles.findById(payload.fileId);
  if (!file || file.user_id !== payload.userId) {
    throw new PermanentJobError('This file was deleted before it could be processed.');
  }
  try {
    await report('validating');
    await store.resumeFiles.update(file.id, {
      processing_status: 'processing',
      processing_error: null,
      processing_notes: [],
      job_id: ctx.job.id ?? null,
      updated_at: new Date().toISOString(),
    });
    const bytes = await store.blobs.get(file.id);
    if (!bytes) throw new PermanentJobError('The uploaded content of this file is missing; please upload it again.');

    await report('extracting');
    const { text, notes: extractionNotes } = await extract(file, bytes, context.env.INGEST_FILE_BUDGET_MS);

    await report('parsing');
    const { parsed, notes: parsingNotes } = await parseText(context, text);
    const found = parsingNotes.length === 0;
    await store.parsedResumes.upsert({
      id: file.id,
      user_id: file.user_id,
      resume_file_id: file.id,
      parsed,
      created_at: new Date().toISOString(),
    });

    await report('merging');
    // The merged profile is recomputed under a per-user lock that coalesces a burst of files into
    // few recomputes, so this file may wait a while for it: chunking and embedding go on meanwhile,
    // and the job still only completes once the profile includes this file.
    const lock = { redis: deps.redis, prefix: context.env.QUEUE_PREFIX };
    const merged = refreshUserProfile(lock, store, file.user_id);
    // Awaited below; until then a failure must not count as unhandled (it fails the job there).
    merged.catch(() => undefined);

    await report('chunking');
    // A file with no resume content has nothing to search for tailoring; its text is not offered as if it were a resume.
    const chunks = found
      ? chunkResume({
          userId: file.user_id,
          resumeFileId: file.id,
          text,
          parsed,
          now: new Date(),
          idFor: (fileId, index, type) => stableId('chunk', fileId, index, type),
        })
      : [];
    const replaced = await saveChunks(deps, file.id, chunks);

    await report('embedding');
    // Embedding batches advance this job's progress from here on: nothing of ours may land after them.
    await progress.flush();
    // Points of an earlier run that produced more chunks would otherwise stay searchable. Points
    // are only ever made from stored chunks, so there are none to remove when this file had no
    // chunks and no earlier run of this job (one that died between deleting and inserting them).
    const rerun = (ctx.job.attemptsStarted ?? ctx.job.attemptsMade + 1) > 1;
    if (replaced > 0 || rerun) await vectorCall(() => deps.vectors.deleteByResumeFile(file.user_id, file.id));
    await embedAndWait(payload, ctx, context, chunks);
    await merged;

    await report('storing');
    // One write for both: every write takes the store's single write lock, which the gateway and
    // the other workers queue for.
    await store.resumeFiles.update(file.id, {
      embedding_status: 'completed',
      structured_content: {
        skills_identified: parsed.skills.length,
        experiences_identified: parsed.experiences.length,
        confidence_score: parsed.overall_confidence,
      },
      processing_status: 'completed',
      processing_error: null,
      processing_notes: [...extractionNotes, ...parsingNotes],
      processing_time_ms: Date.now() - started,
      updated_at: new Date().toISOString(),
    });
    await report('finalizing');
    await report('done');
    return { fileId: file.id, chunks: chunks.length };
  } catch (error) {
    progress.cancel();
    const userMessage = await recordFailure(error, ctx, deps, file);
    // The last attempt's reason is what GET /api/jobs/:id shows: the same words as the file record.
    if (userMessage && !isPermanentJobError(error)) throw new Error(userMessage, { cause: error });
    throw error;
  }
}

async function extract(file: ResumeFileRecord, bytes: Buffer, budgetMs: number): Promise<{ text: string; notes: string[] }> {
  try {
    // The PDF reader runs on its own thread, ended past the budget like the parse.
    const { text, notes } = await extractText({ filename: file.original_filename, bytes }, { timeoutMs: budgetMs });
    return { text, notes };
  } catch (error) {
    // A file that cannot be read will not become readable on a retry.
    if (error instanceof ExtractionError) throw new PermanentJobError(error.message);
    throw error;
  }
}

/** What the file shows when its parse ran past the budget. */
export function parseTimeoutMessage(budgetMs: number): string {
  const seconds = Math.round(budgetMs / 100) / 10;
  return `Reading this file's text took longer than the ${seconds} s allowed for one file, so it was stopped. Remove unusual content (very long lines or repeated symbols) or upload it as DOCX or TXT.`;
}

/** What a file with no recognisable resume content truthfully yields: nothing. */
const NOTHING_FOUND: ParsedResume = { experiences: [], education: [], skills: [], summary: '', overall_confidence: 0 };

/**
 * The parsed resume, or nothing and a note saying why when the text holds no resume content (not
 * a resume, another language, a layout the parser cannot read): the file is read as it is, never
 * failed for that and never filled with invented entries. A parse past the budget fails for good:
 * the same text would run as long again.
 */
export async function parseText(context: Pick<IngestContext, 'intelligence'>, text: string): Promise<{ parsed: ParsedResume; notes: string[] }> {
  try {
    return { parsed: await context.intelligence.parseResume(text), notes: [] };
  } catch (error) {
    if (error instanceof NoResumeContentError) return { parsed: NOTHING_FOUND, notes: [error.message] };
    if (error instanceof ParseTimeoutError) throw new PermanentJobError(parseTimeoutMessage(error.budgetMs), { cause: error });
    throw error;
  }
}

/** Replaces the file's chunks; returns how many an earlier run had stored. */
async function saveChunks(deps: Dependencies, fileId: string, chunks: Chunk[]): Promise<number> {
  // Counting is a read, which never waits for the store's write lock; a first run has nothing to delete.
  const earlier = await deps.store.chunks.count({ resume_file_id: fileId });
  const replaced = earlier > 0 ? await deps.store.chunks.deleteMany({ resume_file_id: fileId }) : 0;
  for (let i = 0; i < chunks.length; i += CHUNK_SAVE_BATCH) {
    await deps.store.chunks.insertMany(chunks.slice(i, i + CHUNK_SAVE_BATCH));
  }
  return replaced;
}

async function embedAndWait(payload: IngestResumePayload, ctx: JobContext, context: IngestContext, chunks: Chunk[]): Promise<void> {
  const batchCount = Math.ceil(chunks.length / EMBEDDING_BATCH_SIZE);
  // Each run gets its own embedding job ids: a failed batch of an earlier attempt must not be
  // found again by id and make every retry fail the same way, and a run restarted after its worker
  // died (stalled) must not find the earlier run's finished batches, whose points it just deleted.
  // attemptsStarted counts both (attemptsMade only counts failures).
  const run = `${ctx.job.attemptsStarted ?? ctx.job.attemptsMade}-${ctx.job.timestamp}`;
  const jobs = [];
  for (let batchIndex = 0; batchIndex < batchCount; batchIndex++) {
    const chunkIds = chunks.slice(batchIndex * EMBEDDING_BATCH_SIZE, (batchIndex + 1) * EMBEDDING_BATCH_SIZE).map((chunk) => chunk.id);
    const { jobId } = await context.producer.enqueue(
      'embedding.chunks',
      { userId: payload.userId, fileId: payload.fileId, chunkIds, ingestJobId: ctx.job.id ?? null, batchIndex, batchCount, requestId: payload.requestId },
      { jobId: `${embeddingJobId(payload.fileId, batchIndex)}~r${run}` },
    );
    jobs.push(jobId);
  }
  const queue = context.producer.queue('embedding');
  await Promise.all(
    jobs.map(async (jobId) => {
      const job = await queue.getJob(jobId);
      if (!job) throw new Error(`embedding batch ${jobId} disappeared before it finished`);
      await job.waitUntilFinished(context.embeddingEvents, context.env.INGEST_EMBEDDING_TIMEOUT_MS);
    }),
  );
}

/**
 * The failure state users see (processing failed, embedding pending, the message stored) once no
 * retry is left; while a retry is coming the file stays "processing" with the reason logged.
 */
async function recordFailure(error: unknown, ctx: JobContext, deps: Dependencies, file: ResumeFileRecord): Promise<string | null> {
  const attempts = ctx.job.opts.attempts ?? 1;
  const final = isPermanentJobError(error) || ctx.job.attemptsMade + 1 >= attempts;
  const message = error instanceof Error ? error.message : String(error);
  if (!final) {
    ctx.log.warn({ err: error, attempt: ctx.job.attemptsMade + 1 }, 'ingest attempt failed; will retry');
    return null;
  }
  const userMessage = isPermanentJobError(error)
    ? message
    : `Processing failed after ${attempts} attempts: ${message}${/vector database is unavailable/.test(message) ? '. Retry the file once it is back.' : ''}`;
  try {
    await deps.store.resumeFiles.update(file.id, {
      processing_status: 'failed',
      embedding_status: 'pending',
      processing_error: userMessage,
      updated_at: new Date().toISOString(),
    });
    await ctx.updateProgress(INGEST_STAGES.failed.progress, INGEST_STAGES.failed.stage);
  } catch (recordError) {
    ctx.log.error({ err: recordError }, 'could not record the failure on the file');
  }
  return userMessage;
}
