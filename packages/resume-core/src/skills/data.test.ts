import { SKILL_CATEGORIES, SkillsDatabaseEntrySchema } from '@tailor/contracts';
import { SKILLS_DATABASE, countByCategory } from './data';
import { BROADER_SKILLS } from './data/broader';
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
      const forms = [e.name, ...e.aliases, ...(e.related ?? [])];
      for (const f of [...(e.caseSensitive ?? []), ...(e.contextOnly ?? [])]) expect(forms).toContain(f);
    }
  });

  it('keeps related skills out of the aliases: a resume naming one does not name the other', () => {
    const m = createSkillMatcher();
    const cases: [string, string][] = [
      ['Tomcat', 'Apache HTTP Server'],
      ['CSAT', 'Net Promoter Score'],
      ['triage', 'Patient Assessment'],
      ['mentored', 'Mentoring'],
      ['Ubuntu', 'Linux'],
      ['troubleshooting', 'Debugging'],
      ['dashboards', 'Data Visualization'],
    ];
    for (const [form, other] of cases) {
      expect(m.canonical(form)?.name).not.toBe(other);
      expect(m.findInText(`Skills: ${form}, Python`).map((x) => x.name)).not.toContain(other);
    }
  });

  it('lets a job-requirement reader opt in to related forms, labelled apart from aliases', () => {
    const related = createSkillMatcher(SKILLS_DATABASE, { related: true });
    expect(related.findInText('You will prioritize the roadmap.').map((x) => x.name)).toContain('Prioritization');
    expect(
      createSkillMatcher()
        .findInText('You will prioritize the roadmap.')
        .map((x) => x.name),
    ).not.toContain('Prioritization');
    for (const e of SKILLS_DATABASE) for (const r of e.related ?? []) expect(e.aliases).not.toContain(r);
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

describe('broader skills', () => {
  const names = new Set(SKILLS_DATABASE.map((e) => e.name));

  it('names only canonical skills of the database, never the skill itself', () => {
    const unknown: string[] = Object.keys(BROADER_SKILLS).filter((name) => !names.has(name));
    for (const e of SKILLS_DATABASE) {
      for (const b of e.broader ?? []) if (!names.has(b) || b === e.name) unknown.push(`${e.name} → ${b}`);
    }
    expect(unknown).toEqual([]);
  });

  it('never makes two skills a kind of each other', () => {
    const broader = new Map(SKILLS_DATABASE.map((e) => [e.name, new Set(e.broader ?? [])]));
    const cycles = SKILLS_DATABASE.flatMap((e) => (e.broader ?? []).filter((b) => broader.get(b)?.has(e.name)).map((b) => `${e.name} ↔ ${b}`));
    expect(cycles).toEqual([]);
  });

  it('reaches the matcher, which reports it with the entry', () => {
    const m = createSkillMatcher();
    expect(m.canonical('k8s')?.broader).toEqual(['Containerization']);
    expect(m.canonical('Infrastructure as Code')?.broader).toBeUndefined();
  });
});

describe('industry shorthand and its everyday wording', () => {
  const m = createSkillMatcher();

  it('reads a pager rotation as the on-call rotation a posting asks for, never the words "on call" alone', () => {
    expect(m.findInText('Took turns on the pager rotation for the billing service').map((x) => x.name)).toContain('On-Call Rotation');
    expect(m.canonical('on-call rotations')?.name).toBe('On-Call Rotation');
    expect(m.findInText('Worked on call centre scheduling software').map((x) => x.name)).not.toContain('On-Call Rotation');
  });

  it('reads outsourced warehousing as third-party logistics, the 3PL of a posting', () => {
    expect(m.findInText('Oversaw outsourced warehousing for two regional depots').map((x) => x.name)).toContain('Third-Party Logistics');
    expect(m.canonical('3PL')?.name).toBe('Third-Party Logistics');
  });
});

describe('more shorthand of operations and supply chain work', () => {
  const m = createSkillMatcher();

  it.each([
    ['IBP', 'Integrated Business Planning'],
    ['SIOP', 'Sales and Operations Planning'],
    ['LTL', 'Less-Than-Truckload'],
    ['FTL', 'Full Truckload'],
    ['MEIO', 'Multi-Echelon Inventory Optimization'],
    ['CPFR', 'Collaborative Planning, Forecasting and Replenishment'],
    ['RCA', 'Root Cause Analysis'],
    ['public cloud', 'Cloud Computing'],
  ])('knows %s as %s', (form, name) => expect(m.canonical(form)?.name).toBe(name));
});
