/** Tailoring: rank retrieved evidence, score the match with explanations, enrich the analysis, tailor the resume. */
export type {
  EducationInput,
  ExperienceInput,
  MatchResult,
  ResumePerson,
  UserSkill,
  RankedChunk,
  ScoredRequirement,
  SkillInfo,
  TailoringMatcher,
} from './types';
export { rankChunks, overallConfidence, industryKeywordsFor, type RankOptions } from './rank';
export { computeMatchScore, withSemanticEvidence, experienceFactor, MATCH_FORMULA, type MatchInput } from './match-score';
export { applySemanticEvidence, SEMANTIC_MATCH_THRESHOLD, SEMANTIC_SHARE_LIMIT, type SemanticEvidence } from './semantic-evidence';
export { enrichAnalysis, type EnrichInput } from './enrich';
export { tailorResume, type TailorResumeInput } from './tailor';
export { profileSkillsFromProfile, profileSkillsFromSkills } from './adapter';
export { roleFit, isUnpaidRole, recencyWeight, type ExperienceFit } from './role-fit';
export { rankExperiences, orderAchievements, type RankedExperience, type RelevanceInput } from './relevance';
export { isMissingPeriod, totalYears } from './years';
export { TailoringSession } from './session';
