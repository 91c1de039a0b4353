/** Job-description analysis: every JobAnalysis field from the posting's text, without a model. */
export { analyzeJobDescription, type AnalyzeOptions } from './analyze';
export { INDUSTRY_KEYWORD_SETS, INDUSTRY_KEYWORDS_EXTENDED, type IndustryKeywordSet } from './industry';
export { detectIndustries, pickIndustry, SPECIFIC_INDUSTRY_MIN_SCORE, type IndustryScore } from './detect-industry';
export { experienceLevel, levelFromYears, requiredYears, type ExperienceLevel } from './experience';
export { companySize, companyType, growthStage, sizeFromHeadcount } from './company';
export { cleanRole, extractRole } from './role';
export { extractLocation } from './location';
export { extractSalary } from './salary';
export { benefitPhrases } from './benefits-team';
export { jobHeadingKind, segmentJobDescription, type JobSectionKind, type JobSegment } from './sections';
