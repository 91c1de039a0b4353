import {
  CHUNKING,
  DEFAULTS,
  EMBEDDING,
  HIERARCHICAL_CHUNK_SIZES,
  MATCH_WEIGHTS,
  MAX_FILE_SIZE_BYTES,
  MAX_FILE_SIZE_MB,
  SKILL_CATEGORIES,
  SKILL_CATEGORY_LABELS,
  SKILL_GROUP_LABELS,
  STORAGE_KEYS,
  SUPPORTED_EXTENSIONS,
  VECTOR_COLLECTION,
} from './constants';
import { INDUSTRIES, INDUSTRY_KEYWORDS } from './industries';

describe('constants', () => {
  it('match the required limits', () => {
    expect(MAX_FILE_SIZE_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_FILE_SIZE_MB).toBe(10);
    expect(SUPPORTED_EXTENSIONS).toEqual(['.docx', '.txt', '.pdf']);
    expect(CHUNKING.overlap / CHUNKING.defaultSize).toBeCloseTo(0.05);
    expect(CHUNKING.overlapRatio).toBe(0.1);
    expect(EMBEDDING.dimensions).toBe(1536);
    expect(VECTOR_COLLECTION).toBe('resume_chunks');
    expect(MATCH_WEIGHTS).toEqual({ exact: 1, partial: 0.7, fuzzy: 0.4 });
    expect(STORAGE_KEYS).toEqual({ authToken: 'authToken', userData: 'userData' });
    expect(DEFAULTS.company).toBe('Unknown Company');
    expect(DEFAULTS.category).toBe('general');
  });

  it('orders hierarchical sizes so every length finds a row', () => {
    const belows = HIERARCHICAL_CHUNK_SIZES.map((r) => r.below);
    expect([...belows].sort((a, b) => a - b)).toEqual(belows);
    expect(HIERARCHICAL_CHUNK_SIZES.find((r) => 1e9 < r.below)?.size).toBe(3000);
    for (const r of HIERARCHICAL_CHUNK_SIZES) expect(r.floor).toBeLessThan(r.size);
  });

  it('labels every skill category with its group', () => {
    expect(SKILL_CATEGORIES.map((c) => SKILL_CATEGORY_LABELS[c])).toEqual([...SKILL_GROUP_LABELS]);
  });

  it('has lower-case, non-empty keyword sets for all five industries', () => {
    expect(INDUSTRIES).toEqual(['Healthcare', 'FinTech', 'SaaS', 'eCommerce', 'Technology']);
    for (const ind of INDUSTRIES) {
      const words = INDUSTRY_KEYWORDS[ind];
      expect(words.length).toBeGreaterThan(5);
      for (const w of words) expect(w).toBe(w.toLowerCase());
    }
  });
});
