import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, NonNegativeIntSchema, SafeJsonSchema } from '../common';

export const PATTERN_KINDS = ['skill', 'section', 'industry', 'date', 'achievement', 'other'] as const;

/** A reusable extraction pattern; user_id null means global. `pattern` is a regular-expression source. */
export const PatternSchema = z.object({
  id: IdSchema,
  user_id: IdSchema.nullable(),
  name: z.string().min(1),
  kind: z.enum(PATTERN_KINDS),
  pattern: z.string().min(1),
  description: z.string(),
});
export type Pattern = z.infer<typeof PatternSchema>;

export const ProcessingConfigSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  value: SafeJsonSchema,
  description: z.string(),
});
export type ProcessingConfig = z.infer<typeof ProcessingConfigSchema>;

export const AccomplishmentSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  text: z.string().min(1),
  experience_id: IdSchema.nullable(),
  skills: z.array(z.string()),
  impact: z.string(),
  created_at: IsoDateTimeSchema,
});
export type Accomplishment = z.infer<typeof AccomplishmentSchema>;

export const EmbeddingBenchmarkSessionSchema = z.object({
  id: IdSchema,
  started_at: IsoDateTimeSchema,
  /** Texts embedded in the session. */
  count: NonNegativeIntSchema,
  duration_ms: z.number().min(0),
  /** Texts per second. */
  throughput: z.number().min(0),
  errors: NonNegativeIntSchema,
  provider: z.string().min(1),
  /** Whose texts were embedded: the dashboard shows each person their own figures. Absent on older sessions. */
  user_id: IdSchema.optional(),
});
export type EmbeddingBenchmarkSession = z.infer<typeof EmbeddingBenchmarkSessionSchema>;
