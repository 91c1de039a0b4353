/** Skills: the built-in database, a fast matcher over it, and skill extraction from free text. */
export type { FindOptions, SkillEntry, SkillEntryInput, SkillMatcher, SkillMention, SkillSeed } from './types';
export { SKILLS_DATABASE, countByCategory } from './data';
export { createSkillMatcher, defaultSkillMatcher, type SkillMatcherOptions } from './matcher';
export { extractSkills, SKILL_CONFIDENCE, type ExtractSkillsOptions } from './extract';
export { aliasCanonicalMap, canonicalizeSkillMentions } from './canonicalize';
export { isSkillListLine, looksLikeItemList, skillListLabel } from './list-lines';
export { findSkillListLines, isSkillHeading, type SkillListLine } from './skill-sections';
export { inferCategory } from './categorize';
export { skillKey, tidySkillName } from './normalize';
export { EVIDENCE_MAX_CHARS } from './evidence';
export { toSkillsDatabaseEntries, normalizeSkillName, skillId } from './database';
// The context rules of skill matching, for matchers that must read text the same way (the
// built-in embedder's alias pass).
export { isListGapText, isSentenceInitial } from './scan';
export { isJoinableGap } from './normalize';
export { AMBIGUOUS_NEXT_WORDS, SKILL_COMPOUND_SUFFIX } from './rules';
