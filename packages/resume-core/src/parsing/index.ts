/** Rule-engine resume parser: text in, ParsedResume out, deterministic and without I/O. */
export { parseResume } from './parse-resume';
export { NoResumeContentError, NO_RESUME_CONTENT_MESSAGE, partlyReadLanguageNote, type ParseOptions } from './types';
export { nonEnglishLanguage } from './language';
export { EXPERIENCE_CONFIDENCE } from './experience';
export { EDUCATION_CONFIDENCE } from './education';
export { SKILL_CONFIDENCE as PARSED_SKILL_CONFIDENCE } from './skill-profile';
export { findDateRanges, formatRange, rangeYears, type DateRange, type DatePoint } from './dates';
export { classifyHeading, type SectionKind as ResumeSectionKind } from './headings';
