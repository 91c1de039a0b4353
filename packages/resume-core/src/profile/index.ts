/** Skill profile: every skill the user's resumes show, with its strongest evidence, grouped by category. */
export { buildSkillProfile, type BuildSkillProfileInput, type ParsedSkillSource } from './build-profile';
export { groupSkillsByCategory, type ProfileSkill, type SkillsByCategory } from './group';
export { bestEvidence, type EvidenceCandidate } from './evidence';
export { applyEducationDecisions, applySkillCorrections, ADDED_SKILL_EVIDENCE, type SkillCorrections } from './corrections';
