import { ExperienceSchema, type Experience } from '@tailor/contracts';
import { exp, idFor, NOW, OPTIONS, RESUME_A, RESUME_B, RESUME_C } from './__tests__/fixtures';
import { mergeExperiences, type ExperienceSource } from './merge-experiences';

const byCompanyRole = (list: Experience[]) => list.map((e) => `${e.company} | ${e.role} | ${e.period}`);

describe('mergeExperiences: three resumes of one person', () => {
  const merged = mergeExperiences([RESUME_C, RESUME_A, RESUME_B], OPTIONS);

  it('gives one experience per real job, most recent first', () => {
    expect(byCompanyRole(merged)).toEqual([
      'Globex Corporation | Product Manager | Jan 2022 – Present',
      'Acme Inc | Senior Software Engineer | Mar 2019 – Jun 2021',
      'Acme Inc | Software Engineer | 2015 - 2017',
      'Initech | Software Engineering Intern | Summer 2014',
    ]);
    for (const e of merged) expect(ExperienceSchema.parse(e)).toEqual(e);
  });

  it('names every source file in the provenance of jobs all three resumes list', () => {
    for (const e of merged.slice(0, 3)) {
      expect(e.extracted_from).toEqual(['file-a', 'file-b', 'file-c']);
      expect(e.merged_from).toEqual(['file-a', 'file-b', 'file-c']);
      expect(e.is_merged).toBe(true);
    }
    const intern = merged[3];
    expect(intern?.extracted_from).toEqual(['file-c']);
    expect(intern?.merged_from).toEqual([]);
    expect(intern?.is_merged).toBe(false);
  });

  it('unions skills case-insensitively with the most common spelling', () => {
    expect(merged[1]?.skills).toEqual(['TypeScript', 'Kubernetes', 'Go']);
    expect(merged[2]?.skills).toEqual(['Java', 'Spring']);
    expect(merged[0]?.skills).toEqual(['Roadmapping', 'SQL']);
  });

  it('drops short and repeated achievements and keeps the fuller wording of a near-duplicate', () => {
    expect(merged[1]?.achievements).toEqual([
      'Led migration of 40 services to Kubernetes, cutting deploy time by 60%',
      'Mentored 5 junior engineers',
      'Designed the event pipeline processing 2M events/day in Go',
    ]);
    expect(merged[0]?.achievements).toEqual(['Launched self-serve billing used by 12,000 customers in 3 markets']);
  });

  it('keeps the best confidence, earliest start, latest end and a current end', () => {
    expect(merged[1]).toMatchObject({ confidence_score: 0.9, start_year: 2019, end_year: 2021 });
    expect(merged[0]).toMatchObject({ confidence_score: 0.8, start_year: 2022, end_year: null });
  });

  it('builds skill evidence from achievements naming the skill, with the figure as impact', () => {
    expect(merged[1]?.skills_with_evidence).toEqual([
      {
        skill: 'Kubernetes',
        evidence: 'Led migration of 40 services to Kubernetes, cutting deploy time by 60%',
        impact: '60%',
        added_date: NOW,
      },
      { skill: 'Go', evidence: 'Designed the event pipeline processing 2M events/day in Go', impact: '2M', added_date: NOW },
    ]);
  });

  it('gives deterministic, unique ids from the injected generator', () => {
    expect(new Set(merged.map((e) => e.id)).size).toBe(merged.length);
    expect(merged[1]?.id).toBe(idFor('experience|user-1|acme|senior software engineer|2019'));
    expect(mergeExperiences([RESUME_A, RESUME_B, RESUME_C], OPTIONS)).toEqual(merged);
  });
});

describe('mergeExperiences: what must stay apart', () => {
  it('keeps different roles at one company in different years apart', () => {
    const merged = mergeExperiences(
      [
        {
          resumeFileId: 'f1',
          experiences: [exp({ company: 'Acme', role: 'Software Engineer', period: '2015–2017', start_year: 2015, end_year: 2017 })],
        },
        {
          resumeFileId: 'f2',
          experiences: [exp({ company: 'Acme', role: 'Senior Software Engineer', period: '2019–2021', start_year: 2019, end_year: 2021 })],
        },
      ],
      OPTIONS,
    );
    expect(merged.map((e) => e.role)).toEqual(['Senior Software Engineer', 'Software Engineer']);
  });

  it('keeps two distinct entries of one resume apart even when they look alike', () => {
    const merged = mergeExperiences(
      [
        {
          resumeFileId: 'f1',
          experiences: [
            exp({ company: 'Acme', role: 'Software Engineer', period: '2016–2019', start_year: 2016, end_year: 2019 }),
            exp({ company: 'Acme', role: 'Senior Software Engineer', period: '2018–2021', start_year: 2018, end_year: 2021 }),
          ],
        },
      ],
      OPTIONS,
    );
    expect(merged).toHaveLength(2);
  });

  it('does not let an undated entry bridge two dated jobs', () => {
    const merged = mergeExperiences(
      [
        { resumeFileId: 'a', experiences: [exp({ company: 'Acme', role: 'Software Engineer' })] },
        {
          resumeFileId: 'b',
          experiences: [exp({ company: 'Acme', role: 'Software Engineer', period: '2012–2013', start_year: 2012, end_year: 2013 })],
        },
        {
          resumeFileId: 'c',
          experiences: [exp({ company: 'Acme', role: 'Software Engineer', period: '2016–2017', start_year: 2016, end_year: 2017 })],
        },
      ],
      OPTIONS,
    );
    expect(merged.map((e) => e.extracted_from)).toEqual([['c'], ['a', 'b']]);
  });
});

describe('mergeExperiences: duplicates and ordering', () => {
  it('folds a parser duplicate inside one file without calling it merged', () => {
    const job = exp({ company: 'Acme', role: 'Engineer', period: '2019–2021', achievements: ['Built the data platform'] });
    const merged = mergeExperiences([{ resumeFileId: 'f1', experiences: [job, { ...job, achievements: ['Built the data platform.'] }] }], OPTIONS);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ is_merged: false, merged_from: [], extracted_from: ['f1'], achievements: ['Built the data platform'] });
  });

  it('sorts current jobs first, then by end and start year, undated last', () => {
    const merged = mergeExperiences(
      [
        {
          resumeFileId: 'f1',
          experiences: [
            exp({ company: 'Undated', role: 'Advisor' }),
            exp({ company: 'Old', role: 'Analyst', period: '2010–2012' }),
            exp({ company: 'Short', role: 'Consultant', period: '2018–2020' }),
            exp({ company: 'Long', role: 'Engineer', period: '2014–2020' }),
            exp({ company: 'Now', role: 'Lead', period: '2021 – Present', start_year: 2021, end_year: 2026 }),
          ],
        },
      ],
      OPTIONS,
    );
    expect(merged.map((e) => e.company)).toEqual(['Now', 'Short', 'Long', 'Old', 'Undated']);
    expect(merged[4]).toMatchObject({ start_year: null, end_year: null, period: 'Unknown Period' });
    expect(merged[2]).toMatchObject({ start_year: 2014, end_year: 2020 });
  });
});

describe('mergeExperiences: idempotence and order independence', () => {
  const withoutProvenance = (list: Experience[]) =>
    list.map(({ extracted_from: _e, merged_from: _m, is_merged: _i, members: _members, ...rest }) => rest);

  it('re-uploading the same resume changes nothing but provenance', () => {
    const once = mergeExperiences([RESUME_B], OPTIONS);
    const twice = mergeExperiences([RESUME_B, { ...RESUME_B, resumeFileId: 'file-b2' }], OPTIONS);
    expect(withoutProvenance(twice)).toEqual(withoutProvenance(once));
    expect(twice.map((e) => e.extracted_from)).toEqual(once.map(() => ['file-b', 'file-b2']));
    expect(once.every((e) => !e.is_merged)).toBe(true);
  });

  it('gives the same result for every permutation of four sources', () => {
    const sources = [RESUME_A, RESUME_B, RESUME_C, { ...RESUME_A, resumeFileId: 'file-d' }];
    const expected = mergeExperiences(sources, OPTIONS);
    const permutations = (list: ExperienceSource[]): ExperienceSource[][] =>
      list.length <= 1 ? [list] : list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]));
    const all = permutations(sources);
    expect(all).toHaveLength(24);
    for (const order of all) expect(mergeExperiences(order, OPTIONS)).toEqual(expected);
  });

  it('gives the same result for 20 shuffles of 20 overlapping sources', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const bases = [RESUME_A, RESUME_B, RESUME_C];
    const sources: ExperienceSource[] = Array.from({ length: 20 }, (_, i) => {
      const base = bases[i % bases.length] ?? RESUME_A;
      // Each copy drops a different job and rotates the rest, like partial resumes sent to different employers.
      const kept = base.experiences.filter((_, j) => j !== i % (base.experiences.length + 1));
      return { resumeFileId: `file-${String(i).padStart(2, '0')}`, experiences: [...kept.slice(i % 2), ...kept.slice(0, i % 2)] };
    });
    const expected = mergeExperiences(sources, OPTIONS);
    expect(expected).toHaveLength(4);
    for (let n = 0; n < 20; n++) {
      const shuffled = [...sources];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j] as ExperienceSource, shuffled[i] as ExperienceSource];
      }
      expect(mergeExperiences(shuffled, OPTIONS)).toEqual(expected);
    }
  });
});
