import { envParts, workerEnvShape } from '@tailor/runtime';
import { z } from 'zod';

export const ingestEnvSchema = z.object({
  ...workerEnvShape,
  INGEST_HEALTH_PORT: envParts.port.default(8002),
  INGEST_CONCURRENCY: envParts.positiveInt.max(64).default(4),
});
export type IngestEnv = z.infer<typeof ingestEnvSchema>;
