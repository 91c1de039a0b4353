import { ParsedResumeSchema, type ParsedResume } from '@tailor/contracts';
import { recordingLogger } from './__tests__/fixtures';
import { groundParsedResume, groundSkills, ResumeGrounding } from './parse-guard';

const RESUME = [
  'Riley Quinn',
  'Senior  Data Analyst — Northwind Traders, 2019 – Present',
  '• Built churn dashboards in Tableau and JS for the sales team',
  'Skills: SQL, k8s, Python',
  'Education',
  'BSc Statistics, Lakeside University, 2016',
].join('\n');

/** What a model might answer: true values, differently cased and spaced, plus inventions. */
const MODEL_ANSWER: ParsedResume = ParsedResumeSchema.parse({
  experiences: [
    {
      company: 'NORTHWIND   traders',
      role: 'Senior Data Analyst',
      period: '2019 – Present',
      skills: ['Tableau', 'JavaScript', 'Looker'],
      achievements: ['Built churn dashboards in Tableau and JS for the sales team'],
      skills_with_evidence: [{ skill: 'Looker', evidence: 'dashboards', impact: '', added_date: '2024-01-01T00:00:00.000Z' }],
    },
    { company: 'Google', role: 'Staff Engineer', period: '2015 – 2018', achievements: ['Scaled search'] },
    { company: 'Northwind Traders', role: 'Head of Data', period: '2018', achievements: [] },
  ],
  education: [
    { degree: 'BSc Statistics', school: 'lakeside university', year: '2016' },
    { degree: 'MBA', school: 'Harvard Business School', year: '2018' },
  ],
  skills: [
    { name: 'SQL', category: 'technical', evidence: 'Skills: SQL, k8s, Python', confidence_score: 0.9 },
    { name: 'Kubernetes', category: 'technical', evidence: 'container orchestration', confidence_score: 0.9 },
    { name: 'Customer Retention', category: 'domain', evidence: 'churn dashboards', confidence_score: 0.7 },
    { name: 'Leadership', category: 'leadership', evidence: '', confidence_score: 0.6 },
  ],
  summary: '',
  overall_confidence: 0.8,
});

describe('groundParsedResume', () => {
  const logger = recordingLogger();
  const grounded = groundParsedResume(MODEL_ANSWER, RESUME, logger);

  it('keeps values the resume contains, ignoring case and spacing', () => {
    expect(grounded.experiences[0]).toMatchObject({ company: 'NORTHWIND   traders', role: 'Senior Data Analyst' });
    expect(grounded.education[0]?.school).toBe('lakeside university');
  });

  it('drops an invented employer and title, and an invented school', () => {
    expect(grounded.experiences.map((e) => e.company)).toEqual(['NORTHWIND   traders', 'Northwind Traders']);
    expect(grounded.experiences[1]?.role).toBe('Unknown Role');
    expect(grounded.education[1]?.school).toBe('Unknown School');
    expect(ParsedResumeSchema.safeParse(grounded).success).toBe(true);
  });

  it('keeps skills named verbatim or by an exact alias, with a verbatim resume line as evidence', () => {
    expect(grounded.skills.map((s) => [s.name, s.evidence])).toEqual([
      ['SQL', 'Skills: SQL, k8s, Python'],
      ['Kubernetes', 'Skills: SQL, k8s, Python'],
    ]);
    expect(grounded.experiences[0]?.skills).toEqual(['Tableau', 'JavaScript']);
    expect(grounded.experiences[0]?.skills_with_evidence).toEqual([]);
  });

  it('finds the line of each kept value itself, and names none for a dropped or unstated one', () => {
    const header = { line: 1, text: 'Senior  Data Analyst — Northwind Traders, 2019 – Present' };
    expect(grounded.experiences[0]?.sources).toEqual({ company: header, role: header, period: header });
    // The period "2018" is on no line of this resume; the dropped role has no line either.
    expect(grounded.experiences[1]?.sources).toEqual({ company: header });
    expect(grounded.education[0]?.sources).toEqual({
      degree: { line: 5, text: 'BSc Statistics, Lakeside University, 2016' },
      school: { line: 5, text: 'BSc Statistics, Lakeside University, 2016' },
      year: { line: 5, text: 'BSc Statistics, Lakeside University, 2016' },
    });
    expect(grounded.education[1]?.sources).toBeUndefined();
  });

  it('logs each dropped value with its field and nothing else of the resume', () => {
    const dropped = logger.lines.filter((l) => l.level === 'warn').map((l) => [l.fields.field, l.fields.value]);
    expect(dropped).toEqual(
      expect.arrayContaining([
        ['company', 'Google'],
        ['role', 'Staff Engineer'],
        ['role', 'Head of Data'],
        ['school', 'Harvard Business School'],
        ['skill', 'Looker'],
        ['skill', 'Customer Retention'],
        ['skill', 'Leadership'],
      ]),
    );
    expect(dropped).toHaveLength(7);
    for (const line of logger.lines) expect(JSON.stringify(line)).not.toContain('churn dashboards');
  });
});

describe('groundSkills', () => {
  it('gives every kept skill a non-empty evidence line from the resume', () => {
    const g = new ResumeGrounding('Tools:\nGoogle Cloud\nPlatform, Terraform');
    const skills = groundSkills(
      [
        { name: 'Terraform', category: 'technical', evidence: 'infrastructure as code', confidence_score: 0.8, aliases: [] },
        { name: 'Google Cloud Platform', category: 'technical', evidence: '', confidence_score: 0.8, aliases: [] },
      ],
      g,
      recordingLogger(),
      'extractSkills',
    );
    expect(skills.map((s) => [s.name, s.evidence])).toEqual([
      ['Terraform', 'Platform, Terraform'],
      ['Google Cloud Platform', 'Google Cloud'],
    ]);
  });

  it('does not take "mentored" as the skill Mentoring or "Java" from "JavaScript"', () => {
    const g = new ResumeGrounding('Mentored two interns. Wrote JavaScript daily.');
    const skills = groundSkills(
      [
        { name: 'Mentoring', category: 'leadership', evidence: '', confidence_score: 0.8, aliases: [] },
        { name: 'Java', category: 'technical', evidence: '', confidence_score: 0.8, aliases: [] },
        { name: 'JS', category: 'technical', evidence: '', confidence_score: 0.8, aliases: [] },
      ],
      g,
      recordingLogger(),
      'extractSkills',
    );
    expect(skills.map((s) => [s.name, s.evidence])).toEqual([['JS', 'Mentored two interns. Wrote JavaScript daily.']]);
  });
});
