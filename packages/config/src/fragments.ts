import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Variables every service process reads: where the data lives and how to reach Redis and Qdrant. */
export const commonEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./.data'),
  MONGODB_URI: z.string().url().optional(),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('tailor'),
  QDRANT_URL: z.string().url().default('http://127.0.0.1:6333'),
  QDRANT_API_KEY: z.string().optional(),
  QDRANT_COLLECTION: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('resume_chunks'),
  EMBEDDING_DIMENSIONS: positiveInt.max(8192).default(1536),
  SHUTDOWN_DEADLINE_MS: positiveInt.default(10_000),
  /** Readiness wait at start: how long a process waits for store, Redis and Qdrant before giving up. */
  STARTUP_TIMEOUT_MS: positiveInt.default(60_000),
  /** Set by the `npm start` launcher so a service exits if the launcher dies without signalling. */
  TAILOR_PARENT_PID: z.coerce.number().int().positive().optional(),
};

export const envParts = { port, positiveInt, booleanFlag };
