import type { RankedExperience } from './relevance';
import { fitsPosting, isUnpaidRole } from './role-fit';
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
 * Two sentences built only from the user's data: their most recent paid title, their years, their
 * strongest matching skills and the paid roles that fit the posting best (by requirements shown,
 * title, industry and recency). The target role is named only as the goal ("to the … role"), never
 * as a title the user holds; a volunteer role never speaks for a paid one.
 */
export function writeSummary(input: SummaryInput): string {
  const byRecency = input.experiences
    .map((e, i) => ({ e, i, recency: recency(e, input.asOfYear) }))
    .sort((a, b) => b.recency - a.recency || a.i - b.i);
  const latest = (byRecency.find((x) => !isUnpaidRole(x.e)) ?? byRecency[0])?.e;
  const identity = latest?.role.trim() || input.person.headline.trim() || 'Professional';
  const skills = (input.skills.matched.length > 0 ? input.skills.matched : input.skills.all).slice(0, 3);

  const yearsPart = input.years > 0 ? ` with ${input.years} year${input.years === 1 ? '' : 's'} of experience` : '';
  const first = skills.length === 0 ? `${identity}${yearsPart}.` : `${identity}${yearsPart}${yearsPart ? ' in' : ' skilled in'} ${joinList(skills)}.`;

  // Only paid roles where a requirement, the job family or the industry shows; retrieval
  // similarity alone does not make work relevant. `ranked` counts recency already.
  const companies = [
    ...new Set(
      input.ranked
        .filter((r) => !r.fit.unpaid && fitsPosting(r.requirements.length, r.fit) && (r.requirements.length > 0 || r.fit.role > 0))
        .map((r) => r.experience.company),
    ),
  ].slice(0, 2);
  if (companies.length === 0) return first;
  const goal = input.targetRole?.trim() ? ` to the ${input.targetRole.trim()} role` : '';
  return `${first} Brings relevant experience from ${joinList(companies)}${goal}.`;
}
