import { prepareJobAnalysis, prepareSkills } from './normalize';
import { dropNullProperties } from './validation';

describe('model output fix-ups', () => {
  it('accepts a bare skills array and lower-cases categories', () => {
    expect(prepareSkills([{ name: 'SQL', category: ' Technical ' }])).toEqual({ skills: [{ name: 'SQL', category: 'technical' }] });
    expect(prepareSkills({ skills: [{ name: 'X', category: 'weird' }] })).toEqual({ skills: [{ name: 'X', category: 'weird' }] });
  });

  it('lower-cases job enums and turns unfamiliar ones into unknown', () => {
    expect(prepareJobAnalysis({ experience_level: 'Senior', company_type: 'scale-up', company_size: 'LARGE' })).toEqual({
      experience_level: 'senior',
      company_size: 'large',
    });
  });

  it('drops null properties at any depth but keeps array positions', () => {
    expect(dropNullProperties({ a: null, b: { c: null, d: 1 }, e: [null, { f: null }] })).toEqual({ b: { d: 1 }, e: [null, {}] });
  });
});
