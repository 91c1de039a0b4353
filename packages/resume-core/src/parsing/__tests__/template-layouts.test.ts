import { isLocation } from '../vocab';
import { parseResume } from '../parse-resume';
import { NOW } from './helpers';

const jobs = (text: string): Array<[string, string, string]> => parseResume(text, { now: NOW }).experiences.map((e) => [e.company, e.role, e.period]);
const schooling = (text: string): Array<[string, string, string]> =>
  parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year]);

describe('layouts of common CV templates', () => {
  test('dates in the margin, then "Title, Employer, Town": the town is where the employer is', () => {
    const text = [
      'Mira Halvorsen',
      'Experience',
      '2018–2022\tProcess Engineer, Fjordline Chemicals, Bergen',
      '\tRan the batch reactor line',
      '2015–2018\tLab Technician, Nordkapp Polymers, Oslo',
      '\tTested samples',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Fjordline Chemicals', 'Process Engineer', '2018 – 2022'],
      ['Nordkapp Polymers', 'Lab Technician', '2015 – 2018'],
    ]);
  });

  test('"Employer, Town, Title": a town between the employer and the title is no part of the title', () => {
    const text = ['Mira Halvorsen', 'Experience', 'Brightwater Freight, Tarrow, Operations Supervisor\t2016 – present', 'Planned the routes.'].join(
      '\n',
    );
    expect(jobs(text)).toEqual([['Brightwater Freight', 'Operations Supervisor', '2016 – Present']]);
  });

  test('a department after the title stays with the title, and the employer comes last', () => {
    expect(jobs('Experience\nDirector, Product Marketing, Quillbyte\n2019 – 2023')).toEqual([
      ['Quillbyte', 'Director, Product Marketing', '2019 – 2023'],
    ]);
  });

  test('Europass education: the date line carries the place after a dash, the qualification is on its own line', () => {
    const text = [
      'Lucia Ferrante',
      'EDUCATION AND TRAINING',
      '2012 – 2016 – Turin, Italy',
      'BACHELOR IN ECONOMICS – University of the Northern Hills',
    ].join('\n');
    expect(schooling(text)).toEqual([['BACHELOR IN ECONOMICS', 'University of the Northern Hills', '2016']]);
  });

  test('Europass 2013: the qualification named on the date line, the school below it', () => {
    const text = ['Piotr Zielinski', 'EDUCATION AND TRAINING', '2009–2013\tEngineer in Logistics', '\tMaritime Academy of the North Coast'].join(
      '\n',
    );
    expect(schooling(text)).toEqual([['Engineer in Logistics', 'Maritime Academy of the North Coast', '2013']]);
  });

  test('a graduation date above the first entry dates it, and degrees in Spanish and Portuguese are degrees', () => {
    const text = ['Ana Ruiz', 'EDUCATION', 'Graduated May 2016', 'Bachelor of Science in Nursing', 'Lakeshore College of Nursing'].join('\n');
    expect(schooling(text)).toEqual([['Bachelor of Science in Nursing', 'Lakeshore College of Nursing', '2016']]);
    expect(schooling('Ana Ruiz\nEDUCATION\nLicenciatura en Administración\nUniversidad del Valle Central, 2011')).toEqual([
      ['Licenciatura en Administración', 'Universidad del Valle Central', '2011'],
    ]);
  });

  test('British and professional qualifications are degrees', () => {
    const text = [
      'Sam Lowe',
      'EDUCATION',
      '2012 – 2014\tNVQ Level 3 Professional Cookery\tNorth Moors College',
      'BDes Interaction Design',
      'Southern Arts Institute · 2018',
    ].join('\n');
    expect(schooling(text)).toEqual([
      ['NVQ Level 3 Professional Cookery', 'North Moors College', '2014'],
      ['BDes Interaction Design', 'Southern Arts Institute', '2018'],
    ]);
  });

  test('"Role • Role • Employer": the second title is no employer', () => {
    expect(jobs('Experience\nBarista • Shift Lead • Ember Coffee House\nJune 2017 – May 2020\nOpened the store')).toEqual([
      ['Ember Coffee House', 'Barista', 'Jun 2017 – May 2020'],
    ]);
  });

  test("a form laid out as a table: each label's value is its own cell", () => {
    const text = [
      'EMPLOYMENT HISTORY',
      'Employer\tRidgeback Hardware\tCity\tDayton, OH',
      'Supervisor\tTom Reyes\tPhone\t(555) 014-2233',
      'Job Title\tSales Associate\tDates\t06/2016 - 08/2019',
      '',
      'Helped customers and ran the till.',
    ].join('\n');
    expect(jobs(text)).toEqual([['Ridgeback Hardware', 'Sales Associate', 'Jun 2016 – Aug 2019']]);
  });

  test("a form's table with a row of column names above each row of values", () => {
    const text = [
      'EMPLOYMENT HISTORY',
      'Employer\tCity\tSupervisor\tPhone',
      'Ridgeback Hardware\tDayton, OH\tTom Reyes\t(555) 014-2233',
      'Job Title\tFrom\tTo',
      'Sales Associate\t06/2016\t08/2019',
      'Helped customers and ran the till.',
      'Employer\tCity\tSupervisor\tPhone',
      'Millbrook Lumber Yard\tXenia, OH\tAnn Ortiz\t(555) 019-8877',
      'Job Title\tFrom\tTo',
      'Yard Hand\t05/2013\t05/2016',
    ].join('\n');
    const parsed = parseResume(text, { now: NOW });
    expect(parsed.experiences.map((e) => [e.company, e.role, e.period])).toEqual([
      ['Ridgeback Hardware', 'Sales Associate', 'Jun 2016 – Aug 2019'],
      ['Millbrook Lumber Yard', 'Yard Hand', 'May 2013 – May 2016'],
    ]);
    // Each field still credits the line of the document it was read from.
    expect(parsed.experiences[0]?.sources?.company?.text).toBe('Ridgeback Hardware\tDayton, OH\tTom Reyes\t(555) 014-2233');
  });

  test('undated "Employer, Title (duration)" lines: the name beside the title, not the description under it', () => {
    const text = [
      'EXPERIENCE',
      'Larchmont Media, Senior Editor (3 years)',
      'Edited features',
      'Fenwick Press, Copy Editor (2 years 6 months)',
      'Checked copy',
    ].join('\n');
    const parsed = parseResume(text, { now: NOW });
    expect(parsed.experiences.map((e) => [e.company, e.role, e.achievements])).toEqual([
      ['Larchmont Media', 'Senior Editor', ['Edited features']],
      ['Fenwick Press', 'Copy Editor', ['Checked copy']],
    ]);
  });

  test('a field given up for its placeholder credits no line', () => {
    const parsed = parseResume('EXPERIENCE\nStore Assistant | Role Agile team member\n2019 - 2021', { now: NOW });
    const job = parsed.experiences[0];
    expect([job?.company, job?.role, job?.achievements]).toEqual(['Unknown Company', 'Store Assistant', ['Role Agile team member']]);
    expect(job?.sources?.company).toBeUndefined();
  });

  test('a title in sentence case is one title, not an employer glued to a title', () => {
    const parsed = parseResume('EXPERIENCE\nNight supervisor\nMarch 2019 - May 2021\nLocked up the depot', { now: NOW });
    expect(parsed.experiences.map((e) => [e.company, e.role])).toEqual([['Unknown Company', 'Night supervisor']]);
  });

  test('roles grouped under one employer keep it when a title is a trade noun ("Claims Handler")', () => {
    const text = [
      'Experience',
      'Kestrel Insurance',
      '7 years 2 months',
      'Claims Team Lead',
      'March 2022 - Present (4 years 9 months)',
      'Claims Handler',
      'October 2019 - February 2022 (2 years 5 months)',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Kestrel Insurance', 'Claims Team Lead', 'Mar 2022 – Present'],
      ['Kestrel Insurance', 'Claims Handler', 'Oct 2019 – Feb 2022'],
    ]);
  });

  test('a layout table with the dates and employer in the left cell, the title above the bullets in the right one', () => {
    // A Word table's cells come out as paragraphs, each cell after a blank line.
    const text = [
      'Experience',
      '',
      '2020 – present',
      'Thornbury Glassworks, Redcar',
      '',
      'Furnace Technician',
      '• Kept the furnace at temperature through two relines.',
      '',
      '2016 – 2020',
      'Cobble Lane Foundry Ltd, Redcar',
      '',
      'Pattern Maker',
      '• Made wooden patterns for pump housings.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Thornbury Glassworks', 'Furnace Technician', '2020 – Present'],
      ['Cobble Lane Foundry Ltd', 'Pattern Maker', '2016 – 2020'],
    ]);
  });

  test("a town after the employer's comma is no title when the job names none", () => {
    const text = ['Experience', '', '2020 – present', 'Thornbury Glassworks, Redcar', '• Kept the furnace at temperature.'].join('\n');
    expect(jobs(text)).toEqual([['Thornbury Glassworks', 'Unknown Role', '2020 – Present']]);
  });
});

describe('the name printed again further down', () => {
  test("a profile export's closing block (name, headline, contact line) is no school", () => {
    const text = [
      'Dana Whitlock',
      'Senior Systems Engineer at Harrowgate Networks',
      'Experience',
      'Senior Systems Engineer at Harrowgate Networks',
      'January 2010 - Present (4 years 6 months)',
      'Education',
      'Westbury Institute of Technology',
      'BS, Computer Engineering, 2000 - 2004',
      'Dana Whitlock',
      'Senior Systems Engineer at Harrowgate Networks',
      'Contact Dana on LinkedIn',
    ].join('\n');
    const parsed = parseResume(text, { now: NOW });
    expect(parsed.education.map((e) => e.school)).toEqual(['Westbury Institute of Technology']);
    // The first job repeats the headline word for word and is kept.
    expect(parsed.experiences.map((e) => [e.company, e.role])).toEqual([['Harrowgate Networks', 'Senior Systems Engineer']]);
  });
});

describe('places', () => {
  test('a town is placed by its region or country; an unknown name before a city is no town', () => {
    expect(isLocation('Springfield, IL')).toBe(true);
    expect(isLocation('Recife, Brazil')).toBe(true);
    expect(isLocation('Nordkapp Polymers, Oslo')).toBe(false);
  });

  test('a large city on a line of its own is a place, never an employer', () => {
    for (const city of ['Kolkata', 'Jakarta', 'São Paulo', 'Riyadh', 'Auckland']) expect(isLocation(city)).toBe(true);
    const text = ['Jane Roe', 'Experience', 'Lagos Foods Ltd', 'Credit Officer', '2011 – 2014', '', 'Jakarta', 'Branch Manager', '2014 – 2016'].join(
      '\n',
    );
    expect(parseResume(text, { now: NOW }).experiences.map((e) => e.company)).not.toContain('Jakarta');
  });
});

test('moderncv entries: "Title, Employer, Town." keeps a one-word employer before a known town, and the school’s town off the degree', () => {
  const text = [
    'Mara Example',
    'Experience',
    '2016–2019 Analyst, Quillon, Berlin.',
    'Built dashboards for the sales team.',
    'Education',
    '2010–2014 BSc in Mathematics, University of Tarrow, Tarrow.',
  ].join('\n');
  expect(jobs(text)).toEqual([['Quillon', 'Analyst', '2016 – 2019']]);
  expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
    ['BSc in Mathematics', 'University of Tarrow', '2014'],
  ]);
});

// "2017 - 2019" is digits and dashes like a telephone number; taken for one, it was moved off the
// title's line and the role read as a job of its own with no employer.
test("roles under an employer, each with its years in a column of their own, stay that employer's", () => {
  const text = [
    'Ann Oakfern',
    '',
    'EXPERIENCE',
    'Brightwater Ceramics',
    'Kiln Supervisor                                   2019 - present',
    'Senior Kiln Operator                              2017 - 2019',
    'Oakfern Pottery',
    'Glaze Technician                                  2014 - 2017',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Brightwater Ceramics', 'Kiln Supervisor', '2019 – Present'],
    ['Brightwater Ceramics', 'Senior Kiln Operator', '2017 – 2019'],
    ['Oakfern Pottery', 'Glaze Technician', '2014 – 2017'],
  ]);
});
