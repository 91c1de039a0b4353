import { sameContent } from './replace-user-docs';

const experience = {
  id: 'exp_1',
  user_id: 'u',
  company: 'Acme',
  skills: ['Go', 'SQL'],
  skills_with_evidence: [{ skill: 'Go', evidence: 'Built it in Go', impact: '', added_date: '2026-01-01T00:00:00.000Z' }],
  start_year: 2019,
  end_year: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('sameContent', () => {
  it('ignores the restamped timestamps at any depth and the order of keys', () => {
    const restamped = {
      ...Object.fromEntries(Object.entries(experience).reverse()),
      created_at: '2026-05-05T00:00:00.000Z',
      skills_with_evidence: [{ added_date: '2026-05-05T00:00:00.000Z', impact: '', evidence: 'Built it in Go', skill: 'Go' }],
    };
    expect(Object.keys(restamped)[0]).toBe('created_at');
    expect(sameContent(experience, restamped)).toBe(true);
    expect(sameContent(experience, { ...experience, extra: undefined })).toBe(true);
  });

  it('sees any other difference', () => {
    expect(sameContent(experience, { ...experience, skills: ['SQL', 'Go'] })).toBe(false);
    expect(sameContent(experience, { ...experience, skills: ['Go'] })).toBe(false);
    expect(sameContent(experience, { ...experience, end_year: 2021 })).toBe(false);
    expect(sameContent(experience, { ...experience, end_year: undefined })).toBe(false);
    expect(sameContent(experience, { ...experience, start_year: '2019' })).toBe(false);
    expect(sameContent(experience, { ...experience, extra: null })).toBe(false);
    expect(sameContent(experience, { ...experience, skills_with_evidence: [{ ...experience.skills_with_evidence[0], impact: '2x' }] })).toBe(false);
    expect(sameContent({ list: [] }, { list: {} })).toBe(false);
  });
});
