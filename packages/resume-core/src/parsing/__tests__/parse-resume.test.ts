import { ParsedResumeSchema } from '@tailor/contracts';
import { NoResumeContentError, parseResume } from '..';
import { NOW, jobs } from './helpers';

const RESUME = [
  'ALEX MORGAN',
  'Senior Data Engineer',
  'alex.morgan@example.com | +1 (555) 201-3344 | linkedin.com/in/amorgan | Denver, CO',
  '',
  'PROFILE',
  'Data engineer with eight years of experience building batch and streaming pipelines for',
  'analytics teams in retail and logistics.',
  '',
  'PROFESSIONAL EXPERIENCE',
  'Senior Data Engineer — Northwind Logistics, Denver, CO | Apr 2021 – Present',
  '• Rebuilt the nightly ETL in Apache Spark and Airflow, cutting runtime from 6h to 50m.',
  '• Introduced dbt tests and data contracts adopted by four teams.',
  'Data Engineer — Contoso Retail | Jun 2017 – Mar 2021',
  '• Streamed point-of-sale events through Kafka into Snowflake.',
  '',
  'EDUCATION',
  'B.S. Computer Science, University of Colorado Boulder, 2017',
  '',
  'TECHNICAL SKILLS',
  'Languages: Python, SQL, Scala',
  'Data: Apache Spark, Kafka, Airflow, dbt, Snowflake',
  '',
  'CERTIFICATIONS',
  'Google Cloud Professional Data Engineer (2022)',
].join('\n');

describe('parseResume', () => {
  const parsed = parseResume(RESUME, { now: NOW });

  test('returns a valid ParsedResume', () => {
    expect(ParsedResumeSchema.parse(parsed)).toEqual(parsed);
  });

  test('reads every section', () => {
    expect(parsed.experiences.map((e) => [e.company, e.role, e.start_year, e.end_year])).toEqual([
      ['Northwind Logistics', 'Senior Data Engineer', 2021, 2025],
      ['Contoso Retail', 'Data Engineer', 2017, 2021],
    ]);
    const line = { line: 16, text: 'B.S. Computer Science, University of Colorado Boulder, 2017' };
    expect(parsed.education).toEqual([
      {
        degree: 'B.S. Computer Science',
        school: 'University of Colorado Boulder',
        year: '2017',
        confidence_score: 0.9,
        sources: { degree: line, school: line, year: line },
      },
    ]);
    expect(parsed.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Python', 'SQL', 'Scala', 'Apache Spark', 'Apache Kafka', 'Apache Airflow', 'dbt', 'Snowflake']),
    );
    expect(parsed.summary).toBe(
      'Data engineer with eight years of experience building batch and streaming pipelines for analytics teams in retail and logistics.',
    );
  });

  test('certifications are not jobs and not skills lists', () => {
    expect(parsed.experiences).toHaveLength(2);
    expect(parsed.skills.map((s) => s.name)).not.toContain('Google Cloud Professional Data Engineer');
  });

  test('overall confidence is the mean of item confidences', () => {
    const items = [...parsed.experiences, ...parsed.education, ...parsed.skills].map((i) => i.confidence_score);
    const mean = items.reduce((a, b) => a + b, 0) / items.length;
    expect(parsed.overall_confidence).toBeCloseTo(mean, 2);
  });

  test('is deterministic', () => {
    expect(parseResume(RESUME, { now: NOW })).toEqual(parsed);
  });

  test('without a summary section the first prose paragraph is the summary, never contact lines', () => {
    const text = RESUME.replace('PROFILE\n', '');
    expect(parseResume(text, { now: NOW }).summary).toMatch(/^Data engineer with eight years/);
    const noProse = 'Jo Doe\njo@example.com | (555) 123-4567\n\nSkills\nPython';
    expect(parseResume(noProse, { now: NOW }).summary).toBe('');
  });

  test('a resume without headings still yields unmistakable jobs', () => {
    const text = 'Sam Lee\nsam@example.com\nSoftware Engineer at Initech, 2018 – 2021\nBuilt the TPS report service.';
    expect(jobs(text)).toEqual([['Initech', 'Software Engineer', '2018 – 2021']]);
  });

  test('text with no resume content is refused with a clear message', () => {
    const essay = 'The quick brown fox jumps over the lazy dog. It was a sunny day and everyone went to the park.';
    expect(() => parseResume(essay, { now: NOW })).toThrow(NoResumeContentError);
    expect(() => parseResume('', { now: NOW })).toThrow(
      'No resume content found: the file has no recognisable experience, education or skills sections.',
    );
  });

  test('the minutes of a meeting are no resume: "Present:" and the date of the meeting make no job', () => {
    const minutes = [
      'Minutes of the Kelburn Allotment Society meeting, 3 March 2021',
      'Present: R. Calder (chair), J. Moor, P. Tarrow',
      '1. The treasurer reported a balance of £1,204.',
      '2. The water trough on plot 14 needs repair; J. Moor will contact Brightwater Plumbing Ltd.',
    ].join('\n');
    expect(() => parseResume(minutes, { now: NOW })).toThrow(NoResumeContentError);
  });

  test('an invoice is no resume: its number is no year, its sender no employer', () => {
    const invoice = [
      'INVOICE No. 2024-118',
      'Brightwater Plumbing Ltd',
      '12 Harbour Road, Tarrow',
      '',
      'Bill to: Kelburn Allotment Society',
      'Date: 14 March 2024',
      '',
      'Repair of water trough     1     £180.00',
      'Total                            £222.50',
    ].join('\n');
    expect(() => parseResume(invoice, { now: NOW })).toThrow(NoResumeContentError);
  });
});

describe('referees', () => {
  test("the jobs of the people named as referees are none of the person's own", () => {
    const text = [
      'Robin Calder',
      '',
      'WORK EXPERIENCE',
      'Kiln Technician',
      'Brightwater Studio',
      '2016 – Present',
      '',
      'Referees',
      'Dr Jane Moor',
      'Senior Lecturer, Kelburn University',
      'Tel: 01234 567890',
      '',
      'Peter Quill - Director, Moorvale Pottery (2012 - 2016 supervisor)',
    ].join('\n');
    expect(jobs(text)).toEqual([['Brightwater Studio', 'Kiln Technician', '2016 – Present']]);
  });
});

describe('headings marked like list items', () => {
  const cv = (experience: string, education: string, skills: string): string =>
    [
      'Jo Roe',
      experience,
      'Laboratory Technician, Globex Analytical Ltd, 2015 - Present',
      '• Prepared samples',
      education,
      'BSc Chemistry, University of Brightwater, 2011',
      skills,
      'Excel, LabVIEW',
    ].join('\n');

  test.each([
    ['numbered', ['1. Experience', '2. Education', '3. Skills']],
    ['arrows', ['➤ EXPERIENCE', '➤ EDUCATION', '➤ SKILLS']],
  ])('%s: each opens its section', (_, [experience, education, skills]) => {
    const parsed = parseResume(cv(experience as string, education as string, skills as string), { now: NOW });
    expect(parsed.education.map((e) => e.school)).toEqual(['University of Brightwater']);
    expect(parsed.skills.map((s) => s.name)).toEqual(['Microsoft Excel', 'LabVIEW']);
  });

  test('a group of a nested list stays inside the skills section', () => {
    const text = ['Jo Roe', 'Skills', '• Technical', 'o Python', 'o Docker', '• Languages', 'o English', 'o German'].join('\n');
    expect(parseResume(text, { now: NOW }).skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Python', 'Docker', 'English', 'German']));
  });
});
