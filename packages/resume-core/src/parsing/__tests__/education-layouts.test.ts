import { hasDegree, isDegreeText, isInstitution } from '../degrees';
import { isColumnHeader, isPageFurniture, isPersonalDetail } from '../education-lines';
import { classifyHeading } from '../headings';
import { parseResume } from '../parse-resume';
import { NOW } from './helpers';

function education(section: string): Array<[string, string, string]> {
  const text = `Jane Roe\n\nExperience\nEngineer, Acme Corp, 2019 – 2021\n\nEducation\n${section}\n\nSkills\nPython`;
  return parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year]);
}

describe('education entries written over several lines', () => {
  test('a qualification under way is named without what the person is doing', () => {
    expect(education(['Currently pursuing MBA from Kelburn Business School (2025 - 2027)', 'Pursuing B.Tech, Moorvale College'].join('\n'))).toEqual([
      ['MBA', 'Kelburn Business School', '2027'],
      ['B.Tech', 'Moorvale College', 'Unknown Year'],
    ]);
  });

  test('year-led lines each date their own entry, also after a line with a whole range', () => {
    expect(education(['2012 Abitur, Moorvale Gymnasium', '2016 BA Design, Kelburn University'].join('\n'))).toEqual([
      ['Abitur', 'Moorvale Gymnasium', '2012'],
      ['BA Design', 'Kelburn University', '2016'],
    ]);
    expect(education(['2008 – 2012 Abitur, Moorvale Gymnasium', '2014 Fachhochschule Tarrow, B.A. Design'].join('\n'))).toEqual([
      ['Abitur', 'Moorvale Gymnasium', '2012'],
      ['B.A. Design', 'Fachhochschule Tarrow', '2014'],
    ]);
  });

  test('Nordic schools and qualifications', () => {
    const section = [
      '2010 – 2013 Kandidat i ekonomi, Kelburn högskola',
      '2007 – 2010 Student (STX), Moorvale Gymnasium',
      '2005 – 2007 HF, Tarrow VUC',
      '2003 – 2005 Moorvale gymnasieskola, Naturvetenskap',
    ].join('\n');
    expect(education(section)).toEqual([
      ['Kandidat i ekonomi', 'Kelburn högskola', '2013'],
      ['Student (STX)', 'Moorvale Gymnasium', '2010'],
      ['HF', 'Tarrow VUC', '2007'],
      ['Unknown Degree', 'Moorvale gymnasieskola', '2005'],
    ]);
  });

  test('an apprenticeship is the qualification of its training centre', () => {
    const section = [
      'Apprenticeship in Carpentry, Moorvale Training Centre (2008 – 2010)',
      '2011 – 2014 Ausbildung zum Elektroniker, Kelburn Berufsschule',
    ].join('\n');
    expect(education(section)).toEqual([
      ['Apprenticeship in Carpentry', 'Moorvale Training Centre', '2010'],
      ['Ausbildung zum Elektroniker', 'Kelburn Berufsschule', '2014'],
    ]);
  });

  test('a year-first table names the qualification on the line between the date and the school', () => {
    const section = [
      '2009 – 2012',
      'Logistics Technician (EUD)',
      'Tarrow Business College, Kolding',
      '',
      '2005 – 2008',
      'Kelburn Gymnasium',
      'Natural sciences',
    ].join('\n');
    expect(education(section)).toEqual([
      ['Logistics Technician (EUD)', 'Tarrow Business College', '2012'],
      ['Unknown Degree', 'Kelburn Gymnasium', '2008'],
    ]);
  });

  test('an entry that opens with its dates and a town keeps the school printed after the degree', () => {
    const beside = [
      '2006 – 2010\tMoorvale',
      'BSc Materials Science',
      'University of Moorvale',
      '',
      '2004 – 2006\tTarrow',
      'A levels',
      'Tarrow College',
    ];
    const above = ['2006 – 2010', 'Moorvale', 'BSc Materials Science', 'University of Moorvale'];
    expect(education(beside.join('\n'))).toEqual([
      ['BSc Materials Science', 'University of Moorvale', '2010'],
      ['A levels', 'Tarrow College', '2006'],
    ]);
    expect(education(above.join('\n'))).toEqual([['BSc Materials Science', 'University of Moorvale', '2010']]);
  });

  test('two education sections in different layouts are each read by their own', () => {
    const text = [
      'Lena Brightwater',
      '',
      'EDUCATION',
      'Kelburn University\t2010 – 2014\tBSc Biology',
      'Moorvale College\t2008 – 2010\tBTEC National Diploma in Applied Science',
      '',
      'QUALIFICATIONS',
      'Tarrow Institute of Technology',
      'Dublin',
      '',
      'MSc in Data Analytics',
      'First class honours',
      '',
      '2016',
      '',
      'Pebble Grammar School',
      'Cork',
      '',
      'Leaving Certificate',
      '',
      '2008',
    ].join('\n');
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['BSc Biology', 'Kelburn University', '2014'],
      ['BTEC National Diploma in Applied Science', 'Moorvale College', '2010'],
      ['MSc in Data Analytics', 'Tarrow Institute of Technology', '2016'],
      ['Leaving Certificate', 'Pebble Grammar School', '2008'],
    ]);
  });

  test('the kind of school beside a named school is the level studied there, not a second school', () => {
    expect(education(['2005 – 2008', 'Upper secondary school', 'Kelburn Gymnasium'].join('\n'))).toEqual([
      ['Upper secondary school', 'Kelburn Gymnasium', '2008'],
    ]);
  });

  test('job-board export: degree, "School - Town, Region" and year on lines of their own, blank lines between', () => {
    const section = [
      'B.E in Computer Science',
      '',
      'Kestrel Institute of Technology - Pune, Maharashtra',
      '',
      '2012 to 2016',
      '',
      'HSC',
      '',
      'Greenfield Junior College - Nagpur, Maharashtra',
      '',
      '2012',
      '',
      'SSC',
      '',
      'Lotus Public School',
      '',
      '2010',
    ].join('\n');
    expect(education(`\n${section}`)).toEqual([
      ['B.E in Computer Science', 'Kestrel Institute of Technology', '2016'],
      ['HSC', 'Greenfield Junior College', '2012'],
      ['SSC', 'Lotus Public School', '2010'],
    ]);
  });

  test('job-board export with the school first: "School - Town, Region" / degree / years', () => {
    const section = 'Kestrel University - Pune, Maharashtra\nB.Sc in Physics\n2010 to 2014\nLotus College - Nagpur, Maharashtra\nHSC\n2010';
    expect(education(section)).toEqual([
      ['B.Sc in Physics', 'Kestrel University', '2014'],
      ['HSC', 'Lotus College', '2010'],
    ]);
  });

  test('the year closing one entry is never given to the next one', () => {
    const section = 'Pre University Course\nMapleton PU College\n2008\nCBSE\nHillcrest Convent School\n2006';
    expect(education(section)).toEqual([
      ['Pre University Course', 'Mapleton PU College', '2008'],
      ['CBSE', 'Hillcrest Convent School', '2006'],
    ]);
  });

  test('dates first: each date opens its entry', () => {
    const section = '2014 – 2018\nB.Tech in Mechanical Engineering\nRiverbend University\n2012 – 2014\nClass XII\nSunrise Vidyalaya';
    expect(education(section)).toEqual([
      ['B.Tech in Mechanical Engineering', 'Riverbend University', '2018'],
      ['Class XII', 'Sunrise Vidyalaya', '2014'],
    ]);
  });

  test('school, dates, field and degree: a single line before the date keeps the entry open', () => {
    const section = 'Oakridge University\nAugust 2012 to May 2016\nComputer Science\nBachelor of Science';
    expect(education(section)).toEqual([['Bachelor of Science', 'Oakridge University', '2016']]);
  });

  test('a school with level words in its name is the school, the level line is the degree', () => {
    const section = 'Class X\nSt. Anselm Matriculation Higher Secondary School - Salem, Tamil Nadu\n2008';
    expect(education(section)).toEqual([['Class X', 'St. Anselm Matriculation Higher Secondary School', '2008']]);
  });

  test('a school named with initials is not read as an M.S. or B.A.', () => {
    expect(education('Bachelor of Engineering in Civil Engineering\nK R Venkatesh Institute of Technology\n2013')).toEqual([
      ['Bachelor of Engineering in Civil Engineering', 'K R Venkatesh Institute of Technology', '2013'],
    ]);
  });

  test('a degree wrapped after a connector is one degree', () => {
    expect(education('Bachelor of Engineering in Marine and\nOffshore Technology\nSeabright College of Engineering\n2010')).toEqual([
      ['Bachelor of Engineering in Marine and Offshore Technology', 'Seabright College of Engineering', '2010'],
    ]);
  });

  test('an undated line after the school is not taken for a degree', () => {
    expect(education('Lakeshore Community College\nStudent Council\n2012')).toEqual([['Unknown Degree', 'Lakeshore Community College', '2012']]);
  });

  test('a two-line section split by a blank line is one entry', () => {
    expect(education('\nMCA\n\nQTRN\n')).toEqual([['MCA', 'QTRN', 'Unknown Year']]);
  });

  test('the examination board of a school-leaving certificate is not its school; a technical board awarding a diploma is', () => {
    expect(education('SSC\nState Board\n2009\nDiploma in Mechanical Engineering\nWestland Board of Technical Studies\n2012')).toEqual([
      ['SSC', 'Unknown School', '2009'],
      ['Diploma in Mechanical Engineering', 'Westland Board of Technical Studies', '2012'],
    ]);
  });

  test('a school beats the board written beside it', () => {
    expect(education('Class XII\nRegional Board of Secondary Schooling\nHollybrook Senior Secondary School\n2011')).toEqual([
      ['Class XII', 'Hollybrook Senior Secondary School', '2011'],
    ]);
  });

  test('the line after a degree is its school even without a school word', () => {
    expect(education('MCA in Software Systems\nQuillon Tech\n2011')).toEqual([['MCA in Software Systems', 'Quillon Tech', '2011']]);
  });
});

describe('education entries from PDF layouts', () => {
  test('Europass: date and place line, then the qualification in capitals run into the school name', () => {
    const section = [
      '09/2016 – 06/2020 Porto, Portugal',
      'BACHELOR IN APPLIED PHYSICS Universidade Nova de Lindoia',
      'Subjects studied: Optics, Mechanics, Thermodynamics, Electromagnetism',
      'Final grade 16/20 EQF level 6',
      '09/2013 – 06/2016 Porto, Portugal',
      'HIGHER TECHNICIAN IN AUDIOVISUAL PRODUCTION Institut Vall Serena',
    ].join('\n');
    expect(education(section)).toEqual([
      ['BACHELOR IN APPLIED PHYSICS', 'Universidade Nova de Lindoia', '2020'],
      ['HIGHER TECHNICIAN IN AUDIOVISUAL PRODUCTION', 'Institut Vall Serena', '2016'],
    ]);
  });

  test('LinkedIn: school name without a school word, then "degree, field, years" (or the field alone); the next school starts a new entry', () => {
    const section =
      'Northfield Tech\nBachelor of Science (B.S.), Chemistry, 2012 - 2016\nGrade: 3.5\nLakeshore Community College\nGeneral Studies, 2010 - 2012';
    expect(education(section)).toEqual([
      ['Bachelor of Science (B.S.), Chemistry', 'Northfield Tech', '2016'],
      ['General Studies', 'Lakeshore Community College', '2012'],
    ]);
  });

  test('sentences about the studies are neither degrees nor schools', () => {
    const section =
      "Università di Valfonda, Valfonda (Italy)\nBachelor's degree EQF level 6\nI will complete my Bachelor's Degree in Geography next spring";
    expect(education(section)).toEqual([["Bachelor's degree", 'Università di Valfonda', 'Unknown Year']]);
  });

  test('the school named before the degree on one line is cut from it', () => {
    expect(education('Ridgeview Institute of Mining B.S. ENGINEERING May 2011')).toEqual([
      ['B.S. ENGINEERING', 'Ridgeview Institute of Mining', '2011'],
    ]);
  });
});

describe('education entries written as sentences', () => {
  test('"years: degree. school." lines, and a degree running straight into the school name', () => {
    const section = [
      '2011-2013: MSc. Epidemiology. Kingsbridge School of Public Health (KSPH).',
      '2003-2006: BSc. (Hons.) Marine Chemistry (2.1) University of Westmoor College of Arden. Special interest corrosion.',
    ].join('\n');
    expect(education(section)).toEqual([
      ['MSc. Epidemiology', 'Kingsbridge School of Public Health (KSPH)', '2013'],
      ['BSc. (Hons.) Marine Chemistry (2.1)', 'University of Westmoor College of Arden', '2006'],
    ]);
  });

  test('"Education:" after an experience heading without a colon is still the education section', () => {
    const text =
      'Jane Roe\n\nWork History\nEngineer, Acme Corp, 2019 – 2021\nEducation:\n2012-2014: MSc. Marine Biology. Eastbourne University.\n\nSkills\nPython';
    expect(parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['MSc. Marine Biology', 'Eastbourne University', '2014'],
    ]);
  });
});

describe('education entries written on one line', () => {
  test.each([
    ['B.Tech in Computer Science from Northgate University, 2016', 'B.Tech in Computer Science', 'Northgate University', '2016'],
    ['Bachelor of Science, Mathematics — Hollow Creek College (2010–2014)', 'Bachelor of Science, Mathematics', 'Hollow Creek College', '2014'],
    ['MBA | Westlake School of Business | 2018', 'MBA', 'Westlake School of Business', '2018'],
    ['M.Sc Physics\tAvalon University\t2019', 'M.Sc Physics', 'Avalon University', '2019'],
    [
      'B-TECH in Civil Engineering, Brookside Institute of Technology, 2015',
      'B-TECH in Civil Engineering',
      'Brookside Institute of Technology',
      '2015',
    ],
    ['B.com, Elmwood Arts College, 2009', 'B.com', 'Elmwood Arts College', '2009'],
    ['MSc Data Science, Ravenna University, Expected 2026', 'MSc Data Science', 'Ravenna University', '2026'],
    ['MS in Statistics, University of Westland at Brookfield, 2017', 'MS in Statistics', 'University of Westland at Brookfield', '2017'],
    ['BSc Geology at Hartwell College, 2011', 'BSc Geology', 'Hartwell College', '2011'],
    ['Post Graduation: MBA from Corran Institute of Management in 2013', 'MBA', 'Corran Institute of Management', '2013'],
  ])('%s', (section, degree, school, year) => {
    expect(education(section)).toEqual([[degree, school, year]]);
  });

  test.each([
    ['12th Moorvale Matriculation School State Board 2012 88%', '12th', 'Moorvale Matriculation School', '2012'],
    ['HSC Brightwater Higher Secondary School 2010', 'HSC', 'Brightwater Higher Secondary School', '2010'],
    ['B.E from Tarrow College of Engineering with 72% in 2016', 'B.E', 'Tarrow College of Engineering', '2016'],
    ['B.Sc Chemistry, Quillon Arts College with CGPA 8.1, 2014', 'B.Sc Chemistry', 'Quillon Arts College', '2014'],
  ])('the kind of school stays in its name, and a board column or a result after it is cut: %s', (section, degree, school, year) => {
    expect(education(section)).toEqual([[degree, school, year]]);
  });

  test('a degree still under way has no graduation year', () => {
    expect(education('BSc Chemistry, Ashford University, 2023 – Present')).toEqual([['BSc Chemistry', 'Ashford University', 'Unknown Year']]);
  });

  test('table column headings are not an entry', () => {
    expect(education('Degree\tInstitution\tYear of Passing\nB.Sc\tSilverlake College\t2011')).toEqual([['B.Sc', 'Silverlake College', '2011']]);
  });
});

describe('lines that are not education', () => {
  test('personal details written under education end it', () => {
    const section =
      'B.Com\nMaple Leaf College\n2015\nDate of Birth: 01-01-1990\nNationality: Indian\nMarital Status: Single\nLanguages Known: English, Hindi';
    expect(education(section)).toEqual([['B.Com', 'Maple Leaf College', '2015']]);
  });

  test('profile links and page counters between the lines of an entry are skipped', () => {
    const section = 'BBA in Marketing\nhttps://www.example.com/r/jane-roe/123abc\nPinecrest College\n2014';
    expect(education(section)).toEqual([['BBA in Marketing', 'Pinecrest College', '2014']]);
  });

  test.each([
    ['Date of Birth : 12/04/1991', true],
    ["Father's Name - R. Kumar", true],
    ['Passport No: X1234567', true],
    ['Nationality', true],
    ['Date of Birth 12.04.1991', true],
    ['Gender Studies', false],
    ['Religion: none', true],
    ['Datta Institute of Technology', false],
  ])('personal detail %s', (text, expected) => {
    expect(isPersonalDetail(text)).toBe(expected);
  });

  test.each([
    ['Board / University', true],
    ['Course / Institute / Year', true],
    ['Month / Year', true],
    ['PERCENTAGE', true],
    ['Certificate', false],
    ['Pinecrest College', false],
    ['B.Sc', false],
  ])('column heading %s', (text, expected) => {
    expect(isColumnHeader(text)).toBe(expected);
  });

  test.each([
    ['https://www.example.com/r/someone/1a2b', true],
    ['Page 2 of 3', true],
    ['Pinecrest College', false],
  ])('page furniture %s', (text, expected) => {
    expect(isPageFurniture(text)).toBe(expected);
  });
});

describe('degree and school words', () => {
  test.each([
    'B.TECH.',
    'B-tech',
    'Btech',
    'B.com',
    'M.Com',
    'MCA',
    'SSLC',
    'H.S.C',
    'C.B.S.E.',
    'Class XII',
    '10th Standard',
    '12th',
    'Intermediate',
    'Pre-University',
    'Senior Secondary',
  ])('%s is a qualification', (text) => {
    expect(hasDegree(text)).toBe(true);
  });

  test.each(['be', 'best', 'Scala', 'commerce', 'becoming a mentor'])('%s is not a qualification', (text) => {
    expect(hasDegree(text)).toBe(false);
  });

  test('a named school with level words inside is a school; the level alone is a degree', () => {
    expect(isDegreeText('Hazelmoor High School')).toBe(false);
    expect(isDegreeText('High School')).toBe(true);
    expect(isDegreeText('Secondary School Certificate')).toBe(true);
  });

  test.each(['Sharada Vidyalaya No. 2', 'Government Polytechnic', 'IIT Northfield', 'Riverbend University'])('%s is an institution', (text) => {
    expect(isInstitution(text)).toBe(true);
  });
});

describe('headings around education', () => {
  test.each([
    ['Academia', 'education'],
    ['Languages Known', 'other'],
    ['PERSONAL DATA', 'other'],
    ['Personal Particulars', 'other'],
  ])('%s → %s', (line, kind) => {
    expect(classifyHeading(line)).toBe(kind);
  });

  test('a languages block after education is not read as schools', () => {
    const text = 'Jane Roe\n\nEducation\nB.Sc Botany, Fernhill College, 2012\n\nLanguages Known\nEnglish, Tamil, Hindi\n\nSkills\nExcel';
    expect(parseResume(text, { now: NOW }).education.map((e) => e.school)).toEqual(['Fernhill College']);
  });
});

describe('qualifications of a form CV', () => {
  test('a note in brackets wrapped onto the next line stays with its school, commas and all', () => {
    const section = [
      '2012 – 2014 Lyon, France',
      'HIGHER SECONDARY CERTIFICATE Harlow Govt. College (Board of Secondary Education,',
      'Northtown)',
    ].join('\n');
    expect(education(section)).toEqual([['HIGHER SECONDARY CERTIFICATE', 'Harlow Govt. College (Board of Secondary Education, Northtown)', '2014']]);
  });

  test('qualifications printed after a sub-heading inside one of them go back to education', () => {
    const text = [
      'Jane Roe',
      '',
      'EDUCATION AND TRAINING',
      '2015 – 2020 Lyon, France',
      'BSC ENGINEERING University of Westland',
      'Tools',
      'Eclipse, Matlab, Arduino',
      '2012 – 2014 Lyon, France',
      'HIGHER SECONDARY CERTIFICATE Harlow Govt. College',
      '2010 – 2012 Lyon, France',
      'SECONDARY SCHOOL CERTIFICATE Brookside Girls High School',
      '',
      'WORK EXPERIENCE',
      'Engineer, Acme Corp, 2021 – 2023',
    ].join('\n');
    const found = parseResume(text, { now: NOW }).education.map((e) => e.school);
    expect(found).toEqual(['University of Westland', 'Harlow Govt. College', 'Brookside Girls High School']);
  });
});

describe('degrees and schools written with initials', () => {
  test('an acronym degree with a dot after every letter is a degree', () => {
    expect(hasDegree('B.B.A in Hotel Operations')).toBe(true);
    expect(hasDegree('P.G.D.M.')).toBe(true);
    expect(hasDegree('U.S.A')).toBe(false);
  });

  test('a school named by initials only ("R.K.V.M High School") is the school, not the level', () => {
    const section = ['S.S.C', '', 'R.K.V.M HIGH school - Westfield, Kerala', '', '2012'].join('\n');
    expect(education(section)).toEqual([['S.S.C', 'R.K.V.M HIGH school', '2012']]);
  });
});

describe('schools named in their own language', () => {
  test.each([
    'Politechnika Wrocławska',
    'Uniwersytetu Łódzkiego',
    'Szkoła Główna Gospodarstwa',
    'Vysoká škola báňská',
    'Turun yliopisto',
    'Universitetet i Tromsø',
    'Högskolan Väst',
    'Høgskulen på Vestlandet',
    'Universitat Politècnica de València',
    'Universitatea Babeș-Bolyai',
    'Univerzita Pardubice',
    'Szegedi Tudományegyetem',
    'Ege Üniversitesi',
    'Sveučilište u Splitu',
    'Tallinna Ülikool',
    'Hogeschool Utrecht',
    'Instituto Superior Técnico',
    'École Centrale',
    'Escuela de Ingenierías',
    'Liceo Scientifico',
    'Πανεπιστήμιο Κρήτης',
    'Πολυτεχνείο Κρήτης',
    'Новосибирский университет',
  ])('%s is a school', (name) => {
    expect(isInstitution(name)).toBe(true);
  });

  test.each(['Schoolhouse Bakery Ltd', 'Academic Press', 'Institutional Sales Desk', 'Collegium Foods'])('%s is not', (name) => {
    expect(isInstitution(name)).toBe(false);
  });

  it('reads a school named only in its own language with its years', () => {
    const text =
      'Jordan Example\n\nEducation\nTurun yliopisto — 2011 - 2016\n\nExperience\nEngineer at Example Labs\n2019 - Present\n- Built things\n';
    expect(parseResume(text, { now: NOW }).education).toEqual([expect.objectContaining({ school: 'Turun yliopisto', year: '2016' })]);
  });
});

describe('qualifications in a table with labelled columns', () => {
  test('a header row naming the school first and the years in two columns: one entry a row, the header none', () => {
    const section = ['Institution\tDegree\tFrom\tTo', 'Kelburn University\tBSc Chemistry\t2010\t2014', 'Tarrow College\tA-levels\t2008\t2010'].join(
      '\n',
    );
    expect(education(section)).toEqual([
      ['BSc Chemistry', 'Kelburn University', '2014'],
      ['A-levels', 'Tarrow College', '2010'],
    ]);
  });

  test('a table on its side, the labels down the first column and one qualification a column', () => {
    const section = [
      'Institution\tKelburn University\tTarrow College',
      'Qualification\tBSc Chemistry\tA-levels',
      'Dates\t2010 – 2014\t2008 – 2010',
    ].join('\n');
    expect(education(section)).toEqual([
      ['BSc Chemistry', 'Kelburn University', '2014'],
      ['A-levels', 'Tarrow College', '2010'],
    ]);
  });

  test('typed rows of a form, "Degree: …" and "Institution: …", make one entry; "University of …" stays a name', () => {
    const section = [
      'Degree: MSc Glaze Chemistry',
      'Institution: Kelburn University',
      'Year of Passing: 2016',
      '',
      'University of Tarrow, BSc Chemistry, 2014',
    ].join('\n');
    expect(education(section)).toEqual([
      ['MSc Glaze Chemistry', 'Kelburn University', '2016'],
      ['BSc Chemistry', 'University of Tarrow', '2014'],
    ]);
  });
});

describe('a school, a colon, and what was gained there', () => {
  test('"Kelburn Grammar School, Kelburn: 9 O levels. Tarrow Sixth Form College: 3 A levels: Art, History." is two entries', () => {
    const section = '1985-89: Kelburn Grammar School, Kelburn: 9 O levels. Tarrow Sixth Form College: 3 A levels: Art, History.';
    expect(education(section)).toEqual([
      ['9 O levels', 'Kelburn Grammar School', '1989'],
      ['3 A levels (Art, History)', 'Tarrow Sixth Form College', 'Unknown Year'],
    ]);
  });
});
