import { z } from 'zod';
import { IdSchema } from '../common';
import { ERROR_CODES } from '../errors';

export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** Body of every non-2xx response. Never a stack trace. */
export const ErrorBodySchema = z.object({
  error: z.string().min(1),
  code: ErrorCodeSchema.optional(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** One validation problem, as put in ErrorBody.details for 400s. */
export const ValidationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/** Flattens zod issues into the `details` of a 400 without leaking zod internals. */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export const HEALTH_PART_STATES = ['ok', 'error'] as const;
export const HealthPartStateSchema = z.enum(HEALTH_PART_STATES);

/** 200 when every part is 'ok', 503 otherwise with the failing part marked 'error'. Extra keys allowed. */
export const HealthResponseSchema = z.looseObject({
  status: HealthPartStateSchema,
  store: HealthPartStateSchema,
  redis: HealthPartStateSchema,
  qdrant: HealthPartStateSchema,
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

// Query objects are not strict: cache-busting or paging keys are harmless, but each known value must
// be a plain string, so qs-parsed objects like userId[$ne]=x are rejected.
export const UserIdQuerySchema = z.object({ userId: IdSchema });
export type UserIdQuery = z.infer<typeof UserIdQuerySchema>;

export const UserIdBodySchema = z.strictObject({ user_id: IdSchema });
export type UserIdBody = z.infer<typeof UserIdBodySchema>;

/** DELETE bodies where user_id may be omitted (the caller is then the owner). */
export const OptionalUserIdBodySchema = z.strictObject({ user_id: IdSchema.optional() });
export type OptionalUserIdBody = z.infer<typeof OptionalUserIdBodySchema>;

export const IdParamsSchema = z.strictObject({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const JobIdParamsSchema = z.strictObject({ jobId: IdSchema });
export type JobIdParams = z.infer<typeof JobIdParamsSchema>;

export const UserIdParamsSchema = z.strictObject({ userId: IdSchema });
export type UserIdParams = z.infer<typeof UserIdParamsSchema>;
