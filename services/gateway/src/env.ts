import { commonEnvShape, envParts } from '@tailor/config';
import { join } from 'node:path';
import { z } from 'zod';

export const gatewayEnvSchema = z.object({
  ...commonEnvShape,
  HOST: z.string().default('127.0.0.1'),
  PORT: envParts.port.default(3001),
  /** The built web app; defaults to apps/web/dist of this checkout (services/gateway/dist → repo root). */
  WEB_DIST_DIR: z.string().default(join(__dirname, '..', '..', '..', 'apps', 'web', 'dist')),
  /** Comma-separated origins; empty keeps CORS closed because the app is served same-origin. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  SESSION_TTL_HOURS: envParts.positiveInt.max(24 * 365).default(168),
  JSON_BODY_LIMIT_BYTES: envParts.positiveInt.default(1_048_576),
  EMBEDDING_SERVICE_URL: z.string().url().default('http://127.0.0.1:8001'),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
