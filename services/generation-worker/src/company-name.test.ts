import { companyNameFromJobDescription } from './company-name';

describe('companyNameFromJobDescription', () => {
  it.each([
    ['Company: Globex Corporation\nSenior Engineer', 'Globex Corporation'],
    ['About Initech\nWe build payroll software.', 'Initech'],
    ['Hooli is hiring a Staff Engineer to lead search.', 'Hooli'],
    ['Join Pied Piper and help us compress the world.', 'Pied Piper'],
  ])('finds the employer in %j', (text, expected) => {
    expect(companyNameFromJobDescription(text)).toBe(expected);
  });

  it('falls back when no employer is named', () => {
    expect(companyNameFromJobDescription('About the role\nYou will build APIs. We value ownership.')).toBe('Target Company');
  });
});
