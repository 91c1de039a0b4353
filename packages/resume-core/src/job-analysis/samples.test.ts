import { join } from 'node:path';
import { sharedDataDir } from '@tailor/testing';
import { readFileSync } from 'node:fs';
import { JobAnalysisSchema, type JobAnalysis } from '@tailor/contracts';
import { defaultSkillMatcher } from '../skills';
import { analyzeJobDescription } from './analyze';

/**
 * The real job descriptions in /work/shared/data, labelled by hand. `required` is what a careful reader
 * would list as the posting's required skills (in our canonical names); `acceptable` are defensible
 * extra finds that are not counted against precision; `forbidden` must never appear.
 */
interface Expectation {
  readonly file: string;
  readonly role: string;
  readonly level: JobAnalysis['experience_level'];
  readonly industry: string;
  readonly required: readonly string[];
  readonly acceptable: readonly string[];
  readonly forbidden?: readonly string[];
}

const DIR = join(sharedDataDir(), 'resume-matcher', 'job-descriptions');

const EXPECTED: readonly Expectation[] = [
  {
    file: `${DIR}/backend-eng.txt`,
    role: 'Senior Backend Engineer',
    level: 'senior',
    industry: 'Technology',
    required: [
      'Python',
      'FastAPI',
      'Django REST Framework',
      'AWS',
      'Amazon ECS',
      'Amazon RDS',
      'Amazon ElastiCache',
      'Microservices',
      'Event-Driven Architecture',
      'Apache Kafka',
      'PostgreSQL',
      'Data Modeling',
      'Asynchronous Programming',
      'Docker',
      'Containerization',
      'Kubernetes',
      'SQL',
      'Query Optimization',
      'Redis',
      'Caching',
      'CI/CD',
      'GitHub Actions',
      'CircleCI',
      'Observability',
      'Datadog',
      'OpenTelemetry',
    ],
    // The posting speaks of on-call rotations and runbooks, never of incident management by name.
    acceptable: [
      'Backend Development',
      'Scalability',
      'Ownership',
      'Software Architecture',
      'System Design',
      'Distributed Systems',
      'High Availability',
      'Incident Management',
      // "from schema design to production deployment"
      'Schema design',
      'Production deployment',
    ],
    forbidden: ['Go'],
  },
  {
    file: `${DIR}/frontend-eng.txt`,
    role: 'Senior Frontend Engineer',
    level: 'senior',
    industry: 'Technology',
    required: [
      'React',
      'Next.js',
      'TypeScript',
      'GraphQL',
      'Server-Side Rendering',
      'Tailwind CSS',
      'CSS-in-JS',
      'Web Accessibility',
      'Storybook',
      'Vitest',
      'Jest',
      'Unit Testing',
      'Playwright',
      'End-to-End Testing',
      'Web Performance',
      'Design Systems',
    ],
    // WCAG and the Core Web Vitals (LCP, CLS, INP) are named in the posting.
    acceptable: [
      'Frontend Development',
      'React Server Components',
      'Collaboration',
      'CSS',
      'Web Development',
      'API Development',
      'Technical Documentation',
      // "a GraphQL API team"
      'API',
      'WCAG',
      'LCP',
      'CLS',
      'INP',
    ],
  },
  {
    file: `${DIR}/ml-eng.txt`,
    role: 'Machine Learning Engineer',
    level: 'mid',
    industry: 'Technology',
    required: [
      'Machine Learning',
      'Python',
      'PyTorch',
      'scikit-learn',
      'Hugging Face',
      'Apache Spark',
      'Ray',
      'MLflow',
      'Experiment Tracking',
      'Data Pipelines',
      'Model Deployment',
      'Feature Stores',
      'Model Registry',
      'A/B Testing',
      'Triton Inference Server',
      'Amazon SageMaker',
      'Model Monitoring',
      'Evidently',
      'WhyLogs',
      'SQL',
      'Dask',
    ],
    acceptable: [
      'Artificial Intelligence',
      'Model Evaluation',
      'Distributed Systems',
      'Prototyping',
      'MLOps',
      'Deep Learning',
      'Big Data',
      'Experimentation',
      // Named in brackets: "feature stores (Feast or Tecton)", "concepts (data drift, prediction drift, concept drift)".
      'Feast',
      'Tecton',
      'Data drift',
      'Prediction drift',
      'Concept drift',
    ],
  },
  {
    file: `${DIR}/product-manager.txt`,
    role: 'Senior Product Manager',
    level: 'senior',
    industry: 'SaaS',
    required: [
      'SaaS',
      'B2B',
      'Product Roadmapping',
      'Backlog Management',
      'Product Discovery',
      'Net Promoter Score',
      'Mixpanel',
      'Competitive Analysis',
      'Product Requirements Documents',
      'Acceptance Criteria',
      'Sprint Planning',
      'Stakeholder Management',
      'OKRs',
      'Product Management',
      'Amplitude',
      'Looker',
      'SQL',
      'A/B Testing',
      'Experimentation',
      'Communication',
    ],
    acceptable: [
      // "Prioritize the product backlog" asks for backlog management; Prioritization is not named.
      'Prioritization',
      'Product Strategy',
      'Data Science',
      'Go-to-Market Strategy',
      'Funnel Analysis',
      'Facilitation',
      'Requirements Gathering',
      'Product Analytics',
      'Data Analysis',
      'Executive Communication',
      'Written Skills',
      'Analytical Skills',
    ],
    forbidden: ['Go', 'Microsoft Excel'],
  },
];

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new Error(`Sample job description missing at ${path} (expected /work/shared/data to be mounted): ${String(e)}`, { cause: e });
  }
}

/** Renders the JSON Job sample as a posting would read on a careers page. */
function renderJsonJob(job: Record<string, unknown>): string {
  const loc = job['location'] as { city?: string; countryCode?: string } | undefined;
  const list = (key: string): string => ((job[key] as string[] | undefined) ?? []).map((x) => `• ${x}`).join('\n');
  const skills = ((job['skills'] as { name: string; keywords: string[] }[] | undefined) ?? [])
    .map((s) => `${s.name}: ${s.keywords.join(', ')}`)
    .join('\n');
  return [
    String(job['title']),
    `${String(job['company'])} · ${String(job['type'])}`,
    '',
    `Location: ${loc?.city ?? ''}, ${loc?.countryCode ?? ''} (${String(job['remote'])})`,
    `Salary: ${String(job['salary'])}`,
    `Experience: ${String(job['experience'])}`,
    '',
    String(job['description']),
    '',
    'Responsibilities',
    list('responsibilities'),
    '',
    'Qualifications',
    list('qualifications'),
    '',
    'Skills',
    skills,
  ].join('\n');
}

// Requirements come back in the posting's spelling ("Kafka", "SageMaker"); the expectations are in the
// database's names, so both are compared as the database reads them.
const canonicalName = (s: string): string => defaultSkillMatcher().normalizeSkillName(s);

const score = (returned: readonly string[], e: Pick<Expectation, 'required' | 'acceptable'>) => {
  const found = returned.map(canonicalName);
  const hit = e.required.filter((s) => found.includes(s));
  const ok = found.filter((s) => e.required.includes(s) || e.acceptable.includes(s));
  return {
    recall: hit.length / e.required.length,
    precision: found.length ? ok.length / found.length : 1,
    missed: e.required.filter((s) => !found.includes(s)),
  };
};

describe('sample job descriptions', () => {
  const totals = { hit: 0, required: 0, ok: 0, found: 0 };

  it.each(EXPECTED.map((e) => [e.file.split('/').pop(), e] as const))('%s', (_name, e) => {
    const a = analyzeJobDescription(read(e.file));
    expect(JobAnalysisSchema.parse(a)).toEqual(a);
    expect(a.role).toBe(e.role);
    expect(a.experience_level).toBe(e.level);
    expect(a.industry).toBe(e.industry);
    const s = score(a.required_skills, e);
    expect(s.missed).toEqual([]);
    expect(s.recall).toBeGreaterThanOrEqual(0.85);
    expect(s.precision).toBeGreaterThanOrEqual(0.85);
    for (const f of e.forbidden ?? []) expect([...a.required_skills, ...a.preferred_skills].map(canonicalName)).not.toContain(f);
    expect(a.preferred_skills).toEqual([]);
    expect(a.salary_range).toBeNull();
    expect(a.location).toBeNull();
    expect(a.qualifications.length).toBeGreaterThanOrEqual(4);
    expect(a.key_responsibilities.length).toBeGreaterThanOrEqual(1);
    totals.hit += e.required.length * s.recall;
    totals.required += e.required.length;
    totals.ok += a.required_skills.length * s.precision;
    totals.found += a.required_skills.length;
  });

  it('reads the JSON Job sample (jsonresume/sample.job.json)', () => {
    const job = JSON.parse(read(join(sharedDataDir(), 'jsonresume', 'sample.job.json'))) as Record<string, unknown>;
    const a = analyzeJobDescription(renderJsonJob(job));
    expect(a.role).toBe('Web Developer');
    expect(a.experience_level).toBe('mid');
    expect(a.industry).toBe('Technology');
    expect(a.location).toContain('Berlin');
    expect(a.location).toMatch(/hybrid/i);
    expect(a.salary_range).toBe('100000');
    const e = {
      required: ['Web Development', 'JavaScript', 'HTML', 'CSS', 'React', 'Node.js', 'SQL', 'NoSQL', 'MongoDB'],
      // The degree and its field are requirements the posting states in its own words.
      acceptable: [
        'Cross-functional Collaboration',
        'UI/UX Design',
        'Performance Optimization',
        'Scalability',
        'Database Administration',
        "Bachelor's degree",
        'Computer Science',
        'Database Management',
      ],
    };
    const s = score(a.required_skills, e);
    expect(s.missed).toEqual([]);
    expect(s.precision).toBeGreaterThanOrEqual(0.85);
    expect(a.key_responsibilities).toContain('Develop and maintain web applications');
    expect(a.qualifications).toContain('3+ years of experience in web development');
  });

  afterAll(() => {
    // Micro-averaged over the four .txt postings; printed for the record (the assertions are per file).
    if (totals.required > 0) {
      process.stdout.write(
        `required-skill recall ${(totals.hit / totals.required).toFixed(3)}, precision (labelled or acceptable) ${(totals.ok / totals.found).toFixed(3)}\n`,
      );
    }
  });
});
