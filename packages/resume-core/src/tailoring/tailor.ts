import { DEFAULTS, type JobAnalysis, type TailoredResumeObject } from '@tailor/contracts';
import { collectRequirements } from './match-score';
import { gaps, improvementAreas, strengths } from './phrases';
import { rankExperiences, type RankedExperience } from './relevance';
import { TailoringSession } from './session';
import { orderUserSkills } from './skills-order';
import { writeSummary } from './summary';
import type { EducationInput, ExperienceInput, MatchResult, ResumePerson, UserSkill, RankedChunk, TailoringMatcher } from './types';
import { isMissingPeriod, recency, totalYears } from './years';

export interface TailorResumeInput {
  readonly analysis: JobAnalysis;
  readonly experiences: readonly ExperienceInput[];
  readonly education: readonly EducationInput[];
  readonly profileSkills: readonly UserSkill[];
  readonly rankedChunks: readonly RankedChunk[];
  /** computeMatchScore over the same analysis, skills, experiences and chunks. */
  readonly match: MatchResult;
  readonly person: ResumePerson;
  readonly matcher: TailoringMatcher;
  /** The generation's session (for `matcher`); one is made for this call when absent. */
  readonly session?: TailoringSession;
  /** Year that 'Present' means; pass it for reproducible output. Defaults to the current year. */
  readonly asOfYear?: number;
  /** rankExperiences over the same input, when the caller already ranked them. */
  readonly ranked?: readonly RankedExperience[];
}

function newestFirst(ranked: readonly RankedExperience[], asOfYear: number): RankedExperience[] {
  // Each period read once, not once per comparison: a person can have hundreds of jobs.
  return ranked
    .map((r) => ({ r, recency: recency(r.experience, asOfYear) }))
    .sort((a, b) => b.recency - a.recency || a.r.index - b.r.index)
    .map(({ r }) => r);
}

/**
 * The rule engine's tailored resume. Truthful by construction: every employer, role, period,
 * achievement, degree and skill is copied from the input (only reordered); the job's requirements
 * appear solely in match_analysis.
 */
export function tailorResume(input: TailorResumeInput): TailoredResumeObject {
  const asOfYear = input.asOfYear ?? new Date().getUTCFullYear();
  const session = input.session ?? new TailoringSession(input.matcher);
  const ranked = input.ranked ?? rankExperiences({ ...input, session, asOfYear });
  const skills = orderUserSkills(input.profileSkills, input.experiences, collectRequirements(input.analysis, session), session);
  const reqs = input.match.requirements;
  return {
    summary: writeSummary({
      targetRole: input.analysis.role,
      experiences: input.experiences,
      ranked,
      skills,
      years: totalYears(input.experiences, asOfYear),
      person: input.person,
      asOfYear,
    }),
    // A resume reads newest first; relevance orders each job's achievements and picks the summary.
    experiences: newestFirst(ranked, asOfYear).map(({ experience: e, achievements }) => ({
      company: e.company,
      role: e.role,
      period: isMissingPeriod(e.period) ? DEFAULTS.tailoredPeriod : e.period.trim(),
      achievements: [...achievements],
    })),
    skills: skills.all,
    education: input.education.map((e) => ({ degree: e.degree, school: e.school, year: e.year })),
    match_analysis: {
      strengths: strengths(reqs, input.experiences),
      gaps: gaps(reqs),
      recommendations: improvementAreas(reqs),
    },
  };
}
