import { resolveLlmConfig, createIntelligence, type ResumeIntelligence } from '@tailor/llm';
import { closePdfReaders, prestartPdfReaders } from '@tailor/extract';
import type { Logger } from '@tailor/observability';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUE_NAMES, JOB_CATALOG } from '@tailor/contracts';
import { createProducer, type Producer } from '@tailor/queue';
import type { Dependencies } from '@tailor/runtime';
import type { IngestEnv } from './env';
import { ParseThread } from './parse-thread';
import { ruleFunctions } from './rule-functions';
import { warmUp } from './warm-up';

/** What the ingest handler needs beside the store, Redis and Qdrant. */
export interface IngestContext {
  intelligence: ResumeIntelligence;
  producer: Producer<typeof JOB_CATALOG>;
  /** Completion events of the embedding queue: an ingest job waits for its batches through them. */
  embeddingEvents: QueueEvents;
  env: IngestEnv;
  close(): Promise<void>;
}

/** A slow or busy machine stops warming up after this; the worker is useful before it is warm. */
const WARM_UP_BUDGET_MS = 4_000;

export async function createIngestContext(env: IngestEnv, deps: Dependencies, logger: Logger): Promise<IngestContext> {
  // The PDF reader and parsing threads start meanwhile, on the other core.
  prestartPdfReaders();
  const parser = new ParseThread({ budgetMs: env.INGEST_FILE_BUDGET_MS });
  parser.prestart();
  const parse = (text: string) => parser.parse(text);
  const warm = await warmUp({ files: env.INGEST_WARM_UP_FILES, budgetMs: WARM_UP_BUDGET_MS, parse });
  logger.info(warm, 'warmed up the extraction and parsing code');
  const intelligence = createIntelligence(resolveLlmConfig(env), { ...ruleFunctions, parseResume: parse }, logger);
  const producer = createProducer(JOB_CATALOG, { connection: deps.redis, prefix: env.QUEUE_PREFIX, logger, backoffDelayMs: env.JOB_RETRY_BACKOFF_MS });
  // QueueEvents blocks on its connection, so it gets one of its own, closed with it.
  const eventsConnection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  const embeddingEvents = new QueueEvents(QUEUE_NAMES.embedding, { connection: eventsConnection, prefix: env.QUEUE_PREFIX });
  embeddingEvents.on('error', (error) => logger.warn({ err: error }, 'embedding queue events error'));
  return {
    intelligence,
    producer,
    embeddingEvents,
    env,
    async close() {
      await parser.close();
      await closePdfReaders();
      await embeddingEvents.close();
      eventsConnection.disconnect();
      await producer.close();
    },
  };
}
