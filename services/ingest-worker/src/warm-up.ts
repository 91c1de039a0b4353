import { extractText } from '@tailor/extract';
import { mergeUserProfile } from '@tailor/profile';
import { chunkResume, parseResume, sampleResumeLines } from '@tailor/resume-core';
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
