import { SAVE_BATCH, type Experience, type ExperienceCreate } from '@tailor/contracts';
import type { Store } from '@tailor/store';
import { randomUUID } from 'node:crypto';
import { createdAtNow } from '../clock';

type ExperienceFields = Omit<ExperienceCreate, 'user_id'>;

/** A hand-entered experience: no source file, not merged; years are left to the merge step. */
export function newExperience(userId: string, input: ExperienceFields): Experience {
  return {
    id: randomUUID(),
    user_id: userId,
    company: input.company,
    role: input.role,
    period: input.period,
    type: 'job',
    skills: input.skills,
    achievements: input.achievements,
    skills_with_evidence: input.skills_with_evidence,
    extracted_from: [],
    is_merged: false,
    merged_from: [],
    confidence_score: input.confidence_score,
    start_year: null,
    end_year: null,
    created_at: createdAtNow(),
  };
}

/** Experiences are saved in batches of 20; each batch is atomic. */
export async function insertExperiences(store: Store, userId: string, inputs: readonly ExperienceFields[]): Promise<Experience[]> {
  const records = inputs.map((input) => newExperience(userId, input));
  for (let start = 0; start < records.length; start += SAVE_BATCH.experiences) {
    await store.experiences.insertMany(records.slice(start, start + SAVE_BATCH.experiences));
  }
  return records;
}
