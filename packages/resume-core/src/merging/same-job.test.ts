import { exp } from './__tests__/fixtures';
import { companyKey, companySimilarity } from './company';
import { roleKey, roleSimilarity } from './role';
import { experienceFeatures, isSameJob, similarityParts } from './same-job';
import { yearSpan } from './years';

const same = (a: Parameters<typeof exp>[0], b: Parameters<typeof exp>[0]) => isSameJob(experienceFeatures(exp(a)), experienceFeatures(exp(b)));
const company = (a: string, b: string) => companySimilarity(companyKey(a), companyKey(b));
const role = (a: string, b: string) => roleSimilarity(roleKey(a), roleKey(b));

describe('company similarity', () => {
  it.each([
    ['Acme Inc', 'ACME'],
    ['Acme, LLC', 'acme corp.'],
    ['The Globex Corporation', 'Globex'],
    ['Procter & Gamble', 'Procter and Gamble Co'],
    ['Pay Pal', 'PayPal, Inc.'],
    ['Société Générale', 'Societe Generale SA'],
    ['Acme (Remote)', 'Acme GmbH'],
  ])('%s = %s', (a, b) => expect(company(a, b)).toBe(1));

  it('scores containment and acronyms high but below identical', () => {
    expect(company('Acme', 'Acme Technologies')).toBe(0.9);
    expect(company('IBM', 'International Business Machines')).toBe(0.9);
  });

  it('scores different employers low', () => {
    expect(company('Acme', 'Globex')).toBeLessThan(0.3);
    expect(company('Google', 'Microsoft')).toBeLessThan(0.3);
  });
});

describe('role similarity', () => {
  it.each([
    ['Senior Software Engineer', 'Sr. Software Eng.'],
    ['Senior Software Engineer', 'Senior SWE'],
    ['Product Manager', 'PM'],
    ['Engineering Manager', 'Eng. Mgr'],
    ['Software Engineer, Backend', 'Backend Software Engineer'],
    ['Head of Operations', 'Head, Ops'],
  ])('%s = %s', (a, b) => expect(role(a, b)).toBe(1));

  it('treats an added seniority word as similar, different levels as different', () => {
    expect(role('Software Engineer', 'Senior Software Engineer')).toBeCloseTo(0.8);
    expect(role('Senior Software Engineer', 'Staff Software Engineer')).toBeLessThan(0.7);
    expect(role('Engineer', 'Senior Engineer, Platform')).toBe(0.8);
    expect(role('Software Engineer', 'Engineering Manager')).toBe(0);
    expect(role('Engineering', 'Engineering Manager')).toBeCloseTo(2 / 3);
    expect(role('Software Engineer', 'Software Engineer Intern')).toBeCloseTo(0.8);
    expect(role('VP Eng', 'Vice President of Engineering')).toBe(1);
    expect(role('Product Manager', 'Product Designer')).toBe(0.5);
  });
});

describe('isSameJob', () => {
  it('matches the same job written two ways', () => {
    expect(
      same(
        { company: 'Acme Inc', role: 'Senior Software Engineer', period: '2019–2021', start_year: 2019, end_year: 2021 },
        { company: 'ACME', role: 'Sr. Software Eng.', period: 'Mar 2019 – Jun 2021' },
      ),
    ).toBe(true);
  });

  it('keeps different years at one company apart', () => {
    expect(
      same(
        { company: 'Acme', role: 'Software Engineer', period: '2015–2017', start_year: 2015, end_year: 2017 },
        { company: 'Acme', role: 'Senior Software Engineer', period: '2019–2021', start_year: 2019, end_year: 2021 },
      ),
    ).toBe(false);
  });

  it('treats ranges that only touch at a boundary year as consecutive positions', () => {
    const engineer = { company: 'Acme', role: 'Software Engineer', period: '2015 – 2018' };
    expect(same(engineer, { company: 'Acme', role: 'Senior Software Engineer', period: '2018 – Present' })).toBe(false);
    expect(same(engineer, { company: 'Acme', role: 'Senior Software Engineer', period: '2017 – 2019' })).toBe(true);
    expect(same(engineer, { company: 'Acme', role: 'Software Engineer', period: '2018' })).toBe(true);
  });

  it('merges an undated side only on a near-certain identity', () => {
    const dated = { company: 'Acme Inc', role: 'Software Engineer', period: '2015–2017' };
    expect(same(dated, { company: 'ACME', role: 'Software Eng.' })).toBe(true);
    expect(same(dated, { company: 'Acme Labs', role: 'Software Engineer' })).toBe(true);
    expect(same(dated, { company: 'Acme Labs', role: 'Software Engineer', period: '2016–2018' })).toBe(true);
    expect(same(dated, { company: 'Acme', role: 'Senior Software Engineer' })).toBe(true);
    expect(same(dated, { company: 'Acme Labs', role: 'Senior Software Engineer' })).toBe(false);
  });

  it('needs the company to carry the score', () => {
    const a = { company: 'Acme', role: 'Software Engineer', period: '2019–2021' };
    expect(same(a, { company: 'Globex', role: 'Software Engineer', period: '2019–2021' })).toBe(false);
    expect(same(a, { company: 'Acme Technologies', role: 'Senior Software Engineer', period: '2019–2021' })).toBe(true);
    expect(same(a, { company: 'Acme Technologies', role: 'Software Engineering Manager', period: '2019–2021' })).toBe(false);
    const parts = similarityParts(experienceFeatures(exp(a)), experienceFeatures(exp({ ...a, company: 'Acme Technologies' })));
    expect(parts).toEqual({ company: 0.9, role: 1, combined: expect.closeTo(0.94) });
  });
});

describe('yearSpan', () => {
  it('reads structured years first, then the period text; Present is open', () => {
    expect(yearSpan({ period: 'x', start_year: 2019, end_year: 2021 })).toEqual({ start: 2019, end: 2021, current: false });
    expect(yearSpan({ period: 'Mar 2019 – Jun 2021', start_year: null, end_year: null })).toEqual({ start: 2019, end: 2021, current: false });
    expect(yearSpan({ period: '2022 – Present', start_year: 2022, end_year: null })).toEqual({ start: 2022, end: Infinity, current: true });
    expect(yearSpan({ period: 'Jan 2022 – Present', start_year: 2022, end_year: 2026 })).toEqual({ start: 2022, end: 2026, current: true });
    expect(yearSpan({ period: 'Summer 2014', start_year: null, end_year: null })).toEqual({ start: 2014, end: 2014, current: false });
    expect(yearSpan({ period: 'Unknown Period', start_year: null, end_year: null })).toBeNull();
  });
});
