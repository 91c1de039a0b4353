import { KEY_RESPONSIBILITIES_AS_EMPHASIS, type JobAnalysis } from '@tailor/contracts';
import type { RankedExperience } from './relevance';
import type { ExperienceInput, RankedChunk, ScoredRequirement } from './types';
import { joinList } from './text';
import { LEVEL_MIN_YEARS, spanYears, yearSpan } from './years';

const MAX_ITEMS = 5;
const MATCH_LABEL = {
  exact: 'listed in your skills',
  partial: 'closely related experience',
  fuzzy: 'loosely related experience',
  none: 'no evidence',
} as const;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Where a requirement shows: the first supporting employer, else the resumes; null when only the skill list names it. */
function whereShown(r: ScoredRequirement, experiences: readonly ExperienceInput[]): string | null {
  const first = r.experienceIndexes[0];
  const e = first === undefined ? undefined : experiences[first];
  if (e) return `at ${e.company}`;
  return r.evidence.some((x) => x.source === 'chunk') ? 'in your resumes' : null;
}

const prefixed = (prefix: string, text: string | null): string => (text ? `${prefix}${text}` : '');

const matched = (r: ScoredRequirement): boolean => r.match === 'exact' || r.match === 'partial';

/** Strongest matches first: must before nice, exact before partial, then the job's order. */
function strongest(reqs: readonly ScoredRequirement[]): ScoredRequirement[] {
  const rank = (r: ScoredRequirement): number => (r.importance === 'must' ? 0 : 2) + (r.match === 'exact' ? 0 : 1);
  return reqs
    .filter(matched)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map((x) => x.r);
}

export function recommendedFocus(reqs: readonly ScoredRequirement[], experiences: readonly ExperienceInput[]): string[] {
  return strongest(reqs)
    .slice(0, MAX_ITEMS)
    .map((r) => `Highlight ${r.requirement}${prefixed(' ', whereShown(r, experiences))}`);
}

export function strengths(reqs: readonly ScoredRequirement[], experiences: readonly ExperienceInput[]): string[] {
  return strongest(reqs)
    .slice(0, MAX_ITEMS)
    .map((r) => `${r.requirement}: ${MATCH_LABEL[r.match]}${prefixed(', shown ', whereShown(r, experiences))}`);
}

export function gaps(reqs: readonly ScoredRequirement[]): string[] {
  return reqs.filter((r) => r.match === 'none').map((r) => `${r.requirement} (${r.importance === 'must' ? 'required' : 'nice to have'})`);
}

/** Gaps phrased as actions: missing must-haves first, then must-haves only implied, then nice-to-haves. */
export function improvementAreas(reqs: readonly ScoredRequirement[]): string[] {
  const out = [
    ...reqs
      .filter((r) => r.importance === 'must' && r.match === 'none')
      .map((r) => `Build and demonstrate experience with ${r.requirement} (required)`),
    ...reqs
      .filter((r) => r.importance === 'must' && r.match === 'fuzzy')
      .map((r) => `Make your ${r.requirement} experience explicit: your resumes only imply it`),
    ...reqs.filter((r) => r.importance === 'nice' && r.match === 'none').map((r) => `Consider gaining ${r.requirement} experience (nice to have)`),
  ];
  return out.slice(0, MAX_ITEMS + 1);
}

export function keyRequirements(analysis: JobAnalysis): string[] {
  const items = [...analysis.required_skills, ...analysis.key_responsibilities.slice(0, KEY_RESPONSIBILITIES_AS_EMPHASIS)];
  return [...new Set(items.map((s) => s.trim()).filter((s) => s.length > 0))];
}

export interface AlignmentInput {
  readonly analysis: JobAnalysis;
  readonly ranked: readonly RankedExperience[];
  readonly requirements: readonly ScoredRequirement[];
  readonly rankedChunks: readonly RankedChunk[];
  /** Years covered by the experiences that show at least one requirement. */
  readonly totalYears: number;
  readonly asOfYear: number;
}

/** Seniority counted over the experiences that show required skills; unrelated years say nothing about fit. */
function levelSentence(input: AlignmentInput): string | null {
  const level = input.analysis.experience_level;
  if (!level || input.totalYears <= 0) return null;
  const top = input.ranked.find((r) => r.requirements.length > 0);
  if (!top) return null;
  const topYears = top ? spanYears(yearSpan(top.experience, input.asOfYear)) : 0;
  const detail = top && topYears > 0 ? `${plural(topYears, 'year')} at ${top.experience.company} as ${top.experience.role}` : null;
  const head = detail && topYears === input.totalYears ? detail : `${plural(input.totalYears, 'year')} of experience${detail ? ` (${detail})` : ''}`;
  return input.totalYears >= LEVEL_MIN_YEARS[level]
    ? `${head} align with the ${level} level required`
    : `${head} fall short of the ${LEVEL_MIN_YEARS[level]}+ years usual for the ${level} level required`;
}

/** experienceAlignment: seniority, per-experience coverage of the required skills, industry context. */
export function alignmentSentences(input: AlignmentInput): string[] {
  const out: string[] = [];
  const level = levelSentence(input);
  if (level) out.push(level);
  const mustCount = input.requirements.filter((r) => r.importance === 'must').length;
  for (const e of input.ranked.filter((x) => x.mustHits > 0).slice(0, 3)) {
    const mustNames = e.requirements.filter((name) => input.requirements.some((r) => r.requirement === name && r.importance === 'must'));
    out.push(`Your ${joinList(mustNames.slice(0, 3))} work at ${e.experience.company} matches ${e.mustHits} of ${mustCount} required skills`);
  }
  if (mustCount > 0 && !input.ranked.some((x) => x.mustHits > 0)) out.push('None of your experiences mention the required skills yet');
  const industry = input.analysis.industry;
  const industryChunks = input.rankedChunks.filter((c) => c.industryMatch).length;
  if (industry && industryChunks > 0) out.push(`${plural(industryChunks, 'section')} of your resumes touch on ${industry} topics`);
  return out;
}
