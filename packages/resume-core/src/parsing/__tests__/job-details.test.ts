import { parseResume } from '../parse-resume';
import { jobs, NOW, withExperience } from './helpers';

describe('details inside a job', () => {
  test('a flattened project table stays in the job above it', () => {
    const section = [
      'Software Engineer',
      'Globex Limited',
      'Jan 2016 to Present',
      'PROJECT 1: Billing Portal',
      'CLIENT: Northwind Traders',
      'TEAM SIZE 12',
      'ROLE: Developer',
      'Duration: Mar 2016 - Dec 2017',
      'Environment: Java, Spring, Oracle',
      'Built the invoicing screens of the portal.',
      'Software Used: Eclipse, Jira',
      'Technologies: Java',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([['Globex Limited', 'Software Engineer', 'Jan 2016 – Present']]);
  });

  test('an undated block printed like a header after a dated job is part of that job', () => {
    const section = [
      'Senior Analyst',
      'Initech Pvt Ltd',
      'June 2014 to May 2018',
      '• Ran the monthly close for two business units.',
      'Vendor Master Data',
      'Kept the supplier records of the region clean and complete.',
      'Data Analyst',
      'Umbrella Corp',
      'May 2011 to May 2014',
      '• Reported weekly on the sales pipeline.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Initech Pvt Ltd', 'Senior Analyst', 'Jun 2014 – May 2018'],
      ['Umbrella Corp', 'Data Analyst', 'May 2011 – May 2014'],
    ]);
  });

  test('an undated job naming employer and title is kept', () => {
    const section = ['Architect', 'Hooli Labs', 'Aug 2017 to Present', '• Designed the platform.', '', 'Software Developer', 'Globex Systems'].join(
      '\n',
    );
    expect(jobs(withExperience(section))).toEqual([
      ['Hooli Labs', 'Architect', 'Aug 2017 – Present'],
      ['Globex Systems', 'Software Developer', 'Unknown Period'],
    ]);
  });
});

test('a month-only range is the period, never the employer', () => {
  expect(jobs(withExperience('Summer Intern\nInitech Labs\nJune - August 2017\n• Wrote the test harness'))).toEqual([
    ['Initech Labs', 'Summer Intern', 'Jun 2017 – Aug 2017'],
  ]);
});

test('a dated name without a title word is the employer; a dated phrase is not', () => {
  expect(jobs(withExperience('Moonbeam & Tide\nMarch 2019 to October 2019\nHelped out at the front desk.'))).toEqual([
    ['Moonbeam & Tide', 'Unknown Role', 'Mar 2019 – Oct 2019'],
  ]);
  expect(jobs(withExperience('Boat trips\nSummer 2016\nHelped out at the front desk.'))).toEqual([]);
});

test('a bulleted list of dated jobs written in lower case', () => {
  const section = ['• 2018 – 2021: maths teacher at Moonbeam Institute', '• 2014 – 2018: science instructor at Tide Learning Center'].join('\n');
  expect(jobs(withExperience(section, 'Professional experience:'))).toEqual([
    ['Moonbeam Institute', 'maths teacher', '2018 – 2021'],
    ['Tide Learning Center', 'science instructor', '2014 – 2018'],
  ]);
});

test('personal details under the jobs are neither jobs nor part of one', () => {
  const section = [
    'Date of Birth: 12 March 1990',
    'Place of Birth: Springfield',
    'Data Analyst',
    'Globex Systems',
    'Jan 2019 to Present',
    '• Reported on sales.',
    'Nationality: Freedonian',
    'Marital Status: Single',
    'Languages Known: English, Hindi',
    'Passport No: X1234567',
  ].join('\n');
  const text = withExperience(section);
  expect(jobs(text)).toEqual([['Globex Systems', 'Data Analyst', 'Jan 2019 – Present']]);
});

test('the lower-case end of a wrapped bullet is not a heading that ends the section', () => {
  const section = [
    'Hooli (March 2020 - October 2021)',
    'Platform Engineer',
    '• Extended the tooling used by the release',
    'teams.',
    'Globex Limited (June 2018 - January 2019)',
    'Administrative Assistant',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['Hooli', 'Platform Engineer', 'Mar 2020 – Oct 2021'],
    ['Globex Limited', 'Administrative Assistant', 'Jun 2018 – Jan 2019'],
  ]);
});

test('a copy of the resume pasted into a job never names an employer "Resume"', () => {
  const section = ['Analyst', 'Globex Systems', 'Jan 2019 to Present', '• Reported on sales.', 'Resume', 'Project Manager', '• Ran projects.'].join(
    '\n',
  );
  expect(jobs(withExperience(section)).map(([company]) => company)).not.toContain('Resume');
});

test('a label inside a description heads its lines, not a new job', () => {
  const section = [
    'Support Analyst',
    'Globex Labs',
    'Mar 2018 to Present',
    'Answered the tickets of the shop teams.',
    'Release Coordinator:',
    '1. Planned the monthly releases with the product owners.',
    'Training Coordinator:',
    '2. Ran the onboarding sessions for new staff.',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([['Globex Labs', 'Support Analyst', 'Mar 2018 – Present']]);
});

test('"Company worked for:" labels the employer of a form-like job', () => {
  const section = [
    'Company worked for: Finchley Circuits',
    'Duration: From Date: 14 Aug 2003 To Date: 21 Nov 2008',
    'Designation: Firmware Engineer',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([['Finchley Circuits', 'Firmware Engineer', 'Aug 2003 – Nov 2008']]);
});

describe('personal details under the jobs', () => {
  test('the values under a line of personal labels open no job', () => {
    const section = [
      'Warehouse Assistant',
      'Harbourline Logistics Ltd',
      'May 2014 - Aug 2014',
      'Date of birth / Place of birth',
      '12.03.1992 / Gdynia',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([['Harbourline Logistics Ltd', 'Warehouse Assistant', 'May 2014 – Aug 2014']]);
  });

  test('a job after a labelled value is still read', () => {
    const section = ['Date of Birth: 12.03.1992', 'Warehouse Assistant', 'Harbourline Logistics Ltd', 'May 2014 - Aug 2014'].join('\n');
    expect(jobs(withExperience(section))).toEqual([['Harbourline Logistics Ltd', 'Warehouse Assistant', 'May 2014 – Aug 2014']]);
  });
});

describe('what the title slot may hold', () => {
  const job = (second: string): Array<[string, string, string]> =>
    jobs(withExperience(['Northwind Traders Ltd', second, 'Jan 2019 - Dec 2020', '- Shipped orders'].join('\n')));

  test('a name ending in its legal form is the employer, even when it names a trade', () => {
    expect(job('Accounts Payable')).toEqual([['Northwind Traders Ltd', 'Accounts Payable', 'Jan 2019 – Dec 2020']]);
  });

  test('a grade or a list of tools is no title; the line stays in the job', () => {
    for (const line of ['A+ Grade', 'SAP, Oracle, Excel', 'an audit of the stores']) {
      const resume = parseResume(withExperience(['Northwind Traders Ltd', line, 'Jan 2019 - Dec 2020'].join('\n')), { now: NOW });
      expect(resume.experiences.map((e) => [e.company, e.role])).toEqual([['Northwind Traders Ltd', 'Unknown Role']]);
      expect(resume.experiences[0]?.achievements).toContain(line);
    }
  });

  test('a title in lower case with a title word stays a title', () => {
    expect(job('voice and accent trainer')).toEqual([['Northwind Traders Ltd', 'voice and accent trainer', 'Jan 2019 – Dec 2020']]);
  });
});

describe('what the employer slot may hold', () => {
  const employer = (header: string[]): string[] =>
    parseResume(withExperience([...header, 'Jan 2019 - Dec 2020', '- Shipped orders'].join('\n')), { now: NOW }).experiences.map((e) => e.company);

  test('a place, a month, a lone title, a sentence or a label is no employer', () => {
    for (const line of ['Manchester', "Mar '", 'Head', 'Night supervisor', 'Seeking a new challenge', 'Role Warehouse team member']) {
      expect(employer(['Warehouse Supervisor', line])).toEqual(['Unknown Company']);
    }
  });

  test('names stay names: a note in brackets, connectors, a name that starts like a month', () => {
    expect(employer(['Warehouse Supervisor', 'Marriott'])).toEqual(['Marriott']);
    expect(employer(['Warehouse Supervisor', 'Decathlon'])).toEqual(['Decathlon']);
    expect(employer(['Warehouse Supervisor', 'Harbourline Logistics (seasonal contract)'])).toEqual(['Harbourline Logistics (seasonal contract)']);
    expect(employer(['Warehouse Supervisor', 'Bank of the North'])).toEqual(['Bank of the North']);
  });

  test('the words that introduce an employer are not part of its name', () => {
    expect(employer(['Job Profile in Harbourline Logistics', 'Warehouse Supervisor'])).toEqual(['Harbourline Logistics']);
  });
});

describe('dates below a line read as a sentence', () => {
  test('date the job above them, with their bullets', () => {
    const section = ['Warehouse Supervisor', 'Looking after the night shift', 'Jan 2019 - Dec 2020', '- Shipped orders'].join('\n');
    const [job] = parseResume(withExperience(section), { now: NOW }).experiences;
    expect([job?.role, job?.period]).toEqual(['Warehouse Supervisor', 'Jan 2019 – Dec 2020']);
    expect(job?.achievements).toEqual(['Looking after the night shift', 'Shipped orders']);
  });
});

describe("a job-application form's lines about references", () => {
  test('a supervisor and telephone between the employer and the title are details, and the header stays whole', () => {
    const section = [
      'Globex Ltd',
      'Supervisor: Ann Moor (555-0101)',
      'Fitter',
      'June 2016 – August 2019',
      'Fitted pipes and valves on site.',
      'Quillon Works',
      'Supervisor: Ben Tarr, 555-0199',
      'Apprentice Fitter',
      'September 2013 – May 2016',
      'Assisted the fitters.',
    ].join('\n');
    expect(jobs(withExperience(section, 'Employment History'))).toEqual([
      ['Globex Ltd', 'Fitter', 'Jun 2016 – Aug 2019'],
      ['Quillon Works', 'Apprentice Fitter', 'Sep 2013 – May 2016'],
    ]);
  });

  test("a form's table rows, one field a row, with the supervisor's row last", () => {
    const section = [
      'Employer\tGlobex Ltd',
      'Job Title\tPipe Fitter',
      'Dates\t06/2016 – 08/2019',
      'Supervisor\tAnn Moor',
      'Employer\tQuillon Works',
      'Job Title\tApprentice Fitter',
      'Dates\t09/2013 – 05/2016',
      'Supervisor\tBen Tarr',
    ].join('\n');
    expect(jobs(withExperience(section, 'Employment'))).toEqual([
      ['Globex Ltd', 'Pipe Fitter', 'Jun 2016 – Aug 2019'],
      ['Quillon Works', 'Apprentice Fitter', 'Sep 2013 – May 2016'],
    ]);
  });

  test('"Supervisor - Night Shift" is still a title', () => {
    expect(jobs(withExperience('Supervisor - Night Shift\nGlobex Ltd\n2018 – 2020'))).toEqual([
      ['Globex Ltd', 'Supervisor - Night Shift', '2018 – 2020'],
    ]);
  });
});

test('a City and Guilds certificate is a qualification beside its college', () => {
  const text = 'Jo Rill\n\nEducation\nMoorvale College\tCity and Guilds Level 3 Plumbing\t2013\n\nSkills\nPlumbing';
  expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
    ['City and Guilds Level 3 Plumbing', 'Moorvale College', '2013'],
  ]);
});

describe("an application form's employer cell before the job's own cell", () => {
  test('the employer with its address and supervisor heads the job below it, and only that job', () => {
    const section = [
      'Globex Ltd',
      '12 Mill Lane, Tarrow',
      'Supervisor: Ann Moor',
      '(555) 010-1234',
      '',
      'Pipe Fitter',
      'June 2016 – August 2019',
      '• Fitted pipes and valves',
      '',
      'Quillon Works Ltd',
      '4 Dock Road, Moorvale',
      'Supervisor: Ben Tarr',
      '',
      'Apprentice Fitter',
      'September 2013 – May 2016',
      '• Assisted the fitters',
      '',
      'Kitchen Porter',
      'June 2012 – August 2012',
      '• Washed up',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work History'))).toEqual([
      ['Globex Ltd', 'Pipe Fitter', 'Jun 2016 – Aug 2019'],
      ['Quillon Works Ltd', 'Apprentice Fitter', 'Sep 2013 – May 2016'],
      ['Unknown Company', 'Kitchen Porter', 'Jun 2012 – Aug 2012'],
    ]);
  });
});

test("a form's detail in the cell beside the title ('Supervisor: …') leaves the title to the row", () => {
  const section = [
    'Brightwater Freight Ltd\t06/2015 – Present',
    'Warehouse Associate\tSupervisor: Tom Reyes (555) 201-9988',
    'Loaded trailers and scanned inbound freight.',
    'Moorvale Foods\t01/2012 – 05/2015',
    'Line Cook\tReason for leaving: moved house',
    'Prepared 200 covers a night.',
  ].join('\n');
  expect(jobs(withExperience(section, 'Work history'))).toEqual([
    ['Brightwater Freight Ltd', 'Warehouse Associate', 'Jun 2015 – Present'],
    ['Moorvale Foods', 'Line Cook', 'Jan 2012 – May 2015'],
  ]);
});

test('a telephone in the cell beside the employer leaves the employer to the row, not to the contact lines', () => {
  const section = [
    'Brightwater Freight Ltd\t(555) 201-9988',
    'Warehouse Associate\t06/2015 – Present',
    'Loaded trailers and scanned inbound freight.',
  ].join('\n');
  expect(jobs(withExperience(section, 'Work history'))).toEqual([['Brightwater Freight Ltd', 'Warehouse Associate', 'Jun 2015 – Present']]);
});

describe('a title that says when it was held', () => {
  test('"Currently", "Previously" and "Presently working as" are left out of the title', () => {
    const section = [
      'Currently Senior Kiln Engineer at Oakfern Ceramics (since 2015)',
      'Ran the firing schedule.',
      '',
      'Previously Kiln Technician at Brightwater Pottery (2010-2015)',
      'Loaded kilns.',
      '',
      'Presently working as Glaze Advisor, Quillon Tiles, 2016 - present',
    ].join('\n');
    expect(jobs(withExperience(section)).map(([, role]) => role)).toEqual(['Senior Kiln Engineer', 'Kiln Technician', 'Glaze Advisor']);
  });
});

describe('jobs in a table with labelled columns', () => {
  test('every row under the header row is a job, and the supervisor column none', () => {
    const section = [
      'Employer\tJob Title\tFrom\tTo\tSupervisor',
      'Globex Ltd\tPipe Fitter\t06/2016\t08/2019\tAnn Moor',
      'Quillon Works\tApprentice Fitter\t09/2013\t05/2016\tBen Tarr',
    ].join('\n');
    expect(jobs(withExperience(section, 'Employment'))).toEqual([
      ['Globex Ltd', 'Pipe Fitter', 'Jun 2016 – Aug 2019'],
      ['Quillon Works', 'Apprentice Fitter', 'Sep 2013 – May 2016'],
    ]);
  });

  test('a duties column is the description, and a duty of several lines keeps the rows after it in the table', () => {
    const section = [
      'Period\tEmployer\tPosition\tResponsibilities',
      '03/2015 – present\tOakfern Ceramics Ltd\tSenior Kiln Engineer\tRan the firing schedule of four kilns',
      'Trained apprentices',
      '',
      '09/2010 – 02/2015\tBrightwater Pottery\tKiln Technician\tLoaded and maintained kilns',
      '',
      'Skills',
      'Glaze chemistry',
    ].join('\n');
    const parsed = parseResume(withExperience(section, 'Employment'), { now: NOW });
    expect(jobs(withExperience(section, 'Employment'))).toEqual([
      ['Oakfern Ceramics Ltd', 'Senior Kiln Engineer', 'Mar 2015 – Present'],
      ['Brightwater Pottery', 'Kiln Technician', 'Sep 2010 – Feb 2015'],
    ]);
    expect(parsed.experiences[0]?.achievements.join(' ')).toBe('Ran the firing schedule of four kilns Trained apprentices');
    expect(parsed.experiences[1]?.achievements).toEqual(['Loaded and maintained kilns']);
  });

  test('a paragraph after a blank line ends the table: a later line of as many fields is not read by its columns', () => {
    const section = [
      'Period\tEmployer\tPosition',
      '03/2015 – present\tOakfern Ceramics Ltd\tSenior Kiln Engineer',
      'Ran kilns.',
      '',
      'At the weekend I mentor glaze students.',
      'Quillon Tiles Trust\tGlaze Mentor\t2012 – 2014',
    ].join('\n');
    expect(jobs(withExperience(section, 'Employment'))).toEqual([
      ['Oakfern Ceramics Ltd', 'Senior Kiln Engineer', 'Mar 2015 – Present'],
      ['Quillon Tiles Trust', 'Glaze Mentor', '2012 – 2014'],
    ]);
  });
});
