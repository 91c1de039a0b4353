import { INDUSTRY_KEYWORDS } from '@tailor/contracts';
import { industryKeywordsFor, overallConfidence, rankChunks } from '../rank';
import { chunk } from './fixtures';

describe('rankChunks', () => {
  it('adds the type bonus, 0.1 × confidence and the industry bonus to the search score', () => {
    const ranked = rankChunks(
      [
        chunk('exp', 0.5, { chunk_type: 'experience', confidence_score: 0.8, content: 'Built payments systems' }),
        chunk('skills', 0.5, { chunk_type: 'skills', confidence_score: 0.8, content: 'Go, Rust' }),
        chunk('edu', 0.5, { chunk_type: 'education', confidence_score: 0.8, content: 'BSc' }),
        chunk('section', 0.5, { chunk_type: 'experiences', confidence_score: 0.8, content: 'Roles' }),
      ],
      { industry: 'FinTech' },
    );
    const byId = Object.fromEntries(ranked.map((r) => [r.id, r]));
    expect(byId['exp']?.relevance).toBeCloseTo(0.5 + 0.1 + 0.08 + 0.15, 10);
    expect(byId['exp']?.industryMatch).toBe(true);
    expect(byId['skills']?.relevance).toBeCloseTo(0.5 + 0.05 + 0.08, 10);
    expect(byId['edu']?.relevance).toBeCloseTo(0.58, 10);
    expect(byId['section']?.relevance).toBeCloseTo(0.68, 10);
    expect(ranked.map((r) => r.id)).toEqual(['exp', 'section', 'skills', 'edu']);
  });

  it('matches industry keywords on word boundaries, in content, achievements and skills', () => {
    const ranked = rankChunks(
      [chunk('rapid', 0.5, { content: 'Rapid prototyping' }), chunk('api', 0.5, { content: 'x', skills: ['Public API design'] })],
      { industryKeywords: ['api'] },
    );
    expect(ranked.find((r) => r.id === 'rapid')?.industryMatch).toBe(false);
    expect(ranked.find((r) => r.id === 'api')?.industryMatch).toBe(true);
  });

  it('keeps the top 20 and orders ties by score, then id, whatever the input order', () => {
    const hits = Array.from({ length: 25 }, (_, i) => chunk(`c${String(i).padStart(2, '0')}`, 0.5, { chunk_type: 'education' }));
    const ranked = rankChunks(hits);
    expect(ranked).toHaveLength(20);
    expect(ranked.map((r) => r.id)).toEqual(hits.slice(0, 20).map((h) => h.id));
    expect(rankChunks([...hits].reverse())).toEqual(ranked);
    // Same relevance, higher raw score first: the skills chunk earns its bonus with a lower score.
    const tie = rankChunks([chunk('a', 0.55, { chunk_type: 'education' }), chunk('b', 0.5, { chunk_type: 'skills' })]);
    expect(tie[0]?.relevance).toBe(tie[1]?.relevance);
    expect(tie.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('keeps a point returned by several searches once, at its best score', () => {
    const ranked = rankChunks([chunk('x', 0.4), chunk('x', 0.7), chunk('y', 0.5)]);
    expect(ranked.map((r) => [r.id, r.score])).toEqual([
      ['x', 0.7],
      ['y', 0.5],
    ]);
  });
});

describe('industryKeywordsFor', () => {
  it("uses the contracts' set for their five industries, case-insensitively", () => {
    expect(industryKeywordsFor('fintech')).toEqual(INDUSTRY_KEYWORDS.FinTech);
    expect(industryKeywordsFor('Healthcare')).toEqual(INDUSTRY_KEYWORDS.Healthcare);
  });
  it('falls back to the job-analysis sets for other industries, and to nothing', () => {
    expect(industryKeywordsFor('Education').length).toBeGreaterThan(0);
    expect(industryKeywordsFor(null)).toEqual([]);
    expect(industryKeywordsFor('Underwater Basket Weaving')).toEqual([]);
  });
});

describe('overallConfidence', () => {
  it('is 0 without chunks', () => expect(overallConfidence([])).toBe(0));
  it('is mean relevance + min(count/10, 0.3), capped at 1', () => {
    expect(overallConfidence([{ relevance: 0.6 }])).toBeCloseTo(0.7, 10);
    expect(overallConfidence([{ relevance: 0.4 }, { relevance: 0.6 }, { relevance: 0.5 }])).toBeCloseTo(0.8, 10);
    expect(overallConfidence(Array.from({ length: 8 }, () => ({ relevance: 0.5 })))).toBeCloseTo(0.8, 10);
    expect(overallConfidence([{ relevance: 0.95 }, { relevance: 0.9 }])).toBe(1);
  });
});
