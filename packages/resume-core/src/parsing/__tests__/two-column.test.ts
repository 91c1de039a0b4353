import { jobs } from './helpers';

describe('experience heading without jobs under it', () => {
  test('jobs printed under a sidebar heading are still found', () => {
    // Two-column export: the main column's heading comes out before the sidebar's "Top Skills".
    const text = [
      'Contact',
      'jo.doe@example.com Jo Doe',
      'Engineer at Hooli',
      'Experience',
      'Top Skills',
      'Kotlin',
      'Hooli',
      'Senior Engineer',
      'March 2021 - Present (3 years 2 months)',
      'Berlin, Germany',
      '',
      'Globex Systems',
      'Software Developer',
      'June 2017 - February 2021 (3 years 9 months)',
      '',
      'Education',
      'Technical University of Somewhere',
      'Bachelor of Science, Computer Science (2013 - 2017)',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Hooli', 'Senior Engineer', 'Mar 2021 – Present'],
      ['Globex Systems', 'Software Developer', 'Jun 2017 – Feb 2021'],
    ]);
  });
});
