import type { SkillCategory } from '@tailor/contracts';
import type { SkillMatcher } from '../skills';

/** A known skill as the skills database describes it. */
export interface KnownSkill {
  name: string;
  category: SkillCategory;
  aliases: string[];
}

/**
 * What the parser needs from the skills database: find known skills in free text and look up a
 * listed name. Kept this narrow so tests can pass a tiny fake.
 */
export interface SkillLookup {
  /** `inList`: the text is an item of a skills list, so ambiguous names ("Go", "R") count. */
  find(text: string, inList?: boolean): KnownSkill[];
  /** Like `find`, with how many characters of `text` the found names cover. */
  findCovering(text: string, inList?: boolean): { skills: KnownSkill[]; covered: number };
  lookup(name: string): KnownSkill | undefined;
  /** Category for a name the database does not know; `hint` is the list's label ("Soft Skills"). */
  categorize(name: string, hint: string | undefined): SkillCategory;
}

export interface ParseOptions {
  /** Skills database matcher; the built-in database by default. */
  matcher?: SkillMatcher;
  /** "Present" resolves to this date's year; pass one in tests so results do not age. */
  now?: Date;
}

export const NO_RESUME_CONTENT_MESSAGE = 'No resume content found: the file has no recognisable experience, education or skills sections.';

/** Why a resume in another language yielded nothing: its headings and dates are read in English only. */
export function noContentInLanguageMessage(language: string): string {
  return `No resume content found: the text seems to be in ${language}, and resumes are read in English only. Upload an English version to build your profile from it.`;
}

/** The note a resume in another language gets when parts of it could still be read. */
export function partlyReadLanguageNote(language: string): string {
  return `This resume seems to be in ${language}; its sections and dates are read, but job titles, degrees and skills are recognised in English only, so parts of it may be missing from your profile. Check what was read, or upload an English version.`;
}

/** Thrown instead of returning an empty resume, so callers never store an invented one. */
export class NoResumeContentError extends Error {
  override readonly name = 'NoResumeContentError';
  constructor(message: string = NO_RESUME_CONTENT_MESSAGE) {
    super(message);
  }
}
