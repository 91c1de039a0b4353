import { INDUSTRIES, INDUSTRY_KEYWORDS } from '@tailor/contracts';
import { detectIndustries, pickIndustry } from './detect-industry';
import { INDUSTRY_KEYWORDS_EXTENDED } from './industry';

describe('industry keyword sets', () => {
  it('extend every set of the contracts', () => {
    for (const industry of INDUSTRIES) {
      const ours = INDUSTRY_KEYWORDS_EXTENDED[industry] ?? [];
      for (const k of INDUSTRY_KEYWORDS[industry]) expect(ours).toContain(k.toLowerCase());
    }
    expect(Object.keys(INDUSTRY_KEYWORDS_EXTENDED)).toEqual(
      expect.arrayContaining(['Education', 'Media', 'Logistics', 'Government', 'Gaming', 'Cybersecurity']),
    );
  });

  it('ranks industries by weighted hits, deterministically', () => {
    const text = 'Our fintech platform handles payments and lending for banks; we also use machine learning.';
    const ranked = detectIndustries(text);
    expect(ranked[0]?.industry).toBe('FinTech');
    expect(ranked.map((r) => r.industry)).toContain('Technology');
    expect(detectIndustries(text)).toEqual(ranked);
    expect(detectIndustries('')).toEqual([]);
  });

  it('gives acronyms full weight only in capitals (the spec lists still count them weakly)', () => {
    expect(detectIndustries('EHR integrations')[0]?.score).toBeGreaterThanOrEqual(3);
    expect(detectIndustries('ehr what')[0]?.score ?? 0).toBeLessThan(1);
  });

  it('falls back to Technology for software roles and General otherwise', () => {
    expect(pickIndustry([{ industry: 'Media', score: 1 }], 'Backend Engineer')).toBe('Technology');
    expect(pickIndustry([{ industry: 'Media', score: 4 }], 'Backend Engineer')).toBe('Media');
    expect(pickIndustry([], 'Barista')).toBe('General');
  });
});
