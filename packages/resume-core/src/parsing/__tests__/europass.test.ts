import { parseResume } from '../parse-resume';
import { NOW, jobs, withExperience } from './helpers';

describe('Europass CVs', () => {
  test('the labelled rows of the word template', () => {
    const section = [
      'Dates\tMarch 2015 – Present',
      'Occupation or position held\tSoftware Engineer',
      'Main activities and responsibilities\tBuilt the billing system and ran its releases',
      'Name and address of employer\tGlobex Ltd, 1 Main Street, Springfield',
      'Type of business or sector\tSoftware',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([['Globex Ltd', 'Software Engineer', 'Mar 2015 – Present']]);
  });

  test('the same rows out of a PDF, with no gap left between label and value', () => {
    const section = [
      'Dates 01/03/2015 - 30/06/2019',
      'Occupation or position held Data Analyst',
      'Main activities and responsibilities Preparing monthly reports for the sales team',
      'Name and address of employer Brindle Analytics Ltd, 4 Harbour Road, Tarrow',
      'Type of business or sector Consulting',
      'Dates 09/2012 - 02/2015',
      'Occupation or position held Junior Analyst',
      'Main activities and responsibilities Cleaning survey data',
      'Name of employer Oakfern Research',
      'Type of business or sector Market research',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([
      ['Brindle Analytics Ltd', 'Data Analyst', 'Mar 2015 – Jun 2019'],
      ['Oakfern Research', 'Junior Analyst', 'Sep 2012 – Feb 2015'],
    ]);
  });

  test('a label cell wrapped onto a line of its own, its value on the next line', () => {
    const section = [
      'Dates 2016 - 2018',
      'Occupation or position held',
      'Site Surveyor',
      'Name and address of employer',
      'Pellow Civil Works, Quarry Lane, Amblestead',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([['Pellow Civil Works', 'Site Surveyor', '2016 – 2018']]);
  });

  test("an employer's line that ends with its site or telephone still names the employer", () => {
    const section = [
      '2011 – 2014\tVolunteer Guide',
      'Brightwater Museum Trust www.bmt.example',
      'Guided school visits',
      '2008 – 2009\tStock Clerk',
      'Globex Ltd, (555) 123-4567',
      'Counted the stock',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([
      ['Brightwater Museum Trust', 'Volunteer Guide', '2011 – 2014'],
      ['Globex Ltd', 'Stock Clerk', '2008 – 2009'],
    ]);
  });

  test('a title wrapped inside its second half in the narrow content column is one title', () => {
    const section = [
      '03/2015–06/2019\tSenior Laboratory Technician and Quality',
      'Assurance Officer',
      'Globex Analytical Ltd, Tarrow (United Kingdom)',
      '• Prepared samples',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([
      ['Globex Analytical Ltd', 'Senior Laboratory Technician and Quality Assurance Officer', 'Mar 2015 – Jun 2019'],
    ]);
  });

  test('the sector row stays with its job instead of opening one', () => {
    const section = ['2011–2014 Harbour Clerk', 'Quayside Freight srl', 'Kept the berth schedules', 'Business or sector Freight forwarding'].join(
      '\n',
    );
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([['Quayside Freight srl', 'Harbour Clerk', '2011 – 2014']]);
  });

  test('education rows: the qualification, the school and the year under a "Dates" label', () => {
    const text = [
      'Jo Rill',
      'Education and training',
      'Dates 2008 - 2012',
      'Title of qualification awarded Bachelor of Science in Statistics',
      'Name and type of organisation providing education and training University of Tarrow',
      'Principal subjects/occupational skills covered Sampling, Regression',
    ].join('\n');
    const education = parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year]);
    expect(education).toEqual([['Bachelor of Science in Statistics', 'University of Tarrow', '2012']]);
  });

  test("the newer editor's rows under a qualification (address, site, field, level) open no entry of their own", () => {
    const text = [
      'Jo Rill',
      'EDUCATION AND TRAINING',
      '09/2012 – 06/2016 – Tarrow, United Kingdom',
      'BACHELOR OF SCIENCE IN CERAMICS – Kelburn University',
      'Address 1 College Road, Tarrow, United Kingdom | Website www.kelburn.example | Field(s) of study Ceramics',
      'Final grade 2:1 | Level in EQF EQF level 6',
      '09/2010 – 06/2012 – Moorvale, United Kingdom',
      'A-LEVELS – Moorvale Grammar School',
      'Address 5 Mill Lane, Moorvale',
    ].join('\n');
    const education = parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year]);
    expect(education).toEqual([
      ['BACHELOR OF SCIENCE IN CERAMICS', 'Kelburn University', '2016'],
      ['A-LEVELS', 'Moorvale Grammar School', '2012'],
    ]);
  });

  test('"Date of birth" is no dates row', () => {
    const text = ['Jo Rill', 'Date of birth 12/04/1990', 'Work experience', '2019 - 2021 Barista', 'Kettle & Crumb'].join('\n');
    expect(jobs(text)).toEqual([['Kettle & Crumb', 'Barista', '2019 – 2021']]);
  });
});

test('numbered jobs whose fields are labelled', () => {
  const section = [
    '1) Organisation: Globex Wireless Pvt. Ltd., Springfield.',
    'Position: Network Engineer',
    'Exposure:',
    '• Planned the radio sites.',
    '',
    '2) Organisation: Moonbeam Net Pvt. Ltd., Shelbyville.',
    'Position: Intern',
    'Exposure:',
    '• Wrote firmware modules.',
  ].join('\n');
  expect(jobs(withExperience(section))).toEqual([
    ['Globex Wireless Pvt. Ltd.', 'Network Engineer', 'Unknown Period'],
    ['Moonbeam Net Pvt. Ltd.', 'Intern', 'Unknown Period'],
  ]);
});

describe('date-led jobs whose employer is printed after the description', () => {
  test('the employer line closes the job above it, the last one included', () => {
    const section = [
      '01/2019 – Present',
      'Software Engineer',
      'Built the billing service and ran its releases for the team.',
      'Brindle Analytics Ltd, 4 Harbour Road, Tarrow',
      '03/2016 – 12/2018',
      'Analyst',
      'Wrote the monthly reports for the board.',
      'Oakfern Research Ltd, 2 Mill Street, Dunmore',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([
      ['Brindle Analytics Ltd', 'Software Engineer', 'Jan 2019 – Present'],
      ['Oakfern Research Ltd', 'Analyst', 'Mar 2016 – Dec 2018'],
    ]);
  });

  test('where jobs open with the employer, a name above the dates stays with the job below', () => {
    const section = [
      'Brindle Analytics',
      '01/2019 – Present',
      'Software Engineer',
      'Built the billing service and ran its releases for the team.',
      'Oakfern Research',
      '03/2016 – 12/2018',
      'Analyst',
      'Wrote the monthly reports for the board.',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience')).map((j) => j[0])).toEqual(['Brindle Analytics', 'Oakfern Research']);
  });

  test('a name over a title line that carries its own dates opens the next job', () => {
    const section = [
      'March 2024 - Present',
      'Harbour Youth Programme',
      'Participant',
      'Took part in a programme on web development and business planning.',
      'Quaywise',
      'Sound Designer & Co-Owner April 2025 - Present',
      '',
      'Building a booking site for local guides.',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([
      ['Harbour Youth Programme', 'Participant', 'Mar 2024 – Present'],
      ['Quaywise', 'Sound Designer & Co-Owner', 'Apr 2025 – Present'],
    ]);
  });
});

test('a running page footer inside a labelled job does not cut the job in two', () => {
  const section = [
    'Dates 01/03/2015 - 30/06/2019',
    'Occupation or position held Data Analyst',
    'Main activities and responsibilities Preparing monthly reports for the sales team',
    'Page 2/6 - Curriculum vitae of Vellacott Jorun',
    '© European Communities, 2003 20060628',
    'Maintaining the warehouse tables',
    'Name and address of employer Brindle Analytics Ltd, 4 Harbour Road, Tarrow',
  ].join('\n');
  expect(jobs(withExperience(section, 'Work experience'))).toEqual([['Brindle Analytics Ltd', 'Data Analyst', 'Mar 2015 – Jun 2019']]);
});

test('the language grid of a skills section yields the languages, not its column heads or legend', () => {
  const text = [
    'Jo Rill',
    'Work experience',
    '2019 - 2021 Barista',
    'Kettle & Crumb',
    'Personal skills',
    'Mother tongue(s) Italian',
    'Other language(s) UNDERSTANDING SPEAKING WRITING',
    'Listening Reading Spoken interaction Spoken production',
    'English C1 C1 B2 B2 C1',
    'Levels: A1/A2: Basic user - B1/B2: Independent user - C1/C2: Proficient user',
    'Common European Framework of Reference for Languages',
    '© European Union, 2002-2017 | http://europass.cedefop.europa.eu Page 3 / 3',
  ].join('\n');
  expect(parseResume(text, { now: NOW }).skills.map((s) => s.name)).toEqual(['Italian', 'English']);
});

test('a running footer wrapped over two lines, the name on the second, cuts neither a job nor a qualification', () => {
  const footer = [
    'Page 2/5 - Curriculum vitae of',
    'Rill Jo',
    'For more information on Europass go to http://europass.example.org',
    '© European Union, 2004-2010',
  ];
  const text = [
    'Jo Rill',
    'Work experience',
    'Dates 1 October 2011 - 31 August 2016',
    'Occupation or position held Field Technician',
    'Main activities and responsibilities Sampling campaigns and laboratory analysis',
    ...footer,
    'Name and address of employer Moorvale Institute of Agronomy',
    'Type of business or sector Research',
    'Education and training',
    'Dates 2007 - 2011',
    'Title of qualification awarded Bachelor of Science in Soil Science',
    ...footer,
    'Name and type of organisation providing education and training University of Tarrow',
  ].join('\n');
  expect(jobs(text)).toEqual([['Moorvale Institute of Agronomy', 'Field Technician', 'Oct 2011 – Aug 2016']]);
  const education = parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year]);
  expect(education).toEqual([['Bachelor of Science in Soil Science', 'University of Tarrow', '2011']]);
});

test('label cells wrapped over two or three lines beside their values, as the word template prints them', () => {
  const text = [
    'Jo Rill',
    'Work experience',
    'Dates 1 October 2011 - 31 August 2016',
    'Occupation or position held Field Technician',
    'Main activities and Sampling campaigns and laboratory analysis',
    'responsibilities',
    'Name and address of Moorvale Institute of Agronomy, Quarry Lane, Tarrow',
    'employer (United Kingdom)',
    'Type of business or sector Research',
    'Education and training',
    'Dates 2007 - 2011',
    'Title of qualification Bachelor of Science in Soil Science',
    'awarded',
    'Principal Soil chemistry, field methods',
    'subjects/occupational',
    'skills covered',
    'Name and type of University of Tarrow',
    'organisation providing',
    'education and training',
  ].join('\n');
  expect(jobs(text)).toEqual([['Moorvale Institute of Agronomy', 'Field Technician', 'Oct 2011 – Aug 2016']]);
  const education = parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year]);
  expect(education).toEqual([['Bachelor of Science in Soil Science', 'University of Tarrow', '2011']]);
});

describe('form rows printed in other ways', () => {
  test('a value centred between the lines of its label, and an employer cell wrapped onto the address', () => {
    const section = [
      'Dates 1 October 2011 - 31 August 2016',
      'Occupation or position Field Technician',
      'held',
      'Name and address of',
      'Moorvale Institute of Agronomy, Quarry Lane, Tarrow',
      'employer',
      'Type of business or Research',
      'sector',
      'Dates 2009 - 2011',
      'Occupation or position held Laboratory Assistant',
      'Name and address of employer Quillon Testing Services',
      'Via Roma 12, 20100 Tarrow (Italy)',
      'Type of business or sector Testing laboratory',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([
      ['Moorvale Institute of Agronomy', 'Field Technician', 'Oct 2011 – Aug 2016'],
      ['Quillon Testing Services', 'Laboratory Assistant', '2009 – 2011'],
    ]);
  });

  test("the employer's cell wrapped beside its wrapped label: the name, then the address", () => {
    const section = [
      'Dates 2016 - 2019',
      'Occupation or position held Field Technician',
      'Name and address of Globex Ltd',
      'employer Mill Lane 4, 20100 Tarrow (Italy)',
      'Dates 2012 - 2016',
      'Occupation or position held Laboratory Assistant',
      'Name and address of Moorvale Institute of',
      'employer Agronomy, Quarry Lane, Tarrow',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([
      ['Globex Ltd', 'Field Technician', '2016 – 2019'],
      ['Moorvale Institute of Agronomy', 'Laboratory Assistant', '2012 – 2016'],
    ]);
  });

  test('the arrow after a start date that the form prints for a job still held', () => {
    const section = [
      'Dates 01/09/2016 →',
      'Occupation or position held Soil Scientist',
      'Name and address of employer Brightwater Agritech SpA, Tarrow',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([['Brightwater Agritech SpA', 'Soil Scientist', 'Sep 2016 – Present']]);
  });

  test("a look-alike's shorter labels, and 'Employer' as a label only among the form's rows", () => {
    const text = [
      'Jo Rill',
      'Work experience',
      'Period 2016 - present',
      'Position held Soil Scientist',
      'Employer Brightwater Agritech SpA, Tarrow (Italy)',
      'Main activities Field sampling and reports',
      'Dates 2012 - 2016',
      'Job title Laboratory Assistant',
      "Employer's name and address Quillon Testing Services, Via Roma 12, Tarrow",
      'Education',
      'Dates 2007 - 2011',
      'Qualification awarded Bachelor of Science in Soil Science',
      'Organisation providing education University of Tarrow',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Brightwater Agritech SpA', 'Soil Scientist', '2016 – Present'],
      ['Quillon Testing Services', 'Laboratory Assistant', '2012 – 2016'],
    ]);
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['Bachelor of Science in Soil Science', 'University of Tarrow', '2011'],
    ]);
    const prose = ['Jo Rill', 'Experience', 'Brand Manager, Globex Ltd, 2015 – 2019', 'Employer branding campaigns for three markets'].join('\n');
    expect(jobs(prose)).toEqual([['Globex Ltd', 'Brand Manager', '2015 – 2019']]);
  });

  test('dates written with days wrap in the narrow date column, after the dash or after the end day', () => {
    const section = [
      '1 March 2016 –\tOperations Supervisor',
      '30 April 2019\tBrightwater Freight Ltd, Tarrow',
      '• Planned the daily routes',
      '1st June 2009 – 31st\tStock Controller',
      'August 2011\tMoorvale Retail Ltd, Kelburn',
      '• Reconciled the weekly stock reports',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([
      ['Brightwater Freight Ltd', 'Operations Supervisor', 'Mar 2016 – Apr 2019'],
      ['Moorvale Retail Ltd', 'Stock Controller', 'Jun 2009 – Aug 2011'],
    ]);
  });

  test('a trade title beside its dates is the role: modellers, valuers, croupiers', () => {
    const section = [
      '2019 – 2021\t3D Modeller',
      'Quillon Games Ltd, Tarrow',
      '• Built the props',
      '2016 – 2019\tProperty Valuer',
      'Moorvale Estates, Kelburn',
    ].join('\n');
    expect(jobs(withExperience(section, 'Work experience'))).toEqual([
      ['Quillon Games Ltd', '3D Modeller', '2019 – 2021'],
      ['Moorvale Estates', 'Property Valuer', '2016 – 2019'],
    ]);
  });
});

test('"Town (Country)" on its own line under a school is where it is, not a second school', () => {
  const text = [
    'Robin Calder',
    'WORK EXPERIENCE',
    '01/2012–12/2013 Volunteer Guide',
    'Kelburn Museum Trust',
    'Kelburn (United Kingdom)',
    'EDUCATION AND TRAINING',
    '10/2010–06/2014 BSc Chemistry EQF level 6',
    'Kelburn University',
    'Kelburn (United Kingdom)',
  ].join('\n');
  const parsed = parseResume(text, { now: NOW });
  expect(parsed.education.map((e) => [e.degree, e.school, e.year])).toEqual([['BSc Chemistry', 'Kelburn University', '2014']]);
  expect(jobs(text)).toEqual([['Kelburn Museum Trust', 'Volunteer Guide', 'Jan 2012 – Dec 2013']]);
});

test('"Employer, Town (Country)" names the employer even when nothing in its name says it is one', () => {
  const text = [
    'Robin Calder',
    'WORK EXPERIENCE',
    '09/2012–02/2015',
    'Junior Analyst',
    'Oakfern Research, Moorvale (Ireland)',
    'Cleaning survey data',
    '2009–2012',
    'Stock Clerk',
    'Pebble, Kelburn (United Kingdom)',
    'Counted the stock',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Oakfern Research', 'Junior Analyst', 'Sep 2012 – Feb 2015'],
    ['Pebble', 'Stock Clerk', '2009 – 2012'],
  ]);
});

test('"City:" and "Country:" rows of the online editor say where the job was, never who the employer was', () => {
  const text = [
    'Robin Calder',
    'WORK EXPERIENCE',
    'Oakfern Research',
    'City: Tarrow',
    'Country: United Kingdom',
    '[ 01/03/2015 – 30/06/2019 ] Data Analyst',
    'Preparing monthly reports',
    'Pebble',
    'City: Moorvale',
    '[ 09/2012 – 02/2015 ] Junior Analyst',
    'Cleaning survey data',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Oakfern Research', 'Data Analyst', 'Mar 2015 – Jun 2019'],
    ['Pebble', 'Junior Analyst', 'Sep 2012 – Feb 2015'],
  ]);
});

test("the employer's line with its locality and then its site names the employer; a teaching qualification is the qualification", () => {
  const text = [
    'Robin Calder',
    'WORK EXPERIENCE',
    '09/2012–02/2015\tJunior Analyst',
    'Oakfern Research, Moorvale (Ireland) www.oakfern.example',
    'Cleaning survey data',
    'EDUCATION AND TRAINING',
    '2013–2014\tTeaching qualification',
    'Moorvale Teacher Training Centre, Moorvale (Ireland)',
  ].join('\n');
  expect(jobs(text)).toEqual([['Oakfern Research', 'Junior Analyst', 'Sep 2012 – Feb 2015']]);
  expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
    ['Teaching qualification', 'Moorvale Teacher Training Centre', '2014'],
  ]);
});

test('a department named before the employer on its line is not the employer', () => {
  const text = [
    'Robin Calder',
    'WORK EXPERIENCE',
    '09/2012–02/2015\tJunior Analyst',
    'Department of Statistics, Oakfern Research, Moorvale (Ireland)',
    'Cleaning survey data',
    '2009–2012\tResearch Assistant',
    'Faculty of Science, Kelburn University, Kelburn (United Kingdom)',
    'Field work',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Oakfern Research', 'Junior Analyst', 'Sep 2012 – Feb 2015'],
    ['Kelburn University', 'Research Assistant', '2009 – 2012'],
  ]);
});

test('a full stop after the country in brackets closes the employer line, it does not make a sentence of it', () => {
  const text = [
    'Robin Calder',
    'WORK EXPERIENCE',
    '09/2012–02/2015\tJunior Analyst',
    'Oakfern Research, Moorvale (Ireland).',
    '▪ Cleaning survey data',
    '01/2010–08/2012\tBarista',
    'Pebble Coffee, Kelburn (United Kingdom).',
    '▪ Serving customers',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Oakfern Research', 'Junior Analyst', 'Sep 2012 – Feb 2015'],
    ['Pebble Coffee', 'Barista', 'Jan 2010 – Aug 2012'],
  ]);
});

test("the last job's employer printed after its bullets names it, and is no wrapped part of the last bullet", () => {
  const text = [
    'Robin Calder',
    'Work experience',
    'September 2012 - February 2015',
    'Junior Analyst',
    '- Cleaning survey data',
    'Oakfern Research, Moorvale (Ireland)',
    'January 2010 - August 2012',
    'Barista',
    '- Serving customers',
    'Pebble Coffee, Kelburn (United Kingdom)',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['Oakfern Research', 'Junior Analyst', 'Sep 2012 – Feb 2015'],
    ['Pebble Coffee', 'Barista', 'Jan 2010 – Aug 2012'],
  ]);
});

test('a place printed in capitals under the title is where the job was, not its employer', () => {
  const text = [
    'Robin Calder',
    'WORK EXPERIENCE',
    'DATA ANALYST – PEBBLE KILNS',
    'TARROW, UNITED KINGDOM',
    '01/03/2015 – 30/06/2019',
    '• Preparing monthly reports',
    'JUNIOR ANALYST – OAKFERN RESEARCH',
    'MOORVALE, IRELAND',
    '01/09/2012 – 28/02/2015',
    '• Cleaning survey data',
  ].join('\n');
  expect(jobs(text)).toEqual([
    ['PEBBLE KILNS', 'DATA ANALYST', 'Mar 2015 – Jun 2019'],
    ['OAKFERN RESEARCH', 'JUNIOR ANALYST', 'Sep 2012 – Feb 2015'],
  ]);
});

describe('Europass CVs in the template editions of other languages', () => {
  test('the labelled rows in Portuguese, with the education section headed "Educação e formação"', () => {
    const text = [
      'Jordan Vale',
      'Experiência profissional',
      'Datas\tMarço 2015 - Presente',
      'Função ou cargo ocupado\tEngenheiro de fornos',
      'Principais actividades e responsabilidades\tPlaneamento da cozedura',
      'Nome e morada do empregador\tOakfern Cerâmica Lda, Rua do Moinho 4, Tarrow',
      'Tipo de empresa ou sector\tIndústria',
      '',
      'Educação e formação',
      'Datas\t2006 - 2010',
      'Designação da qualificação atribuída\tLicenciatura em Engenharia de Materiais',
      'Nome e tipo da organização de ensino ou formação\tUniversidade de Moorvale',
    ].join('\n');
    const parsed = parseResume(text, { now: NOW });
    expect(parsed.experiences.map((e) => [e.company, e.role, e.period])).toEqual([
      ['Oakfern Cerâmica Lda', 'Engenheiro de fornos', 'Mar 2015 – Present'],
    ]);
    expect(parsed.education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['Licenciatura em Engenharia de Materiais', 'Universidade de Moorvale', '2010'],
    ]);
  });

  test('the newer template in Italian and Spanish: "alla data attuale", the sector row, "Istruzione e formazione", "Grado en"', () => {
    const italian = [
      'Jordan Vale',
      'ESPERIENZA PROFESSIONALE',
      '01/03/2015–alla data attuale\tIngegnere forni',
      'Oakfern Ceramica S.r.l., Tarrow (Italia)',
      '▪ Pianificazione della cottura',
      'Attività o settore Industria',
      '',
      'ISTRUZIONE E FORMAZIONE',
      '2006–2010\tLaurea in Ingegneria dei Materiali',
      'Università di Moorvale, Moorvale (Italia)',
    ].join('\n');
    const spanish = [
      'Jordan Vale',
      'EDUCACIÓN Y FORMACIÓN',
      '2006–2010\tGrado en Ingeniería de Materiales',
      'Universidad de Moorvale, Moorvale (España)',
    ].join('\n');
    const parsed = parseResume(italian, { now: NOW });
    expect(parsed.experiences.map((e) => [e.company, e.role, e.period])).toEqual([
      ['Oakfern Ceramica S.r.l.', 'Ingegnere forni', 'Mar 2015 – Present'],
    ]);
    expect(parsed.education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['Laurea in Ingegneria dei Materiali', 'Università di Moorvale', '2010'],
    ]);
    expect(parseResume(spanish, { now: NOW }).education.map((e) => [e.degree, e.school])).toEqual([
      ['Grado en Ingeniería de Materiales', 'Universidad de Moorvale'],
    ]);
  });

  test('the German edition heads education "Schul- und Berufsbildung"', () => {
    const german = [
      'Jordan Vale',
      'SCHUL- UND BERUFSBILDUNG',
      '2006–2010\tBachelor of Science Werkstoffwissenschaft',
      'Universität Moorvale, Moorvale (Deutschland)',
    ];
    expect(parseResume(german.join('\n'), { now: NOW }).education.map((e) => e.school)).toEqual(['Universität Moorvale']);
  });
});
