import { jobs } from './helpers';

describe('narrative CVs', () => {
  test('"dates: Title, Team, Employer (tools). What I did." on one line is a job', () => {
    const text = [
      'Dana Whitcombe',
      'Experience',
      '2019 – 2023: Claims Analyst, Fraud Team, Harbour Mutual Ltd (SQL, Excel). Built the weekly fraud report and cut false alerts by a third.',
      '2016 – 2019: Underwriting Assistant, Fenwick Insurance (Excel). Checked proposal forms.',
      '2015 – 2016: After a year abroad I came back. Then I looked for work.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Harbour Mutual Ltd', 'Claims Analyst, Fraud Team', '2019 – 2023'],
      ['Fenwick Insurance', 'Underwriting Assistant', '2016 – 2019'],
    ]);
  });

  test('a job told on one line, "Title, Employer (dates): what I did", is a job; a name with a note is none', () => {
    const text = [
      'Dana Whitcombe',
      'Work history',
      'Outlets and clients:',
      'Harbour Health Weekly: weekly columns',
      'Field sales officer, Moorcroft Biologics (2001-2004): visited clinics across the county and ran product evenings for practice nurses.',
      'Sales: Territory Manager, Fenwick Biologics (1998-2001): opened forty new accounts in the north-west.',
      'Writing: I wrote features for several magazines between 2005 and 2010, mostly on public health (many of them commissioned): see the list above.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Moorcroft Biologics', 'Field sales officer', '2001 – 2004'],
      ['Fenwick Biologics', 'Territory Manager', '1998 – 2001'],
    ]);
  });

  test('jobs told in sentences are found when no job is laid out', () => {
    const text = [
      'Jo Bloggs',
      'A curious writer who likes people.',
      'About me',
      'After university I worked as a data analyst at Globex Industries from 2015 to 2018. Then I moved',
      'to the coast. Since 2019 I have been a senior editor with Moonbeam Press and I enjoy it.',
      'I like walking, reading and cooking for friends.',
      'Skills',
      'Writing, Editing',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Globex Industries', 'data analyst', '2015 – 2018'],
      ['Moonbeam Press', 'senior editor', '2019 – Present'],
    ]);
  });

  test('sentences that open with the verb, or name the employer before the title, are jobs too', () => {
    const text = [
      'Ravi Example',
      'Experience summary',
      'Currently working with Moorvale Software Pvt Ltd as Senior Software Engineer since March 2018.',
      'Worked as Software Engineer in Quillon Systems from June 2016 to February 2018.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Moorvale Software Pvt Ltd', 'Senior Software Engineer', 'Mar 2018 – Present'],
      ['Quillon Systems', 'Software Engineer', 'Jun 2016 – Feb 2018'],
    ]);
  });

  test('a sentence that goes on to the next job gives both', () => {
    const text = [
      'Jo Bloggs',
      'Work history',
      'I worked as a bookkeeper at Lindqvist Bakery from 2015 to 2018, then as an office manager at Brightwater Dental from 2018 until now.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Lindqvist Bakery', 'bookkeeper', '2015 – 2018'],
      ['Brightwater Dental', 'office manager', '2018 – Present'],
    ]);
  });

  test('a sentence without dates or without a title word is not a job', () => {
    const text = ['Jo Bloggs', 'Profile', 'I worked at Globex for years and loved the people there.', 'Skills', 'Writing'].join('\n');
    expect(jobs(text)).toEqual([]);
  });
});
