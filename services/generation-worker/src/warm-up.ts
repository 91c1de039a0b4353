import type { SearchResultChunk } from '@tailor/contracts';
import { mergeUserProfile } from '@tailor/profile';
import {
  analyzeJobDescription,
  chunkResume,
  generationRecords,
  parseResume,
  planGeneration,
  profileSkillsFromProfile,
  samplePostingText,
  sampleResumeLines,
  scoreByWords,
  toVectorPayload,
  type GenerationInput,
} from '@tailor/resume-core';
import type { GenerationContext } from './generation.context';

export interface GenerationWarmUpOptions {
  /** Synthetic postings to run through scoring and planning; 0 skips the warm-up. */
  runs: number;
  /** Stops early past this, so a slow machine does not hold the worker back long. */
  budgetMs: number;
  context: Pick<GenerationContext, 'matcher' | 'lexical' | 'embedder' | 'semantic'>;
  now?: () => number;
}

export interface GenerationWarmUpReport {
  runs: number;
  ms: number;
}

/** Resumes of the synthetic person: enough jobs that scoring takes the paths a long career takes. */
const PERSON_RESUMES = 24;
/** Texts per read by the local sentence model, as many as a generation's unmet requirements. */
const SEMANTIC_TEXTS = 12;

function syntheticPerson(): Omit<GenerationInput, 'jobDescription' | 'analysis' | 'matcher' | 'asOfYear'> {
  const now = new Date();
  const parsed = Array.from({ length: PERSON_RESUMES }, (_, index) => {
    const text = sampleResumeLines(index).join('\n');
    return { resume_file_id: `warm-up-${index}`, text, parsed: parseResume(text) };
  });
  const merged = mergeUserProfile(parsed, 'warm-up', now);
  const hits: SearchResultChunk[] = parsed
    .flatMap(({ resume_file_id, text, parsed: resume }) =>
      chunkResume({
        userId: 'warm-up',
        resumeFileId: resume_file_id,
        text,
        parsed: resume,
        now,
        idFor: (file, chunk, type) => `${file}-${chunk}-${type}`,
      }),
    )
    .map((chunk, i) => ({ id: chunk.id, score: 1 - (i % 20) / 40, payload: toVectorPayload(chunk) }));
  const { experiences, education, profile, contact } = merged;
  return {
    hits: hits.slice(0, 20),
    experiences,
    education,
    skills: profileSkillsFromProfile(profile),
    contact,
    account: { full_name: 'Jordan Example', email: 'jordan.example@example.com' },
  };
}

/**
 * Runs synthetic postings (never user data) against a synthetic person through what a generation
 * does on this process: analysing the posting by the rules, encoding it for search, reading
 * requirements by meaning when the sentence model is local, scoring, planning and building the
 * records. A fresh process runs that code cold: on the bench the first generations after a start
 * took about twice as long as they did once V8 had compiled the hot paths. Paid here, before the
 * worker reports ready, that does not land on the first people to generate after a start or a
 * scale-out. A configured language model or remote embedding endpoint is never called.
 */
export async function warmUpGeneration(options: GenerationWarmUpOptions): Promise<GenerationWarmUpReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const { context } = options;
  const readsMeaning = context.semantic && !context.embedder.provider.remote;
  let runs = 0;
  if (options.runs <= 0) return { runs, ms: 0 };
  const person = syntheticPerson();
  while (runs < options.runs && now() - started < options.budgetMs) {
    const jobDescription = samplePostingText(runs);
    const analysis = analyzeJobDescription(jobDescription);
    context.lexical.encode(jobDescription);
    const input: GenerationInput = { ...person, jobDescription, analysis, matcher: context.matcher, asOfYear: new Date().getUTCFullYear() };
    const scored = scoreByWords(input);
    if (readsMeaning) {
      const unmet = scored.match.requirements.filter((r) => r.match === 'none').map((r) => r.requirement);
      if (unmet.length > 0) await context.embedder.provider.embed(unmet.slice(0, SEMANTIC_TEXTS));
    }
    const plan = planGeneration(input, scored);
    generationRecords({
      plan,
      resume: plan.resume,
      userId: 'warm-up',
      jobDescription,
      analysisId: `warm-up-${runs}`,
      applicationId: `warm-up-${runs}`,
      now: new Date(),
      processingTimeMs: 0,
    });
    runs++;
  }
  return { runs, ms: now() - started };
}
