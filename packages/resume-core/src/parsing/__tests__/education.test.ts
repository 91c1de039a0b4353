import { parseResume } from '../parse-resume';
import { isLocation, isSchoolName } from '../vocab';
import { NOW } from './helpers';

function education(section: string): Array<[string, string, string]> {
  const text = `Jane Roe\n\nEducation\n${section}\n\nSkills\nPython`;
  return parseResume(text, { now: NOW }).education.map((e) => [e.degree, e.school, e.year]);
}

describe('education', () => {
  test.each([
    ['B.S. Computer Science, MIT, 2014 – 2018', 'B.S. Computer Science', 'MIT', '2018'],
    [
      "Bachelor's in Computer Science\nUniversity of California\nBerkeley, CA\nAugust 2012 to May 2016",
      "Bachelor's in Computer Science",
      'University of California',
      '2016',
    ],
    [
      "University of California August 2012 to May 2016\nBerkeley, CA Bachelor's in Computer Science",
      "Bachelor's in Computer Science",
      'University of California',
      '2016',
    ],
    ['MSc Data Science | Technische Universität München | 2018', 'MSc Data Science', 'Technische Universität München', '2018'],
    ['Licenciatura em Letras, Faculdade de Letras de Tarrow, 2012', 'Licenciatura em Letras', 'Faculdade de Letras de Tarrow', '2012'],
    ['High School Diploma, Colegio San José, 2005', 'High School Diploma', 'Colegio San José', '2005'],
    ['MBA, London Business School (2022)', 'MBA', 'London Business School', '2022'],
    ['B.A. Economics, magna cum laude — Kelburn College (2015)', 'B.A. Economics', 'Kelburn College', '2015'],
    ['BSc Chemistry cum laude, Moorvale University, 2011', 'BSc Chemistry', 'Moorvale University', '2011'],
    ['Forklift Licence (Counterbalance), 2017', 'Forklift Licence (Counterbalance)', 'Unknown School', '2017'],
    ['Emergency First Aid at Work Certificate, 2018', 'Emergency First Aid at Work Certificate', 'Unknown School', '2018'],
    ['BSc Physics at Kelburn University, 2012', 'BSc Physics', 'Kelburn University', '2012'],
    ['Stanford University — MS, Computer Science, 2005 – 2007', 'MS, Computer Science', 'Stanford University', '2007'],
    ['2009 – 2012 PhD in Computer Science, CalTech, Pasadena, USA', 'PhD in Computer Science', 'CalTech', '2012'],
    [
      'Master of Science in Computer Science, Massachusetts Institute of Technology,\nCambridge, MA, USA\n1997 – 1999',
      'Master of Science in Computer Science',
      'Massachusetts Institute of Technology',
      '1999',
    ],
    ['Associate of Applied Science, Austin Community College, 2012', 'Associate of Applied Science', 'Austin Community College', '2012'],
    ['Diploma in Graphic Design — Academy of Art, 2010', 'Diploma in Graphic Design', 'Academy of Art', '2010'],
    [
      'Certificate in Data Analytics, Harvard Extension School, Expected May 2026',
      'Certificate in Data Analytics',
      'Harvard Extension School',
      '2026',
    ],
    ["B.A. Economics\nBoston College\n2016\nGPA 3.8, Dean's List", 'B.A. Economics', 'Boston College', '2016'],
    // School-leaving exams written with a small l, as often as with a capital.
    ['A levels, Tarrow Grammar School, 2006', 'A levels', 'Tarrow Grammar School', '2006'],
    ['O levels, Moorvale High School, 2004', 'O levels', 'Moorvale High School', '2004'],
  ])('%s', (section, degree, school, year) => {
    expect(education(section)).toEqual([[degree, school, year]]);
  });

  test('several schools in a row', () => {
    const section = 'MBA, Stanford University, 2018\nBSc Physics, University of Leeds, 2012';
    expect(education(section)).toEqual([
      ['MBA', 'Stanford University', '2018'],
      ['BSc Physics', 'University of Leeds', '2012'],
    ]);
  });

  test('missing parts take the spec defaults', () => {
    const [only] = parseResume('X\n\nEducation\nUniversity of Oslo\n\nSkills\nGo', { now: NOW }).education;
    expect(only).toEqual({
      degree: 'Unknown Degree',
      school: 'University of Oslo',
      year: 'Unknown Year',
      confidence_score: 0.5,
      sources: { school: { line: 3, text: 'University of Oslo' } },
    });
  });
});

describe('school words in other languages', () => {
  test.each(['Faculdade de Letras de Tarrow', 'Facultad de Ciencias', 'Colegio San José', 'Escola Secundária de Tarrow', 'Handelshøjskolen'])(
    '%s names a school',
    (name) => {
      expect(isSchoolName(name)).toBe(true);
    },
  );

  test('words that only start like them do not', () => {
    expect(isSchoolName('Escolar Supplies Ltd')).toBe(false);
  });
});

describe('a school glued to its town by a hyphen', () => {
  test('stays the school; a hyphenated region is still a place', () => {
    expect(education('B.S. in Computer Science\nEastern Kelburn University-Tarrow, KY\n2012')).toEqual([
      ['B.S. in Computer Science', 'Eastern Kelburn University-Tarrow', '2012'],
    ]);
    expect(isLocation('Lyon, Auvergne-Rhône-Alpes, France')).toBe(true);
  });
});

describe('an event a school held', () => {
  test('"inter-school cricket championship" is no school', () => {
    expect(
      education(
        [
          'B.Com',
          '',
          'Kelburn College of Commerce -  Tarrow',
          '',
          '2014',
          '',
          'Runners-up in the inter Moorvale School cricket championship',
          '',
          '2010',
        ].join('\n'),
      ),
    ).toEqual([['B.Com', 'Kelburn College of Commerce', '2014']]);
  });
});
