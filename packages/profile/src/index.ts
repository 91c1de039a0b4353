export { mergeUserProfile, recomputeUserProfile, withUserProfileLock, type ProfileLockOptions, type ProfileSummary } from './recompute-profile';
export { replaceUserDocs } from './replace-user-docs';
export { stableId } from './stable-id';
export { experiencesByRecency } from './experiences-by-recency';
export { refreshUserProfile } from './coalesced-recompute';
export { loadContactDetails } from './contact-details';
