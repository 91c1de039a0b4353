import { EXPERIENCE_FACTOR, MAX_MATCH_SCORE, type JobAnalysis, type ScoreBreakdown } from '@tailor/contracts';
import { buildEvidenceIndex } from './evidence';
import type { Probe } from './probe';
import { TailoringSession } from './session';
import { matchRequirement } from './requirement-match';
import { applySemanticEvidence, type SemanticEvidence } from './semantic-evidence';
import type { ExperienceInput, MatchResult, UserSkill, RankedChunk, ScoredRequirement, TailoringMatcher } from './types';
import { round } from './text';

/**
 * How the parts combine (a weighting of our own):
 *
 *   total = min(100, round(0.62 × S + E × (0.5 + 0.5 × S/100) + 5 × P/100))
 *
 * S = skill percentage over the must-have (required) skills, E = experience factor (0–38),
 * P = the same percentage over the nice-to-have (preferred) skills. Half of E is earned by any
 * retrieved evidence; the other half scales with S, because a vector search always returns the
 * user's nearest chunks, and many chunks about unrelated work must not carry an unrelated profile.
 * Every requirement met gives 62 + E (+5 with the preferred ones): ≥ 90 once five chunks with a mean
 * similarity ≥ 0.375 are retrieved (E = 25 + 8 × mean from five chunks). No requirement met gives at
 * most E/2 ≤ 19. Without required skills the preferred ones stand in for S (and P is 0); without
 * either, S is 0.
 */
export const MATCH_FORMULA = {
  skillWeight: 0.62,
  experienceBaseShare: 0.5,
  preferredBonus: 5,
  text: 'total = min(100, round(0.62 × S + E × (0.5 + 0.5 × S/100) + 5 × P/100))',
} as const;

/**
 * Experience factor: 20 × min(chunks/2, 1) + 8 × mean chunk score (0.5 without chunks), +5 at 5
 * or more chunks and +5 more at 10 or more, at least 10 when any chunk exists. The chunk score is the
 * raw search similarity clamped to 0–1; the ranking bonuses are about ordering, not evidence.
 */
export function experienceFactor(chunks: readonly { readonly score: number }[]): number {
  const n = chunks.length;
  const f = EXPERIENCE_FACTOR;
  const mean = n === 0 ? f.defaultMeanScore : chunks.reduce((s, c) => s + Math.min(1, Math.max(0, c.score)), 0) / n;
  let factor = f.chunkWeight * Math.min(n / f.chunkSaturation, 1) + f.meanScoreWeight * mean;
  if (n >= f.firstBonusAt) factor += f.bonus;
  if (n >= f.secondBonusAt) factor += f.bonus;
  if (n > 0) factor = Math.max(factor, f.floorWhenAnyChunks);
  return round(factor, 4);
}

export interface Requirement {
  readonly probe: Probe;
  readonly importance: 'must' | 'nice';
}

/** Required then preferred, each skill once (by canonical name); a skill both required and preferred is required. */
export function collectRequirements(analysis: JobAnalysis, session: TailoringSession): Requirement[] {
  const seen = new Set<string>();
  const out: Requirement[] = [];
  const add = (list: readonly string[], importance: 'must' | 'nice'): void => {
    for (const raw of list) {
      const text = raw.trim();
      if (text.length === 0) continue;
      const probe = session.probe(text);
      if (probe.key.length === 0 || seen.has(probe.key)) continue;
      seen.add(probe.key);
      out.push({ probe, importance });
    }
  };
  add(analysis.required_skills, 'must');
  add(analysis.preferred_skills, 'nice');
  return out;
}

export interface MatchInput {
  readonly analysis: JobAnalysis;
  readonly profileSkills: readonly UserSkill[];
  readonly experiences: readonly ExperienceInput[];
  readonly rankedChunks: readonly RankedChunk[];
  readonly matcher: TailoringMatcher;
  /** The generation's session (for `matcher`); one is made for this call when absent. */
  readonly session?: TailoringSession;
}

function percentage(reqs: readonly ScoredRequirement[]): number {
  return reqs.length === 0 ? 0 : (reqs.reduce((s, r) => s + r.weight, 0) / reqs.length) * 100;
}

function combine(musts: readonly ScoredRequirement[], nices: readonly ScoredRequirement[], e: number): ScoreBreakdown {
  const basis = musts.length > 0 ? musts : nices;
  const s = percentage(basis);
  const p = musts.length > 0 ? percentage(nices) : 0;
  const experienceShare = MATCH_FORMULA.experienceBaseShare + (1 - MATCH_FORMULA.experienceBaseShare) * (s / 100);
  const raw = MATCH_FORMULA.skillWeight * s + e * experienceShare + MATCH_FORMULA.preferredBonus * (p / 100);
  const total = Math.min(MAX_MATCH_SCORE, Math.round(round(raw, 6)));
  const [sr, er, pr] = [round(s, 1), round(e, 2), round(p, 1)];
  return {
    skillPercentage: sr,
    experienceFactor: er,
    total,
    formula:
      `${MATCH_FORMULA.text}; S = ${sr} (${basis === musts ? 'required' : 'preferred'} skills), E = ${er}, P = ${pr}: ` +
      `min(100, round(0.62 × ${sr} + ${er} × (0.5 + 0.5 × ${round(s / 100, 3)}) + 5 × ${round(p / 100, 3)})) = ${total}`,
  };
}

/** Deterministic, explained match score: same inputs, same score, same evidence. */
export function computeMatchScore(input: MatchInput): MatchResult {
  const session = input.session ?? new TailoringSession(input.matcher);
  const index = buildEvidenceIndex(input.profileSkills, input.experiences, input.rankedChunks, session);
  const requirements = collectRequirements(input.analysis, session).map((r) => matchRequirement(r.probe, r.importance, index));
  return scoreRequirements(requirements, input.rankedChunks);
}

/**
 * The same result with the requirements words left unmet matched by meaning where the evidence
 * allows (see semantic-evidence.ts), and the score recombined from them.
 */
export function withSemanticEvidence(
  result: MatchResult,
  evidence: ReadonlyMap<string, SemanticEvidence>,
  rankedChunks: readonly RankedChunk[],
): MatchResult {
  return evidence.size === 0 ? result : scoreRequirements(applySemanticEvidence(result.requirements, evidence), rankedChunks);
}

function scoreRequirements(requirements: readonly ScoredRequirement[], rankedChunks: readonly RankedChunk[]): MatchResult {
  const musts = requirements.filter((r) => r.importance === 'must');
  const nices = requirements.filter((r) => r.importance === 'nice');
  const breakdown = combine(musts, nices, experienceFactor(rankedChunks));
  return {
    matchScore: breakdown.total,
    breakdown,
    requirementMatches: requirements.map(({ category: _c, experienceIndexes: _e, ...match }) => match),
    requirements,
  };
}
