import { parseResume } from '../parse-resume';
import { jobs, NOW } from './helpers';

describe('narrative CVs', () => {
  test('"dates: Title, Team, Employer (tools). What I did." on one line is a job', () => {
    const text = [
      'Dana Whitcombe',
      'Experience',
      '2019 – 2023: Claims Analyst, Fraud Team, Harbour Mutual Ltd (SQL, Excel). Built the weekly fraud report and cut false alerts by a third.',
      '2016 – 2019: Underwriting Assistant, Fenwick Insurance (Excel). Checked proposal forms.',
      '2015 – 2016: After a year abroad I came back. Then I looked for work.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Harbour Mutual Ltd', 'Claims Analyst, Fraud Team', '2019 – 2023'],
      ['Fenwick Insurance', 'Underwriting Assistant', '2016 – 2019'],
    ]);
  });

  test('a job told on one line with its dates closing the header, then a new sentence, is a job', () => {
    const text = [
      'Dana Whitcombe',
      'Work history',
      'Marketing Manager, Globex Ltd, 2015–present. I lead a team of five and own the budget.',
      'Marketing Assistant at Initech Systems (2012–2015). I ran the social channels.',
      'Quillon Foods (2010–2012). As a sales assistant, I ran the tastings.',
      'Managed the budget of Globex from 2008 to 2010. It grew by a third.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Globex Ltd', 'Marketing Manager', '2015 – Present'],
      ['Initech Systems', 'Marketing Assistant', '2012 – 2015'],
      ['Quillon Foods', 'sales assistant', '2010 – 2012'],
    ]);
  });

  test('a job told on one line, "Title, Employer (dates): what I did", is a job; a name with a note is none', () => {
    const text = [
      'Dana Whitcombe',
      'Work history',
      'Outlets and clients:',
      'Harbour Health Weekly: weekly columns',
      'Field sales officer, Moorcroft Biologics (2001-2004): visited clinics across the county and ran product evenings for practice nurses.',
      'Sales: Territory Manager, Fenwick Biologics (1998-2001): opened forty new accounts in the north-west.',
      'Writing: I wrote features for several magazines between 2005 and 2010, mostly on public health (many of them commissioned): see the list above.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Moorcroft Biologics', 'Field sales officer', '2001 – 2004'],
      ['Fenwick Biologics', 'Territory Manager', '1998 – 2001'],
    ]);
  });

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

  test('sentences that open with the verb, or name the employer before the title, are jobs too', () => {
    const text = [
      'Ravi Example',
      'Experience summary',
      'Currently working with Moorvale Software Pvt Ltd as Senior Software Engineer since March 2018.',
      'Worked as Software Engineer in Quillon Systems from June 2016 to February 2018.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Moorvale Software Pvt Ltd', 'Senior Software Engineer', 'Mar 2018 – Present'],
      ['Quillon Systems', 'Software Engineer', 'Jun 2016 – Feb 2018'],
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

describe('a career and its qualifications told in sentences', () => {
  const text = [
    'Jo Rill',
    'Career',
    'Since 2019 I have been the senior field scientist at Brightwater Ocean Trust, where I lead the seabed survey team.',
    'From 2015 to 2019 I was a research assistant with the Tarrow Marine Institute, working on kelp restoration.',
    'Before that, I spent two years (2013-2015) as a lab technician at Quillon Aquaculture Ltd.',
    'Education',
    'I hold an MSc in Marine Biology from the University of Tarrow (2013) and a BSc in Zoology from Moorvale University (2011).',
  ].join('\n');

  test('an employer after "the", and a title after "as a" with any verb, each with its source line', () => {
    const parsed = parseResume(text, { now: NOW });
    expect(parsed.experiences.map((e) => [e.company, e.role, e.period])).toEqual([
      ['Brightwater Ocean Trust', 'senior field scientist', '2019 – Present'],
      ['Tarrow Marine Institute', 'research assistant', '2015 – 2019'],
      ['Quillon Aquaculture Ltd.', 'lab technician', '2013 – 2015'],
    ]);
    expect(parsed.experiences[1]?.sources?.company?.line).toBe(3);
    expect(parsed.experiences[2]?.sources?.period?.text).toContain('(2013-2015)');
  });

  test('two qualifications in one sentence, and the school named before the degree', () => {
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['MSc in Marine Biology', 'University of Tarrow', '2013'],
      ['BSc in Zoology', 'Moorvale University', '2011'],
    ]);
    const other =
      'Jo Rill\nExperience\nAnalyst, Globex Ltd, 2019 - 2021\nEducation\nI graduated from Moorvale University in 2011 with a BSc in Zoology.\nMSc in Ecology, Tarrow University (2013); PGCert in Teaching, Quillon College (2014)';
    expect(parseResume(other, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['BSc in Zoology', 'Moorvale University', '2011'],
      ['MSc in Ecology', 'Tarrow University', '2013'],
      ['PGCert in Teaching', 'Quillon College', '2014'],
    ]);
  });

  test('"joined X as a Y … until", "worked for X, where I was a Y", a lower-case legal form, and "studied … graduated with"', () => {
    const told = [
      'Jo Rill',
      'Career',
      'From 2015 to 2019 I was a warehouse team leader with Moorvale Distribution plc in Kelburn.',
      'In 2012 I joined Globex Retail as a stock controller and stayed until 2015.',
      'Between 2010 and 2012 I worked for Tarrow City Council, where I was an administrative assistant.',
      'Education',
      'I studied logistics at the University of Kelburn and graduated with a BSc in 2008.',
    ].join('\n');
    const parsed = parseResume(told, { now: NOW });
    expect(parsed.experiences.map((e) => [e.company, e.role, e.period])).toEqual([
      ['Moorvale Distribution plc', 'warehouse team leader', '2015 – 2019'],
      ['Globex Retail', 'stock controller', '2012 – 2015'],
      ['Tarrow City Council', 'administrative assistant', '2010 – 2012'],
    ]);
    expect(parsed.education.map((e) => [e.degree, e.school, e.year])).toEqual([['BSc in logistics', 'University of Kelburn', '2008']]);
  });

  test('"spent years at X as a Y", "began my career at X in 2008 as a Y and left in 2011", "moved to X, where I have been a Y ever since"', () => {
    const told = [
      'Jo Rill',
      'Career',
      'Currently, I am the Head of Marketing at Globex Ltd (since 2019).',
      'In 2016 I moved to Brightwater Dental, where I have been practice manager ever since.',
      'Prior to Globex, I spent four years at Initech Systems as a business analyst (2011–2015).',
      'I began my career at Quillon Bank in 2008 as a graduate trainee and left in 2011.',
    ].join('\n');
    expect(parseResume(told, { now: NOW }).experiences.map((e) => [e.company, e.role, e.period])).toEqual([
      ['Globex Ltd', 'Head of Marketing', '2019 – Present'],
      ['Brightwater Dental', 'practice manager', '2016 – Present'],
      ['Initech Systems', 'business analyst', '2011 – 2015'],
      ['Quillon Bank', 'graduate trainee', '2008 – 2011'],
    ]);
  });
});

describe('the full stop after an employer named at the end of a sentence', () => {
  test('belongs to the sentence; an abbreviation keeps its own', () => {
    const text = [
      'Jo Roe',
      'Career',
      'Between 2009 and 2011 I was a volunteer guide at the Brightwater Museum Trust.',
      'Since 2019 I have been the laboratory manager at Kelburn Water Ltd.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Brightwater Museum Trust', 'volunteer guide', '2009 – 2011'],
      ['Kelburn Water Ltd.', 'laboratory manager', '2019 – Present'],
    ]);
  });
});

describe('sentences that name the month joined, or the role held now', () => {
  test('"I joined X in March 2015 as Y" and "My current role is Y at X, which I took up in 2015"', () => {
    const joined = ['Jordan Vale', '', 'Career', 'I joined Oakfern Ceramics in March 2015 as Senior Kiln Engineer.'].join('\n');
    const current = ['Jordan Vale', '', 'Work', 'My current role is Senior Kiln Engineer at Oakfern Ceramics, which I took up in 2015.'].join('\n');
    expect(jobs(joined)).toEqual([['Oakfern Ceramics', 'Senior Kiln Engineer', 'Mar 2015']]);
    expect(jobs(current)).toEqual([['Oakfern Ceramics', 'Senior Kiln Engineer', '2015 – Present']]);
  });

  test('"for three years as a Y at X", "held the post of Y", "their Y", and "first as a Y, now as Z" with the last title', () => {
    const text = [
      'Jordan Vale',
      '',
      'Career',
      'I have worked at Oakfern Ceramics since 2015, first as a technician and now as kiln engineer.',
      'From 2013 to 2015 I held the post of Production Supervisor at Pebble Ceramics.',
      'After graduating, I worked for three years as a kiln technician at Brightwater Pottery (2010–2013).',
      'I have been with Kelburn Kilns since January 2009 as their Lead Engineer.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Oakfern Ceramics', 'kiln engineer', '2015 – Present'],
      ['Pebble Ceramics', 'Production Supervisor', '2013 – 2015'],
      ['Brightwater Pottery', 'kiln technician', '2010 – 2013'],
      ['Kelburn Kilns', 'Lead Engineer', 'Jan 2009 – Present'],
    ]);
  });
});

describe('sentences that put the verb or the year first', () => {
  test('"I have been working as a planner at …" gives the title without the verb', () => {
    const text = [
      'Tomas Pebble',
      '',
      'Career history',
      '',
      'Since March 2020 I have been working as a logistics planner at Brightwater Freight in Aarhus.',
    ].join('\n');
    expect(jobs(text)).toEqual([['Brightwater Freight', 'logistics planner', 'Mar 2020 – Present']]);
  });

  test('"In 2016 I completed a Bachelor of … at …" is a qualification with its year', () => {
    const text = [
      'Tomas Pebble',
      '',
      'Experience',
      'Planner, Brightwater Freight, 2020 – present',
      '',
      'Education',
      'In 2016 I completed a Bachelor of Business Administration at Quillon Business School.',
    ].join('\n');
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['Bachelor of Business Administration', 'Quillon Business School', '2016'],
    ]);
  });
});

describe('the school a person went to, then what they gained there', () => {
  test('"attended X, where I earned Y", "went to X, where I took Y (year)", "attended X from … and graduated with Y"', () => {
    const text = [
      'Ossian Pelt',
      'Experience',
      'In 2019 I joined Tarrow Wind as a turbine technician and I have been there ever since.',
      'Education',
      'Between 2009 and 2012 I attended Kelburn Technical College, where I earned a Level 3 Diploma in Electrical Installation.',
      'I attended the University of Tarrow from 2014 to 2017 and graduated with a BEng in Electrical Engineering.',
      'I went to Moorvale Grammar School, where I took A-levels in Physics and Maths (2009).',
    ].join('\n');
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['Level 3 Diploma in Electrical Installation', 'Kelburn Technical College', '2012'],
      ['BEng in Electrical Engineering', 'University of Tarrow', '2017'],
      ['A-levels in Physics and Maths', 'Moorvale Grammar School', '2009'],
    ]);
  });

  test('"My first degree is …", "I am a graduate of X (degree, year)", "I am currently studying for …"', () => {
    const text = [
      'Ossian Pelt',
      'Experience',
      'In 2019 I joined Tarrow Wind as a turbine technician and I have been there ever since.',
      'Education',
      'My first degree is a BA in Geography from Quillon University (2011).',
      'I am a graduate of the University of Tarrow (MSc Hydrology, 2013).',
      'I am currently studying for an MBA at Brightwater Business School.',
    ].join('\n');
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['BA in Geography', 'Quillon University', '2011'],
      ['MSc Hydrology', 'University of Tarrow', '2013'],
      ['MBA', 'Brightwater Business School', 'Unknown Year'],
    ]);
  });

  test('a paragraph of several qualifications, sentences that open with when, and "studied X at Y (degree)"', () => {
    const text = [
      'Ossian Pelt',
      'Experience',
      'In 2019 I joined Tarrow Wind as a turbine technician and I have been there ever since.',
      'Education',
      'After school I studied Marine Engineering at Kelburn Nautical College, graduating with a BEng in 2010. Later I completed an MBA at Brightwater Business School.',
      'In 2015 I finished a master’s in environmental policy at the University of Moorvale.',
      '2006–2009: studied economics at the University of Quillon (BA)',
    ].join('\n');
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['BEng in Marine Engineering', 'Kelburn Nautical College', '2010'],
      ['MBA', 'Brightwater Business School', 'Unknown Year'],
      ["master's in environmental policy", 'University of Moorvale', '2015'],
      ['BA in economics', 'University of Quillon', '2009'],
    ]);
  });

  test('the school in brackets after the degree, "graduated in YEAR with", "My X is from Y" and "which I obtained at Y"', () => {
    const text = [
      'Ossian Pelt',
      'Experience',
      'In 2019 I joined Tarrow Wind as a turbine technician and I have been there ever since.',
      'Education',
      'MSc Renewable Energy (Kelburn University, 2018)',
      'I graduated in 2014 with a BSc in Physics from Moorvale University.',
      'My HND in Electrical Engineering is from Tarrow College (2011).',
      'I also have a Diploma in Project Management, which I obtained at Quillon Business School in 2016.',
    ].join('\n');
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['MSc Renewable Energy', 'Kelburn University', '2018'],
      ['BSc in Physics', 'Moorvale University', '2014'],
      ['HND in Electrical Engineering', 'Tarrow College', '2011'],
      ['Diploma in Project Management', 'Quillon Business School', '2016'],
    ]);
  });
});

test("a title with an apostrophe, hours worked before the employer, and 'employed by X since … as Y'", () => {
  const text = [
    'Ossian Pelt',
    'Experience',
    "Before that, I was a buyer's assistant at Quillon Fashion from 2014 to 2019.",
    'From March 2010 until June 2013 I worked part-time at Kelburn Books as a bookseller.',
    'I have been employed by Moorvale Council since 2020 as a planning officer.',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Quillon Fashion', "buyer's assistant", '2014 – 2019'],
    ['Kelburn Books', 'bookseller', 'Mar 2010 – Jun 2013'],
    ['Moorvale Council', 'planning officer', '2020 – Present'],
  ]);
});

test("careers told in sentences: 'moved to X as Y', 'employed as Y by X', 'spent … with X, where I worked as Y', 'X (dates): I was Y'", () => {
  const career = [
    'Ossian Pelt',
    'Career',
    'I started my career in 2007 as a trainee surveyor at Kelburn Survey LLP.',
    'In 2010 I moved to Tarrow Homes plc as a site surveyor.',
    'Since 2018 I have run the survey team of Moorvale Council as principal surveyor.',
  ].join('\n');
  expect(jobs(career)).toEqual([
    ['Kelburn Survey LLP', 'trainee surveyor', '2007'],
    ['Tarrow Homes plc', 'site surveyor', '2010'],
    ['Moorvale Council', 'principal surveyor', '2018 – Present'],
  ]);
  const employed = [
    'Ossian Pelt',
    'Experience',
    'From 2009 to 2013 I was employed as a lab assistant by Quillon Dairies.',
    'I then spent four years (2013–2017) with Globex Foods, where I worked as a quality technician.',
    '2017 until now I am working at Brightwater Labs as a lab manager.',
  ].join('\n');
  expect(jobs(employed)).toEqual([
    ['Quillon Dairies', 'lab assistant', '2009 – 2013'],
    ['Globex Foods', 'quality technician', '2013 – 2017'],
    ['Brightwater Labs', 'lab manager', '2017 – Present'],
  ]);
  // The name above the heading is no part of the first sentence.
  const employerFirst = [
    'Ossian Pelt',
    'Work',
    'Pebble Garden Centre (2012–2016): I was a sales assistant in the plant hall.',
    'At Kelburn Nurseries (2016–present) I am the head grower.',
  ].join('\n');
  expect(jobs(employerFirst)).toEqual([
    ['Pebble Garden Centre', 'sales assistant', '2012 – 2016'],
    ['Kelburn Nurseries', 'head grower', '2016 – Present'],
  ]);
});

test('"…, where I still work" and "I am currently a …" leave the job told with its start still held', () => {
  const text = [
    'Robin Calder',
    'Experience',
    'In 2018 I joined Oakfern Research as a data analyst, where I still work.',
    'Between 2014 and 2018 I worked at Pebble Kilns as a kiln technician.',
    'I am currently a volunteer guide at Brightwater Museum Trust, a role I took up in March 2020.',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Oakfern Research', 'data analyst', '2018 – Present'],
    ['Pebble Kilns', 'kiln technician', '2014 – 2018'],
    ['Brightwater Museum Trust', 'volunteer guide', 'Mar 2020 – Present'],
  ]);
});

describe('qualifications told outside an education section', () => {
  const educationOf = (text: string) => parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year]);

  test('a sentence of the profile that tells a qualification is read as one, and nothing else around it', () => {
    const text = [
      'Robin Calder',
      'Profile',
      'I have worked with survey data for ten years. I studied statistics at Kelburn University and graduated in 2016 with a BSc.',
      'Experience',
      'Oakfern Research | Data Analyst | 2016 - 2019',
    ].join('\n');
    expect(educationOf(text)).toEqual([['BSc in statistics', 'Kelburn University', '2016']]);
  });

  test('a degree merely mentioned, or a sentence the rules do not read as a qualification, is no education', () => {
    const text = [
      'Robin Calder',
      'Profile',
      'Analyst with a degree in statistics and ten years of experience. My car is from Moorvale.',
      'Experience',
      'Oakfern Research | Data Analyst | 2016 - 2019',
    ].join('\n');
    expect(educationOf(text)).toEqual([]);
  });

  test('an education section, when there is one, is where education is read', () => {
    const text = [
      'Robin Calder',
      'Profile',
      'I graduated from Moorvale University in 2012 with a BA in History.',
      'Education',
      'MSc Statistics, Kelburn University, 2016',
    ].join('\n');
    expect(educationOf(text)).toEqual([['MSc Statistics', 'Kelburn University', '2016']]);
  });
});
