import { jobs, withExperience } from './helpers';

describe('dates printed in a margin column', () => {
  test('an open range closed at the end of the next line', () => {
    const section = [
      'Backend Developer Jun 2021 -',
      'Hooli Media, Remote Present',
      '{ Built the ordering screens.',
      'Freelance Web Designer Feb 2019 -',
      'Moonbeam Pixels, Remote Jun 2021',
      '{ Redesigned client websites.',
      'Office Manager Sep 2016 -',
      'Globex Partners, Halifax, NS Jan 2019',
      '{ Ran the office.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Hooli Media', 'Backend Developer', 'Jun 2021 – Present'],
      ['Moonbeam Pixels', 'Freelance Web Designer', 'Feb 2019 – Jun 2021'],
      ['Globex Partners', 'Office Manager', 'Sep 2016 – Jan 2019'],
    ]);
  });
});
