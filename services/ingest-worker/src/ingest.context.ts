import { resolveLlmConfig, createIntelligence, type ResumeIntelligence } from '@tailor/llm';
import { closePdfReaders, type extractText } from '@tailor/extract';
import type { Logger } from '@tailor/observability';
import { JOB_CATALOG } from '@tailor/contracts';
import { ParsedResumeCache } from '@tailor/profile';
import { createProducer, type Producer } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';
import type { IngestEnv } from './env';
import { ExtractPool } from './extract-pool';
import { ParseThread } from './parse-thread';
import { reconcileFiles, RECONCILE_INTERVAL_MS } from './reconcile';
import { ruleFunctions } from './rule-functions';
import { warmUp } from './warm-up';

/** What the ingest handlers need beside the store, Redis and Qdrant. */
export interface IngestContext {
  intelligence: ResumeIntelligence;
  producer: Producer<typeof JOB_CATALOG>;
  /** Text of an upload, read off the event loop (see @tailor/extract). */
  extractText: typeof extractText;
  /** This process's copy of parsed resumes for profile recomputes (see ParsedResumeCache). */
  parsedResumes: ParsedResumeCache;
  env: IngestEnv;
  /** Re-queues files that no job will finish; at start and every 30 s until close. */
  startReconciling(): void;
  close(): Promise<void>;
}

/**
 * Word documents read at once. One thread: a typical resume converts in milliseconds, and a
 * markup-heavy one holds a thread (and its memory: a second thread took the worker past 500 MB
 * with 60 such files queued) for a second or more; other files never wait for it.
 */
const DOCX_THREADS = 1;
const DOCX_THREAD_HEAP_MB = 192;

/**
 * The Word and parsing threads end after this long without work and start again with the next
 * file, as the PDF reader does: long enough that uploads a few minutes apart keep the code the
 * warm-up compiled, while a worker nobody uploads to keeps only its main thread's memory.
 */
const THREAD_IDLE_MS = 5 * 60_000;

/** A slow or busy machine stops warming up after this; the worker is useful before it is warm. */
const WARM_UP_BUDGET_MS = 4_000;

export async function createIngestContext(env: IngestEnv, deps: Dependencies, logger: Logger): Promise<IngestContext> {
  // The parsing and Word threads start meanwhile, on the other core. The PDF reader starts with the
  // first PDF (pdf.js and its heap make it the largest thread; many uploads have no PDF).
  const parser = new ParseThread({ budgetMs: env.INGEST_FILE_BUDGET_MS, idleMs: THREAD_IDLE_MS });
  parser.prestart();
  const docx = new ExtractPool({ size: DOCX_THREADS, budgetMs: env.INGEST_FILE_BUDGET_MS, heapMb: DOCX_THREAD_HEAP_MB, idleMs: THREAD_IDLE_MS });
  docx.prestart();
  const parse = (text: string) => parser.parse(text);
  const warm = await warmUp({ files: env.INGEST_WARM_UP_FILES, budgetMs: WARM_UP_BUDGET_MS, parse, extract: docx.extract });
  logger.info(warm, 'warmed up the extraction and parsing code');
  const intelligence = createIntelligence(resolveLlmConfig(env), { ...ruleFunctions, parseResume: parse }, logger);
  const producer = createProducer(JOB_CATALOG, {
    connection: deps.redis,
    prefix: env.QUEUE_PREFIX,
    logger,
    backoffDelayMs: env.JOB_RETRY_BACKOFF_MS,
  });
  let reconciling: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const reconcile = () => {
    running = reconcileFiles({ store: deps.store, producer, logger }).catch((error: unknown) =>
      logger.warn({ err: error }, 'reconciling unfinished files failed; trying again shortly'),
    );
  };
  return {
    intelligence,
    producer,
    extractText: docx.extract,
    parsedResumes: new ParsedResumeCache(),
    env,
    startReconciling() {
      if (reconciling) return;
      reconcile();
      reconciling = setInterval(reconcile, RECONCILE_INTERVAL_MS);
      reconciling.unref();
    },
    async close() {
      clearInterval(reconciling);
      await running;
      await parser.close();
      await docx.close();
      await closePdfReaders();
      await producer.close();
    },
  };
}
