import type { JobAnalysis, ParsedEducation, ParsedExperience, ParsedResume, SearchResultChunk, Skill, TailoredResumeObject } from '@tailor/contracts';

/** Who the tailored resume is for; the header of the document, not evidence. */
export interface TailorProfile {
  fullName: string;
  headline: string;
}

/**
 * Everything tailoring may draw on. Stored `Experience`/`Education` records are assignable to the
 * parsed shapes, so callers can pass either. The output must only use what is in here.
 */
export interface TailorInput {
  analysis: JobAnalysis;
  experiences: readonly ParsedExperience[];
  education: readonly ParsedEducation[];
  skills: readonly Skill[];
  /** Retrieved evidence, best first. */
  chunks: readonly SearchResultChunk[];
  profile: TailorProfile;
  /**
   * The rule engine's resume from the same ranking and score (resume-core's `planGeneration`):
   * what the rule engine answers, and so what a failed model falls back to.
   */
  ruleResume?: TailoredResumeObject;
}

/** Every smart step goes through this; outputs are always validated with the contracts' schemas. */
export interface ResumeIntelligence {
  readonly kind: 'llm' | 'rules';
  parseResume(text: string): Promise<ParsedResume>;
  extractSkills(text: string): Promise<Skill[]>;
  analyzeJob(text: string): Promise<JobAnalysis>;
  tailorResume(input: TailorInput): Promise<TailoredResumeObject>;
}

type MaybePromise<T> = T | Promise<T>;

/** The built-in rule engine's functions, injected so this package does not depend on its layout. */
export interface RuleFunctions {
  parseResume(text: string): MaybePromise<ParsedResume>;
  extractSkills(text: string): MaybePromise<Skill[]>;
  analyzeJob(text: string): MaybePromise<JobAnalysis>;
  tailorResume(input: TailorInput): MaybePromise<TailoredResumeObject>;
}
