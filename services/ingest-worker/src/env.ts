import { llmEnvShape } from '@tailor/llm';
import { envParts, workerEnvShape } from '@tailor/runtime';
import { z } from 'zod';

export const ingestEnvSchema = z.object({
  ...workerEnvShape,
  ...llmEnvShape,
  INGEST_HEALTH_PORT: envParts.port.default(8002),
  /**
   * Jobs at once. An ingest job never waits for another job (embedding runs in a flow whose parent
   * finishes the file), and its heavy steps run on bounded thread pools, so a few slots keep the
   * pools and the event loop busy; more would only let one user's burst hold every slot while a
   * later file of another user waits behind it (files are taken in a fair order across users).
   */
  INGEST_CONCURRENCY: envParts.positiveInt.max(64).default(4),
  /** Jobs at once of the `followup` queue (finishing a file, recomputing a profile): short, mostly store writes. */
  INGEST_FOLLOWUP_CONCURRENCY: envParts.positiveInt.max(64).default(4),
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
});
export type IngestEnv = z.infer<typeof ingestEnvSchema>;
