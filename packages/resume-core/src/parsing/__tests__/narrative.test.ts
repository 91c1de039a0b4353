import { jobs } from './helpers';

describe('narrative CVs', () => {
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
