import { llmEnvShape } from '@tailor/llm';
import { envParts, workerEnvShape } from '@tailor/runtime';
import { z } from 'zod';

export const ingestEnvSchema = z.object({
  ...workerEnvShape,
  ...llmEnvShape,
  INGEST_HEALTH_PORT: envParts.port.default(8002),
  /**
   * Jobs at once. Most of an ingest job's time is spent waiting (for its embedding batches and for
   * the merged profile, which a burst shares and which is paced to a few recomputes per burst);
   * a waiting job holds its slot, so with 16 slots a burst of uploads left the CPU idle while full
   * slots waited for the next recompute (34 files/s against 49 with 32, same CPU per file). PDFs
   * wait for the bounded reader pool, so a job in flight holds little memory.
   */
  INGEST_CONCURRENCY: envParts.positiveInt.max(64).default(32),
  /**
   * Synthetic resumes the worker runs through extraction, parsing and merging before it reports
   * ready, so the first real upload after a start does not pay for V8 compiling the hot paths.
   * 0 skips it (fast restarts in development); stopped early after WARM_UP_BUDGET_MS regardless.
   */
  INGEST_WARM_UP_FILES: z.coerce.number().int().min(0).max(1_000).default(64),
  /**
   * How long reading one file may take: the PDF reader's time and, separately, the parse. A file
   * past it fails with a message saying so and the worker goes on with the others (the parse runs
   * on a thread that is ended; a regular expression cannot be interrupted on the event loop).
   * Resumes take milliseconds; the margin is for a busy machine.
   */
  INGEST_FILE_BUDGET_MS: envParts.positiveInt.max(600_000).default(5_000),
  /** How long an ingest job waits for its embedding batches before it counts as failed. */
  INGEST_EMBEDDING_TIMEOUT_MS: envParts.positiveInt.default(120_000),
});
export type IngestEnv = z.infer<typeof ingestEnvSchema>;
