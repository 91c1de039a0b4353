import { chunkResume, parseResume } from '@tailor/resume-core';

// Short, but it touches every section the parser knows, so each lazily built table gets built.
const SAMPLE = [
  'Jordan Example',
  'jordan@example.com | +1 555 0100 | Springfield',
  '',
  'Summary',
  'Backend engineer with six years of experience building payment APIs in TypeScript and Go.',
  '',
  'Experience',
  'Senior Software Engineer at Example Payments Inc.',
  'Jan 2021 – Present',
  '• Led the migration of 12 services to Kubernetes, cutting deploy time by 40%',
  '• Built a PostgreSQL-backed ledger handling 2 million transactions per day',
  'Example Labs — Software Engineer | 2018 - 2020',
  '• Designed a Redis cache in front of the pricing API, reducing p95 latency by 30%',
  '',
  'Education',
  'BSc Computer Science, Example University, 2018',
  '',
  'Skills',
  'TypeScript, Node.js, Go, PostgreSQL, Redis, Kubernetes, AWS, Docker',
  '',
  'Certifications',
  '• AWS Certified Solutions Architect',
].join('\n');

/**
 * Parses and chunks a sample resume once before the worker takes jobs. The first parse of a
 * process builds the skill tables and compiles the hot paths (about a third of a second); paid
 * here, it does not land on the first files of the first upload.
 */
export function warmUp(): void {
  const parsed = parseResume(SAMPLE);
  chunkResume({ userId: 'warm-up', resumeFileId: 'warm-up', text: SAMPLE, parsed, now: new Date(), idFor: (fileId, index, type) => `${fileId}-${index}-${type}` });
}
