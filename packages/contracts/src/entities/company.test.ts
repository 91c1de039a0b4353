import { BUILT_IN_COMPANIES, searchCompanies } from './built-in-companies';
import { CompanySchema } from './company';

describe('BUILT_IN_COMPANIES', () => {
  it('holds the five spec companies with their industries, all schema-valid', () => {
    expect(BUILT_IN_COMPANIES.map((c) => [c.name, c.industry])).toEqual([
      ['Netflix', 'Entertainment'],
      ['Uber', 'Transportation'],
      ['Google', 'Technology'],
      ['Microsoft', 'Technology'],
      ['Apple', 'Technology'],
    ]);
    for (const c of BUILT_IN_COMPANIES) {
      expect(CompanySchema.parse(c)).toEqual(c);
      expect(c.logo).toContain(c.domain);
    }
    expect(new Set(BUILT_IN_COMPANIES.map((c) => c.id)).size).toBe(5);
  });

  it('cannot be mutated by a consumer', () => {
    expect(Object.isFrozen(BUILT_IN_COMPANIES)).toBe(true);
    expect(Object.isFrozen(BUILT_IN_COMPANIES[0])).toBe(true);
  });
});

describe('searchCompanies', () => {
  it('matches name, domain or industry case-insensitively', () => {
    expect(searchCompanies('NET').map((c) => c.name)).toEqual(['Netflix']);
    expect(searchCompanies('uber.com').map((c) => c.name)).toEqual(['Uber']);
    expect(searchCompanies('technology').map((c) => c.name)).toEqual(['Google', 'Microsoft', 'Apple']);
  });

  it('returns nothing for blank queries or no match', () => {
    expect(searchCompanies('')).toEqual([]);
    expect(searchCompanies('   ')).toEqual([]);
    expect(searchCompanies('zzz')).toEqual([]);
  });
});
