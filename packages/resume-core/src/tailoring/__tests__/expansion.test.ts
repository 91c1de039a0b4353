import { defaultSkillMatcher } from '../../skills';
import { expansionFor, expansionPattern, shorthandsOf } from '../expansion';
import { computeMatchScore } from '../match-score';
import type { ExperienceInput } from '../types';
import * as f from './fixtures';

const matcher = defaultSkillMatcher();

describe('expansionPattern: a shorthand finds its written-out words', () => {
  it.each([
    ['MRO', 'Cut spend on maintenance, repair and operations supplies by 9%', 'maintenance, repair and operations'],
    ['IaC', 'Kept every environment as infrastructure as code', 'infrastructure as code'],
    ['S&OP', 'Chaired the sales & operations planning forum', 'sales & operations planning'],
    ['3PL', 'Negotiated rates with third-party logistics firms', 'third-party logistics'],
    ['2FA', 'Rolled out two factor authentication to staff', 'two factor authentication'],
    ['E2E', 'Owned end-to-end delivery of the data platform', 'end-to-end'],
    ['i18n', 'Led internationalization of the web shop', 'internationalization'],
  ])('%s', (token, text, expected) => {
    expect(expansionPattern(token)?.exec(text)?.[0]).toBe(expected);
  });

  it('leaves short, word-like and chance-shaped forms alone', () => {
    // Two letters spell too much by chance; a short numeronym too ("k8s" is also "keystrokes").
    for (const token of ['FE', 'UX', 'k8s', 'React', 'PyTest', 'Mon/Fri', '2024']) expect(expansionPattern(token)).toBeNull();
    expect(expansionPattern('MRO')?.test('Managed the mobile release of our app')).toBe(false);
    expect(expansionPattern('SOP')?.test('sales operations')).toBe(false);
  });
});

describe('expansionFor: either way round', () => {
  it('finds the shorthand a text writes for a requirement of several words, only for the whole requirement', () => {
    expect(expansionFor('Maintenance, Repair and Operations')?.find({ raw: 'Cut MRO spend by 9%' })).toEqual({ index: 4, text: 'MRO' });
    expect(expansionFor('Maintenance repair and operations training')?.find({ raw: 'Cut MRO spend by 9%' })).toBeNull();
    expect(shorthandsOf('Cut MRO spend, ran S&OP, chose a 3PL, p13n, Mon and IT')).toEqual(['MRO', 'S&OP', '3PL', 'p13n', 'IT']);
  });
});

describe('matching a requirement the database does not know by its shorthand', () => {
  const experiences: ExperienceInput[] = [
    {
      id: 'exp-plant',
      company: 'Ironbridge Works',
      role: 'Plant Buyer',
      period: '2019 - Present',
      start_year: 2019,
      end_year: null,
      skills: [],
      achievements: ['Ran a team of four buyers', 'Cut maintenance, repair and operations spend by 9% across two plants'],
    },
  ];
  const score = (requirement: string, people: readonly ExperienceInput[]) =>
    computeMatchScore({
      analysis: f.analysis({ required_skills: [requirement], preferred_skills: [] }),
      profileSkills: [],
      experiences: people,
      rankedChunks: [],
      matcher,
    }).requirementMatches[0];

  it('is a partial match grounded in the line that writes it out', () => {
    const match = score('MRO', experiences);
    expect(match?.match).toBe('partial');
    expect(match?.evidence[0]?.text).toContain('maintenance, repair and operations');
  });

  it('and the other way round, the line with the shorthand', () => {
    const written: ExperienceInput[] = [{ ...(experiences[0] as ExperienceInput), achievements: ['Cut MRO spend by 9% across two plants'] }];
    const match = score('Maintenance, Repair and Operations', written);
    expect(match?.match).toBe('partial');
    expect(match?.evidence[0]?.text).toContain('MRO');
  });

  it('reads "&" in the text as the "and" of the requirement', () => {
    const written: ExperienceInput[] = [{ ...(experiences[0] as ExperienceInput), achievements: ['Led the R&D group of the plant'] }];
    const match = score('Research and Development', written);
    expect(match?.match).toBe('partial');
    expect(match?.evidence[0]?.text).toContain('R&D');
  });

  it('is no match when the initials only happen to be there in other words', () => {
    const other: ExperienceInput[] = [
      { ...(experiences[0] as ExperienceInput), achievements: ['Made reports for the office', 'Managed regional offices'] },
    ];
    expect(score('MRO', other)?.match).toBe('none');
  });
});
