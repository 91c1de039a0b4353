import type { ContactDetails, Education, Experience, UserRecord } from '@tailor/contracts';
import { experiencesByRecency, loadContactDetails } from '@tailor/profile';
import type { SkillProfileRecord, Store } from '@tailor/store';

export interface UserData {
  user: UserRecord | null;
  /** Most recent first. */
  experiences: Experience[];
  education: Education[];
  profile: SkillProfileRecord | null;
  /** From the person's resumes, with their own corrections on top. */
  contact: ContactDetails;
}

/** Everything of the user's own that scoring and tailoring read, fresh from the store for every generation. */
export async function loadUserData(store: Store, userId: string): Promise<UserData> {
  const [user, experiences, education, profile, { source: _source, ...contact }] = await Promise.all([
    store.users.findById(userId),
    experiencesByRecency(store, userId),
    store.education.find({ user_id: userId }),
    store.skillProfiles.findById(userId),
    loadContactDetails(store, userId),
  ]);
  return { user, experiences, education, profile, contact };
}
