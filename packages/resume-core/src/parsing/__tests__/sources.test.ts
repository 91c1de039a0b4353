import { parseResume } from '../parse-resume';
import { NOW } from './helpers';

describe('where each field was read', () => {
  test('company, role and period carry their line in the extracted text, as printed', () => {
    const text = [
      'Jane Roe', //                          0
      'jane@example.com', //                  1
      '', //                                  2
      'Experience', //                        3
      '  Senior Engineer', //                 4
      'Acme Corp\r', //                       5
      '\fMar 2019 – Present', //              6
      '• Built the billing service', //       7
      '', //                                  8
      'Skills',
      'Python, SQL',
    ].join('\n');
    const [job] = parseResume(text, { now: NOW }).experiences;
    expect(job?.sources).toEqual({
      role: { line: 4, text: '  Senior Engineer' },
      company: { line: 5, text: 'Acme Corp' },
      period: { line: 6, text: '\fMar 2019 – Present' },
    });
  });

  test('a role under a grouping employer points at the employer line', () => {
    const text = ['Experience', 'Globex', 'Lead Engineer', '2021 – Present', 'Engineer', '2018 – 2021', '', 'Skills', 'Go'].join('\n');
    const jobs = parseResume(text, { now: NOW }).experiences;
    expect(jobs.map((j) => [j.company, j.role, j.sources?.company?.line, j.sources?.role?.line])).toEqual([
      ['Globex', 'Lead Engineer', 1, 2],
      ['Globex', 'Engineer', 1, 4],
    ]);
  });

  test('degree, school and year of an education entry carry their lines, split or on one line', () => {
    const text = [
      'Jane Roe', //                                          0
      '', //                                                  1
      'Education', //                                         2
      'BSc Marine Biology', //                                3
      'University of Westmoor', //                            4
      '2012 - 2016', //                                       5
      '', //                                                  6
      'MSc Ocean Data, Northfield Institute of Technology, 2018', // 7
      '',
      'Skills',
      'Python',
    ].join('\n');
    const education = parseResume(text, { now: NOW }).education;
    expect(education.map((e) => e.sources)).toEqual([
      {
        degree: { line: 3, text: 'BSc Marine Biology' },
        school: { line: 4, text: 'University of Westmoor' },
        year: { line: 5, text: '2012 - 2016' },
      },
      {
        degree: { line: 7, text: 'MSc Ocean Data, Northfield Institute of Technology, 2018' },
        school: { line: 7, text: 'MSc Ocean Data, Northfield Institute of Technology, 2018' },
        year: { line: 7, text: 'MSc Ocean Data, Northfield Institute of Technology, 2018' },
      },
    ]);
  });
});

test('an employer that is only a cue word ("Self-employed") printed under the dates is read from its own line', () => {
  const text = [
    'Robin Calder',
    'Experience',
    'Freelance Data Analyst',
    'Mar 2015 – Jun 2019',
    'Self-employed',
    'Built dashboards for small firms.',
  ].join('\n');
  const [job] = parseResume(text, { now: NOW }).experiences;
  expect([job?.company, job?.period, job?.sources?.company, job?.sources?.period]).toEqual([
    'Self-employed',
    'Mar 2015 – Jun 2019',
    { line: 4, text: 'Self-employed' },
    { line: 3, text: 'Mar 2015 – Jun 2019' },
  ]);
});
