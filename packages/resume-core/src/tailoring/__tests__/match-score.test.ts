import { defaultSkillMatcher } from '../../skills';
import { computeMatchScore, experienceFactor, withSemanticEvidence } from '../match-score';
import { rankChunks } from '../rank';
import type { ExperienceInput, UserSkill, RankedChunk } from '../types';
import * as f from './fixtures';

const matcher = defaultSkillMatcher();

function score(skills: readonly UserSkill[], experiences: readonly ExperienceInput[], chunks = f.STRONG_CHUNKS) {
  const analysis = f.analysis();
  const rankedChunks = rankChunks(chunks, { industry: analysis.industry });
  return computeMatchScore({ analysis, profileSkills: skills, experiences, rankedChunks, matcher });
}

describe('experienceFactor', () => {
  const chunks = (n: number, s = 0.5) => Array.from({ length: n }, () => ({ score: s }));
  it.each([
    [0, 4], // no chunks: only 8 × the default mean 0.5
    [1, 14], // 20 × 0.5 + 8 × 0.5
    [2, 24],
    [4, 24],
    [5, 29], // +5
    [9, 29],
    [10, 34], // +5 more
    [20, 34],
  ])('%i chunks at score 0.5 → %d', (n, expected) => expect(experienceFactor(chunks(n))).toBe(expected));

  it('uses the mean raw score clamped to 0–1, and never falls below 10 with any chunk', () => {
    expect(experienceFactor([{ score: 0.9 }, { score: 0.7 }])).toBeCloseTo(26.4, 10);
    expect(experienceFactor([{ score: 1.4 }, { score: 1.2 }])).toBe(28);
    expect(experienceFactor([{ score: -0.3 }])).toBe(10);
  });
});

describe('computeMatchScore', () => {
  it('scores a profile that meets every requirement with strong evidence at 90 or more', () => {
    const result = score(f.STRONG_SKILLS, f.STRONG_EXPERIENCES);
    expect(result.matchScore).toBeGreaterThanOrEqual(90);
    expect(result.breakdown.skillPercentage).toBe(100);
    expect(result.requirementMatches.every((r) => r.match === 'exact')).toBe(true);
  });

  it('keeps an unrelated profile low even when the search returns many of its chunks', () => {
    const result = score(f.UNRELATED_SKILLS, f.UNRELATED_EXPERIENCES, f.UNRELATED_CHUNKS);
    expect(result.matchScore).toBeLessThan(35);
    expect(result.breakdown.skillPercentage).toBe(0);
    expect(result.requirementMatches.every((r) => r.match === 'none' && r.evidence.length === 0)).toBe(true);
  });

  it('gives the same result for the same inputs, whatever the order of the search hits', () => {
    const a = score(f.STRONG_SKILLS, f.STRONG_EXPERIENCES);
    const b = score(f.STRONG_SKILLS, f.STRONG_EXPERIENCES, [...f.STRONG_CHUNKS].reverse());
    expect(b).toEqual(a);
    expect(score(f.STRONG_SKILLS, f.STRONG_EXPERIENCES)).toEqual(a);
  });

  it('applies the documented formula and writes it into the breakdown', () => {
    const result = score(f.STRONG_SKILLS.slice(0, 3), f.STRONG_EXPERIENCES);
    const { skillPercentage: s, experienceFactor: e } = result.breakdown;
    const p = (result.requirements.filter((r) => r.importance === 'nice').reduce((t, r) => t + r.weight, 0) / 2) * 100;
    expect(result.matchScore).toBe(Math.min(100, Math.round(0.62 * s + e * (0.5 + (0.5 * s) / 100) + (5 * p) / 100)));
    expect(result.breakdown.formula).toContain('0.62 × S + E × (0.5 + 0.5 × S/100) + 5 × P/100');
    expect(result.breakdown.formula).toContain(`S = ${s}`);
    expect(result.breakdown.formula).toMatch(new RegExp(`= ${result.matchScore}$`));
  });

  it('lets the preferred skills stand in when the job lists no required ones', () => {
    const analysis = f.analysis({ required_skills: [], preferred_skills: ['GraphQL', 'Haskell'] });
    const result = computeMatchScore({ analysis, profileSkills: f.STRONG_SKILLS, experiences: [], rankedChunks: [], matcher });
    expect(result.breakdown.skillPercentage).toBe(50);
    expect(result.breakdown.formula).toContain('(preferred skills)');
  });
});

describe('requirement match kinds', () => {
  const exp = (achievements: string[], skills: string[] = []): ExperienceInput => ({
    id: 'e1',
    company: 'Initech',
    role: 'Engineer',
    period: '2020 - 2022',
    skills,
    achievements,
  });
  const one = (required: string[], skills: UserSkill[], experiences: ExperienceInput[] = [], preferred: string[] = [], chunks: RankedChunk[] = []) =>
    computeMatchScore({
      analysis: f.analysis({ required_skills: required, preferred_skills: preferred }),
      profileSkills: skills,
      experiences,
      rankedChunks: chunks,
      matcher: f.TINY,
    });

  it('exact: the same canonical skill, also through a database alias', () => {
    const r = one(['React'], [{ name: 'ReactJS' }]).requirementMatches[0];
    expect(r).toMatchObject({ requirement: 'React', match: 'exact', weight: 1, importance: 'must', kind: 'hard' });
    expect(r?.evidence[0]).toEqual({ source: 'skill', id: 'ReactJS', text: 'ReactJS' });
  });

  it.each([
    ['React', 'React Native'],
    ['React Native', 'React'],
    ['SQL', 'PostgreSQL'],
    ['PostgreSQL', 'SQL'],
  ])("partial: %s against the user's %s (same family)", (required, has) => {
    expect(one([required], [{ name: has }]).requirementMatches[0]).toMatchObject({ match: 'partial', weight: 0.7 });
  });

  it("partial: named in an experience's achievements or skill list, with that experience as evidence", () => {
    const viaAchievement = one(['Kafka'], [], [exp(['Built Apache Kafka pipelines for billing'])]).requirementMatches[0];
    expect(viaAchievement).toMatchObject({ match: 'partial', weight: 0.7 });
    expect(viaAchievement?.evidence).toEqual([{ source: 'experience', id: 'e1', text: 'Built Apache Kafka pipelines for billing' }]);
    const viaList = one(['Kafka'], [], [exp([], ['Kafka'])]).requirementMatches[0];
    expect(viaList?.evidence[0]).toMatchObject({ source: 'experience', id: 'e1', text: 'Engineer at Initech, skills: Kafka' });
  });

  it('partial: named in a retrieved chunk, with the chunk as evidence', () => {
    const chunks = rankChunks([f.chunk('k1', 0.7, { content: 'Streaming with Kafka at scale' })]);
    const r = one(['Kafka'], [], [], [], chunks).requirementMatches[0];
    expect(r).toMatchObject({ match: 'partial', evidence: [{ source: 'chunk', id: 'k1' }] });
  });

  it('fuzzy: only an acronym, an alias the database lacks, or a stem links them', () => {
    expect(one(['Machine Learning'], [{ name: 'ML models' }]).requirementMatches[0]).toMatchObject({ match: 'fuzzy', weight: 0.4 });
    expect(one(['Machine Learning'], [], [exp(['Shipped ML models for fraud scoring'])]).requirementMatches[0]).toMatchObject({ match: 'fuzzy' });
    expect(one(['Data Analytics'], [{ name: 'Data Analysis' }]).requirementMatches[0]).toMatchObject({ match: 'fuzzy' });
    expect(one(['Stakeholder Alignment'], [{ name: 'Cross-team work', aliases: ['Stakeholder Alignment'] }]).requirementMatches[0]).toMatchObject({
      match: 'fuzzy',
    });
    expect(one(['Performance Optimization'], [], [exp(['Optimized query performance by 40%'])]).requirementMatches[0]).toMatchObject({
      match: 'fuzzy',
    });
  });

  describe('a skill that is a kind of the requirement', () => {
    const KINDS = f.tinyMatcher([
      ['Queue Systems', ['message queues', 'message brokers']],
      ['Zephyrline', ['Zephyr-line'], 'technical', ['Queue Systems']],
      ['Quillstack', [], 'technical', ['Document Stores']],
      ['Document Stores', []],
    ]);
    const kind = (required: string, skills: UserSkill[], experiences: ExperienceInput[] = []) =>
      computeMatchScore({
        analysis: f.analysis({ required_skills: [required], preferred_skills: [] }),
        profileSkills: skills,
        experiences,
        rankedChunks: [],
        matcher: KINDS,
      }).requirementMatches[0];

    it('meets the broader requirement in its own words from the skill list, partly from an experience', () => {
      expect(kind('message brokers', [{ name: 'Zephyr-line' }])).toMatchObject({
        match: 'exact',
        weight: 1,
        evidence: [{ source: 'skill', id: 'Zephyr-line' }],
      });
      expect(kind('Queue Systems', [], [exp([], ['Zephyrline'])])).toMatchObject({
        match: 'partial',
        evidence: [{ source: 'experience', text: 'Engineer at Initech, skills: Zephyrline' }],
      });
    });

    it('only loosely meets the narrower requirement when the broader one is shown, and nothing else', () => {
      expect(kind('Zephyrline', [{ name: 'message queues' }])).toMatchObject({ match: 'fuzzy', weight: 0.4 });
      expect(kind('Queue Systems', [{ name: 'Quillstack' }])).toMatchObject({ match: 'none', evidence: [] });
    });
  });

  it('none: unrelated or merely similar-looking names', () => {
    expect(one(['Java'], [{ name: 'JavaScript' }]).requirementMatches[0]).toMatchObject({ match: 'none', weight: 0, evidence: [] });
    expect(one(['Kafka'], [{ name: 'Communication' }], [exp(['Managed a team of five'])]).requirementMatches[0]?.match).toBe('none');
  });

  it('trusts the database for one-word skills it knows: "react to incidents" is not React', () => {
    const analysis = f.analysis({ required_skills: ['React'], preferred_skills: [] });
    const result = computeMatchScore({
      analysis,
      profileSkills: [{ name: 'Reactive Programming' }],
      experiences: [exp(['Helped the support team react to incidents quickly'])],
      rankedChunks: [],
      matcher,
    });
    expect(result.requirementMatches[0]).toMatchObject({ match: 'none', evidence: [] });
  });

  it('weights the skill percentage 1 / 0.7 / 0.4 / 0 and splits hard from soft and must from nice', () => {
    const result = one(
      ['React', 'SQL', 'Machine Learning', 'Java', 'Leadership'],
      [{ name: 'React' }, { name: 'PostgreSQL' }, { name: 'ML' }, { name: 'Leadership' }],
      [],
      ['Communication'],
    );
    expect(result.requirementMatches.map((r) => [r.requirement, r.match, r.kind, r.importance])).toEqual([
      ['React', 'exact', 'hard', 'must'],
      ['SQL', 'partial', 'hard', 'must'],
      ['Machine Learning', 'fuzzy', 'hard', 'must'],
      ['Java', 'none', 'hard', 'must'],
      ['Leadership', 'exact', 'soft', 'must'],
      ['Communication', 'none', 'soft', 'nice'],
    ]);
    expect(result.breakdown.skillPercentage).toBe(((1 + 0.7 + 0.4 + 0 + 1) / 5) * 100);
  });

  it('counts a skill listed as both required and preferred once, as required', () => {
    const result = one(['React', 'react'], [], [], ['ReactJS', 'SQL']);
    expect(result.requirementMatches.map((r) => [r.requirement, r.importance])).toEqual([
      ['React', 'must'],
      ['SQL', 'nice'],
    ]);
  });
});

describe('withSemanticEvidence', () => {
  it('raises the score by the requirements met by meaning, keeps the rest, and shows the passage', () => {
    const analysis = f.analysis();
    // No evidence in words at all: every requirement is unmet.
    const rankedChunks = rankChunks([], { industry: analysis.industry });
    const byWords = computeMatchScore({ analysis, profileSkills: [], experiences: [], rankedChunks, matcher });
    const unmet = byWords.requirements.filter((r) => r.match === 'none');
    expect(unmet.length).toBeGreaterThanOrEqual(2);
    const [first] = unmet;
    const evidence = new Map([[first!.requirement, { chunkId: 'chunk-7', text: 'A passage in other words', similarity: 0.9 }]]);
    const withMeaning = withSemanticEvidence(byWords, evidence, rankedChunks);
    expect(withMeaning.matchScore).toBeGreaterThan(byWords.matchScore);
    expect(withMeaning.breakdown.experienceFactor).toBe(byWords.breakdown.experienceFactor);
    const met = withMeaning.requirementMatches.find((m) => m.requirement === first!.requirement);
    expect(met).toMatchObject({
      match: 'partial',
      similarity: 0.9,
      evidence: [{ source: 'chunk', id: 'chunk-7', text: 'A passage in other words' }],
    });
    expect(withMeaning.requirementMatches.filter((m) => m.similarity !== undefined)).toHaveLength(1);
    expect(withSemanticEvidence(byWords, new Map(), rankedChunks)).toBe(byWords);
  });
});
