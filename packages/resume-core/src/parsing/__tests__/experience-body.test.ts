import { groupEntries } from '../entries';
import { parseResume } from '../parse-resume';
import { toDocument } from '../text';
import { NOW, jobs, withExperience } from './helpers';

const achievements = (text: string): string[][] => parseResume(text, { now: NOW }).experiences.map((e) => e.achievements);

describe('achievements', () => {
  test('wrapped bullet lines are joined back, bullets removed, text kept as written', () => {
    const section = [
      'Senior Engineer at Acme Corp',
      'Jan 2019 – Present',
      '• Spearheaded the redesign of the main product website, resulting in a',
      '40% increase in user engagement.',
      '• Mentored a team of four junior developers, fostering a culture of',
      '  technical excellence.',
      '• Built REST APIs using Python and Spring',
      'Boot',
    ].join('\n');
    expect(achievements(withExperience(section))).toEqual([
      [
        'Spearheaded the redesign of the main product website, resulting in a 40% increase in user engagement.',
        'Mentored a team of four junior developers, fostering a culture of technical excellence.',
        'Built REST APIs using Python and Spring Boot',
      ],
    ]);
  });

  test('paragraphs without bullets (PDF) are achievements, and sentences are never taken for titles', () => {
    const section = [
      'Creative Solutions Inc. January 2019 to Present',
      'Senior Web Developer San Francisco, CA',
      'https://creativesolutions.inc/',
      'Spearheaded the redesign of the main product website.',
      'Implementing RESTful services for the frontend and backend. Utilizing',
      'Docker and Kubernetes for deployment.',
      'TechAdvancers June 2016 to December 2018',
      'Web Developer San Jose, CA',
      'Optimized application performance, achieving a 30% reduction in load',
      'times.',
    ].join('\n');
    const text = withExperience(section);
    expect(jobs(text)).toEqual([
      ['Creative Solutions Inc.', 'Senior Web Developer', 'Jan 2019 – Present'],
      ['TechAdvancers', 'Web Developer', 'Jun 2016 – Dec 2018'],
    ]);
    expect(achievements(text)).toEqual([
      [
        'Spearheaded the redesign of the main product website.',
        'Implementing RESTful services for the frontend and backend. Utilizing Docker and Kubernetes for deployment.',
      ],
      ['Optimized application performance, achieving a 30% reduction in load times.'],
    ]);
  });

  test('a date split over two lines by a two-column layout is put back together', () => {
    const section = [
      '2017 – Product Manager, Google, Mountain View, CA, USA',
      'Present Leading cross-functional teams to launch products.',
      '2012 – 2017 Software Development Engineer III, Amazon, Seattle, WA, USA',
      'Led a team of developers.',
    ].join('\n');
    expect(jobs(withExperience(section))).toEqual([
      ['Google', 'Product Manager', '2017 – Present'],
      ['Amazon', 'Software Development Engineer III', '2012 – 2017'],
    ]);
  });

  test('contact lines never become companies or roles', () => {
    const text = [
      'John Smith',
      'john.smith@example.com',
      '(555) 123-4567',
      'linkedin.com/in/jsmith',
      'https://github.com/jsmith',
      '',
      'Experience',
      'www.acme.example.com',
      'Data Analyst, Acme Corp, 2020 – 2022',
      '• Built dashboards',
    ].join('\n');
    expect(jobs(text)).toEqual([['Acme Corp', 'Data Analyst', '2020 – 2022']]);
  });

  test('tenure notes next to the dates are not organisations', () => {
    const section = 'Globex\nProduct Designer\nMarch 2020 - Present (5 years 4 months)\nNew York, NY\nDesigned the booking flow.';
    expect(jobs(withExperience(section))).toEqual([['Globex', 'Product Designer', 'Mar 2020 – Present']]);
  });
});

describe('missing parts take the spec defaults and lower confidence', () => {
  test('complete entries score 0.9, entries with a missing part 0.7', () => {
    const parsed = parseResume(withExperience('Senior Engineer at Acme Corp, 2019 – 2021\n• Led it\n\nFreelance Illustrator\n2017 – 2019\n• Drew'), {
      now: NOW,
    });
    expect(parsed.experiences.map((e) => [e.company, e.confidence_score])).toEqual([
      ['Acme Corp', 0.9],
      ['Unknown Company', 0.7],
    ]);
  });

  test('a job without dates keeps Unknown Period and null years', () => {
    const [job] = parseResume(withExperience('Engineer at Acme Corp\n• Built things'), { now: NOW }).experiences;
    expect(job).toMatchObject({ period: 'Unknown Period', start_year: null, end_year: null, confidence_score: 0.7 });
  });

  test('Present resolves to the year of the `now` option', () => {
    const text = withExperience('Engineer at Acme Corp\nJan 2020 – Present');
    expect(parseResume(text, { now: new Date('2031-02-01T00:00:00Z') }).experiences[0]?.end_year).toBe(2031);
  });
});

test('a capitalised line after one that stops on a comma goes on with its list, also where lines are paragraphs', () => {
  // Double-spaced like a job board's export, where each line counts as a paragraph of its own.
  const text = [
    'Jane Roe',
    '',
    'Experience',
    '',
    'HR Executive',
    '',
    'Harbour Staffing Ltd -  Leeds -',
    '',
    'June 2013 to January 2014',
    '',
    '• Payroll: monthly runs, pension returns, expense claims,',
    'Holiday Planning, Rota Changes, Overtime Approvals,',
    'Welcome Packs/ Leaving Cards/ Team Lunches, Absence and',
    'Sickness Records, exit interviews and the monthly headcount report',
    '',
    'Education',
    '',
    'BCom, Westbury College, 2012',
    '',
    'Skills',
    '',
    'Excel',
  ].join('\n');
  const doc = toDocument(text);
  expect(doc.paragraphs).toBe(true);
  const job = doc.lines.slice(
    2,
    doc.lines.findIndex((l) => l.text === 'Education'),
  );
  const entries = groupEntries(job, { now: NOW, paragraphs: doc.paragraphs });
  expect(entries).toHaveLength(1);
  expect(entries[0]?.body[0]).toMatch(/^Payroll: .*Overtime Approvals, Welcome Packs.*headcount report$/);
});
