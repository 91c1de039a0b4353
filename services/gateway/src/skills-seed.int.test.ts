import type { SkillsDatabaseEntry } from '@tailor/contracts';
import { SKILLS_DATABASE, toSkillsDatabaseEntries } from '@tailor/resume-core';
import { tempDir, type TempDir } from '@tailor/testing';
import { call, signUp, startHarness } from './__tests__/harness';

const SEED: SkillsDatabaseEntry[] = [
  { id: 'skill-javascript', name: 'JavaScript', aliases: ['JS', 'ECMAScript'], category: 'technical', industry_relevance: ['Technology'] },
  { id: 'skill-kubernetes', name: 'Kubernetes', aliases: ['k8s'], category: 'technical', industry_relevance: ['SaaS'] },
  { id: 'skill-roadmapping', name: 'Roadmapping', aliases: [], category: 'product', industry_relevance: [] },
];

describe('skills database seeding at start', () => {
  let dir: TempDir;

  beforeAll(async () => {
    dir = await tempDir('gateway-seed');
  });
  afterAll(async () => {
    await dir.cleanup();
  });

  it('fills an empty skills database once and leaves a filled one alone', async () => {
    const first = await startHarness('seed', {}, { skillsSeed: SEED, dir });
    try {
      const { token } = await signUp(first.app, 'reader');
      const res = await call(first.app, 'GET', '/api/skills-database', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([...SEED].sort((a, b) => a.name.localeCompare(b.name)));
      await first.deps.store.skillsDatabase.update('skill-kubernetes', { aliases: ['k8s', 'kube'] });
    } finally {
      await first.close();
    }

    // Same DATA_DIR, a different seed: the database is no longer empty, so nothing is rewritten.
    const second = await startHarness('seed', {}, { skillsSeed: [{ ...SEED[0]!, id: 'skill-other', name: 'Other' }], dir });
    try {
      expect(await second.deps.store.skillsDatabase.count()).toBe(3);
      expect(await second.deps.store.skillsDatabase.findById('skill-kubernetes')).toMatchObject({ aliases: ['k8s', 'kube'] });
      expect(await second.deps.store.skillsDatabase.findById('skill-other')).toBeNull();
    } finally {
      await second.close();
    }
  });
});

describe('seeding with the built-in list', () => {
  it("writes every entry of resume-core's SKILLS_DATABASE, aliases included", async () => {
    const entries = toSkillsDatabaseEntries(SKILLS_DATABASE);
    expect(entries.length).toBeGreaterThan(300);
    const h = await startHarness('seed-full', {}, { skillsSeed: entries });
    try {
      const { token } = await signUp(h.app, 'reader');
      const res = await call(h.app, 'GET', '/api/skills-database', { token });
      expect(res.body).toHaveLength(entries.length);
      const byName = new Map(res.body.map((e: SkillsDatabaseEntry) => [e.name, e]));
      expect(byName.get('JavaScript')).toMatchObject({ category: 'technical', aliases: expect.arrayContaining(['JS']) });
      expect(byName.get('Kubernetes')).toMatchObject({ aliases: expect.arrayContaining(['k8s']) });
      expect(new Set(res.body.map((e: SkillsDatabaseEntry) => e.category))).toEqual(
        new Set(['technical', 'product', 'leadership', 'domain', 'soft']),
      );
    } finally {
      await h.close();
    }
  });
});
