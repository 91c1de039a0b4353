import { EnrichedJobAnalysisSchema } from '@tailor/contracts';
import { defaultSkillMatcher } from '../../skills';
import { enrichAnalysis } from '../enrich';
import { computeMatchScore } from '../match-score';
import { rankChunks } from '../rank';
import type { ExperienceInput, UserSkill } from '../types';
import * as f from './fixtures';

const matcher = defaultSkillMatcher();

function enrich(skills: readonly UserSkill[], experiences: readonly ExperienceInput[], chunks = f.STRONG_CHUNKS, analysis = f.analysis()) {
  const rankedChunks = rankChunks(chunks, { industry: analysis.industry });
  const match = computeMatchScore({ analysis, profileSkills: skills, experiences, rankedChunks, matcher });
  return enrichAnalysis({ analysis, match, rankedChunks, experiences, matcher, asOfYear: f.AS_OF });
}

describe('enrichAnalysis', () => {
  it('satisfies the contract and carries the score, its breakdown and every requirement match', () => {
    const out = enrich(f.STRONG_SKILLS, f.STRONG_EXPERIENCES);
    expect(EnrichedJobAnalysisSchema.parse(out)).toEqual(out);
    expect(out.matchScore).toBe(out.scoreBreakdown?.total);
    expect(out.requirementMatches).toHaveLength(8);
  });

  it('groups required skills and gaps by category', () => {
    const analysis = f.analysis({ required_skills: ['TypeScript', 'Roadmapping', 'Leadership', 'Communication', 'Kubernetes'] });
    const out = enrich([{ name: 'TypeScript' }, { name: 'Leadership' }], [], [], analysis);
    expect(out.requiredSkills).toEqual({
      Technical: ['TypeScript', 'Kubernetes'],
      Product: ['Roadmapping'],
      Leadership: ['Leadership'],
      Domain: [],
      Soft: ['Communication'],
    });
    expect(out.skillGaps).toEqual({ Technical: ['Kubernetes'], Product: ['Roadmapping'], Leadership: [], Domain: [], Soft: ['Communication'] });
  });

  it('writes alignment sentences about seniority and per-employer coverage', () => {
    const out = enrich(f.STRONG_SKILLS, f.STRONG_EXPERIENCES);
    expect(out.experienceAlignment).toEqual([
      '10 years of experience (6 years at Acme Payments as Senior Backend Engineer) align with the senior level required',
      'Your TypeScript, Kubernetes and AWS work at Acme Payments matches 3 of 6 required skills',
      'Your Node.js, PostgreSQL and REST APIs work at Globex matches 3 of 6 required skills',
      expect.stringMatching(/^\d+ sections of your resumes touch on FinTech topics$/),
    ]);
  });

  it('does not count unrelated years towards the level', () => {
    const out = enrich(f.UNRELATED_SKILLS, f.UNRELATED_EXPERIENCES, f.UNRELATED_CHUNKS);
    expect(out.experienceAlignment).toEqual(['None of your experiences mention the required skills yet']);
    expect(out.recommendedFocus).toEqual([]);
    expect(out.improvementAreas[0]).toBe('Build and demonstrate experience with TypeScript (required)');
    expect(out.skillGaps.Technical).toEqual(f.analysis().required_skills);
  });

  it('keeps at most 5 relevant experiences, most relevant first, with 0–1 relevance and the best achievements', () => {
    const filler = (i: number): ExperienceInput => ({
      company: `Filler ${i}`,
      role: 'Engineer',
      period: '',
      skills: [],
      achievements: [`Used TypeScript for tool ${i}`],
    });
    const experiences = [...f.STRONG_EXPERIENCES, ...Array.from({ length: 5 }, (_, i) => filler(i))];
    const out = enrich(f.STRONG_SKILLS, experiences);
    expect(out.relevantExperiences).toHaveLength(5);
    const relevance = out.relevantExperiences.map((r) => r.relevance);
    expect([...relevance].sort((a, b) => b - a)).toEqual(relevance);
    expect(relevance.every((r) => r > 0 && r <= 1)).toBe(true);
    expect(out.relevantExperiences[0]).toMatchObject({ company: 'Acme Payments', duration: '2019 - Present' });
    expect(out.relevantExperiences[0]?.key_achievements[0]).toMatch(/payment APIs/);
    expect(out.relevantExperiences.find((r) => r.company.startsWith('Filler'))?.duration).toBe('Recent');
  });

  it('recommends the strongest matches and phrases gaps as actions', () => {
    const skills = f.STRONG_SKILLS.filter((s) => !['Kubernetes', 'Redis'].includes(s.name));
    const experiences = f.STRONG_EXPERIENCES.map((e) => ({
      ...e,
      skills: e.skills.filter((s) => s !== 'Kubernetes'),
      achievements: e.achievements.filter((a) => !/Kubernetes/.test(a)),
    }));
    const out = enrich(
      skills,
      experiences,
      f.STRONG_CHUNKS.filter((c) => !/Kubernetes|Redis/.test(c.payload.content)),
    );
    expect(out.recommendedFocus[0]).toBe('Highlight TypeScript at Acme Payments');
    expect(out.improvementAreas).toEqual([
      'Build and demonstrate experience with Kubernetes (required)',
      'Consider gaining Redis experience (nice to have)',
    ]);
    expect(out.skillGaps.Technical).toEqual(['Kubernetes']);
  });

  it('lists the required skills and the top 3 responsibilities as key requirements', () => {
    const analysis = f.analysis({ key_responsibilities: ['One', 'Two', 'Three', 'Four'] });
    expect(enrich(f.STRONG_SKILLS, [], [], analysis).keyRequirements).toEqual([...analysis.required_skills, 'One', 'Two', 'Three']);
  });

  it('is deterministic', () => {
    expect(enrich(f.STRONG_SKILLS, f.STRONG_EXPERIENCES)).toEqual(enrich(f.STRONG_SKILLS, f.STRONG_EXPERIENCES));
  });
});
