import type { TailoredResumeObject } from '@tailor/contracts';

/** Whose resume it is: from the user's own profile (resume-core's `personHeader`), never a fixed name. */
export interface DocxPerson {
  readonly fullName: string;
  readonly headline: string;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly location?: string | null;
  readonly links?: readonly string[];
}

/** Category of a skill ('product', 'technical', …) or null when unknown; e.g. the skill matcher's `categoryOf`. */
export type SkillCategoryOf = (skill: string) => string | null | undefined;

export interface RenderResumeInput {
  readonly resume: TailoredResumeObject;
  readonly person: DocxPerson;
  readonly targetRole: string | null;
  /** Without it every skill goes under 'Additional'. */
  readonly categoryOf?: SkillCategoryOf;
  /** US Letter unless told otherwise: the inch margins and most ATS templates assume it. */
  readonly paper?: 'letter' | 'a4';
}
