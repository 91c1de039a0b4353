import type { SkillProfile, SkillProfileUpsert, UserStats } from '@tailor/contracts';
import type { SkillProfileRecord, Store } from '@tailor/store';

/** Merges the given entries into the user's profile (one per user, keyed by user id). */
export async function upsertSkillProfile(store: Store, userId: string, input: SkillProfileUpsert): Promise<SkillProfile> {
  const existing = await store.skillProfiles.findById(userId);
  const record: SkillProfileRecord = {
    id: userId,
    user_id: userId,
    skills: { ...(existing?.skills ?? {}), ...input.skills },
    last_updated: new Date().toISOString(),
  };
  return store.skillProfiles.upsert(record);
}

/** A user without a profile gets an empty one rather than a 404. */
export async function readSkillProfile(store: Store, userId: string): Promise<SkillProfile> {
  return (await store.skillProfiles.findById(userId)) ?? { user_id: userId, skills: {}, last_updated: new Date().toISOString() };
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/**
 * totalResumes counts resume file records; both averages are over the user's job analyses
 * (processing_time_ms of a generation, match_score), rounded to whole numbers. Zeros for a new user.
 */
export async function computeUserStats(store: Store, userId: string): Promise<UserStats> {
  const [totalResumes, analyses] = await Promise.all([
    store.resumeFiles.count({ user_id: userId }),
    store.jobAnalyses.find({ user_id: userId }),
  ]);
  return {
    totalResumes,
    totalAnalyses: analyses.length,
    avgProcessingTime: Math.round(mean(analyses.map((a) => a.processing_time_ms))),
    avgMatchScore: Math.round(mean(analyses.map((a) => a.match_score))),
  };
}
