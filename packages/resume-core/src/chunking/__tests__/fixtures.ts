import { ParsedResumeSchema, type ChunkType, type ParsedResume } from '@tailor/contracts';

export const NOW = '2026-03-01T12:00:00.000Z';
export const idFor = (resumeFileId: string, index: number, type: ChunkType): string => `${resumeFileId}:${index}:${type}`;

const SENTENCES = [
  'Led the migration of the billing platform to event sourcing across four teams.',
  'Cut p95 latency by 40% by replacing the ORM layer with hand-tuned SQL.',
  'Mentored six engineers, two of whom were promoted within a year.',
  'Designed the public API and its versioning policy.',
  'Ran quarterly planning with product and design partners.',
];

/** Resume-like text of exactly `length` characters: sentences, line breaks, no trailing space. */
export function textOfLength(length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) {
    out += (SENTENCES[i % SENTENCES.length] ?? '') + (i % 3 === 2 ? '\n' : ' ');
  }
  const cut = out.slice(0, length);
  return /\s$/.test(cut) ? `${cut.slice(0, -1)}x` : cut;
}

export function parsedResume(experienceCount = 3): ParsedResume {
  return ParsedResumeSchema.parse({
    summary: 'Backend engineer with ten years of experience building payment systems.',
    overall_confidence: 0.8,
    experiences: Array.from({ length: experienceCount }, (_, i) => ({
      company: `Company ${i + 1}`,
      role: i === 0 ? 'Senior Software Engineer' : 'Software Engineer',
      period: `${2020 - 2 * i} – ${2022 - 2 * i}`,
      start_year: 2020 - 2 * i,
      end_year: 2022 - 2 * i,
      skills: ['TypeScript', 'PostgreSQL'],
      achievements: [`Shipped project ${i + 1} used by 10,000 customers`, 'Reduced infrastructure cost by 25%'],
      confidence_score: 0.9,
    })),
    education: [{ degree: 'BSc Computer Science', school: 'University of Leeds', year: '2012', confidence_score: 0.85 }],
    skills: [
      { name: 'TypeScript', category: 'technical', confidence_score: 0.9 },
      { name: 'PostgreSQL', category: 'technical', confidence_score: 0.8 },
      { name: 'Roadmapping', category: 'product', confidence_score: 0.7 },
      { name: 'Mentoring', category: 'leadership', confidence_score: 0.6 },
    ],
  });
}
