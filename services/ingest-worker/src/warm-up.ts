import { extractText } from '@tailor/extract';
import { mergeUserProfile } from '@tailor/profile';
import { chunkResume, parseResume } from '@tailor/resume-core';
import type { ParsedResume } from '@tailor/contracts';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

export interface WarmUpOptions {
  /** Synthetic resumes to run through the pipeline; 0 skips the warm-up. */
  files: number;
  /** Stops early past this, so a slow machine does not hold the worker back long. */
  budgetMs: number;
  now?: () => number;
  /** Where the worker parses (its parsing thread), so that is what gets warm; in-process by default. */
  parse?: (text: string) => ParsedResume | Promise<ParsedResume>;
  /** Where the worker reads uploads (its DOCX thread), likewise. */
  extract?: typeof extractText;
}

export interface WarmUpReport {
  files: number;
  ms: number;
}

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

async function asDocx(lines: string[]): Promise<Buffer> {
  const headings = new Set(['Summary', 'Experience', 'Education', 'Skills', 'Certifications']);
  const doc = new Document({
    sections: [
      {
        children: lines.map((line) =>
          headings.has(line)
            ? new Paragraph({ text: line, heading: HeadingLevel.HEADING_1 })
            : line.startsWith('• ')
              ? new Paragraph({ text: line.slice(2), bullet: { level: 0 } })
              : new Paragraph({ text: line }),
        ),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** Distinct DOCX files to read: building them costs about as much as reading them, so few are made. */
const DOCX_VARIANTS = 4;
/** How often the merge and skill-profile code runs, over every resume warmed so far. */
const MERGE_EVERY = 8;

/**
 * Runs synthetic resumes (DOCX and text, never user data) through what an ingest job does on this
 * thread: extraction, parsing, chunking, and the merge and skill profile of the user's recompute.
 * A fresh process runs that code cold: measured on the bench, the first 100 files of a new worker
 * cost about 26 ms of CPU each against 14 ms once V8 has compiled the hot paths, with mammoth
 * alone going from 13 to 7 ms per DOCX. Paid here, before the worker reports ready, it does not
 * land on the first upload after a start or a scale-out.
 */
export async function warmUp(options: WarmUpOptions): Promise<WarmUpReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const docxFiles: Buffer[] = [];
  const parsed: Array<{ resume_file_id: string; parsed: ParsedResume }> = [];
  let files = 0;
  while (files < options.files && now() - started < options.budgetMs) {
    const index = files;
    const lines = sampleResumeLines(index);
    let input: { filename: string; bytes: Buffer };
    if (index % 2 === 0) {
      const variant = (index / 2) % DOCX_VARIANTS;
      docxFiles[variant] ??= await asDocx(sampleResumeLines(1_000 + variant));
      input = { filename: `warm-up-${index}.docx`, bytes: docxFiles[variant] };
    } else {
      input = { filename: `warm-up-${index}.txt`, bytes: Buffer.from(lines.join('\n'), 'utf8') };
    }
    const { text } = await (options.extract ?? extractText)(input);
    const resume = await (options.parse ?? parseResume)(text);
    const resumeFileId = `warm-up-${index}`;
    chunkResume({
      userId: 'warm-up',
      resumeFileId,
      text,
      parsed: resume,
      now: new Date(),
      idFor: (fileId, chunk, type) => `${fileId}-${chunk}-${type}`,
    });
    parsed.push({ resume_file_id: resumeFileId, parsed: resume });
    files++;
    if (files % MERGE_EVERY === 0 || files === options.files) mergeUserProfile(parsed, 'warm-up', new Date());
  }
  return { files, ms: now() - started };
}
