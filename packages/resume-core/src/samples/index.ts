/**
 * Synthetic resumes and postings, never user data: what a worker runs through its hot paths before
 * it reports ready, and what tests use for a plausible document. Every index gives a different one.
 */

const FIRST_NAMES = ['Jordan', 'Avery', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emerson', 'Sasha', 'Kai'];
const LAST_NAMES = ['Example', 'Sample', 'Placeholder', 'Warmup', 'Tester', 'Demo', 'Fixture'];
const EMPLOYERS = [
  'Example Payments Inc.',
  'Sample Labs',
  'Demo Logistics GmbH',
  'Placeholder Health',
  'Fixture Analytics LLC',
  'Warmup Retail Group',
];
const ROLES = [
  'Senior Software Engineer',
  'Backend Engineer',
  'Data Engineer',
  'Engineering Manager',
  'Site Reliability Engineer',
  'Product Analyst',
];
const SKILLS = [
  'TypeScript',
  'Node.js',
  'Go',
  'Python',
  'PostgreSQL',
  'Redis',
  'Kubernetes',
  'AWS',
  'Docker',
  'Kafka',
  'React',
  'Terraform',
  'SQL',
  'GraphQL',
];
const ACHIEVEMENTS = [
  'Led the migration of {n} services to Kubernetes, cutting deploy time by {p}%',
  'Built a PostgreSQL-backed ledger handling {n} million transactions per day',
  'Designed a Redis cache in front of the pricing API, reducing p95 latency by {p}%',
  'Mentored {n} engineers and introduced code review guidelines adopted by the team',
  'Automated infrastructure with Terraform across {n} AWS accounts, saving {p}% of cloud spend',
  'Shipped a React dashboard used by {n} customer teams, raising retention by {p}%',
];
const MONTHS = ['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** A resume as lines, different for every index: names, employers, dates, numbers and skills vary. */
export function sampleResumeLines(index: number): string[] {
  const name = `${pick(FIRST_NAMES, index)} ${pick(LAST_NAMES, index * 3 + 1)}`;
  const lines = [
    name,
    `${name.toLowerCase().replace(/\s+/g, '.')}@example.com | +1 555 01${String(index % 100).padStart(2, '0')} | Springfield`,
    '',
    'Summary',
  ];
  lines.push(`${pick(ROLES, index)} with ${3 + (index % 9)} years of experience building APIs and data platforms.`, '', 'Experience');
  let year = 2024 - (index % 4);
  for (let job = 0; job < 2 + (index % 3); job++) {
    const start = year - 1 - ((index + job) % 3);
    const role = pick(ROLES, index + job);
    const employer = pick(EMPLOYERS, index * 2 + job);
    const dates = `${pick(MONTHS, index + job)} ${start} – ${job === 0 ? 'Present' : `${pick(MONTHS, index + job + 2)} ${year}`}`;
    // Both header layouts the parser knows: "Role at Employer" over the dates, and "Employer — Role | dates".
    if ((index + job) % 2 === 0) lines.push(`${role} at ${employer}`, dates);
    else lines.push(`${employer} — ${role} | ${dates}`);
    for (let bullet = 0; bullet < 2 + ((index + job) % 3); bullet++) {
      const text = pick(ACHIEVEMENTS, index + job * 2 + bullet)
        .replace('{n}', String(2 + ((index * 7 + bullet) % 40)))
        .replace('{p}', String(10 + ((index * 13 + job) % 60)));
      lines.push(`• ${text}`);
    }
    year = start;
  }
  lines.push('', 'Education', `BSc Computer Science, ${pick(LAST_NAMES, index)} University, ${year - 1}`, '', 'Skills');
  lines.push(Array.from({ length: 5 + (index % 5) }, (_, k) => pick(SKILLS, index + k * 3)).join(', '));
  if (index % 2 === 0) lines.push('', 'Certifications', '• AWS Certified Solutions Architect');
  return lines;
}

const POSTING_TITLES = [
  'Senior Backend Engineer',
  'Data Platform Engineer',
  'Payments Engineering Manager',
  'Product Analyst',
  'Site Reliability Engineer',
];
const POSTING_COMPANIES = ['Example Mobility', 'Sample Grocers', 'Placeholder Insurance', 'Demo Robotics'];
const DUTIES = [
  'Design and operate services that handle {n} million requests a day',
  'Own the reliability of our data pipelines and their on-call rota',
  'Work with product managers to shape the roadmap of the platform',
  'Coach a team of {n} engineers and run hiring for the group',
  'Improve the observability of our systems with metrics, tracing and alerting',
  'Write clear design documents and review the designs of others',
];
const REQUIREMENTS = [
  '{n}+ years of experience with TypeScript or Go',
  'Experience running PostgreSQL and Redis in production',
  'Hands-on knowledge of Kubernetes, Docker and Terraform on AWS',
  'Strong communication skills and stakeholder management',
  'Familiarity with event streaming (Kafka) and GraphQL APIs',
  'A degree in computer science or equivalent practical experience',
  'Experience with machine learning model deployment',
  'Background in budgeting, forecasting and vendor negotiation',
];
const NICE_TO_HAVE = ['Experience with React', 'Knowledge of SQL query tuning', 'Exposure to A/B testing', 'Agile and Scrum ceremonies'];

/** A job posting as text, different for every index: title, duties and requirements vary. */
export function samplePostingText(index: number): string {
  const lines = [
    pick(POSTING_TITLES, index),
    `${pick(POSTING_COMPANIES, index)} · Remote · Full-time`,
    '',
    'About the role',
    `We are growing our ${pick(['platform', 'payments', 'data', 'operations'], index)} team and looking for someone to join us.`,
    '',
    'What you will do',
  ];
  for (let k = 0; k < 3 + (index % 3); k++) lines.push(`- ${pick(DUTIES, index + k).replace('{n}', String(2 + ((index + k) % 9)))}`);
  lines.push('', 'What we are looking for');
  for (let k = 0; k < 4 + (index % 4); k++) lines.push(`- ${pick(REQUIREMENTS, index * 3 + k).replace('{n}', String(3 + (index % 5)))}`);
  lines.push('', 'Nice to have');
  for (let k = 0; k < 2; k++) lines.push(`- ${pick(NICE_TO_HAVE, index + k)}`);
  return lines.join('\n');
}
