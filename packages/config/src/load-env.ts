import { z } from 'zod';

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/**
 * Parses a process's environment once, at start-up, from an explicit source so tests can pass
 * their own. Empty strings count as unset: `.env` files and compose files often carry `VAR=`.
 */
export function loadEnv<S extends z.ZodObject<z.ZodRawShape>>(schema: S, source: Record<string, string | undefined> = process.env): z.infer<S> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== '') cleaned[key] = value;
  }
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
