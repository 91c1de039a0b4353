import type { Education, Experience, UserRecord } from '@tailor/contracts';
import { experiencesByRecency } from '@tailor/profile';
import type { SkillProfileRecord, Store } from '@tailor/store';

export interface UserData {
  user: UserRecord | null;
  /** Most recent first. */
  experiences: Experience[];
  education: Education[];
  profile: SkillProfileRecord | null;
}

/** Everything of the user's own that scoring and tailoring read, fresh from the store for every generation. */
export async function loadUserData(store: Store, userId: string): Promise<UserData> {
  const [user, experiences, education, profile] = await Promise.all([
    store.users.findById(userId),
    experiencesByRecency(store, userId),
    store.education.find({ user_id: userId }),
    store.skillProfiles.findById(userId),
  ]);
  return { user, experiences, education, profile };
}
