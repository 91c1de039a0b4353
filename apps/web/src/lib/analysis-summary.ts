import type { EnrichedJobAnalysis, RequirementMatch } from '@tailor/contracts/browser';

export interface RequirementCounts {
  must: number;
  mustMatched: number;
  nice: number;
  niceMatched: number;
}

/**
 * The one count of an analysis's requirements that every view shows: the requirements the score
 * was computed over, must-have and nice-to-have. Analyses saved before requirements were explained
 * count their required skills and gaps instead.
 */
export function requirementCounts(analysis: EnrichedJobAnalysis): RequirementCounts {
  const matches = analysis.requirementMatches;
  if (matches && matches.length > 0) {
    const must = matches.filter((m) => m.importance === 'must');
    const nice = matches.filter((m) => m.importance === 'nice');
    return {
      must: must.length,
      mustMatched: must.filter((m) => m.match !== 'none').length,
      nice: nice.length,
      niceMatched: nice.filter((m) => m.match !== 'none').length,
    };
  }
  const required = Object.values(analysis.requiredSkills ?? {}).flat();
  const gaps = Object.values(analysis.skillGaps ?? {}).flat();
  return { must: required.length, mustMatched: required.length - gaps.length, nice: 0, niceMatched: 0 };
}

export interface Gap {
  requirement: string;
  importance: RequirementMatch['importance'];
  action: string;
}

/** What a person can do about one missing requirement; never advice to claim what they have not done. */
function actionFor(match: Pick<RequirementMatch, 'requirement' | 'kind'>): string {
  return match.kind === 'soft'
    ? `If you have shown ${match.requirement}, add an achievement line that gives one example; the tailored resume only uses what your resumes say.`
    : `If you have used ${match.requirement}, add it to the job where you used it, with a result; if not, it is worth learning or naming as something you are learning in your cover letter.`;
}

/** The gaps that matter most: missing must-haves first, then nice-to-haves, in the posting's order. */
export function topGaps(analysis: EnrichedJobAnalysis, count = 3): Gap[] {
  const matches = analysis.requirementMatches ?? [];
  const missing = [...matches.filter((m) => m.importance === 'must'), ...matches.filter((m) => m.importance === 'nice')].filter(
    (m) => m.match === 'none',
  );
  if (matches.length === 0) {
    return Object.values(analysis.skillGaps ?? {})
      .flat()
      .slice(0, count)
      .map((requirement) => ({ requirement, importance: 'must' as const, action: actionFor({ requirement, kind: 'hard' }) }));
  }
  return missing.slice(0, count).map((m) => ({ requirement: m.requirement, importance: m.importance, action: actionFor(m) }));
}

/** Requirements the person's resumes show, strongest first. */
export function matchedRequirements(analysis: EnrichedJobAnalysis): string[] {
  const order: Record<RequirementMatch['match'], number> = { exact: 0, partial: 1, fuzzy: 2, none: 3 };
  const matches = (analysis.requirementMatches ?? []).filter((m) => m.match !== 'none');
  if (matches.length === 0 && !analysis.requirementMatches?.length) {
    const gaps = new Set(
      Object.values(analysis.skillGaps ?? {})
        .flat()
        .map((s) => s.toLowerCase()),
    );
    return Object.values(analysis.requiredSkills ?? {})
      .flat()
      .filter((s) => !gaps.has(s.toLowerCase()));
  }
  return [...matches]
    .sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'must' ? -1 : 1) || order[a.match] - order[b.match])
    .map((m) => m.requirement);
}
