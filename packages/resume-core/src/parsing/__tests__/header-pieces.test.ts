import { jobs, withExperience } from './helpers';

describe('header pieces that are not names', () => {
  test('"Title in Company" names the employer after a title word', () => {
    expect(jobs(withExperience('2017.04.03 – 2020.09.14 Java developer in Globex LLC\n- Worked on the stock system'))).toEqual([
      ['Globex LLC', 'Java developer', 'Apr 2017 – Sep 2020'],
    ]);
    expect(jobs(withExperience('Member of Outreach Committee in Hooli\n2016 – 2017\n- Ran the events'))[0]?.[1]).toBe(
      'Member of Outreach Committee in Hooli',
    );
  });

  test('"Title in Subject" keeps the subject in the title and the employer from its own line', () => {
    expect(
      jobs(withExperience('Sep 2015 – Present\tLecturer in Organic Chemistry\nPortmere College of Science, Portmere\n- Taught second-year labs')),
    ).toEqual([['Portmere College of Science', 'Lecturer in Organic Chemistry', 'Sep 2015 – Present']]);
  });

  test('half a bracket left by a wrapped line is cut off the name', () => {
    expect(jobs(withExperience('Senior Engineer\nInitech Systems Limited (Pune\nMar 2014 to Present\n• Built the billing flows'))).toEqual([
      ['Initech Systems Limited', 'Senior Engineer', 'Mar 2014 – Present'],
    ]);
  });

  test('a name ending in one title word, with no company cue, is a title and never the employer', () => {
    const [job] = jobs(withExperience('Team Lead\nData Warehouse Developer -  Pune, Maharashtra -\nJan 2019 to Present\n• Ran the nightly loads'));
    expect(job?.[0]).toBe('Unknown Company');
    const [firm] = jobs(
      withExperience('Team Lead\nHarbour Software Developers -  Pune, Maharashtra -\nJan 2019 to Present\n• Ran the nightly loads'),
    );
    expect(firm?.[0]).toBe('Harbour Software Developers');
  });

  test('the payroll employer, the staffing firm before its client and the firm one trained at are the employers', () => {
    const employer = (line: string): string | undefined =>
      jobs(withExperience(`Associate Consultant\n${line} -\nMarch 2015 to June 2017\n• Configured the ledgers`))[0]?.[0];
    expect(employer('ERP on the payroll of Westmoor Staffing Ltd.')).toBe('Westmoor Staffing Ltd.');
    expect(employer('Westmoor Staffing- Client- Initech Systems')).toBe('Westmoor Staffing');
    expect(employer('Training in Initech Limited')).toBe('Initech Limited');
  });

  test('a label that names no title, and its value, is never the title', () => {
    const [job] = jobs(withExperience('Globex Bank -\n\n2019 to 2020\n\nBatch scheduler: Night Operator Client\n\n- Ran the overnight batch'));
    expect(job).toEqual(['Globex Bank', 'Unknown Role', '2019 – 2020']);
  });

  test('a bare legal suffix is never the employer', () => {
    const [job] = jobs(withExperience('Network Engineer\nPvt. Ltd\nJan 2019 to Dec 2020\n• Ran the switches'));
    expect(job?.[0]).toBe('Unknown Company');
  });

  test('pieces of a sentence never name a title or an employer', () => {
    const [job] = jobs(withExperience('Product Manager and\nGlobex Systems\nJan 2019 to Dec 2020\n• Ran the roadmap'));
    expect(job).toEqual(['Globex Systems', 'Unknown Role', 'Jan 2019 – Dec 2020']);
  });

  test('a sentence-case title with a cue word stays one title', () => {
    expect(jobs(withExperience('03/04/2014–Present Quality process and systems lead\nNorthwind Italy srl\n- Ran the audits'))).toEqual([
      ['Northwind Italy srl', 'Quality process and systems lead', 'Apr 2014 – Present'],
    ]);
  });
});

test('a title glued onto the legal suffix of the employer ("…, Inc. TITLE") is cut after the suffix', () => {
  const section = ['Harrow Pumps, Inc. FIELD TECHNICIAN November 2011 - March 2014', '• Serviced the pumps.'].join('\n');
  expect(jobs(withExperience(section))).toEqual([['Harrow Pumps, Inc.', 'FIELD TECHNICIAN', 'Nov 2011 – Mar 2014']]);
});

test('a dated bullet job with a note in brackets after the employer is still a job', () => {
  const section = [
    '• 2017 – 2019: Spanish and Italian language teacher at Corvane Institute',
    '• 2016 – 2017: Spanish and Italian language instructor at Weller Naval Academy (national service)',
    '• 2012 – 2016: Spanish and Italian language instructor at Lumen Language House',
  ].join('\n');
  expect(jobs(withExperience(section)).map((j) => j[2])).toEqual(['2017 – 2019', '2016 – 2017', '2012 – 2016']);
});

test('a caps title is not cut into an employer when the date line names the employer', () => {
  const section = ['NETWORK OPERATIONS ENGINEER', '04/2012 - 09/2015 | Quillon Systems | Dayton, OH', '• Watched the links.'].join('\n');
  expect(jobs(withExperience(section))).toEqual([['Quillon Systems', 'NETWORK OPERATIONS ENGINEER', 'Apr 2012 – Sep 2015']]);
});

test('a cue word alone ("SYSTEMS") is no employer cut from a title', () => {
  const section = ['SYSTEMS LEAD ENGINEER', 'Jan 2016 - Mar 2018', '• Kept the servers up.'].join('\n');
  expect(jobs(withExperience(section))).toEqual([['Unknown Company', 'SYSTEMS LEAD ENGINEER', 'Jan 2016 – Mar 2018']]);
});

test('an employer line made long by its street address still names the employer', () => {
  const section = [
    'STORE TECHNICIAN | 05/2017 to Current',
    'Harbour Tools Limited | Unit 5 Quay Road Industrial Park, Long harbour road, Portside',
    '• Fixed the tills.',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([['Harbour Tools Limited', 'STORE TECHNICIAN', 'May 2017 – Present']]);
});

test('an employer whose name starts with digits glued to capitals ("4K Webworks") is a name, not a description', () => {
  const section = ['Software Developer 2005 – 2006', '4K Webworks Gdansk, Poland', '• Kept the sites running.'].join('\n');
  expect(jobs(withExperience(section))).toEqual([['4K Webworks', 'Software Developer', '2005 – 2006']]);
});

test('what follows the title after a dash stays with it when the employer is on another line', () => {
  const section = [
    'Harrow Pumps: Field Division Leeds, UK',
    'SERVICE ENGINEER - NORTHERN PUMP STATIONS September 2014 - September 2017',
    '• Serviced the pumps.',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['Harrow Pumps: Field Division', 'SERVICE ENGINEER - NORTHERN PUMP STATIONS', 'Sep 2014 – Sep 2017'],
  ]);
});

test('on one line, the piece after the dash is still the employer', () => {
  expect(jobs(withExperience('Service Engineer - Harrow Pumps Ltd (2014 - 2017)'))).toEqual([
    ['Harrow Pumps Ltd', 'Service Engineer', '2014 – 2017'],
  ]);
});

describe('one-line headers with the employer in less common places', () => {
  test.each([
    ['Senior Analyst (Quillon Ltd, 2016-2019)', 'Quillon Ltd'],
    ['Senior Analyst (2016-2019, Quillon Ltd)', 'Quillon Ltd'],
    ['Quillon: Senior Analyst, 2016–2019', 'Quillon'],
    ['Senior Analyst - Quillon - 2016 to 2019', 'Quillon'],
    ['Quillon / Senior Analyst / 2016-2019', 'Quillon'],
  ])('%s', (line, company) => {
    expect(jobs(withExperience(`${line}\nBuilt the monthly reports.`))).toEqual([[company, 'Senior Analyst', '2016 – 2019']]);
  });

  test('a slash between two titles, or after a title, parts no employer from a title', () => {
    expect(jobs(withExperience('Developer / Analyst, Quillon Ltd, 2016-2019\nBuilt reports.'))).toEqual([
      ['Quillon Ltd', 'Developer / Analyst', '2016 – 2019'],
    ]);
    const [job] = jobs(withExperience('Quillon Ltd -\n\n2016 to 2019\n\nSupport Associate / Incident Management\n\n- Ran the queue'));
    expect(job).toEqual(['Quillon Ltd', 'Support Associate / Incident Management', '2016 – 2019']);
  });
});

describe('header fields parted by full stops, as plain-text CVs print them', () => {
  test('"dates  Title. Employer, Town." names the employer; the indented line under it describes the job', () => {
    const section = [
      '2015-2019  Data Analyst. Oakfern Research, Tarrow.',
      '           Prepared the monthly reports.',
      '2012-2015  Junior Analyst. Pebble Kilns, Moorvale.',
      '           Cleaned the survey data.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Oakfern Research', 'Data Analyst', '2015 – 2019'],
      ['Pebble Kilns', 'Junior Analyst', '2012 – 2015'],
    ]);
  });

  test('"Employer (dates). Title. Description" reads the title from its short sentence', () => {
    const section = [
      'Oakfern Research (2015-2019). Data Analyst. Prepared reports and dashboards for the sales team.',
      'Pebble Kilns (2012-2015). Junior Analyst. Cleaned survey data.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Oakfern Research', 'Data Analyst', '2015 – 2019'],
      ['Pebble Kilns', 'Junior Analyst', '2012 – 2015'],
    ]);
  });

  test('a full stop after a description still ends the header, and an abbreviation keeps its stop', () => {
    expect(jobs(withExperience('2018 – 2020: Data Analyst, Globex Bank. Built the dashboards for the risk team.'))).toEqual([
      ['Globex Bank', 'Data Analyst', '2018 – 2020'],
    ]);
    expect(jobs(withExperience('2016 – 2018  Sr. Engineer, Brackenfield Joinery'))).toEqual([
      ['Brackenfield Joinery', 'Sr. Engineer', '2016 – 2018'],
    ]);
  });
});

test('"Title, Employer, Town": a name that ends in a department word is still the employer', () => {
  expect(jobs(withExperience('2015 – 2019  Data Analyst, Oakfern Research, Tarrow'))).toEqual([['Oakfern Research', 'Data Analyst', '2015 – 2019']]);
  expect(jobs(withExperience('2015 – 2019  Vice President, Global Research, Quillon'))).toEqual([
    ['Quillon', 'Vice President, Global Research', '2015 – 2019'],
  ]);
});

test('"Employer, Town" over two "Title, dates" lines heads both roles', () => {
  const section = [
    'Oakfern Research, Tarrow',
    'Data Analyst, Mar 2015 – Jun 2019',
    'Junior Analyst, Sep 2012 – Feb 2015',
    'Pebble Kilns, Moorvale',
    'Kiln Technician, 2010 – 2012',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['Oakfern Research', 'Data Analyst', 'Mar 2015 – Jun 2019'],
    ['Oakfern Research', 'Junior Analyst', 'Sep 2012 – Feb 2015'],
    ['Pebble Kilns', 'Kiln Technician', '2010 – 2012'],
  ]);
});

test('an employer line with its town and overall dates heads the dated roles under it; the town is no title', () => {
  const section = [
    'OAKFERN RESEARCH | Tarrow | 2012 – 2019',
    'Data Analyst (2015 – 2019)',
    '• Prepared the reports',
    'Junior Analyst (2012 – 2015)',
    '• Cleaned the data',
    'PEBBLE KILNS | Moorvale | 2010 – 2012',
    'Kiln Technician',
    '• Fired the kilns',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['OAKFERN RESEARCH', 'Data Analyst', '2015 – 2019'],
    ['OAKFERN RESEARCH', 'Junior Analyst', '2012 – 2015'],
    ['PEBBLE KILNS', 'Kiln Technician', '2010 – 2012'],
  ]);
});

test('British counties, German states and Irish counties after a town make it a place, not the employer', () => {
  const section = [
    'Oakfern Research',
    'Leeds, West Yorkshire',
    'Data Analyst    2015 – 2019',
    'Pebble Kilns',
    'Moorvale, County Kelburn',
    'Kiln Technician    2012 – 2015',
    'Quillon Foods',
    'Regensburg, Bavaria',
    'Buyer    2010 – 2012',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['Oakfern Research', 'Data Analyst', '2015 – 2019'],
    ['Pebble Kilns', 'Kiln Technician', '2012 – 2015'],
    ['Quillon Foods', 'Buyer', '2010 – 2012'],
  ]);
});

test('a numbered employer over its dated title line names the job; a numbered achievement stays one', () => {
  const section = [
    '1. Oakfern Research, Tarrow',
    '   Data Analyst, Mar 2015 - Jun 2019',
    '2. Pebble Kilns, Moorvale',
    '   Junior Analyst, Sep 2012 - Feb 2015',
    '   1. Cleaned the survey data',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['Oakfern Research', 'Data Analyst', 'Mar 2015 – Jun 2019'],
    ['Pebble Kilns', 'Junior Analyst', 'Sep 2012 – Feb 2015'],
  ]);
});
