/** Merging: the user's experiences and education recomputed from all of their parsed resumes. */
export { mergeExperiences, canonicalSources, compareExperiences, type ExperienceSource, type MergeOptions } from './merge-experiences';
export { mergeEducation, degreeTokens, type EducationSource, type MergeEducationOptions } from './merge-education';
export { SAME_JOB_RULE, experienceFeatures, isSameJob, similarityParts, type ExperienceFeatures, type SimilarityParts } from './same-job';
export { companyKey, companySimilarity, COMPANY_CONTAINMENT, type CompanyKey } from './company';
export { roleKey, roleSimilarity, ROLE_CONTAINMENT, type RoleKey } from './role';
export { yearSpan, yearsAgree, isCurrentPeriod, type YearSpan } from './years';
export { dedupeAchievements, cleanAchievement, achievementKey } from './achievements';
export { buildSkillEvidence, findImpact, mentionsSkill } from './evidence';
export { regroup, applyEntryDecisions, type CorrectedEntry } from './decisions';
export { experienceMember } from './cluster';
export { sourceOf, withoutCorrected, type StatedValue } from './field-sources';
