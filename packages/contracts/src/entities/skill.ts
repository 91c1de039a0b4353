import { z } from 'zod';
import { ConfidenceSchema, IdSchema, IsoDateTimeSchema } from '../common';
import { DEFAULTS, SKILL_CATEGORIES, SKILL_GROUP_LABELS, type SkillCategory } from '../constants';

export const SkillCategorySchema = z.enum(SKILL_CATEGORIES);
export const SkillGroupLabelSchema = z.enum(SKILL_GROUP_LABELS);

/** Case-insensitive mapping of model output ('Technical', ' product ') to a category; undefined if unknown. */
export function toSkillCategory(value: unknown): SkillCategory | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = SkillCategorySchema.safeParse(value.trim().toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

export const SkillSchema = z.object({
  name: z.string().min(1),
  category: SkillCategorySchema,
  evidence: z.string(),
  confidence_score: ConfidenceSchema,
  aliases: z.array(z.string()),
});
export type Skill = z.infer<typeof SkillSchema>;

/** Parser form of a skill; the category has no default because 'general' is not one of the five. */
export const ParsedSkillSchema = z.object({
  name: z.string().min(1).default(DEFAULTS.skill),
  category: SkillCategorySchema,
  evidence: z.string().default(''),
  confidence_score: ConfidenceSchema.default(DEFAULTS.confidence),
  aliases: z.array(z.string()).default([]),
});
export type ParsedSkill = z.infer<typeof ParsedSkillSchema>;

export const SkillProfileEntrySchema = z.object({
  category: SkillCategorySchema,
  evidence: z.string(),
  confidence: ConfidenceSchema,
  added_date: IsoDateTimeSchema,
  /** Other names the resume wrote this skill under ("JS" for JavaScript); absent when none. */
  aliases: z.array(z.string()).optional(),
});
export type SkillProfileEntry = z.infer<typeof SkillProfileEntrySchema>;

export const SkillProfileSchema = z.object({
  user_id: IdSchema,
  /** Keyed by skill name. */
  skills: z.record(z.string().min(1), SkillProfileEntrySchema),
  last_updated: IsoDateTimeSchema,
});
export type SkillProfile = z.infer<typeof SkillProfileSchema>;

/** Reference list used for keyword fallback; category may be 'general' (the default category), hence free text. */
export const SkillsDatabaseEntrySchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  aliases: z.array(z.string()),
  category: z.string().min(1),
  industry_relevance: z.array(z.string()),
});
export type SkillsDatabaseEntry = z.infer<typeof SkillsDatabaseEntrySchema>;
