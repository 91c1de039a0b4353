export { mergeUserProfile, recomputeUserProfile, type ProfileSummary } from './recompute-profile';
export { ParsedResumeCache } from './parsed-resume-cache';
export { replaceUserDocs } from './replace-user-docs';
export { stableId } from './stable-id';
export { experiencesByRecency } from './experiences-by-recency';
export { loadContactDetails } from './contact-details';
