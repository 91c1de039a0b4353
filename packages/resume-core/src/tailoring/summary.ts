import type { RankedExperience } from './relevance';
import type { ExperienceInput, ResumePerson } from './types';
import { joinList } from './text';
import { recency } from './years';

export interface SummaryInput {
  readonly targetRole: string | null;
  readonly experiences: readonly ExperienceInput[];
  readonly ranked: readonly RankedExperience[];
  /** The user's own skill names, matched first. */
  readonly skills: { readonly matched: readonly string[]; readonly all: readonly string[] };
  readonly years: number;
  readonly person: ResumePerson;
  readonly asOfYear: number;
}

/**
 * Two sentences built only from the user's data: their most recent title, their years, their
 * strongest matching skills and the employers that match best. The target role is named only as the
 * goal ("to the … role"), never as a title the user holds.
 */
export function writeSummary(input: SummaryInput): string {
  const latest = input.experiences
    .map((e, i) => ({ e, i, recency: recency(e, input.asOfYear) }))
    .sort((a, b) => b.recency - a.recency || a.i - b.i)[0]?.e;
  const identity = latest?.role.trim() || input.person.headline.trim() || 'Professional';
  const skills = (input.skills.matched.length > 0 ? input.skills.matched : input.skills.all).slice(0, 3);

  const yearsPart = input.years > 0 ? ` with ${input.years} year${input.years === 1 ? '' : 's'} of experience` : '';
  const first =
    skills.length === 0
      ? `${identity}${yearsPart}.`
      : `${identity}${yearsPart}${yearsPart ? ' in' : ' skilled in'} ${joinList(skills)}.`;

  // Only employers where a requirement shows; retrieval similarity alone does not make work relevant.
  const companies = [...new Set(input.ranked.filter((r) => r.requirements.length > 0).map((r) => r.experience.company))].slice(0, 2);
  if (companies.length === 0) return first;
  const goal = input.targetRole?.trim() ? ` to the ${input.targetRole.trim()} role` : '';
  return `${first} Brings relevant experience from ${joinList(companies)}${goal}.`;
}
