import type { Experience } from '@tailor/contracts';
import { exp, OPTIONS } from './__tests__/fixtures';
import { companyKey, companySimilarity } from './company';
import { mergeExperiences, type ExperienceSource } from './merge-experiences';

const summary = (list: Experience[]) => list.map((e) => `${e.company} | ${e.role} | ${e.period}`);
const company = (a: string, b: string) => companySimilarity(companyKey(a), companyKey(b));

/** A tiny deterministic generator, so a failing case can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

describe('merging: one job worded differently across resumes is one experience', () => {
  it.each([
    ['title synonyms', ['Software Engineer', 'Software Developer', 'Software Development Engineer'], ['Acme', 'Acme', 'Acme']],
    ['legal suffixes', ['Software Engineer', 'Software Engineer', 'Software Engineer'], ['Acme', 'Acme Inc.', 'ACME Corporation']],
    ['accents', ['Brand Manager', 'Brand Manager', 'brand manager'], ['Nestlé', 'Nestle', 'NESTLE S.A.']],
    ['case and punctuation', ['Sr. Data Analyst', 'senior data analyst', 'Senior Data-Analyst'], ['Globex, LLC', 'globex llc', 'GLOBEX']],
  ])('%s', (_, roles, companies) => {
    const sources: ExperienceSource[] = roles.map((role, i) => ({
      resumeFileId: `file-${i}`,
      experiences: [exp({ company: companies[i] as string, role, period: '2017 – 2021', start_year: 2017, end_year: 2021 })],
    }));
    const merged = mergeExperiences(sources, OPTIONS);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.extracted_from).toEqual(['file-0', 'file-1', 'file-2']);
  });

  it('folds an entry without a period ("Unknown Period") into the dated one', () => {
    const merged = mergeExperiences(
      [
        { resumeFileId: 'a', experiences: [exp({ company: 'Initech', role: 'Software Developer', period: 'Unknown Period' })] },
        {
          resumeFileId: 'b',
          experiences: [exp({ company: 'Initech Inc', role: 'Software Engineer', period: 'Mar 2016 – May 2019', start_year: 2016, end_year: 2019 })],
        },
      ],
      OPTIONS,
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ company: 'Initech Inc', period: 'Mar 2016 – May 2019', extracted_from: ['a', 'b'] });
  });

  it('folds an entry without a title ("Unknown Role") into the job with the same employer and years', () => {
    const merged = mergeExperiences(
      [
        {
          resumeFileId: 'a',
          experiences: [exp({ company: 'Umbrella Labs', role: 'Unknown Role', period: '2019 – 2022', start_year: 2019, end_year: 2022 })],
        },
        {
          resumeFileId: 'b',
          experiences: [
            exp({ company: 'Umbrella Labs', role: 'Research Scientist', period: 'Jan 2019 – Feb 2022', start_year: 2019, end_year: 2022 }),
          ],
        },
      ],
      OPTIONS,
    );
    expect(summary(merged)).toEqual(['Umbrella Labs | Research Scientist | Jan 2019 – Feb 2022']);
  });

  it.each(['LLC', 'Inc.', 'Unknown Company'])('folds an entry whose employer came out as "%s" into the same title and years', (lost) => {
    const merged = mergeExperiences(
      [
        {
          resumeFileId: 'a',
          experiences: [exp({ company: lost, role: 'Product Designer', period: 'Mar 2020 – Present', start_year: 2020, end_year: null })],
        },
        {
          resumeFileId: 'b',
          experiences: [
            exp({ company: 'Vandelay Industries', role: 'Product Designer', period: 'Mar 2020 – Present', start_year: 2020, end_year: null }),
          ],
        },
        {
          resumeFileId: 'c',
          experiences: [
            exp({ company: 'Vandelay Industries, LLC', role: 'Product Designer', period: '2020 – Present', start_year: 2020, end_year: null }),
          ],
        },
      ],
      OPTIONS,
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ company: expect.stringMatching(/^Vandelay Industries/), extracted_from: ['a', 'b', 'c'] });
  });

  it('keeps an entry without an employer apart when its years or its title differ', () => {
    const merged = mergeExperiences(
      [
        {
          resumeFileId: 'a',
          experiences: [
            exp({ company: 'LLC', role: 'Product Designer', period: '2016 – 2018', start_year: 2016, end_year: 2018 }),
            exp({ company: 'Unknown Company', role: 'Barista', period: '2020 – 2023', start_year: 2020, end_year: 2023 }),
          ],
        },
        {
          resumeFileId: 'b',
          experiences: [exp({ company: 'Vandelay Industries', role: 'Product Designer', period: '2020 – 2023', start_year: 2020, end_year: 2023 })],
        },
      ],
      OPTIONS,
    );
    expect(merged).toHaveLength(3);
  });

  it('folds a reworded title with exactly the same multi-year period at the same employer', () => {
    const merged = mergeExperiences(
      [
        {
          resumeFileId: 'a',
          experiences: [exp({ company: 'Hooli', role: 'Data Analyst', period: '2017 – 2020', start_year: 2017, end_year: 2020 })],
        },
        {
          resumeFileId: 'b',
          experiences: [
            exp({ company: 'Hooli Inc', role: 'Business Intelligence Analyst', period: '2017 – 2020', start_year: 2017, end_year: 2020 }),
          ],
        },
      ],
      OPTIONS,
    );
    expect(merged).toHaveLength(1);
  });
});

describe('merging: what stays apart', () => {
  it('keeps a promotion at one company as two experiences, in every resume that lists it', () => {
    const career = (file: string, company: string): ExperienceSource => ({
      resumeFileId: file,
      experiences: [
        exp({ company, role: 'Senior Engineer', period: '2019 – 2022', start_year: 2019, end_year: 2022 }),
        exp({ company, role: 'Engineer', period: '2016 – 2019', start_year: 2016, end_year: 2019 }),
      ],
    });
    const merged = mergeExperiences([career('a', 'Acme'), career('b', 'Acme Inc.'), career('c', 'ACME Corporation')], OPTIONS);
    expect(merged.map((e) => `${e.role} ${e.start_year}-${e.end_year}`)).toEqual(['Senior Engineer 2019-2022', 'Engineer 2016-2019']);
  });

  it('keeps two titles of one resume with the same years apart (concurrent roles)', () => {
    const merged = mergeExperiences(
      [
        {
          resumeFileId: 'a',
          experiences: [
            exp({ company: 'Hooli', role: 'Data Analyst', period: '2017 – 2020', start_year: 2017, end_year: 2020 }),
            exp({ company: 'Hooli', role: 'Teaching Assistant', period: '2017 – 2020', start_year: 2017, end_year: 2020 }),
          ],
        },
      ],
      OPTIONS,
    );
    expect(merged).toHaveLength(2);
  });

  it('keeps a different rank with the same years apart', () => {
    const merged = mergeExperiences(
      [
        {
          resumeFileId: 'a',
          experiences: [exp({ company: 'Hooli', role: 'Software Engineer', period: '2017 – 2020', start_year: 2017, end_year: 2020 })],
        },
        {
          resumeFileId: 'b',
          experiences: [exp({ company: 'Hooli', role: 'Engineering Manager', period: '2017 – 2020', start_year: 2017, end_year: 2020 })],
        },
      ],
      OPTIONS,
    );
    expect(merged).toHaveLength(2);
  });

  it('scores names that differ in a number or a distinctive word as different employers', () => {
    expect(company('Sample Company 1', 'Sample Company 7')).toBeLessThan(0.75);
    expect(company('Sample Company 12', 'Sample Company 21')).toBeLessThan(0.75);
    expect(company('First National Bank of Springfield', 'First National Bank of Shelbyville')).toBeLessThan(0.75);
    expect(company('Acme Software', 'Acme Systems')).toBeLessThan(0.75);
    // Misspellings and spacing are still the same employer.
    expect(company('Microsft', 'Microsoft Corp')).toBeGreaterThan(0.75);
    expect(company('Initech Global Servises', 'Initech Global Services')).toBeGreaterThan(0.75);
    expect(company('Pay Pal Holdings', 'PayPal Holdings')).toBe(1);
  });

  it('keeps 60 "Sample Company N" jobs as 60 experiences', () => {
    const sources: ExperienceSource[] = Array.from({ length: 6 }, (_, file) => ({
      resumeFileId: `file-${file}`,
      experiences: Array.from({ length: 10 }, (_, j) => {
        const n = file * 10 + j + 1;
        return exp({ company: `Sample Company ${n}`, role: 'Software Engineer', period: '2015 – 2020', start_year: 2015, end_year: 2020 });
      }),
    }));
    const merged = mergeExperiences(sources, OPTIONS);
    expect(merged).toHaveLength(60);
    expect(new Set(merged.map((e) => e.company)).size).toBe(60);
  });

  it('property: distinct generated employers never merge, whatever the roles, years and files', () => {
    const stems = ['Sample Company', 'Northwind Traders', 'Blue Harbor Group', 'Contoso', 'Vertex Analytics'];
    const extras = ['', ' Inc.', ' LLC', ', Ltd', ' Corporation'];
    const roles = ['Software Engineer', 'Software Developer', 'Senior Software Engineer', 'Data Analyst'];
    for (let seed = 1; seed <= 25; seed++) {
      const random = generator(seed);
      const count = 20 + Math.floor(random.next() * 60);
      // Each employer appears in one to three files (spelled with different legal suffixes), so
      // the expected count is the number of distinct employers.
      const employers = Array.from({ length: count }, (_, i) => `${random.pick(stems)} ${i + 1}`);
      const files: ExperienceSource[] = Array.from({ length: 5 }, (_, f) => ({ resumeFileId: `f${seed}-${f}`, experiences: [] }));
      employers.forEach((name, i) => {
        const start = 2000 + Math.floor(random.next() * 20);
        const role = random.pick(roles);
        const copies = 1 + Math.floor(random.next() * 3);
        for (let c = 0; c < copies; c++) {
          const file = files[(i + c) % files.length] as ExperienceSource;
          file.experiences.push(
            exp({ company: `${name}${random.pick(extras)}`, role, period: `${start} – ${start + 3}`, start_year: start, end_year: start + 3 }),
          );
        }
      });
      const merged = mergeExperiences(files, OPTIONS);
      expect({ seed, experiences: merged.length }).toEqual({ seed, experiences: count });
    }
  });
});

describe('merging: the newest resume decides the period and the title', () => {
  const job = (period: string, start: number, end: number | null, role = 'Platform Engineer') =>
    exp({ company: 'Stark Industries', role, period, start_year: start, end_year: end });
  const sources: ExperienceSource[] = [
    { resumeFileId: 'zz-oldest', createdAt: '2024-01-10T09:00:00.000Z', experiences: [job('Jun 2018 – Present', 2018, null, 'Platform Engineer')] },
    {
      resumeFileId: 'aa-middle',
      createdAt: '2025-02-10T09:00:00.000Z',
      experiences: [job('Jun 2018 – Mar 2024', 2018, 2024, 'Senior Platform Engineer')],
    },
    {
      resumeFileId: 'mm-newest',
      createdAt: '2026-03-10T09:00:00.000Z',
      experiences: [job('Jun 2018 – Aug 2025', 2018, 2025, 'Senior Platform Engineer II')],
    },
  ];

  it('takes the newest file’s period, years and title, so an ended job is not current', () => {
    const merged = mergeExperiences(sources, OPTIONS);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      period: 'Jun 2018 – Aug 2025',
      role: 'Senior Platform Engineer II',
      start_year: 2018,
      end_year: 2025,
      extracted_from: ['aa-middle', 'mm-newest', 'zz-oldest'],
    });
  });

  it('does not depend on the order the sources are passed in', () => {
    const expected = mergeExperiences(sources, OPTIONS);
    expect(mergeExperiences([...sources].reverse(), OPTIONS)).toEqual(expected);
    expect(mergeExperiences([sources[1], sources[2], sources[0]] as ExperienceSource[], OPTIONS)).toEqual(expected);
  });

  it('falls back to an older file when the newest does not state a period or a title', () => {
    const merged = mergeExperiences(
      [
        ...sources.slice(0, 2),
        {
          resumeFileId: 'mm-newest',
          createdAt: '2026-03-10T09:00:00.000Z',
          experiences: [exp({ company: 'Stark Industries', role: 'Unknown Role', period: 'Unknown Period' })],
        },
      ],
      OPTIONS,
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ period: 'Jun 2018 – Mar 2024', role: 'Senior Platform Engineer', end_year: 2024 });
  });

  it('keeps a job current when the newest resume says so', () => {
    const merged = mergeExperiences(
      [
        { resumeFileId: 'a', createdAt: '2024-01-10T09:00:00.000Z', experiences: [job('Jun 2018 – Mar 2024', 2018, 2024)] },
        { resumeFileId: 'b', createdAt: '2026-01-10T09:00:00.000Z', experiences: [job('Jun 2018 – Present', 2018, null)] },
      ],
      OPTIONS,
    );
    expect(merged[0]).toMatchObject({ period: 'Jun 2018 – Present', end_year: null });
  });
});
