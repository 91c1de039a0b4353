import type { Store } from '@tailor/store';

export interface DetachResult {
  deleted: number;
  updated: number;
}

const without = (ids: readonly string[], id: string) => ids.filter((x) => x !== id);

/**
 * Forgets one resume file as a source of the user's experiences and education: records read only
 * from it are deleted, merged ones lose it from `extracted_from` / `merged_from`. Recomputing the
 * merged view from what remains is the ingest pipeline's job.
 */
export async function detachSource(store: Store, userId: string, fileId: string): Promise<DetachResult> {
  const result: DetachResult = { deleted: 0, updated: 0 };
  // extracted_from is a list, which the store cannot filter on; a user has at most a few hundred.
  for (const experience of await store.experiences.find({ user_id: userId })) {
    if (!experience.extracted_from.includes(fileId)) continue;
    const remaining = without(experience.extracted_from, fileId);
    if (remaining.length === 0) {
      await store.experiences.delete(experience.id);
      result.deleted++;
    } else {
      await store.experiences.update(experience.id, {
        extracted_from: remaining,
        merged_from: without(experience.merged_from, fileId),
      });
      result.updated++;
    }
  }
  for (const education of await store.education.find({ user_id: userId })) {
    if (!education.extracted_from.includes(fileId)) continue;
    const remaining = without(education.extracted_from, fileId);
    if (remaining.length === 0) {
      await store.education.delete(education.id);
      result.deleted++;
    } else {
      await store.education.update(education.id, { extracted_from: remaining });
      result.updated++;
    }
  }
  return result;
}
