import { dedupeAchievements } from './achievements';
import { buildSkillEvidence, findImpact, mentionsSkill } from './evidence';

describe('dedupeAchievements', () => {
  it('drops achievements of 10 characters or fewer, counted without bullet marks', () => {
    expect(dedupeAchievements([['• Fixed bugs', 'Shipped v2', '  -  Wrote docs  ', 'Shipped v2.0', '- Eleven char']])).toEqual([
      'Shipped v2.0',
      'Eleven char',
    ]);
  });

  it('drops repeats by normalised text and keeps the first wording', () => {
    expect(
      dedupeAchievements([['Led 5 engineers to ship search.'], ['led 5 engineers to ship search', 'LED 5 ENGINEERS — TO SHIP SEARCH!']]),
    ).toEqual(['Led 5 engineers to ship search.']);
  });

  it('keeps the fuller of two near-duplicates at the first one’s position', () => {
    expect(
      dedupeAchievements([
        ['Reduced cloud costs by 20%', 'Hired and onboarded engineers'],
        ['Reduced cloud costs by 20% across 3 regions', 'Wrote the on-call handbook'],
      ]),
    ).toEqual(['Reduced cloud costs by 20% across 3 regions', 'Hired and onboarded engineers', 'Wrote the on-call handbook']);
  });

  it('lets one fuller wording absorb several shorter ones', () => {
    expect(dedupeAchievements([['Built the API gateway', 'Cut latency by 30%'], ['Built the API gateway and cut latency by 30%']])).toEqual([
      'Built the API gateway and cut latency by 30%',
    ]);
  });

  it('does not treat a word fragment as containment', () => {
    expect(dedupeAchievements([['Improved onboarding flow', 'Improved onboarding flows for admins']])).toHaveLength(2);
  });
});

describe('skill evidence', () => {
  it('finds whole-word mentions only', () => {
    expect(mentionsSkill('Built APIs in JavaScript', 'Java')).toBe(false);
    expect(mentionsSkill('Rewrote the engine in C++ for speed', 'C++')).toBe(true);
    expect(mentionsSkill('Migrated services to .NET 8', '.NET')).toBe(true);
    expect(mentionsSkill('Owned the go-to-market plan', 'Go')).toBe(false);
    expect(mentionsSkill('Wrote services in Go', 'Go')).toBe(true);
  });

  it('reads the reported figure, preferring percentages and money over counts and ignoring years', () => {
    expect(findImpact('Grew revenue 35% in 2021 across 4 teams')).toBe('35%');
    expect(findImpact('Saved $1.2 million a year')).toBe('$1.2 million');
    expect(findImpact('Made builds 3x faster')).toBe('3x');
    expect(findImpact('In 2020 hired 12 engineers')).toBe('12');
    expect(findImpact('Introduced code review')).toBe('');
  });

  it('prefers an achievement with a figure and falls back to supplied evidence', () => {
    const date = '2026-01-01T00:00:00.000Z';
    const evidence = buildSkillEvidence(
      ['SQL', 'Tableau', 'Excel'],
      ['Wrote SQL reports for finance', 'Cut report time 50% with SQL views'],
      [{ skill: 'tableau', evidence: 'Built Tableau dashboards', impact: '', added_date: date }],
      date,
    );
    expect(evidence).toEqual([
      { skill: 'SQL', evidence: 'Cut report time 50% with SQL views', impact: '50%', added_date: date },
      { skill: 'Tableau', evidence: 'Built Tableau dashboards', impact: '', added_date: date },
    ]);
  });
});
