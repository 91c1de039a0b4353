import { defaultSkillMatcher } from '../skills';
import { enrichAnalysis } from '../tailoring/enrich';
import { computeMatchScore } from '../tailoring/match-score';
import { rankChunks } from '../tailoring/rank';
import type { ExperienceInput } from '../tailoring/types';
import { analyzeJobDescription } from './analyze';

// Requirements the skills database does not know still take part in the match: by their own words.
describe('matching requirements kept in the posting words', () => {
  const matcher = defaultSkillMatcher();
  const analysis = analyzeJobDescription(
    ['Process Technician', '', 'Requirements', '- Experience with high-speed separators', '- Knowledge of membrane filtration'].join('\n'),
  );
  const experiences: ExperienceInput[] = [
    {
      id: 'exp-1',
      company: 'Valley Dairy Co-op',
      role: 'Process Technician',
      period: '2018 - Present',
      start_year: 2018,
      end_year: null,
      skills: [],
      achievements: ['Ran and cleaned the high-speed separators on the night shift'],
    },
  ];
  const match = computeMatchScore({ analysis, profileSkills: [], experiences, rankedChunks: rankChunks([], {}), matcher });
  const enriched = enrichAnalysis({ analysis, match, rankedChunks: rankChunks([], {}), experiences, matcher, asOfYear: 2026 });

  it('finds evidence for one in the experience text', () => {
    expect(analysis.required_skills).toEqual(expect.arrayContaining(['high-speed separators', 'membrane filtration']));
    const separators = enriched.requirementMatches?.find((r) => r.requirement === 'high-speed separators');
    expect(separators?.match).not.toBe('none');
    expect(separators?.evidence[0]?.text).toContain('high-speed separators');
  });

  it('lists the one without evidence among the gaps', () => {
    expect(enriched.requirementMatches?.find((r) => r.requirement === 'membrane filtration')?.match).toBe('none');
    expect(Object.values(enriched.skillGaps).flat()).toContain('membrane filtration');
  });
});
