import { parseResume } from '../parse-resume';
import { NOW, jobs, withExperience } from './helpers';

const ACME: [string, string, string] = ['Acme Corp', 'Senior Engineer', 'Mar 2019 – Present'];

describe('company and role in either order', () => {
  test.each([
    ['Role at Company / dates', 'Senior Engineer at Acme Corp\nMar 2019 – Present\n• Built the billing service'],
    ['Company — Role, dates on own line', 'Acme Corp — Senior Engineer\nMar 2019 – Present\n• Built the billing service'],
    ['Role | Company | dates', 'Senior Engineer | Acme Corp | Mar 2019 – Present\n• Built the billing service'],
    ['Company, City / Role / dates', 'Acme Corp, Berlin\nSenior Engineer\nMar 2019 – Present\n• Built the billing service'],
    ['Role / Company / dates', 'Senior Engineer\nAcme Corp\nMar 2019 – Present\n- Built the billing service'],
    ['dates / Role / Company', 'Mar 2019 – Present\nSenior Engineer\nAcme Corp\n* Built the billing service'],
    ['Company dates / Role place', 'Acme Corp Mar 2019 – Present\nSenior Engineer San Francisco, CA\n▪ Built the billing service'],
    ['Role, Company (dates)', 'Senior Engineer, Acme Corp (Mar 2019 – Present)\n● Built the billing service'],
    ['dates Role, Company', '03/2019 – present   Senior Engineer, Acme Corp\n◦ Built the billing service'],
    ['Role @ Company', 'Senior Engineer @ Acme Corp · Mar 2019 – Present\n✓ Built the billing service'],
    ['columns glued by extraction', 'Senior Engineer Acme Corp Mar 2019 – Present\n► Built the billing service'],
    ['table cells on separate lines', 'Mar 2019 – Present\n\nSenior Engineer\nAcme Corp, Berlin, Germany\n1. Built the billing service'],
  ])('%s', (_name, section) => {
    expect(jobs(withExperience(section))).toEqual([ACME]);
  });

  test('organisations without cue words are read by elimination', () => {
    expect(jobs(withExperience('TechAdvancers\nWeb Developer\nJune 2016 to December 2018\n• Shipped the store'))).toEqual([
      ['TechAdvancers', 'Web Developer', 'Jun 2016 – Dec 2018'],
    ]);
    expect(jobs(withExperience('Pied Piper — CEO/President | 2013–2014'))).toEqual([['Pied Piper', 'CEO/President', '2013 – 2014']]);
  });

  test('a title with a comma keeps its qualifier', () => {
    expect(jobs(withExperience('Stripe — VP, Finance | 2022 – Present\n• Lead FP&A'))).toEqual([['Stripe', 'VP, Finance', '2022 – Present']]);
    expect(jobs(withExperience('VP, Finance, Stripe (Jan 2022 – Present)\n• Lead FP&A'))).toEqual([['Stripe', 'VP, Finance', 'Jan 2022 – Present']]);
  });

  test('several jobs in a row, with and without bullets', () => {
    const section = ['Engineer at Acme Corp, 2019 – 2021', 'Developer at Globex LLC, 2017 – 2019', 'Intern at Initech, Summer 2016'].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Acme Corp', 'Engineer', '2019 – 2021'],
      ['Globex LLC', 'Developer', '2017 – 2019'],
      ['Initech', 'Intern', 'Summer 2016'],
    ]);
  });
});

describe('employers with several roles', () => {
  test('roles grouped under one employer line inherit it', () => {
    const section = [
      'Amazon Web Services — Seattle, WA',
      'Software Development Engineer II  Aug 2019 - Present',
      '• Designed the metering service',
      'Software Development Engineer  Jul 2017 - Jul 2019',
      '• Built billing functions',
      '',
      'Shopify',
      'Backend Developer  Jan 2015 - Jun 2017',
      '• Maintained payouts',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Amazon Web Services', 'Software Development Engineer II', 'Aug 2019 – Present'],
      ['Amazon Web Services', 'Software Development Engineer', 'Jul 2017 – Jul 2019'],
      ['Shopify', 'Backend Developer', 'Jan 2015 – Jun 2017'],
    ]);
  });

  test('an employer line with its own dates heads the roles below it', () => {
    const section = 'Acme Corp 2015 – 2021\nSenior Engineer 2018 – 2021\n• Led the team\nEngineer 2015 – 2018\n• Wrote code';
    expect(jobs(withExperience(section))).toEqual([
      ['Acme Corp', 'Senior Engineer', '2018 – 2021'],
      ['Acme Corp', 'Engineer', '2015 – 2018'],
    ]);
  });

  test('a freelance role after a separate-lines job does not borrow its employer', () => {
    const section = 'Acme Corp\nDesigner\n2019 – 2021\n• Designed the app\n\nFreelance Illustrator\n2017 – 2019\n• Drew things';
    expect(jobs(withExperience(section))).toEqual([
      ['Acme Corp', 'Designer', '2019 – 2021'],
      ['Unknown Company', 'Freelance Illustrator', '2017 – 2019'],
    ]);
  });
});

describe('labelled fields and sub-labels', () => {
  test('CVs that label each field', () => {
    const section =
      'Company: Infosys Limited\nDesignation: Senior Systems Engineer\nDuration: Jul 2016 – Aug 2019\nResponsibilities:\n• Maintained the billing system';
    expect(jobs(withExperience(section))).toEqual([['Infosys Limited', 'Senior Systems Engineer', 'Jul 2016 – Aug 2019']]);
  });

  test('"Team Size 8 Members" under a dated job is its detail, not a second job titled "Team Size"', () => {
    const section = [
      'Globex Systems Pvt Ltd -  Tarrow -',
      '',
      'March 2016 to Present',
      '',
      'Team Size 8 Members',
      '',
      'Description:',
      'Built a collector for network devices.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([['Globex Systems Pvt Ltd', 'Unknown Role', 'Mar 2016 – Present']]);
  });

  test('a project table printed as its labels, then their values each after a colon, adds no job', () => {
    const section = [
      'QA Analyst',
      '',
      'Globex Retail Ltd -  Tarrow -',
      '',
      'March 2016 to Present',
      '',
      'Defect tracker',
      'File transfer',
      'Duration',
      ': Quillon Tracker for defects and test runs',
      '',
      ': FileZilla, PuTTY',
      '',
      ': Mar 2017 - Oct 2017',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([['Globex Retail Ltd', 'QA Analyst', 'Mar 2016 – Present']]);
  });

  test('"Company: X" then "Client: Y" above the title: X is the employer and the title follows', () => {
    const section = [
      'Incident Manager',
      '',
      'Globex India -',
      '',
      'June 2016 to Present',
      '',
      '• Managed incidents',
      '',
      'Company: Quillon Services',
      'Client: Brightwater Energy',
      '',
      'Night Support Desk - Shift Coordinator',
      '',
      'Key duties:',
      '• Coordinated the night shift',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Globex India', 'Incident Manager', 'Jun 2016 – Present'],
      ['Quillon Services', 'Shift Coordinator', 'Unknown Period'],
    ]);
  });

  test('"Key Achievements:" inside a job neither ends the section nor starts a job', () => {
    const section = [
      'Senior Engineer at Acme Corp, 2019 – 2021',
      'Key Achievements:',
      '• Cut costs by 20%',
      'Technologies:',
      'Python, Kafka',
      'Engineer at Globex, 2016 – 2019',
      '• Built the thing',
    ].join('\n');
    const text = withExperience(section, 'EXPERIENCE');
    expect(jobs(text)).toEqual([
      ['Acme Corp', 'Senior Engineer', '2019 – 2021'],
      ['Globex', 'Engineer', '2016 – 2019'],
    ]);
    const [acme] = parseResume(text, { now: NOW }).experiences;
    expect(acme?.achievements).toEqual(['Cut costs by 20%']);
    expect(acme?.skills).toEqual(expect.arrayContaining(['Python', 'Apache Kafka']));
  });
});

describe('real-world shapes', () => {
  test('capitalised employer, roles stacked with their own dates', () => {
    const section = [
      'UNITED PARCEL SERVICE (UPS)    Chicago, IL',
      'Operations Manager    2018 – Present',
      '• Oversee a 250-person hub.',
      'FedEx Ground    Memphis, TN',
      'Operations Supervisor    Jun 2014 – 2018',
      'Shift Lead    Mar 2012 – Jun 2014',
      '• Supervised 40 package handlers.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['UNITED PARCEL SERVICE (UPS)', 'Operations Manager', '2018 – Present'],
      ['FedEx Ground', 'Operations Supervisor', 'Jun 2014 – 2018'],
      ['FedEx Ground', 'Shift Lead', 'Mar 2012 – Jun 2014'],
    ]);
  });

  test('numbered jobs with labelled details', () => {
    const section = [
      '1. Tata Consultancy Services, Pune (Jan 2018 – Till Date)',
      '   Designation: Senior Software Engineer',
      '   Project: Banking Core Modernisation',
      '   - Developed REST services using Spring Boot.',
      '2. Wipro Technologies, Bangalore (Jul 2015 – Dec 2017)',
      '   Designation: Software Engineer',
      '   - Maintained Java EE applications.',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work Experience'))).toEqual([
      ['Tata Consultancy Services', 'Senior Software Engineer', 'Jan 2018 – Present'],
      ['Wipro Technologies', 'Software Engineer', 'Jul 2015 – Dec 2017'],
    ]);
  });

  test('a labelled place or duration under the dates is neither the title nor the employer', () => {
    const section = [
      'QUARRYSIDE LOGISTICS GROUP -  Nagpur, Maharashtra -',
      '',
      'July 2017 to May 2019',
      '',
      'Location: Nagpur',
      '',
      'HOLLOWAY MUTUAL ASSURANCE - Service Desk -  Nagpur, Maharashtra -',
      '',
      'March 2015 to June 2017',
      '',
      'Duration: Mar 2015 - Jun 2017',
      'Location: Nagpur',
      'Description: resolved first-line tickets.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['QUARRYSIDE LOGISTICS GROUP', 'Unknown Role', 'Jul 2017 – May 2019'],
      ['HOLLOWAY MUTUAL ASSURANCE', 'Service Desk', 'Mar 2015 – Jun 2017'],
    ]);
  });

  test('an achievement bullet with a year stays an achievement', () => {
    const section = 'Engineer at Acme Corp, 2019 – 2021\n• Led the 2019–2020 migration of 40 services to Kubernetes.';
    expect(jobs(withExperience(section))).toEqual([['Acme Corp', 'Engineer', '2019 – 2021']]);
  });
});

describe('columns glued by text extraction', () => {
  test.each([
    ['Globex Senior Engineer 2019 – 2021', 'Globex', 'Senior Engineer'],
    ['Senior Engineer Globex 2019 – 2021', 'Globex', 'Senior Engineer'],
    ['Data Scientist Uber Technologies 2019 – 2021', 'Uber Technologies', 'Data Scientist'],
  ])('%s', (line, company, role) => {
    expect(jobs(withExperience(`${line}\n• Did the work`))).toEqual([[company, role, '2019 – 2021']]);
  });

  test.each(['Pipe Fitter', 'Line Cook', 'Tree Surgeon'])(
    'a two-word trade (%s) stays the title, with no employer made of its first word',
    (title) => {
      expect(jobs(withExperience(`${title}\nJune 2016 – August 2019\n• Did the work`))).toEqual([['Unknown Company', title, 'Jun 2016 – Aug 2019']]);
    },
  );

  test('a title that merely ends in a capitalised word is left alone when the employer is elsewhere', () => {
    expect(jobs(withExperience('Acme Corp\nHead of Product Marketing\n2019 – 2021'))).toEqual([
      ['Acme Corp', 'Head of Product Marketing', '2019 – 2021'],
    ]);
  });
});

test('LinkedIn export: employer with total tenure, then each role with its own dates', () => {
  const section = [
    'Acme Corp',
    '3 years 2 months',
    'Staff Engineer',
    'January 2023 - Present (2 years 5 months)',
    'Berlin, Germany',
    'Leading the storage team.',
    'Senior Engineer',
    'April 2022 - December 2022 (9 months)',
    'Built the replication layer.',
    'Globex',
    'Software Engineer',
    'June 2018 - March 2022 (3 years 10 months)',
    'Worked on payments.',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['Acme Corp', 'Staff Engineer', 'Jan 2023 – Present'],
    ['Acme Corp', 'Senior Engineer', 'Apr 2022 – Dec 2022'],
    ['Globex', 'Software Engineer', 'Jun 2018 – Mar 2022'],
  ]);
});

test('plain-text titles underlined with dashes, title and employer in either order', () => {
  const section = [
    'Sales Associate',
    '-------------',
    'Brightwater Stores, 2018 – 2020',
    '',
    'Harbor Grill',
    '=============',
    'Line Cook, 2016 – 2018',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['Brightwater Stores', 'Sales Associate', '2018 – 2020'],
    ['Harbor Grill', 'Line Cook', '2016 – 2018'],
  ]);
});

describe('one line per job, "Title, Employer, dates"', () => {
  test('titles that are also heading words or trades without a common title word keep their line', () => {
    const section = ['Bookseller, Harbour Books, 2017 - 2018', 'Volunteer, Tarrow Food Bank, 2012 - 2013', 'Deckhand, MV Moorhen, 2010 - 2011'].join(
      '\n',
    );
    expect(jobs(withExperience(section))).toEqual([
      ['Harbour Books', 'Bookseller', '2017 – 2018'],
      ['Tarrow Food Bank', 'Volunteer', '2012 – 2013'],
      ['MV Moorhen', 'Deckhand', '2010 – 2011'],
    ]);
  });

  test('a dated line naming only an employer does not take the following jobs as its roles', () => {
    const section = ['Barista, Kettle & Crumb, 2021 - present', 'Harbour Books, 2017 - 2018', 'Deckhand, MV Moorhen, 2016 - 2017'].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Kettle & Crumb', 'Barista', '2021 – Present'],
      ['Harbour Books', 'Unknown Role', '2017 – 2018'],
      ['MV Moorhen', 'Deckhand', '2016 – 2017'],
    ]);
  });
});

describe('a place after a dash behind "Title, Employer"', () => {
  test('the employer with a legal form or a cue word beside the title is the employer, the word after the dash its place', () => {
    const section = [
      'Senior Analyst, Globex Ltd — Tarrow 2019–present',
      'Built reports for the sales team.',
      'Analyst, Quillon Bank — Moorvale 2016–2019',
      'Cleaned data.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Globex Ltd', 'Senior Analyst', '2019 – Present'],
      ['Quillon Bank', 'Analyst', '2016 – 2019'],
    ]);
  });

  test('more towns are known as places', () => {
    expect(jobs(withExperience('Senior Analyst, Globex — Leeds 2019–present\nBuilt reports.'))).toEqual([
      ['Globex', 'Senior Analyst', '2019 – Present'],
    ]);
  });
});

describe('tab leaders between the fields of a line', () => {
  test('dots or underscores between a title and its dates part them as a wide gap does', () => {
    const section = [
      'Senior Kiln Engineer ........................ 2015 – Present',
      'Oakfern Ceramics Ltd, Tarrow',
      '- Ran the firing schedule',
      '',
      'Kiln Technician _______________ 2010 – 2015',
      'Brightwater Pottery, Kelburn',
      '- Loaded kilns',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Oakfern Ceramics Ltd', 'Senior Kiln Engineer', '2015 – Present'],
      ['Brightwater Pottery', 'Kiln Technician', '2010 – 2015'],
    ]);
  });
});
