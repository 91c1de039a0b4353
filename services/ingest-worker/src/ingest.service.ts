import {
  embeddingJobId,
  finalizeJobId,
  INGEST_STAGES,
  profileRecomputeDedupId,
  PROFILE_RECOMPUTE_BURST_DELAY_MS,
  type Chunk,
  type IngestResumePayload,
  type ParsedResume,
  type ResumeFileRecord,
} from '@tailor/contracts';
import { ExtractionError } from '@tailor/extract';
import { stableId } from '@tailor/profile';
import { isPermanentJobError, PermanentJobError, type JobContext } from '@tailor/queue';
import { chunkResume, NoResumeContentError, nonEnglishLanguage, partlyReadLanguageNote, readContactDetails } from '@tailor/resume-core';
import { vectorCall, type Dependencies } from '@tailor/runtime';
import type { IngestContext } from './ingest.context';
import { ParseTimeoutError } from './parse-thread';
import { moreFilesToRead } from './queued-files';

/** Embedding batch size: one embedding job per 10 chunks. */
const EMBEDDING_BATCH_SIZE = 10;
const CHUNK_SAVE_BATCH = 50;

export interface IngestResult {
  fileId: string;
  chunks: number;
  runId: string;
}

type Stage = keyof typeof INGEST_STAGES;

/** The file record's fields that say where processing is (the record owns a file's status). */
export function stageFields(stage: Stage): Pick<ResumeFileRecord, 'processing_progress' | 'processing_stage' | 'updated_at'> {
  return { processing_progress: INGEST_STAGES[stage].progress, processing_stage: INGEST_STAGES[stage].stage, updated_at: new Date().toISOString() };
}

/**
 * The run of an ingest job: a retried or restarted (stalled) attempt is a new run, whose flow is
 * kept apart from an earlier run's by its ids, and which alone may finish the file.
 */
export function ingestRunId(job: JobContext['job']): string {
  return `${job.timestamp}-${job.attemptsStarted ?? job.attemptsMade + 1}`;
}

/**
 * One uploaded resume from bytes to stored chunks: extract, parse, chunk, then hand the chunks to
 * a BullMQ flow whose parent (`ingest.finalize`) runs once every embedding batch has succeeded and
 * alone marks the file completed, so "100%" still means searchable. Nothing here waits for
 * another job. The merged profile is recomputed by its own deduplicated job. Safe to run twice:
 * every write is an upsert keyed by ids derived from the file.
 */
export async function ingestResume(payload: IngestResumePayload, ctx: JobContext, deps: Dependencies, context: IngestContext): Promise<IngestResult> {
  const started = Date.now();
  const { store } = deps;
  const file = await store.resumeFiles.findById(payload.fileId);
  if (!file || file.user_id !== payload.userId) {
    throw new PermanentJobError('This file was deleted before it could be processed.');
  }
  const runId = ingestRunId(ctx.job);
  try {
    // The run is named before its flow exists, so that the flow's parent, however early it runs,
    // finds itself to be the current run.
    await store.resumeFiles.update(file.id, {
      processing_status: 'processing',
      processing_error: null,
      processing_notes: [],
      processing_run_id: runId,
      job_id: ctx.job.id ?? file.job_id,
      ...stageFields('extracting'),
    });
    const bytes = await store.blobs.get(file.id);
    if (!bytes) throw new PermanentJobError('The uploaded content of this file is missing; please upload it again.');
    const { text, notes: extractionNotes } = await extract(context, file, bytes, context.env.INGEST_FILE_BUDGET_MS);

    // No write of its own for the parsing stage: the parse takes milliseconds on its thread right
    // after the text is read, so "extracting" stays until the file's parse is stored.
    const { parsed, notes: parsingNotes } = await parseText(context, text);
    const found = parsingNotes.length === 0;
    await store.parsedResumes.upsert({
      id: file.id,
      user_id: file.user_id,
      resume_file_id: file.id,
      parsed,
      contact: readContactDetails(text).details,
      created_at: new Date().toISOString(),
    });

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
    // Points of an earlier run that produced more chunks would otherwise stay searchable. Points
    // are only ever made from stored chunks, so there are none to remove when this file had no
    // chunks and no earlier run of this job (one that died between deleting and inserting them).
    const rerun = (ctx.job.attemptsStarted ?? ctx.job.attemptsMade + 1) > 1;
    if (replaced > 0 || rerun) await vectorCall(() => deps.vectors.deleteByResumeFile(file.user_id, file.id));

    // Written before the flow exists: its parent may finish the file at once (a file without
    // chunks has no batches to wait for), and nothing of this job may land after that.
    await store.resumeFiles.update(file.id, {
      structured_content: {
        skills_identified: parsed.skills.length,
        experiences_identified: parsed.experiences.length,
        confidence_score: parsed.overall_confidence,
      },
      processing_notes: [...extractionNotes, ...parsingNotes],
      ...stageFields('embedding'),
    });
    // After this file's stage has moved on, so that of two files read at the same time the one
    // asking last sees the other one done (see queueProfileRecompute).
    await queueProfileRecompute(deps, context, file, payload.requestId);
    await addEmbeddingFlow(payload, ctx, context, { runId, startedAt: started, chunks });
    return { fileId: file.id, chunks: chunks.length, runId };
  } catch (error) {
    const userMessage = await recordFailure(error, ctx, deps, file);
    // The last attempt's reason is what the file shows: the same words in the logs.
    if (userMessage && !isPermanentJobError(error)) throw new Error(userMessage, { cause: error });
    throw error;
  }
}

/**
 * Deduplicated per user: a burst of files costs one running and at most one waiting recompute.
 * While more of the user's files are still to be read (queued, or being read now), the recompute
 * waits longer: each one merges all of the user's resumes, so fewer of them save the most work in
 * a large upload, and the file read last asks for it at once. That one brings the waiting
 * recompute forward, so the end of an upload does not wait for the longer delay; bringing forward
 * never postpones (a delay of 0 is "now"). Asked once the file's own stage has moved past reading:
 * of two files read at the same time, at least the one asking last finds nothing left to read.
 */
export async function queueProfileRecompute(
  deps: Pick<Dependencies, 'store'>,
  context: Pick<IngestContext, 'producer'>,
  file: Pick<ResumeFileRecord, 'id' | 'user_id'>,
  requestId: IngestResumePayload['requestId'],
): Promise<void> {
  const userId = file.user_id;
  await context.producer.enqueue(
    'profile.recompute',
    { userId, requestId },
    (await moreFilesToRead(deps.store, userId, file.id))
      ? { deduplicationId: profileRecomputeDedupId(userId), delay: PROFILE_RECOMPUTE_BURST_DELAY_MS }
      : { deduplicationId: profileRecomputeDedupId(userId), delay: 0, rescheduleDuplicate: true },
  );
}

async function extract(
  context: Pick<IngestContext, 'extractText'>,
  file: ResumeFileRecord,
  bytes: Buffer,
  budgetMs: number,
): Promise<{ text: string; notes: string[] }> {
  try {
    // Off the event loop: DOCX in the worker's extraction pool, PDF in the PDF reader pool, each
    // bounded in threads and ended past the budget like the parse.
    const { text, notes } = await context.extractText({ filename: file.original_filename, bytes }, { timeoutMs: budgetMs });
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
    const parsed = await context.intelligence.parseResume(text);
    const language = nonEnglishLanguage(text);
    return { parsed, notes: language ? [partlyReadLanguageNote(language)] : [] };
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

/**
 * The parent `ingest.finalize` of this run and one `embedding.chunks` child per batch, added
 * atomically. The children carry the file's place in the fair order (its priority); the parent
 * has none, so it runs as soon as it may: it is what makes the file searchable to its user.
 */
async function addEmbeddingFlow(
  payload: IngestResumePayload,
  ctx: JobContext,
  context: IngestContext,
  run: { runId: string; startedAt: number; chunks: Chunk[] },
): Promise<void> {
  const { fileId, userId, requestId } = payload;
  const batchCount = Math.ceil(run.chunks.length / EMBEDDING_BATCH_SIZE);
  const priority = ctx.job.opts.priority;
  const children = Array.from({ length: batchCount }, (_, batchIndex) => ({
    name: 'embedding.chunks' as const,
    payload: {
      userId,
      fileId,
      chunkIds: run.chunks.slice(batchIndex * EMBEDDING_BATCH_SIZE, (batchIndex + 1) * EMBEDDING_BATCH_SIZE).map((chunk) => chunk.id),
      batchIndex,
      batchCount,
      requestId,
    },
    jobId: embeddingJobId(fileId, run.runId, batchIndex),
    ...(priority ? { priority } : {}),
  }));
  await context.producer.addFlow(
    {
      name: 'ingest.finalize',
      payload: { fileId, userId, runId: run.runId, requestId, startedAt: run.startedAt },
      jobId: finalizeJobId(fileId, run.runId),
    },
    children,
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
  const userMessage = isPermanentJobError(error) ? message : failedAfterAttemptsMessage(attempts, message);
  await markFileFailed(deps, file.id, userMessage).catch((recordError: unknown) =>
    ctx.log.error({ err: recordError }, 'could not record the failure on the file'),
  );
  return userMessage;
}

export function failedAfterAttemptsMessage(attempts: number, reason: string): string {
  return `Processing failed after ${attempts} attempts: ${reason}${/vector database is unavailable/.test(reason) ? '. Retry the file once it is back.' : ''}`;
}

export async function markFileFailed(deps: Pick<Dependencies, 'store'>, fileId: string, userMessage: string): Promise<void> {
  await deps.store.resumeFiles.update(fileId, {
    processing_status: 'failed',
    embedding_status: 'pending',
    processing_error: userMessage,
    ...stageFields('failed'),
  });
}
