import { commonEnvShape, envParts } from '@tailor/config';
import { embeddingsEnvShape } from '@tailor/embeddings';
import { join } from 'node:path';
import { z } from 'zod';

export const gatewayEnvSchema = z.object({
  ...commonEnvShape,
  // Read only to derive the embedding model id the collection is stamped with.
  ...embeddingsEnvShape,
  HOST: z.string().default('127.0.0.1'),
  PORT: envParts.port.default(3001),
  /** The built web app; defaults to apps/web/dist of this checkout (services/gateway/dist → repo root). */
  WEB_DIST_DIR: z.string().default(join(__dirname, '..', '..', '..', 'apps', 'web', 'dist')),
  /** Comma-separated origins; empty keeps CORS closed because the app is served same-origin. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** `Authorization: Bearer <ADMIN_TOKEN>` for writes to global data; unset refuses every admin write. */
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  SESSION_TTL_HOURS: envParts.positiveInt.max(24 * 365).default(168),
  /**
   * How long a successful token lookup is reused in memory (0 = always read the store). A logout
   * through another gateway replica takes up to this long to reach this one.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Requests per minute per client IP on each of /api/auth/login and /api/auth/register. */
  AUTH_RATE_LIMIT_PER_MINUTE: envParts.positiveInt.default(30),
  JSON_BODY_LIMIT_BYTES: envParts.positiveInt.default(1_048_576),
  EMBEDDING_SERVICE_URL: z.string().url().default('http://127.0.0.1:8001'),
  /** First retry delay of the jobs the gateway queues (exponential: 1×, 2×, …). */
  JOB_RETRY_BACKOFF_MS: envParts.positiveInt.default(1_000),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
