import {
  DEFAULTS,
  emptySkillGroups,
  RELEVANT_EXPERIENCES,
  SKILL_CATEGORY_LABELS,
  type EnrichedJobAnalysis,
  type JobAnalysis,
  type RelevantExperience,
  type SkillGroups,
} from '@tailor/contracts';
import { alignmentSentences, improvementAreas, keyRequirements, recommendedFocus } from './phrases';
import { rankExperiences, type RankedExperience } from './relevance';
import { fitsPosting } from './role-fit';
import type { TailoringSession } from './session';
import type { ExperienceInput, MatchResult, RankedChunk, ScoredRequirement, TailoringMatcher } from './types';
import { isMissingPeriod, totalYears } from './years';

export interface EnrichInput {
  readonly analysis: JobAnalysis;
  readonly match: MatchResult;
  readonly rankedChunks: readonly RankedChunk[];
  readonly experiences: readonly ExperienceInput[];
  readonly matcher: TailoringMatcher;
  /** The generation's session (for `matcher`); one is made for this call when absent. */
  readonly session?: TailoringSession;
  /** Year that 'Present' means; pass it for reproducible output. Defaults to the current year. */
  readonly asOfYear?: number;
  /** rankExperiences over the same input, when the caller already ranked them. */
  readonly ranked?: readonly RankedExperience[];
}

function group(reqs: readonly ScoredRequirement[]): SkillGroups {
  const groups = emptySkillGroups();
  for (const r of reqs) groups[SKILL_CATEGORY_LABELS[r.category]].push(r.requirement);
  return groups;
}

const KEY_ACHIEVEMENTS = 3;

function toRelevant(r: RankedExperience): RelevantExperience {
  return {
    company: r.experience.company,
    role: r.experience.role,
    duration: isMissingPeriod(r.experience.period) ? DEFAULTS.tailoredPeriod : r.experience.period,
    relevance: r.relevance,
    key_achievements: r.achievements.slice(0, KEY_ACHIEVEMENTS),
  };
}

/** The enriched analysis; every sentence and list is derived from the match and the user's own data. */
export function enrichAnalysis(input: EnrichInput): EnrichedJobAnalysis {
  const asOfYear = input.asOfYear ?? new Date().getUTCFullYear();
  const reqs = input.match.requirements;
  const ranked = input.ranked ?? rankExperiences({ ...input, asOfYear });
  const musts = reqs.filter((r) => r.importance === 'must');
  return {
    ...input.analysis,
    matchScore: input.match.matchScore,
    requiredSkills: group(musts),
    skillGaps: group(musts.filter((r) => r.match === 'none')),
    experienceAlignment: alignmentSentences({
      analysis: input.analysis,
      ranked,
      requirements: reqs,
      rankedChunks: input.rankedChunks,
      totalYears: totalYears(
        ranked.filter((r) => r.requirements.length > 0).map((r) => r.experience),
        asOfYear,
      ),
      asOfYear,
    }),
    // Only experiences with something real in common with the posting; recency alone is not relevance.
    relevantExperiences: ranked
      .filter((r) => r.relevance > 0 && fitsPosting(r.requirements.length, r.fit))
      .slice(0, RELEVANT_EXPERIENCES.kept)
      .map(toRelevant),
    recommendedFocus: recommendedFocus(reqs, input.experiences),
    improvementAreas: improvementAreas(reqs),
    keyRequirements: keyRequirements(input.analysis),
    requirementMatches: input.match.requirementMatches,
    scoreBreakdown: input.match.breakdown,
  };
}
