import { JobAnalysisSchema } from '@tailor/contracts';
import { defaultSkillMatcher } from '../skills';
import { analyzeJobDescription } from './analyze';

const STARTUP_JD = `Staff Platform Engineer – Payments (Remote, US)

About Us
Ledgerly is a Series A fintech startup (team of 35) building payment processing and lending APIs for small banks.

What you'll do
- Design and operate our Go and Kafka services on AWS
- Own go-to-market readiness for new payment rails with our product team
- You'll report to the VP of Engineering and work alongside a team of 6 engineers

Requirements
- 8+ years of backend experience with Go or Java
- Deep knowledge of PostgreSQL and distributed systems
- Excellent communication and stakeholder management

Nice to have
- Experience with Rust or Elixir
- PCI DSS and SOC 2 exposure
- Kafka Streams at scale

Compensation: $180,000 - $220,000 per year + equity

Benefits
- Health, dental, and vision insurance
- Unlimited PTO
- $1,000 learning budget

Acme Pay is an equal opportunity employer.`;

describe('analyzeJobDescription', () => {
  const a = analyzeJobDescription(STARTUP_JD);

  it('returns a complete, schema-valid analysis and is deterministic', () => {
    expect(JobAnalysisSchema.parse(a)).toEqual(a);
    expect(analyzeJobDescription(STARTUP_JD)).toEqual(a);
  });

  it('splits required from preferred by section, with required winning', () => {
    // A skill the database knows keeps the posting's spelling when the database's name is not in the posting ("Kafka").
    expect(a.required_skills).toEqual(
      expect.arrayContaining(['Go', 'Kafka', 'AWS', 'Java', 'PostgreSQL', 'Distributed Systems', 'Communication', 'Stakeholder Management']),
    );
    expect(a.preferred_skills).toEqual(expect.arrayContaining(['Rust', 'Elixir', 'PCI DSS', 'SOC 2']));
    // Kafka is required above, so "Kafka Streams" under nice-to-have does not make it preferred.
    expect(a.preferred_skills).not.toContain('Kafka');
    expect(a.preferred_skills).not.toContain('Kafka Streams');
    expect(a.required_skills).not.toContain('Rust');
    // Company blurb and perks are not requirements.
    expect(a.required_skills).not.toContain('Lending');
    expect(a.required_skills).not.toContain('Insurance');
    expect(a.required_skills.indexOf('Go')).toBeLessThan(a.required_skills.indexOf('PostgreSQL'));
  });

  it('returns every requirement in words the posting uses, one entry per skill however it is spelled', () => {
    const r = analyzeJobDescription(`Platform Engineer
Requirements
- You run services on k8s and have written Helm charts
- Solid Postgres skills
Nice to have
- Postgres replication, Helm and Kubernetes operators`);
    const matcher = defaultSkillMatcher();
    // "PostgreSQL" is nowhere in this posting, so its own spelling is kept; the database reads both as one skill.
    expect(r.required_skills).toEqual(['Kubernetes', 'Helm', 'Postgres']);
    expect(matcher.canonical('Postgres')?.name).toBe('PostgreSQL');
    // The database's name is used when the posting writes it somewhere, and each skill is listed once.
    expect(r.preferred_skills).toEqual([]);
    const posting = r.requirement_sources.map((s) => s.name);
    expect(posting).toEqual([...r.required_skills, ...r.preferred_skills]);
  });

  it('reads title, level, industry and company cues', () => {
    expect(a.role).toBe('Staff Platform Engineer');
    expect(a.experience_level).toBe('senior');
    expect(a.industry).toBe('FinTech');
    expect(a.company_type).toBe('startup');
    expect(a.company_size).toBe('small');
    expect(a.growth_stage).toBe('series-a');
  });

  it('extracts items, pay, place, perks and team', () => {
    expect(a.key_responsibilities[0]).toBe('Design and operate our Go and Kafka services on AWS');
    expect(a.qualifications).toContain('8+ years of backend experience with Go or Java');
    expect(a.qualifications).toContain('Experience with Rust or Elixir');
    expect(a.salary_range).toBe('$180,000 - $220,000 per year');
    expect(a.location).toBe('Remote (US)');
    expect(a.benefits).toEqual(['Health, dental, and vision insurance', 'Unlimited PTO', '$1,000 learning budget']);
    expect(a.team_structure).toBe("You'll report to the VP of Engineering and work alongside a team of 6 engineers");
  });

  it('handles inline cues and paragraph-style postings', () => {
    const jd = `We're hiring a talented Data Engineer to join our analytics team in Austin, TX. This is a hybrid role.
Requirements: 3-5 years with Python and SQL; Airflow experience; dbt is a plus. Snowflake (preferred) and Spark.
Salary range: $120k–$150k. We offer health insurance and a 401(k).`;
    const r = analyzeJobDescription(jd);
    expect(r.role).toBe('Data Engineer');
    expect(r.experience_level).toBe('mid');
    expect(r.required_skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Airflow', 'Spark']));
    expect(r.preferred_skills).toEqual(['dbt', 'Snowflake']);
    expect(r.location).toBe('Austin, TX (Hybrid)');
    expect(r.salary_range).toBe('$120k–$150k');
    expect(r.benefits).toEqual(['Health insurance', 'Retirement plan']);
    expect(r.team_structure).toContain('analytics team');
  });

  it('keeps precision on ambiguous words', () => {
    const r = analyzeJobDescription(`Marketing Manager
You will own go-to-market launches and excel at cross-team work. Excellent writing; go above and beyond.
Must have: 5+ years in B2B marketing and advanced Excel.`);
    expect(r.required_skills).not.toContain('Go');
    expect(r.required_skills).toContain('advanced Excel');
    expect(r.required_skills).toContain('go-to-market');
    expect(r.required_skills).toContain('B2B');
  });
});

describe('experience level', () => {
  const level = (text: string) => analyzeJobDescription(text).experience_level;
  it.each([
    ['Software Engineering Intern\nSummer internship for students.', 'entry'],
    ['Junior Developer\n1+ years of experience with JavaScript.', 'entry'],
    ['Director of Engineering\nLead 40 engineers.', 'executive'],
    ['Head of Product\nSet the vision.', 'executive'],
    ['Staff Engineer\n3+ years of Go.', 'senior'],
    ['Backend Engineer\nA minimum of 8 years of experience building APIs.', 'senior'],
    ['Backend Engineer\nAt least 3 years of professional experience.', 'mid'],
    ['Software Engineer II\nBuild services.', 'mid'],
    ['Backend Engineer\nThis is an entry-level role for new grads.', 'entry'],
    ['Backend Engineer\nBuild services. Founded 12 years ago.', null],
  ])('%s → %s', (text, expected) => {
    expect(level(text)).toBe(expected);
  });
});

describe('industry and company', () => {
  const analyze = (text: string) => analyzeJobDescription(text);
  it('detects industries by keywords and defaults sensibly', () => {
    expect(analyze('Software Engineer\nBuild EHR integrations for hospitals; HIPAA compliance and patient data.').industry).toBe('Healthcare');
    expect(analyze('Frontend Engineer\nBuild our checkout and cart for an e-commerce marketplace.').industry).toBe('eCommerce');
    expect(analyze('Backend Engineer\nBuild APIs in Python.').industry).toBe('Technology');
    expect(analyze('Barista\nMake great coffee for our guests every morning.').industry).toBe('General');
    expect(analyze('Curriculum Designer\nDesign K-12 courses for students and teachers on our edtech platform.').industry).toBe('Education');
  });

  it('detects company type, size and stage', () => {
    expect(analyze('Program Manager\nWe are a mission-driven 501(c)(3) nonprofit.').company_type).toBe('nonprofit');
    expect(analyze('Systems Engineer\nSupport a federal agency. Active security clearance required.').company_type).toBe('government');
    const big = analyze('Data Analyst\nJoin a Fortune 500, publicly traded company with 12,000 employees.');
    expect(big.company_type).toBe('enterprise');
    expect(big.company_size).toBe('large');
    expect(big.growth_stage).toBe('public');
    const seed = analyze('Founding Engineer\nWe are a seed-stage startup backed by top VCs.');
    expect([seed.company_type, seed.company_size, seed.growth_stage]).toEqual(['startup', 'small', 'seed']);
    const none = analyze('Engineer\nBuild things with Python.');
    expect([none.company_type, none.company_size, none.growth_stage]).toEqual([null, null, null]);
  });
});

describe('salary, location and role formats', () => {
  const a = (text: string) => analyzeJobDescription(text);
  it.each([
    ['Base salary $95,000–$120,000 annually.', '$95,000–$120,000 annually'],
    ['Pay: €60,000 per year', '€60,000 per year'],
    ['The rate is $45/hour for this contract.', '$45/hour'],
    ['We raised a $25M Series B. Competitive salary.', null],
    ['Compensation: competitive', null],
  ])('salary in %s', (text, expected) => {
    expect(a(`Engineer\n${text}`).salary_range).toBe(expected);
  });

  it('finds locations and titles in common layouts', () => {
    expect(a('Job Title: Senior Data Scientist (m/f/d)\nLocation: Berlin, Germany').role).toBe('Senior Data Scientist');
    expect(a('Job Title: Senior Data Scientist\nLocation: Berlin, Germany').location).toBe('Berlin, Germany');
    expect(a('Product Designer at Figjam Inc\nNew York, NY · On-site').location).toBe('New York, NY');
    expect(a('As a Site Reliability Engineer, you will keep things up. This position is fully remote.').role).toBe('Site Reliability Engineer');
    expect(a('As a Site Reliability Engineer, you will keep things up. This position is fully remote.').location).toBe('Remote');
    expect(a('Our mission is to help people. We need someone great.').role).toBeNull();
  });
});
