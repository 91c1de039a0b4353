import { parseResume } from '../parse-resume';
import { companyScore } from '../vocab';
import { NOW, jobs } from './helpers';

describe('LinkedIn exports', () => {
  test('roles grouped under one employer with a total tenure keep their whole titles', () => {
    const text = [
      'Jo Doe',
      'Experience',
      'Northwind Group',
      '11 years 2 months',
      'Group Head, Digital Channels',
      'April 2017 - Present (7 years 8 months)',
      'Oslo, Norway',
      'Led the channel teams across the group.',
      'Head, Retail Bank & Wealth, Europe',
      'May 2013 - March 2017 (3 years 11 months)',
      'Ran the retail bank in Europe.',
      '',
      'Globex Bank',
      'Area Manager',
      'February 2008 - April 2013 (5 years 3 months)',
      '',
      'Education',
      'Somewhere University',
      'Bachelor of Commerce (2003 - 2006)',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Northwind Group', 'Group Head, Digital Channels', 'Apr 2017 – Present'],
      ['Northwind Group', 'Head, Retail Bank & Wealth, Europe', 'May 2013 – Mar 2017'],
      ['Globex Bank', 'Area Manager', 'Feb 2008 – Apr 2013'],
    ]);
  });

  it("the place under a role's own date line is never its employer, and a wrapped line ending a sentence is no heading", () => {
    const text = [
      'Ana Example',
      'Experience',
      'Brightwater Software',
      '2 years 1 month',
      'Senior Developer',
      'March 2021 - Present (3 years)',
      'Lisbon, Portugal',
      '- Moved the billing jobs to a queue so that they could handle a much larger',
      'information.',
      'Support Analyst',
      'January 2020 - March 2021 (1 year 2 months)',
      'Porto, Norte, Portugal',
      'Education',
      'University of Westmoor',
      'BSc, Computer Science · (2015 - 2019)',
    ].join('\n');
    const found = jobs(text);
    expect(found.map(([company]) => company)).not.toContain('Porto');
    expect(found.map(([, role]) => role)).toEqual(['Senior Developer', 'Support Analyst']);
  });

  test('a bare town or a metropolitan area under a grouped role is its place, and the group keeps its employer', () => {
    const text = (place: string): string =>
      [
        'Rhys Example',
        'Experience',
        'Saltmarsh Haulage',
        '5 years 4 months',
        'Depot Manager',
        'May 2022 - Present (2 years 7 months)',
        'Grimsby, England, United Kingdom',
        'Ran the cross-dock.',
        'Transport Planner',
        'August 2019 - May 2022 (2 years 10 months)',
        place,
        'Planned 40 trucks a day.',
        '',
        'Fenwick Ports Ltd',
        'Yard Clerk',
        'June 2016 - July 2019 (3 years 2 months)',
        'Hull',
      ].join('\n');
    for (const place of ['Grimsby', 'Greater Grimsby Area']) {
      expect(jobs(text(place))).toEqual([
        ['Saltmarsh Haulage', 'Depot Manager', 'May 2022 – Present'],
        ['Saltmarsh Haulage', 'Transport Planner', 'Aug 2019 – May 2022'],
        ['Fenwick Ports Ltd', 'Yard Clerk', 'Jun 2016 – Jul 2019'],
      ]);
    }
  });

  test('a place printed under only the later of two grouped roles keeps that role with its employer', () => {
    const text = [
      'Mara Example',
      'Experience',
      'Brightwater',
      '4 years 1 month',
      'Analytics Manager',
      'March 2016 - May 2018 (2 years 3 months)',
      'Senior Analyst',
      'May 2014 - March 2016 (1 year 11 months)',
      'Leeds, United Kingdom',
      'Globex',
      'Intern',
      'June 2013 - August 2013 (3 months)',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Brightwater', 'Analytics Manager', 'Mar 2016 – May 2018'],
      ['Brightwater', 'Senior Analyst', 'May 2014 – Mar 2016'],
      ['Globex', 'Intern', 'Jun 2013 – Aug 2013'],
    ]);
  });
});

test("a 'Title at Employer' line wrapped after a joining word keeps the employer's whole name, quoted whole as its source", () => {
  const text = [
    'Jo Rill',
    'Experience',
    'Analyst and Team Coordinator for Regional Reporting at Quillon Bank of',
    'Moorvale',
    'June  2016  -  February  2019  (2 years 9 months)',
    'Cleaned data.',
    'Intern at Brightwater Council',
    '2015  -  2015  (less than a year)',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Quillon Bank of Moorvale', 'Analyst and Team Coordinator for Regional Reporting', 'Jun 2016 – Feb 2019'],
    ['Brightwater Council', 'Intern', '2015 – 2015'],
  ]);
  const [first] = parseResume(text, { now: NOW }).experiences;
  expect(first?.sources?.company?.text).toBe('Analyst and Team Coordinator for Regional Reporting at Quillon Bank of Moorvale');
});

test("a 'Title at Employer' line whose legal form or kind was wrapped onto the next line keeps the whole name", () => {
  const text = [
    'Jo Rill',
    'Experience',
    'Director of Engineering, Platform and Reliability at Globex',
    'Holdings',
    'January  2020  -  Present  (4 years 11 months)',
    'Led five teams.',
    'Head of Site Reliability Engineering at Quillon Payments Europe',
    'Limited',
    'March  2017  -  January  2020  (2 years 11 months)',
    'Built the on-call rotation.',
    'Software Engineer at Kelburn',
    '2012  -  2015  (3 years)',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Globex Holdings', 'Director of Engineering, Platform and Reliability', 'Jan 2020 – Present'],
    ['Quillon Payments Europe Limited', 'Head of Site Reliability Engineering', 'Mar 2017 – Jan 2020'],
    ['Kelburn', 'Software Engineer', '2012 – 2015'],
  ]);
});

test("a 'Title at' line wrapped right after 'at' takes the employer from the next line", () => {
  const text = [
    'Jo Rill',
    'Experience',
    'Senior Data Engineer for Regional Supply Chain Analytics at',
    'Globex Corporation',
    'March  2012  -  Present  (2 years 3 months)',
    'Built pipelines.',
  ].join('\n');
  expect(jobs(text)).toEqual([['Globex Corporation', 'Senior Data Engineer for Regional Supply Chain Analytics', 'Mar 2012 – Present']]);
});

test('a title wrapped onto a second line under an employer printed with its total tenure stays the title, the employer the heading', () => {
  const text = [
    'Jo Rill',
    'Experience',
    'Globex Ltd',
    '6 years 5 months',
    'Senior Analyst',
    'March 2019 - Present (6 years 5 months)',
    'Tarrow, England, United Kingdom',
    'Built reports.',
    'Page 1 of 3',
    'Analyst and Reporting Coordinator for the Northern Region',
    'Sales Operations',
    'June 2016 - February 2019 (2 years 9 months)',
    'Quillon Bank',
    'Graduate Analyst',
    'June 2014 - May 2016 (2 years)',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Globex Ltd', 'Senior Analyst', 'Mar 2019 – Present'],
    ['Globex Ltd', 'Analyst and Reporting Coordinator for the Northern Region Sales Operations', 'Jun 2016 – Feb 2019'],
    ['Quillon Bank', 'Graduate Analyst', 'Jun 2014 – May 2016'],
  ]);
});

describe('LinkedIn exports in other languages', () => {
  test.each([
    ['German', ['Berufserfahrung', 'Juli 2019 - Heute (5 Jahre)', 'Ausbildung'], 'Jul 2019 – Present'],
    ['French', ['Expérience', 'juillet 2019 - aujourd’hui (5 ans)', 'Formation'], 'Jul 2019 – Present'],
    ['Portuguese', ['Experiência', 'julho de 2019 - o momento (5 anos)', 'Formação acadêmica'], 'Jul 2019 – Present'],
    ['Dutch', ['Ervaring', 'juli 2019 - heden (5 jaar)', 'Opleiding'], 'Jul 2019 – Present'],
  ])('%s: the headings open their sections and the dates are read, so no heading becomes a job', (_, [experience, dates, education], period) => {
    const text = [
      'Jo Doe',
      experience,
      'Globex Analytical GmbH',
      'Laboratory Manager',
      dates,
      'Tarrow, Deutschland',
      education,
      'Universität Tarrow',
      'Bachelor of Science, Chemie · (2008 - 2011)',
    ].join('\n');
    const parsed = parseResume(text, { now: NOW });
    expect(jobs(text)).toEqual([['Globex Analytical GmbH', 'Laboratory Manager', period]]);
    expect(parsed.education.map((e) => [e.degree, e.school])).toEqual([['Bachelor of Science, Chemie', 'Universität Tarrow']]);
  });
});

describe('the place under a job in a profile export', () => {
  test('an unknown town under the dates stays with its job, so the next job keeps its own title', () => {
    const text = [
      'Jo Doe',
      'Experience',
      'Globex Analytical Ltd',
      'Laboratory Manager',
      'July 2019 - Present (5 years 5 months)',
      'Tarrow',
      'Moorvale Foods Ltd',
      'Quillmaster',
      'September 2011 - February 2015 (3 years 6 months)',
      'Kelburn',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Globex Analytical Ltd', 'Laboratory Manager', 'Jul 2019 – Present'],
      ['Moorvale Foods Ltd', 'Quillmaster', 'Sep 2011 – Feb 2015'],
    ]);
  });

  test('where jobs lead with the title, the name before the next employer is that job’s title', () => {
    const text = [
      'Jo Doe',
      'Experience',
      'Laboratory Manager',
      'Globex Analytical Ltd',
      'July 2019 - Present',
      'Quillmaster',
      'Moorvale Foods Ltd',
      'September 2011 - February 2015',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Globex Analytical Ltd', 'Laboratory Manager', 'Jul 2019 – Present'],
      ['Moorvale Foods Ltd', 'Quillmaster', 'Sep 2011 – Feb 2015'],
    ]);
  });
});

describe('"title at employer" in the languages whose headings are read', () => {
  test.each([
    ['Projektleiterin bei Nordlicht Energie GmbH', 'Nordlicht Energie GmbH', 'Projektleiterin'],
    ['Ingénieure chez Globex SA', 'Globex SA', 'Ingénieure'],
    ['Medewerker bij Tarrow Logistics BV', 'Tarrow Logistics BV', 'Medewerker'],
  ])('%s', (line, company, role) => {
    expect(jobs(`Jo Doe\nExperience\n${line}\n03/2018 – 2020`)).toEqual([[company, role, 'Mar 2018 – 2020']]);
  });

  test('an employer that does not name itself by its form is not split off', () => {
    expect(jobs('Jo Doe\nExperience\nNight Porter\nGlobex bei Nacht\n03/2018 – 2020')).toEqual([
      ['Globex bei Nacht', 'Night Porter', 'Mar 2018 – 2020'],
    ]);
  });
});

describe('profile exports in French and Portuguese', () => {
  test('the title between the employer and the dates is read whatever its words, with the tenure and the place in those languages', () => {
    const text = [
      'Jo Doe',
      'Expérience',
      'Globex Analytical SA',
      'Responsable de laboratoire',
      'juillet 2019 - aujourd’hui (5 ans 5 mois)',
      'Lyon, Auvergne-Rhône-Alpes, France',
      'Moorvale SARL',
      'Technicienne qualité',
      'septembre 2011 - février 2015 (3 ans 6 mois)',
      'São Paulo, Brasil',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Globex Analytical SA', 'Responsable de laboratoire', 'Jul 2019 – Present'],
      ['Moorvale SARL', 'Technicienne qualité', 'Sep 2011 – Feb 2015'],
    ]);
  });
});

describe("the sidebar's end", () => {
  test("the name, headline and place that open the main column after the sidebar's skills are no skills", () => {
    const text = [
      'Contact',
      'jo@example.com',
      'Top Skills',
      'Chromatography',
      'Quality Control',
      'Tamsin Quillon',
      'Laboratory Manager at Globex',
      'Tarrow, United Kingdom',
      'Experience',
      'Globex Analytical Ltd',
      'Laboratory Manager',
      'July 2019 - Present (5 years 5 months)',
    ].join('\n');
    expect(parseResume(text, { now: NOW }).skills.map((s) => s.name)).toEqual(['Chromatography', 'Quality Control']);
  });

  test('a skills section after the experience keeps a name-shaped skill before a title-like one', () => {
    const text = ['Jo Doe', 'Experience', 'Globex Ltd', 'Chemist', '2019 - 2021', 'Skills', 'Kanban Boards', 'Team Leadership'].join('\n');
    expect(parseResume(text, { now: NOW }).skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Kanban Boards']));
  });
});

describe('legal forms as other countries write them', () => {
  test('"Ltda", "S.A.", "S.p.A.", "A/S" and "ApS" name an employer', () => {
    const text = [
      'Jo Doe',
      'Experiência',
      'Globex Analítica Ltda',
      'Gerente de laboratório',
      'julho de 2019 - o momento (5 anos 5 meses)',
      'São Paulo, Brasil',
      'Moorvale Alimentos S.A.',
      'Analista de qualidade',
      'setembro de 2011 - fevereiro de 2015 (3 anos 6 meses)',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Globex Analítica Ltda', 'Gerente de laboratório', 'Jul 2019 – Present'],
      ['Moorvale Alimentos S.A.', 'Analista de qualidade', 'Sep 2011 – Feb 2015'],
    ]);
    for (const name of ['Tarrow S.p.A.', 'Brightwater A/S', 'Quillon ApS']) expect(companyScore(name)).toBeGreaterThanOrEqual(3);
    expect(companyScore('worked as a clerk')).toBe(0);
  });
});

describe('LinkedIn education lines', () => {
  test('"Degree - ABBR, Field · (years)" keeps the field with the degree', () => {
    const text = [
      'Jane Pebble',
      'Experience',
      'Globex',
      'Engineer',
      'January 2019 - Present (1 year)',
      'Education',
      'ETH Kelburn',
      'Master of Science - MS, Mechanical Engineering · (2011 - 2013)',
      'HEC Moorvale',
      'Bachelor of Science - BS, Business Administration · (2007 - 2010)',
    ].join('\n');
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['Master of Science, Mechanical Engineering', 'ETH Kelburn', '2013'],
      ['Bachelor of Science, Business Administration', 'HEC Moorvale', '2010'],
    ]);
  });
});

describe('where a role was done, as profile exports print it', () => {
  test('"Odense Area", "Esbjerg, South Denmark" and "Greater Kelburn" under a role are places, not the next role\'s employer', () => {
    const text = [
      'Jo Doe',
      'Experience',
      'Brightwater Studio',
      '9 years 5 months',
      'Kiln Technician',
      'January 2016 - Present (9 years 5 months)',
      'Odense Area',
      'Apprentice Kiln Technician',
      'October 2013 - November 2015 (2 years 2 months)',
      'Esbjerg, South Denmark',
      'Glaze Assistant',
      'March 2012 - August 2013 (1 year 6 months)',
      'Greater Kelburn',
      'Fired the test tiles.',
      '',
      'Education',
      'Tarrow University',
      'BSc, Chemistry · (2009 - 2012)',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Brightwater Studio', 'Kiln Technician', 'Jan 2016 – Present'],
      ['Brightwater Studio', 'Apprentice Kiln Technician', 'Oct 2013 – Nov 2015'],
      ['Brightwater Studio', 'Glaze Assistant', 'Mar 2012 – Aug 2013'],
    ]);
  });
});

describe('roles grouped under an employer with its total tenure', () => {
  const text = (secondRoleFollows: boolean) =>
    [
      'Robin Calder',
      'Experience',
      'Oakfern Research',
      '10 years 3 months',
      'Data Analyst',
      'March 2019 - Present (7 years 9 months)',
      'Tarrowmead',
      ...(secondRoleFollows ? ['Junior Analyst', 'September 2016 - February 2019 (2 years 6 months)', 'Tarrowmead'] : []),
      'Pebble',
      'Barista',
      'January 2014 - August 2016 (2 years 8 months)',
    ].join('\n');

  test("while the roles read add up to less than the tenure, a town above the next title is the last role's place", () => {
    expect(jobs(text(true))).toEqual([
      ['Oakfern Research', 'Data Analyst', 'Mar 2019 – Present'],
      ['Oakfern Research', 'Junior Analyst', 'Sep 2016 – Feb 2019'],
      ['Pebble', 'Barista', 'Jan 2014 – Aug 2016'],
    ]);
  });

  test('once they add up to it, the name above the next title is the next employer', () => {
    const complete = text(false).replace('10 years 3 months', '7 years 9 months').replace('Tarrowmead\n', '');
    expect(jobs(complete)).toEqual([
      ['Oakfern Research', 'Data Analyst', 'Mar 2019 – Present'],
      ['Pebble', 'Barista', 'Jan 2014 – Aug 2016'],
    ]);
  });
});

test('a role "less than a year" long keeps its year', () => {
  const text = [
    'Robin Calder',
    'Experience',
    'Quillon Games',
    'Tester',
    '2011 (less than a year)',
    'Pebble Coffee',
    'Barista',
    '2009 - 2011 (2 years)',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Quillon Games', 'Tester', '2011'],
    ['Pebble Coffee', 'Barista', '2009 – 2011'],
  ]);
});

test("an employer's legal form and a title's last department word wrapped onto lines of their own rejoin them", () => {
  const text = [
    'Robin Calder',
    'Experience',
    'Oakfern Research and Statistical Consulting Services',
    'Limited',
    'Senior Manager, Strategic Partnerships and Business',
    'Development',
    'March 2019 - Present (7 years 9 months)',
    'Tarrow, United Kingdom',
    'Led the partnerships team',
  ].join('\n');
  expect(jobs(text)).toEqual([
    [
      'Oakfern Research and Statistical Consulting Services Limited',
      'Senior Manager, Strategic Partnerships and Business Development',
      'Mar 2019 – Present',
    ],
  ]);
});
