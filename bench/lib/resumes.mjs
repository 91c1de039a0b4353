// Varied synthetic resumes (different people, 3–6 jobs with 3–6 achievements each, skills,
// education), rendered as .txt and .docx, plus real PDFs from the shared data set. Seeded, so a
// run and the next one upload the same corpus.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireFrom } from './util.mjs';

const { Document, Packer, Paragraph, HeadingLevel, TextRun } = requireFrom('tests')('docx');

// shared/data sits beside the checkout (TAILOR_SHARED_DATA overrides); see @tailor/testing.
const { sharedDataDir, seededRandom: rng } = requireFrom('tests')('@tailor/testing');
export const SHARED_DATA = sharedDataDir();
export const PDF_DIRS = [join(SHARED_DATA, 'reactive-resume-templates'), join(SHARED_DATA, 'resume-matcher', 'resumes')];

const FIRST = [
  'Dana',
  'Maria',
  'Liam',
  'Aisha',
  'Kenji',
  'Sofia',
  'Mateo',
  'Priya',
  'Noah',
  'Elena',
  'Omar',
  'Chloe',
  'Tomás',
  'Ingrid',
  'Kwame',
  'Yara',
  'Lucas',
  'Mei',
  'Arjun',
  'Hannah',
  'Diego',
  'Fatima',
  'Oskar',
  'Leila',
];
const LAST = [
  'Whitfield',
  'Okafor',
  'Nakamura',
  'García',
  'Schmidt',
  'Patel',
  'Johansson',
  'Haddad',
  'Kowalski',
  'Nguyen',
  "O'Brien",
  'Rossi',
  'Mensah',
  'Dubois',
  'Fernandes',
  'Larsen',
  'Abebe',
  'Chen',
  'Novak',
  'Silva',
];
const COMPANY_A = [
  'Stripe',
  'Ledger',
  'North',
  'Blue',
  'Quantum',
  'Harbor',
  'Summit',
  'Cedar',
  'Atlas',
  'Nimbus',
  'Vertex',
  'Beacon',
  'Pioneer',
  'Riverside',
  'Helix',
  'Orchid',
];
const COMPANY_B = ['line', 'ly', 'wind', 'stone', 'works', 'labs', 'point', 'field', 'gate', 'bridge', 'forge'];
const COMPANY_C = ['Inc.', 'Ltd', 'GmbH', 'Group', 'Health', 'Systems', 'Analytics', 'Payments', 'Retail', 'Logistics', ''];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SCHOOLS = [
  'University of Leeds',
  'University of Manchester',
  'TU Munich',
  'University of Toronto',
  'Georgia Institute of Technology',
  'University of Lisbon',
  'National University of Singapore',
  'University of Cape Town',
  'Uppsala University',
  'Universidad de Chile',
];

const FIELDS = [
  {
    roles: ['Software Engineer', 'Senior Backend Engineer', 'Staff Engineer', 'Full Stack Developer', 'Platform Engineer', 'Engineering Manager'],
    skills: [
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Kubernetes',
      'AWS',
      'Docker',
      'GraphQL',
      'Redis',
      'React',
      'Go',
      'Python',
      'Terraform',
      'Kafka',
      'CI/CD',
      'gRPC',
      'JS',
    ],
    degree: ['BSc Computer Science', 'MSc Software Engineering', 'BEng Computer Engineering'],
    verbs: ['Designed', 'Built', 'Led', 'Migrated', 'Optimised', 'Introduced', 'Rewrote', 'Automated', 'Scaled'],
    objects: [
      'a {s} payments API',
      'the {s} ingestion pipeline',
      'an internal {s} platform',
      'the {s} search service',
      'a {s} billing system',
      'the {s} deployment tooling',
      'a real-time {s} event bus',
    ],
    results: [
      'handling {n} million requests per day',
      'cutting p95 latency by {p}%',
      'reducing cloud spend by {p}%',
      'with zero downtime across {n} services',
      'used by {n},000 businesses',
      'shortening release cycles from days to hours',
      'raising test coverage to {p}%',
    ],
  },
  {
    roles: ['Registered Nurse', 'Charge Nurse', 'Nurse Practitioner', 'Clinical Nurse Educator', 'ICU Nurse'],
    skills: [
      'Patient Care',
      'Medication Administration',
      'IV Therapy',
      'Electronic Health Records',
      'Team Leadership',
      'Triage',
      'Wound Care',
      'BLS',
      'ACLS',
      'Infection Control',
      'Patient Education',
    ],
    degree: ['Bachelor of Science in Nursing', 'Master of Science in Nursing'],
    verbs: ['Supervised', 'Reduced', 'Trained', 'Coordinated', 'Implemented', 'Administered', 'Improved'],
    objects: [
      '{s} protocols on a {n}-bed unit',
      'a team of {n} nurses in {s}',
      '{s} for {n} patients per shift',
      'new graduate nurses on {s}',
      'the {s} audit programme',
    ],
    results: [
      'reducing patient falls by {p}%',
      'improving satisfaction scores by {p}%',
      'with zero medication errors over {n} months',
      'cutting readmissions by {p}%',
      'recognised by the hospital board',
    ],
  },
  {
    roles: ['Data Scientist', 'Machine Learning Engineer', 'Data Analyst', 'Analytics Lead', 'Data Engineer'],
    skills: [
      'Python',
      'SQL',
      'PyTorch',
      'TensorFlow',
      'scikit-learn',
      'Spark',
      'Airflow',
      'Tableau',
      'Statistics',
      'A/B Testing',
      'dbt',
      'Snowflake',
      'ML',
      'NLP',
    ],
    degree: ['MSc Data Science', 'BSc Statistics', 'PhD Applied Mathematics'],
    verbs: ['Built', 'Trained', 'Deployed', 'Designed', 'Analysed', 'Automated', 'Productionised'],
    objects: [
      'a {s} churn model',
      'a {s} recommendation system',
      'the {s} forecasting pipeline',
      '{s} dashboards for the executive team',
      'a {s} fraud detection model',
      'the {s} feature store',
    ],
    results: [
      'lifting retention by {p}%',
      'saving {n}00 analyst hours per quarter',
      'improving forecast accuracy by {p}%',
      'serving {n} million predictions per day',
      'cutting false positives by {p}%',
    ],
  },
  {
    roles: ['Product Manager', 'Senior Product Manager', 'Product Owner', 'Director of Product'],
    skills: [
      'Roadmapping',
      'User Research',
      'Agile',
      'Scrum',
      'Jira',
      'SQL',
      'A/B Testing',
      'Stakeholder Management',
      'Figma',
      'OKRs',
      'Go-to-Market',
      'Analytics',
    ],
    degree: ['MBA', 'BA Economics', 'BSc Business Administration'],
    verbs: ['Launched', 'Owned', 'Defined', 'Drove', 'Led', 'Prioritised', 'Shipped'],
    objects: [
      'the {s} roadmap for a {n}-person team',
      'a {s} onboarding flow',
      'the {s} pricing experiment',
      'a mobile {s} feature',
      'the {s} discovery programme',
    ],
    results: [
      'growing revenue by {p}%',
      'raising activation by {p}%',
      'reaching {n}0,000 monthly users',
      'cutting churn by {p}%',
      'delivered {n} weeks ahead of plan',
    ],
  },
  {
    roles: ['Account Executive', 'Sales Manager', 'Business Development Representative', 'Customer Success Manager', 'Marketing Manager'],
    skills: [
      'Salesforce',
      'HubSpot',
      'Negotiation',
      'Account Management',
      'Lead Generation',
      'SEO',
      'Content Marketing',
      'CRM',
      'Forecasting',
      'Public Speaking',
      'Google Analytics',
    ],
    degree: ['BA Marketing', 'BA Communications', 'BSc Business Administration'],
    verbs: ['Closed', 'Grew', 'Managed', 'Opened', 'Ran', 'Launched', 'Negotiated'],
    objects: [
      'a {s} territory of {n} enterprise accounts',
      'the {s} partner channel',
      'a {s} campaign across {n} markets',
      '{s} renewals for key accounts',
      'the {s} playbook for new hires',
    ],
    results: [
      'exceeding quota by {p}%',
      'adding ${n}.{p} million in annual revenue',
      'growing pipeline by {p}%',
      'raising net retention to 1{p}%',
      'winning {n} new logos',
    ],
  },
  {
    roles: ['Financial Analyst', 'Accountant', 'Finance Manager', 'Controller', 'Auditor'],
    skills: ['Excel', 'Financial Modelling', 'IFRS', 'GAAP', 'SAP', 'Budgeting', 'Forecasting', 'Power BI', 'Audit', 'Tax', 'Variance Analysis'],
    degree: ['BSc Accounting', 'MSc Finance', 'BA Economics'],
    verbs: ['Prepared', 'Closed', 'Streamlined', 'Audited', 'Modelled', 'Reconciled', 'Automated'],
    objects: [
      'the monthly {s} close',
      'a {s} budget of ${n} million',
      '{s} reporting for {n} subsidiaries',
      'the {s} controls framework',
      'a {s} cash-flow model',
    ],
    results: [
      'shortening the close by {n} days',
      'finding ${n}00,000 in savings',
      'passing the audit with no findings',
      'improving forecast accuracy by {p}%',
      'cutting manual work by {p}%',
    ],
  },
];

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}
function between(random, low, high) {
  return low + Math.floor(random() * (high - low + 1));
}

function sentence(random, field) {
  const skill = pick(random, field.skills);
  const fill = (template) =>
    template
      .replace('{s}', skill)
      .replace('{n}', String(between(random, 2, 60)))
      .replace('{p}', String(between(random, 10, 75)));
  const core = `${pick(random, field.verbs)} ${fill(pick(random, field.objects))}, ${fill(pick(random, field.results))}`;
  const detail = random();
  if (detail < 0.35)
    return `${core}; worked with ${between(random, 2, 12)} colleagues across ${between(random, 2, 5)} teams using ${pick(random, field.skills)} and ${pick(random, field.skills)}`;
  if (detail < 0.6)
    return `${core}, and documented the approach so that ${between(random, 2, 9)} other teams adopted it within ${between(random, 2, 11)} months`;
  if (detail < 0.8) return `${core} while mentoring ${between(random, 1, 6)} junior colleagues`;
  return core;
}

const CERTIFICATIONS = [
  'AWS Certified Solutions Architect',
  'PMP',
  'Certified Scrum Master',
  'CPA',
  'ACLS Provider',
  'Google Analytics Certification',
  'CFA Level II',
  'Certified Kubernetes Administrator',
  'Six Sigma Green Belt',
];
const LANGUAGES = [
  'English (native)',
  'Spanish (fluent)',
  'German (professional)',
  'French (conversational)',
  'Portuguese (fluent)',
  'Japanese (basic)',
];

/** One synthetic person; `index` picks the seed so every resume of a corpus differs. */
export function person(index) {
  const random = rng(0x5eed + index * 7919);
  const field = FIELDS[index % FIELDS.length];
  const name = `${pick(random, FIRST)} ${pick(random, LAST)}`;
  const jobCount = between(random, 3, 6);
  let year = 2025;
  let month = between(random, 0, 11);
  const jobs = [];
  for (let j = 0; j < jobCount; j++) {
    const end = j === 0 ? 'Present' : `${MONTHS[month]} ${year}`;
    const years = between(random, 1, 4);
    const startMonth = between(random, 0, 11);
    const startYear = year - years;
    const achievements = Array.from({ length: between(random, 3, 6) }, () => sentence(random, field));
    const company = `${pick(random, COMPANY_A)}${pick(random, COMPANY_B)} ${pick(random, COMPANY_C)}`.trim();
    jobs.push({ company, role: pick(random, field.roles), start: `${MONTHS[startMonth]} ${startYear}`, end, achievements });
    year = startYear;
    month = (startMonth + 11) % 12;
    if (month === 11) year--;
  }
  const skills = [...new Set(Array.from({ length: between(random, 6, 12) }, () => pick(random, field.skills)))];
  return {
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${index}@example.com`,
    phone: `+44 7${between(random, 100, 999)} ${between(random, 100000, 999999)}`,
    summary: `${jobs[0].role} with ${2025 - year} years of experience across ${jobCount} organisations. ${sentence(random, field)}. Known for ${pick(random, field.skills)} and ${pick(random, field.skills)}, clear written communication and calm delivery under pressure.`,
    certifications: [...new Set(Array.from({ length: between(random, 0, 3) }, () => pick(random, CERTIFICATIONS)))],
    languages: [...new Set(Array.from({ length: between(random, 1, 3) }, () => pick(random, LANGUAGES)))],
    jobs,
    education: { degree: pick(random, field.degree), school: pick(random, SCHOOLS), year: String(year - between(random, 0, 2)) },
    skills,
    layout: ['role-at-company', 'company-dash-role', 'separate-lines'][index % 3],
  };
}

function jobHeader(job, layout) {
  switch (layout) {
    case 'role-at-company':
      return [`${job.role} at ${job.company}`, `${job.start} – ${job.end}`];
    case 'company-dash-role':
      return [`${job.company} — ${job.role} | ${job.start} - ${job.end}`];
    default:
      return [job.company, job.role, `${job.start} to ${job.end}`];
  }
}

const HEADINGS = new Set(['Summary', 'Professional Experience', 'Education', 'Skills', 'Certifications', 'Languages']);

export function resumeLines(p) {
  const lines = [p.name, `${p.email} | ${p.phone}`, '', 'Summary', p.summary, '', 'Professional Experience'];
  for (const job of p.jobs) {
    lines.push(...jobHeader(job, p.layout));
    for (const achievement of job.achievements) lines.push(`• ${achievement}.`);
    lines.push('');
  }
  lines.push('Education', `${p.education.degree}, ${p.education.school}, ${p.education.year}`, '');
  lines.push('Skills', p.skills.join(', '));
  if (p.certifications.length) lines.push('', 'Certifications', ...p.certifications.map((c) => `• ${c}`));
  lines.push('', 'Languages', p.languages.join(', '));
  return lines;
}

export const resumeTxt = (p) => Buffer.from(resumeLines(p).join('\n'), 'utf8');

export async function resumeDocx(p) {
  const paragraphs = resumeLines(p).map((line) =>
    HEADINGS.has(line)
      ? new Paragraph({ text: line, heading: HeadingLevel.HEADING_2 })
      : line.startsWith('• ')
        ? new Paragraph({ children: [new TextRun(line.slice(2))], bullet: { level: 0 } })
        : new Paragraph({ text: line }),
  );
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}

export function realPdfs() {
  const files = [];
  for (const dir of PDF_DIRS) {
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.pdf')) files.push({ name, bytes: readFileSync(join(dir, name)) });
    }
  }
  return files;
}

/**
 * `count` files: about `pdfShare` real PDFs (repeated when needed), the rest alternating .docx and
 * .txt synthetic resumes. Returns [{name, format, bytes}] in upload order (formats interleaved).
 */
export async function corpus(count, { pdfShare = 0.1, offset = 0 } = {}) {
  const pdfs = realPdfs();
  const pdfCount = Math.round(count * pdfShare);
  const every = pdfCount > 0 ? count / pdfCount : Infinity;
  const files = [];
  let pdfIndex = 0;
  for (let i = 0; i < count; i++) {
    if (pdfIndex < pdfCount && i >= Math.floor(pdfIndex * every + every / 2) - 1) {
      const pdf = pdfs[pdfIndex % pdfs.length];
      files.push({ name: `${String(i).padStart(3, '0')}-${pdf.name}`, format: 'pdf', bytes: pdf.bytes });
      pdfIndex++;
      continue;
    }
    const p = person(offset + i);
    const base = `${String(i).padStart(3, '0')}-${p.name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
    if (i % 2 === 0) files.push({ name: `${base}.docx`, format: 'docx', bytes: await resumeDocx(p) });
    else files.push({ name: `${base}.txt`, format: 'txt', bytes: resumeTxt(p) });
  }
  return files;
}
