import type { SkillsDatabaseEntry } from '@tailor/contracts';
import type { Logger } from '@tailor/observability';
import type { Store } from '@tailor/store';

/**
 * Fills an empty skills database. Entries carry stable ids (resume-core's skillId), and upsert makes
 * two gateways starting at once write the same rows instead of failing on the unique name.
 * Returns how many entries were written (0 when the database already had any).
 */
export async function seedSkillsDatabase(store: Store, entries: readonly SkillsDatabaseEntry[], logger: Logger): Promise<number> {
  if (entries.length === 0 || (await store.skillsDatabase.count()) > 0) return 0;
  for (const entry of entries) await store.skillsDatabase.upsert({ ...entry });
  logger.info({ count: entries.length }, 'skills database seeded');
  return entries.length;
}
