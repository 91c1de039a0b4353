/**
 * An injected skill normaliser (the provider's `normalizeSkills` option): rewrites a few invented
 * aliases to their canonical lower-case names, so these tests do not depend on resume-core's data.
 */
const ALIASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\breact(?:\.js|js)\b/gi, 'react'],
  [/\bjs\b/gi, 'javascript'],
  [/\bts\b/gi, 'typescript'],
  [/\bk8s\b/gi, 'kubernetes'],
  [/\bamazon web services\b/gi, 'aws'],
  [/\bnode(?:\.js|js)?\b/gi, 'nodejs'],
  [/\bpostgres(?:ql)?\b/gi, 'postgresql'],
  [/\bml\b/gi, 'machine learning'],
];

export function testAliases(text: string): string {
  let out = text;
  for (const [pattern, canonical] of ALIASES) out = out.replace(pattern, canonical);
  return out;
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += (a[i] ?? 0) * (b[i] ?? 0);
  return dot;
}

export function norm(a: readonly number[]): number {
  return Math.sqrt(cosine(a, a));
}

/** Resume chunks, each about one thing, worded as resumes are. */
export const RESUME_CHUNKS = {
  frontend:
    'Built React and TypeScript front ends for a SaaS analytics dashboard; wrote reusable component libraries and Jest tests and improved Lighthouse performance scores.',
  devops:
    'Migrated 40 microservices to Kubernetes on Amazon Web Services, wrote Terraform modules and GitHub Actions CI/CD pipelines, and cut deployment time from hours to minutes.',
  nursing:
    'Managed hospital nursing staff schedules for three wards, coordinated patient care with physicians and trained new nurses on triage procedures.',
  ml: 'Trained machine learning models in Python with scikit-learn and PyTorch to forecast customer churn; built Airflow pipelines feeding a Snowflake warehouse.',
  product:
    'Owned the product roadmap for a payments platform, ran discovery interviews with customers, prioritised the backlog with engineering and launched a checkout redesign that lifted conversion 12%.',
  finance: 'Prepared monthly financial statements, reconciled general ledger accounts and supported the annual external audit under GAAP.',
  backend: 'Designed REST and GraphQL APIs in Node.js and Express backed by PostgreSQL and Redis, handling 5,000 requests per second.',
} as const;

export type ChunkName = keyof typeof RESUME_CHUNKS;

/** Job requirements, worded differently from the chunk they should find (aliases, inflections). */
export const REQUIREMENTS: ReadonlyArray<readonly [query: string, expected: ChunkName]> = [
  ['Experience with React.js and TS', 'frontend'],
  ['Hands-on with K8s, AWS and infrastructure as code', 'devops'],
  ['Nurse manager experience scheduling clinical staff', 'nursing'],
  ['ML engineer: Python, model training, churn prediction', 'ml'],
  ['Product manager who owns roadmaps and prioritizes the backlog with engineers', 'product'],
  ['Accountant: month-end close, account reconciliations, audit support', 'finance'],
  ['Backend developer with Node and Postgres API design', 'backend'],
];
