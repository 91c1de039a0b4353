import { jobs, withExperience } from './helpers';

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

describe('jobs that continue after the sidebar', () => {
  const head = [
    'Mira Quell',
    'mira@example.com',
    '',
    'EXPERIENCE',
    'TALLOWAY FOODS | DATA ENGINEER',
    'March 2021 - Present | Pricing Team | Leeds',
    '• Built the pricing feeds.',
  ];

  test('a run of jobs after a sidebar skills list goes back to the experience section', () => {
    const text = [
      ...head,
      '',
      'SKILLS',
      'Python • SQL • Airflow',
      '',
      'BRAMBLE BANK | ANALYST',
      'June 2018 - February 2021 | Risk Desk | York',
      '• Wrote the loss reports.',
      'OTTERLY MAPS | INTERN',
      'June 2017 - September 2017 | Routing | York',
      '• Cleaned the road graph.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['TALLOWAY FOODS', 'DATA ENGINEER', 'Mar 2021 – Present'],
      ['BRAMBLE BANK', 'ANALYST', 'Jun 2018 – Feb 2021'],
      ['OTTERLY MAPS', 'INTERN', 'Jun 2017 – Sep 2017'],
    ]);
  });

  test('employer, title and dates lines under a sidebar tools heading', () => {
    const text = [
      ...head,
      '',
      'Tools',
      'Airflow, dbt',
      '',
      'Kestrel Labs',
      'Backend Developer',
      'Nov 2018 - Feb 2021',
      '• Ran the ingestion service.',
      '',
      'Wrenfield Council',
      'Web Developer',
      'Feb 2016 - Oct 2018',
      '• Rebuilt the council site.',
    ].join('\n');
    expect(jobs(text).map((j) => j[0])).toEqual(['TALLOWAY FOODS', 'Kestrel Labs', 'Wrenfield Council']);
  });

  test('dated entries under a heading of their own (talks, conferences) are not taken for jobs', () => {
    const text = [
      ...head,
      '',
      'Conferences',
      '',
      'Northern Data Forum',
      'Speaker',
      'Nov 2018 - Feb 2019',
      '',
      'Civic Tech Week',
      'Panel Member',
      'Feb 2016 - Oct 2016',
    ].join('\n');
    expect(jobs(text).map((j) => j[0])).toEqual(['TALLOWAY FOODS']);
  });

  test('dated entries of a projects section stay projects', () => {
    const text = [
      ...head,
      '',
      'PROJECTS',
      '',
      'Lanternfish | Maintainer',
      'Jan 2020 - Present',
      '• A tile server.',
      '',
      'Pebblequeue | Author',
      'Mar 2018 - Dec 2019',
      '• A job queue.',
    ].join('\n');
    expect(jobs(text).map((j) => j[0])).toEqual(['TALLOWAY FOODS']);
  });

  test('one dated line in a sidebar (a newsletter since 2019) is not a job', () => {
    const text = [...head, '', 'Interests', '', 'Newsletters', 'Weekly digest (2019 - Present)', 'Sent to a few hundred readers.'].join('\n');
    expect(jobs(text).map((j) => j[0])).toEqual(['TALLOWAY FOODS']);
  });
});

test('a stray sidebar line above an employer does not stop it from heading the roles under it', () => {
  const text = [
    'Mira Quell',
    'mira@example.com',
    '',
    'EXPERIENCE',
    'Kestrel Labs',
    'Backend Developer',
    'Nov 2021 - Present',
    '• Ran the ingestion service.',
    '',
    'miraquell',
    '',
    'Wrenfield Council',
    'Lead Web Developer',
    'Nov 2018 - Oct 2021',
    '• Led the rebuild.',
    '',
    'Web Developer',
    'Feb 2016 - Oct 2018',
    '• Built the forms.',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Kestrel Labs', 'Backend Developer', 'Nov 2021 – Present'],
    ['Wrenfield Council', 'Lead Web Developer', 'Nov 2018 – Oct 2021'],
    ['Wrenfield Council', 'Web Developer', 'Feb 2016 – Oct 2018'],
  ]);
});

describe('a job label before a tab, as a table cell or a wide PDF gap gives it', () => {
  const NEXT_JOB = ['Northwind Traders Ltd, Accountant', 'June 2015 - February 2019', 'Reconciled ledgers'];

  test('a tools or skills label stays inside its job, behind a colon or a tab', () => {
    for (const label of ['Tools: Excel, SAP', 'Tools\tExcel, SAP', 'Skills\tExcel, SAP']) {
      const labelled = withExperience(['Harbor Audit LLP, Senior Accountant', 'March 2019 - Present', label, ...NEXT_JOB].join('\n'));
      expect(jobs(labelled)).toEqual([
        ['Harbor Audit LLP', 'Senior Accountant', 'Mar 2019 – Present'],
        ['Northwind Traders Ltd', 'Accountant', 'Jun 2015 – Feb 2019'],
      ]);
    }
  });
});
