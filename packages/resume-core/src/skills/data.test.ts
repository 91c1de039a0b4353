import { SKILL_CATEGORIES, SkillsDatabaseEntrySchema } from '@tailor/contracts';
import { SKILLS_DATABASE, countByCategory } from './data';
import { toSkillsDatabaseEntries } from './database';
import { createSkillMatcher } from './matcher';
import { skillKey } from './normalize';

describe('SKILLS_DATABASE', () => {
  it('has several hundred skills in every category', () => {
    expect(SKILLS_DATABASE.length).toBeGreaterThanOrEqual(400);
    const counts = countByCategory();
    for (const c of SKILL_CATEGORIES) expect(counts[c]).toBeGreaterThanOrEqual(30);
  });

  it('has unique names and no name or alias claimed by two skills', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const e of SKILLS_DATABASE) {
      for (const form of [e.name, ...e.aliases]) {
        const prev = owner.get(skillKey(form));
        if (prev !== undefined && prev !== e.name) clashes.push(`${form}: ${prev} / ${e.name}`);
        owner.set(skillKey(form), prev ?? e.name);
      }
    }
    expect(clashes).toEqual([]);
    expect(new Set(SKILLS_DATABASE.map((e) => e.name)).size).toBe(SKILLS_DATABASE.length);
  });

  it('only lists rule forms that the entry actually has', () => {
    for (const e of SKILLS_DATABASE) {
      const forms = [e.name, ...e.aliases];
      for (const f of [...(e.caseSensitive ?? []), ...(e.contextOnly ?? [])]) expect(forms).toContain(f);
    }
  });

  it('never resolves "PM", a role rather than a skill', () => {
    expect(createSkillMatcher().canonical('PM')).toBeNull();
  });

  it('converts to valid contracts SkillsDatabaseEntry rows with unique ids', () => {
    const rows = toSkillsDatabaseEntries();
    for (const row of rows) expect(SkillsDatabaseEntrySchema.safeParse(row).success).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.every((r) => r.industry_relevance.length > 0)).toBe(true);
  });
});
