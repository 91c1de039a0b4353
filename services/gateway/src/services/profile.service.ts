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
 * totalResumes counts resume file records; avgProcessingTime is the mean time a resume took to
 * process (over the files that were processed), avgMatchScore the mean over the user's job
 * analyses; rounded to whole numbers. Zeros for a new user.
 */
export async function computeUserStats(store: Store, userId: string): Promise<UserStats> {
  const [files, analyses] = await Promise.all([
    store.resumeFiles.findFields({ user_id: userId }, ['processing_time_ms']),
    store.jobAnalyses.find({ user_id: userId }),
  ]);
  const processed = files.map((f) => f.processing_time_ms).filter((ms): ms is number => typeof ms === 'number');
  return {
    totalResumes: files.length,
    totalAnalyses: analyses.length,
    avgProcessingTime: Math.round(mean(processed)),
    avgMatchScore: Math.round(mean(analyses.map((a) => a.match_score))),
  };
}
