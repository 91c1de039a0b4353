import type { Experience } from '@tailor/contracts';
import { compareExperiences } from '@tailor/resume-core';
import type { Store } from '@tailor/store';

/**
 * A user's experiences most recent first (current jobs, then by end and start year): the order
 * the profile shows, the tailored resume starts from, and the one whose first entry is the
 * person's headline.
 */
export async function experiencesByRecency(store: Store, userId: string): Promise<Experience[]> {
  const experiences = await store.experiences.find({ user_id: userId });
  return experiences.sort(compareExperiences);
}
