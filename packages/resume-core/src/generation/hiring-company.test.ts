import { hiringCompany } from './hiring-company';

describe('hiringCompany', () => {
  it.each([
    ['Company: Globex Corporation\nSenior Engineer', 'Senior Engineer', 'Globex Corporation'],
    ['About Initech\nWe build payroll software.', null, 'Initech'],
    ['Hooli is hiring a Staff Engineer to lead search.', 'Staff Engineer', 'Hooli'],
    ['Join Pied Piper and help us compress the world.', null, 'Pied Piper'],
    [
      'Senior Product Manager\nNorthwind Clinical Systems\nBoston, MA\n\nWe are looking for a product lead.',
      'Senior Product Manager',
      'Northwind Clinical Systems',
    ],
    ['Data Analyst at Vantage Freight\nRemote, full-time', 'Data Analyst', 'Vantage Freight'],
    ['Backend Engineer | Orbitly', 'Backend Engineer', 'Orbitly'],
  ])('finds the employer in %j', (text, role, expected) => {
    expect(hiringCompany(text, role)).toBe(expected);
  });

  it('answers null rather than a placeholder when the posting names no employer', () => {
    expect(hiringCompany('About the role\nYou will build APIs. We value ownership.', null)).toBeNull();
    expect(hiringCompany('Product Designer\nRemote\nFull-time\nYou will design flows.', 'Product Designer')).toBeNull();
  });
});
