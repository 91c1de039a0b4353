import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, NonNegativeIntSchema, PercentSchema } from '../common';
import { EnrichedJobAnalysisSchema } from './enriched-analysis';
import { TailoredResumeSchema } from './tailored-resume';

export const StoredAnalysisRecordSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  job_description: z.string(),
  analysis_results: EnrichedJobAnalysisSchema,
  generated_resume: TailoredResumeSchema,
  relevant_chunks_count: NonNegativeIntSchema,
  processing_time_ms: z.number().min(0),
  match_score: PercentSchema,
  created_at: IsoDateTimeSchema,
});
export type StoredAnalysisRecord = z.infer<typeof StoredAnalysisRecordSchema>;

export const UserStatsSchema = z.object({
  totalResumes: NonNegativeIntSchema,
  totalAnalyses: NonNegativeIntSchema,
  avgProcessingTime: z.number().min(0),
  avgMatchScore: PercentSchema,
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** Stats that fail to load show zeros. */
export const EMPTY_USER_STATS: Readonly<UserStats> = Object.freeze({
  totalResumes: 0,
  totalAnalyses: 0,
  avgProcessingTime: 0,
  avgMatchScore: 0,
});
