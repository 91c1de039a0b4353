import type { z } from 'zod';

export type Validation<T> = { ok: true; value: T } | { ok: false; issues: string };
export type Validator<T> = (raw: unknown) => Validation<T>;

// Issue text goes back into the corrective prompt; a cap keeps a wildly wrong answer from bloating it.
const MAX_ISSUES_CHARS = 1500;

export function formatIssues(error: z.ZodError): string {
  const text = error.issues
    .slice(0, 20)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
  return text.length > MAX_ISSUES_CHARS ? `${text.slice(0, MAX_ISSUES_CHARS)}…` : text;
}

/**
 * Models write `null` for "not stated"; the contracts mark such fields optional with defaults (or
 * nullable with a null default), so dropping null object properties lets zod apply the default.
 */
export function dropNullProperties(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNullProperties);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner !== null) out[key] = dropNullProperties(inner);
  }
  return out;
}

/** Validator from a contract schema, with an optional clean-up before and extra check after. */
export function schemaValidator<S extends z.ZodType>(
  schema: S,
  options: { prepare?: (raw: unknown) => unknown; check?: (value: z.output<S>) => string | undefined } = {},
): Validator<z.output<S>> {
  return (raw) => {
    const prepared = options.prepare ? options.prepare(dropNullProperties(raw)) : dropNullProperties(raw);
    const result = schema.safeParse(prepared);
    if (!result.success) return { ok: false, issues: formatIssues(result.error) };
    const problem = options.check?.(result.data);
    return problem ? { ok: false, issues: problem } : { ok: true, value: result.data };
  };
}
