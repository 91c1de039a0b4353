import { z } from 'zod';
import { ConfidenceSchema, IdSchema, SafeJsonSchema } from '../common';
import { DEFAULTS, RANKING } from '../constants';
import { ChunkTypeSchema, EmbeddingVectorSchema, SearchResultChunkSchema } from '../entities/chunk';
import { PATTERN_KINDS } from '../entities/misc';

/** POST /api/qdrant/search. */
export const VectorSearchRequestSchema = z.strictObject({
  queryVector: EmbeddingVectorSchema,
  userId: IdSchema,
  limit: z.number().int().min(1).max(100).default(RANKING.maxChunks),
  filters: z
    .strictObject({
      chunk_types: z.array(ChunkTypeSchema).min(1).optional(),
      resume_file_ids: z.array(IdSchema).min(1).optional(),
      min_confidence: ConfidenceSchema.optional(),
    })
    .default({}),
});
export type VectorSearchRequest = z.infer<typeof VectorSearchRequestSchema>;

export const VectorSearchResponseSchema = z.object({ chunks: z.array(SearchResultChunkSchema) });
export type VectorSearchResponse = z.infer<typeof VectorSearchResponseSchema>;

const patternFields = {
  name: z.string().trim().min(1).max(200),
  kind: z.enum(PATTERN_KINDS),
  pattern: z.string().min(1).max(2000),
  description: z.string().max(2000),
};

/** POST /api/patterns; the pattern belongs to the caller. */
export const PatternCreateSchema = z.strictObject({
  ...patternFields,
  description: patternFields.description.default(''),
});
export type PatternCreate = z.infer<typeof PatternCreateSchema>;

// Update schemas are spelled out rather than `.partial()` of the create ones: partial would still
// apply the create defaults and overwrite stored values with them.
export const PatternUpdateSchema = z.strictObject({
  name: patternFields.name.optional(),
  kind: patternFields.kind.optional(),
  pattern: patternFields.pattern.optional(),
  description: patternFields.description.optional(),
});
export type PatternUpdate = z.infer<typeof PatternUpdateSchema>;

const skillsDbFields = {
  name: z.string().trim().min(1).max(200),
  aliases: z.array(z.string().max(200)).max(50),
  category: z.string().trim().min(1).max(50),
  industry_relevance: z.array(z.string().max(100)).max(50),
};

/** POST /api/skills-database. */
export const SkillsDatabaseCreateSchema = z.strictObject({
  name: skillsDbFields.name,
  aliases: skillsDbFields.aliases.default([]),
  category: skillsDbFields.category.default(DEFAULTS.category),
  industry_relevance: skillsDbFields.industry_relevance.default([]),
});
export type SkillsDatabaseCreate = z.infer<typeof SkillsDatabaseCreateSchema>;

export const SkillsDatabaseUpdateSchema = z.strictObject({
  name: skillsDbFields.name.optional(),
  aliases: skillsDbFields.aliases.optional(),
  category: skillsDbFields.category.optional(),
  industry_relevance: skillsDbFields.industry_relevance.optional(),
});
export type SkillsDatabaseUpdate = z.infer<typeof SkillsDatabaseUpdateSchema>;

/** POST /api/accomplishments. */
export const AccomplishmentCreateSchema = z.strictObject({
  user_id: IdSchema,
  text: z.string().trim().min(1).max(2000),
  experience_id: IdSchema.nullable().default(null),
  skills: z.array(z.string().max(200)).max(100).default([]),
  impact: z.string().max(2000).default(''),
});
export type AccomplishmentCreate = z.infer<typeof AccomplishmentCreateSchema>;

/** Processing configs are read-only over HTTP; this is the stored value's safe JSON shape. */
export const ProcessingConfigValueSchema = SafeJsonSchema;
