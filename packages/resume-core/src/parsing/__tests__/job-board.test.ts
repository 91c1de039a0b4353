import { parseResume } from '../parse-resume';
import { NOW, jobs, withExperience } from './helpers';

/**
 * Job-board exports print every header field as its own paragraph ("Title" / "Employer -  Town,
 * State -" / "Month YYYY to Month YYYY") and the description as wrapped lines after it.
 */
const JOB_BOARD = `Ravi Kumar
Senior Consultant - Globex Limited

Pune, Maharashtra - Email me on Indeed: indeed.com/r/Ravi-Kumar/abc123

WORK EXPERIENCE

Senior Consultant

Globex Limited -  Pune, Maharashtra -

March 2016 to Present

Planned the rollout of a warehouse scanning system across eleven sites and
trained the local teams on it.
• Wrote the acceptance criteria with the operations leads and kept the
backlog in order.
• Ran the weekly review with the vendor and tracked the open defects to
their fixes.

System Engineer

Initech -

June 2009 to February 2014

Looked after the nightly batch jobs of the billing platform and fixed what
broke before the morning.
• Automated the restart of the failed jobs with a handful of shell scripts
that the whole team used.
• Moved the reports from the old scheduler to the new one over two
quarters without downtime.
• Kept the runbook up to date for the support rota and trained the
new joiners on it.

EDUCATION

B.Tech in Computer Science

Some Institute of Technology -  Nagpur, Maharashtra
2005 to 2009

SKILLS

Java (5 years), SQL (3 years)
`;

describe('job-board exports', () => {
  test('title, employer and dates on separate paragraphs make one job each', () => {
    expect(jobs(JOB_BOARD)).toEqual([
      ['Globex Limited', 'Senior Consultant', 'Mar 2016 – Present'],
      ['Initech', 'System Engineer', 'Jun 2009 – Feb 2014'],
    ]);
  });

  test('the line above a dash-ended employer line is the title, however it is written', () => {
    const text = JOB_BOARD.replace('System Engineer\n', 'field sales executive\n').replace('Initech -', 'Initech for Globex -');
    expect(jobs(text)[1]).toEqual(['Initech for Globex', 'field sales executive', 'Jun 2009 – Feb 2014']);
  });

  test('an employer line with no place and a lone dash for an empty field', () => {
    const text = JOB_BOARD.replace('Initech -\n', 'Initech\n\n-\n');
    expect(jobs(text)[1]).toEqual(['Initech', 'System Engineer', 'Jun 2009 – Feb 2014']);
  });

  test('the town and state after the employer are never the role', () => {
    const text = JOB_BOARD.replace('Initech -', 'Initech -  Mysore, Karnataka -').replace('Pune, Maharashtra -\n', 'Lucknow, Uttar Pradesh -\n');
    expect(jobs(text).map(([company, role]) => [company, role])).toEqual([
      ['Globex Limited', 'Senior Consultant'],
      ['Initech', 'System Engineer'],
    ]);
  });
});

describe('newer job-board exports', () => {
  const NEWER = `Sam Lee
Senior Backend Developer | Go, Postgres | 8+ Years'
Experience | Retail & Logistics | Team Player
Dayton, OH 45402

Work Experience

Software Engineer
7 Hills Consulting, Inc.-Dayton, OH
April 2020 to Present
• Built the pricing service for a grocery chain.
Tech Stack: Go, Postgres, Redis, Kafka, Terraform, Nginx,
Docker, GitHub Actions, Make
Applications Developer
Globex-Toledo, OH
May 2016 to April 2020
• Kept the warehouse app running.
Tech Stack: Java, Maven

Education

B.S. in Computer Science
Lakeside University-Toledo, OH
`;

  test('the place glued on with a hyphen, a wrapped tech stack and a headline that mentions experience', () => {
    expect(jobs(NEWER)).toEqual([
      ['7 Hills Consulting, Inc.', 'Software Engineer', 'Apr 2020 – Present'],
      ['Globex', 'Applications Developer', 'May 2016 – Apr 2020'],
    ]);
  });
});

describe('job-board employer lines however they are typed', () => {
  it('an employer written in lower case on the dash-ended line is still the employer', () => {
    const text = withExperience(
      `\ntutor\n\nBrightpath coaching classes -  Nashik, Maharashtra -\n\nJuly 2017 to Present\n\nTaught algebra to evening batches of twenty students.\n`,
      'WORK EXPERIENCE',
    );
    expect(jobs(text)).toEqual([['Brightpath coaching classes', 'tutor', 'Jul 2017 – Present']]);
  });

  it('a short line between a job title and its bullets names the employer, even in lower case', () => {
    const text = withExperience(
      `\nJunior Software Engineer\n\nnorthwind\n\n• Built the invoice export for the finance team in Python.\n• Kept the nightly jobs green.\n`,
      'WORK EXPERIENCE',
    );
    expect(jobs(text)).toEqual([['northwind', 'Junior Software Engineer', 'Unknown Period']]);
  });

  it('a dated employer that no role follows is a job of its own', () => {
    const text = withExperience(
      `\nStore Associate\n\nFabrikam Outlets -\n\nMarch 2016 to May 2018\n\nHelped customers at the tills.\n\nCONTOSO -\n\nJanuary 2014 to February 2016\n`,
      'WORK EXPERIENCE',
    );
    expect(jobs(text)).toEqual([
      ['Fabrikam Outlets', 'Store Associate', 'Mar 2016 – May 2018'],
      ['CONTOSO', 'Unknown Role', 'Jan 2014 – Feb 2016'],
    ]);
  });

  it('…but a dated school name alone under the experience heading is not a job', () => {
    const text = withExperience(
      `\nStore Associate\n\nFabrikam Outlets -\n\nMarch 2016 to May 2018\n\nHelped customers at the tills.\n\nWestbrook University -\n\nJune 2010 to May 2013\n`,
      'WORK EXPERIENCE',
    );
    expect(jobs(text).map(([company]) => company)).toEqual(['Fabrikam Outlets']);
  });
});

test('an undated second copy of a dated job is that job, not another one', () => {
  const section = [
    'Support Engineer',
    'Pinecrest Telecom -  Springfield, IL -',
    'October 2015 to Present',
    '• Answered the escalations.',
    '',
    'Support Engineer',
    'Pinecrest Telecom',
    'Have three years of work on the billing platform.',
  ].join('\n');
  expect(jobs(withExperience(section, 'WORK EXPERIENCE'))).toEqual([['Pinecrest Telecom', 'Support Engineer', 'Oct 2015 – Present']]);
});

test('two undated copies of one job are one job, holding what each says', () => {
  const section = [
    'Support Engineer',
    'Pinecrest Telecom',
    'Answered the escalations.',
    '',
    'Support Engineer',
    'Pinecrest Telecom',
    'Kept the outage tracker.',
  ].join('\n');
  const parsed = parseResume(withExperience(section, 'WORK EXPERIENCE'), { now: NOW });
  expect(parsed.experiences.map((e) => [e.company, e.role, e.achievements])).toEqual([
    ['Pinecrest Telecom', 'Support Engineer', ['Answered the escalations.', 'Kept the outage tracker.']],
  ]);
});

test("an undated job's description that starts with its title again is that job's description", () => {
  const section = [
    'Kiln Liaison Officer',
    '',
    'QUILLON',
    '',
    'Kiln liaison officer',
    'My days there:',
    'Checking the firing logs of each kiln',
    'and booking the repairs with the makers.',
    '',
    'Globex Campus Ambassador',
    '',
    'Globex',
    '',
    'Globex Campus Ambassador',
  ].join('\n');
  expect(jobs(withExperience(section, 'WORK EXPERIENCE'))).toEqual([
    ['QUILLON', 'Kiln Liaison Officer', 'Unknown Period'],
    ['Globex', 'Globex Campus Ambassador', 'Unknown Period'],
  ]);
});

test('a title without a title word above "Employer - Town, ST" and its dates, even one that reads like a label', () => {
  const section = [
    'Kitchen Porter',
    'Lantern Bistro - Austin, TX',
    'March 2023 to Present',
    '• Kept the pass clear on busy nights and helped the cooks with',
    'preparation',
    'Server',
    'Lantern Bistro - Austin, TX',
    'June 2022 to February 2023',
    '• Took orders for twelve tables',
    'Runner',
    'Quarry Lane Cinema - Round Rock, TX',
    'July 2021 to May 2022',
    '• Carried food to the screens',
  ].join('\n');
  expect(jobs(withExperience(section, 'Work Experience'))).toEqual([
    ['Lantern Bistro', 'Kitchen Porter', 'Mar 2023 – Present'],
    ['Lantern Bistro', 'Server', 'Jun 2022 – Feb 2023'],
    ['Quarry Lane Cinema', 'Runner', 'Jul 2021 – May 2022'],
  ]);
});

test('a list of jobs, one per bullet, each closed by its dates and a full stop', () => {
  const section = [
    '* Brightwater Ceramics, Tarrow -- Kiln Supervisor, 2019 to now.',
    '  Ran the firing schedule for six kilns.',
    '* Oakfern Pottery, Moorvale -- Glaze Technician, 2016 to 2019.',
    '  Mixed the glazes for the stoneware line.',
    '* Experience in running Kelburn Kiln Controllers 2014 - 2016.',
  ].join('\n');
  const parsed = parseResume(withExperience(section, 'Experience'), { now: NOW }).experiences;
  expect(parsed.map((e) => [e.company, e.role, e.period])).toEqual([
    ['Brightwater Ceramics', 'Kiln Supervisor', '2019 – Present'],
    ['Oakfern Pottery', 'Glaze Technician', '2016 – 2019'],
  ]);
  // A bullet ending in dates with no fields parted as a header's is a line of the description.
  expect(parsed[1]?.achievements).toContain('Experience in running Kelburn Kiln Controllers 2014 - 2016.');
});

test('a list of jobs, one per bullet, each with its dates in brackets and its description after a colon', () => {
  const section = [
    '- Kiln Supervisor, Brightwater Ceramics (April 2019 - present): ran the firing schedule.',
    '- Glaze Technician, Oakfern Pottery (June 2016 - March 2019): mixed the glazes.',
    '- Cut firing costs (2018 - 2019): by a tenth.',
  ].join('\n');
  const parsed = parseResume(withExperience(section, 'Work experience:'), { now: NOW }).experiences;
  expect(parsed.map((e) => [e.company, e.role, e.period])).toEqual([
    ['Brightwater Ceramics', 'Kiln Supervisor', 'Apr 2019 – Present'],
    ['Oakfern Pottery', 'Glaze Technician', 'Jun 2016 – Mar 2019'],
  ]);
  expect(parsed[0]?.achievements).toEqual(['ran the firing schedule.']);
});

test('a dated list of jobs in lower case, each item closed by a full stop', () => {
  const section = [
    '• 2014 – 2018: English teacher at Harbour Language Centre.',
    '• 2011 – 2014: in-charge of the training department at Fenwick Mills.',
    '• Private tutoring (French and English)',
  ].join('\n');
  expect(jobs(withExperience(section, 'Professional experience:'))).toEqual([
    ['Harbour Language Centre', 'English teacher', '2014 – 2018'],
    ['Fenwick Mills', 'in-charge of the training department', '2011 – 2014'],
  ]);
});

describe('a title line that names the job’s own employer again', () => {
  test('"Title in Employer", "Employer as a Title" and "Title- EMPLOYER" keep the title alone', () => {
    const section = [
      'Senior Systems Analyst in Brightwater Limited, Leeds',
      '',
      'Brightwater Limited -  Leeds -',
      '',
      'April 2012 to June 2014',
      '',
      'TARROW as Process Associate',
      '',
      'Tarrow -',
      '',
      'May 2010 to February 2012',
      '',
      'HR Executive- MOORVALE INFOTECH',
      '',
      'MOORVALE INFOTECH PVT. LTD -  Pune -',
      '',
      'March 2008 to April 2010',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Brightwater Limited', 'Senior Systems Analyst', 'Apr 2012 – Jun 2014'],
      ['Tarrow', 'Process Associate', 'May 2010 – Feb 2012'],
      ['MOORVALE INFOTECH PVT. LTD', 'HR Executive', 'Mar 2008 – Apr 2010'],
    ]);
  });

  test('"Working in Employer as a title" keeps the title alone', () => {
    const section = ['Working in Kelburn Systems as a mainframe developer', '', 'Kelburn Systems -', '', 'June 2016 to Present'].join('\n');
    expect(jobs(withExperience(section))).toEqual([['Kelburn Systems', 'mainframe developer', 'Jun 2016 – Present']]);
  });

  test('a title glued into one word in the employer field is no employer; an employer in the title field then is', () => {
    const section = [
      'Kelburn Dental Centre',
      '',
      'RECEPTIONISTSUPERVISOR -  Tarrow -',
      '',
      'March 2013 to May 2015',
      '',
      'Field sales rep',
      '',
      'SALESEXECUTIVE -',
      '',
      'June 2011 to February 2013',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Kelburn Dental Centre', 'Unknown Role', 'Mar 2013 – May 2015'],
      ['Unknown Company', 'Field sales rep', 'Jun 2011 – Feb 2013'],
    ]);
  });

  test('a title that only shares a word with the employer stays whole', () => {
    const section = ['Sales Manager, Retail Banking', 'Retail Banking Group -  Leeds -', 'March 2015 to May 2018'].join('\n');
    expect(jobs(withExperience(section))).toEqual([['Retail Banking Group', 'Sales Manager, Retail Banking', 'Mar 2015 – May 2018']]);
  });
});

describe('operatives, valets and other titles of the trades', () => {
  test('"Warehouse Operative at Moorvale Stores" is a title at an employer', () => {
    const section = [
      '2011-2013: Warehouse Operative at Moorvale Stores',
      '    Picking and packing.',
      'Production Operative, Brightwater Foods, 2008 – 2011',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Moorvale Stores', 'Warehouse Operative', '2011 – 2013'],
      ['Brightwater Foods', 'Production Operative', '2008 – 2011'],
    ]);
  });

  test('shelf stackers, farmhands, zookeepers and notaries are titles too', () => {
    const section = [
      'Night Shelf Stacker at Moorvale Stores, 2014 – 2016',
      'Farmhand at Kelburn Farms, 2012 – 2014',
      'Zookeeper at Brightwater Wildlife Park, 2010 – 2012',
      'Notary at Tarrow Chambers, 2008 – 2010',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Moorvale Stores', 'Night Shelf Stacker', '2014 – 2016'],
      ['Kelburn Farms', 'Farmhand', '2012 – 2014'],
      ['Brightwater Wildlife Park', 'Zookeeper', '2010 – 2012'],
      ['Tarrow Chambers', 'Notary', '2008 – 2010'],
    ]);
  });
});

describe('occupations named by their ending, and more titles of the arts and the church', () => {
  test('"Geologist at Tarrow Mining", "Oceanographer at Kelburn Marine Trust", "Chaplain at Moorvale Hospital"', () => {
    const section = [
      'Geologist at Tarrow Mining, 2016 – 2020',
      'Oceanographer at Kelburn Marine Trust, 2012 – 2016',
      'Chaplain at Moorvale Hospital, 2009 – 2012',
      'Session Drummer at Pebble Records, 2007 – 2009',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Tarrow Mining', 'Geologist', '2016 – 2020'],
      ['Kelburn Marine Trust', 'Oceanographer', '2012 – 2016'],
      ['Moorvale Hospital', 'Chaplain', '2009 – 2012'],
      ['Pebble Records', 'Session Drummer', '2007 – 2009'],
    ]);
  });
});

describe('a description wrapped before its last capitalised word', () => {
  test('"…the glazing line at Pebble" / "Technologies." opens no skills section: the next job is a job', () => {
    const section = [
      'Kiln Technician',
      '',
      'Moorvale Pottery - Kelburn -',
      '',
      'March 2015 to June 2018',
      '',
      'Fired glaze batches and kept the kiln logs, and trained two apprentices for the glazing line at Pebble',
      'Technologies.',
      '',
      'Glaze Chemist',
      '',
      'Brightwater Studio - Quillon -',
      '',
      'July 2018 to May 2020',
    ].join('\n');
    expect(jobs(withExperience(section, 'WORK EXPERIENCE'))).toEqual([
      ['Moorvale Pottery', 'Kiln Technician', 'Mar 2015 – Jun 2018'],
      ['Brightwater Studio', 'Glaze Chemist', 'Jul 2018 – May 2020'],
    ]);
  });
});

describe('header fields parted by pipes and semicolons', () => {
  test('"Moorvale Pottery | Studio Helper | Kelburn" names the helper\'s employer first; a semicolon and a double hyphen part fields too', () => {
    const section = [
      'Moorvale Pottery | Studio Helper | Kelburn | 2012 – 2013',
      'Night Porter; Kelburn Hotel; 2011 - 2012',
      'Jan 2010 to Dec 2010 -- Warehouse operative -- Pebble Logistics',
      'Pipefitter, Tarrow Docks, 2009 – 2011',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Moorvale Pottery', 'Studio Helper', '2012 – 2013'],
      ['Kelburn Hotel', 'Night Porter', '2011 – 2012'],
      ['Pebble Logistics', 'Warehouse operative', 'Jan 2010 – Dec 2010'],
      ['Tarrow Docks', 'Pipefitter', '2009 – 2011'],
    ]);
  });
});

describe('a title and the name it worked for', () => {
  test('"Sales Representative for Quillon Foods" names the employer; a field, a team or a market after "for" names none', () => {
    const section = [
      'Product Specialist for Globex (2000-2003)',
      'Sales Representative for Quillon Foods, Kelburn, 1997 – 2000',
      'Account Manager for EMEA, Tarrow Kilns, 1995 – 1997',
      'Director for Sales, Moorvale Pottery Ltd, 1993 – 1995',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Globex', 'Product Specialist', '2000 – 2003'],
      ['Quillon Foods', 'Sales Representative', '1997 – 2000'],
      ['Tarrow Kilns', 'Account Manager for EMEA', '1995 – 1997'],
      ['Moorvale Pottery Ltd', 'Director for Sales', '1993 – 1995'],
    ]);
  });
});

describe('a title told as the first sentence of the description', () => {
  test('"Kiln Technician. Responsible for …" under a dated employer names the title, and the rest describes the job', () => {
    const text = withExperience(
      [
        '2016 - present',
        'Brightwater Studio, Kelburn',
        'Kiln Technician. Responsible for firing six gas kilns.',
        '',
        '2014 - 2016: Glaze assistant, Tarrow Ceramics Ltd',
      ].join('\n'),
      'EMPLOYMENT',
    );
    const [first] = parseResume(text, { now: NOW }).experiences;
    expect(jobs(text)).toEqual([
      ['Brightwater Studio', 'Kiln Technician', '2016 – Present'],
      ['Tarrow Ceramics Ltd', 'Glaze assistant', '2014 – 2016'],
    ]);
    expect(first?.achievements).toEqual(['Responsible for firing six gas kilns.']);
  });
});
