import type { JobAnalysis } from '@tailor/contracts';
import { AchievementScores } from './achievement-order';
import type { ExperienceEvidence } from './evidence';
import { TailoringSession } from './session';
import { experienceFitter, relevanceScore, type ExperienceFit } from './role-fit';
import type { ExperienceInput, MatchResult, RankedChunk, ScoredRequirement, TailoringMatcher } from './types';
import { compactKey, round, wordString } from './text';
import { recency } from './years';

export { orderAchievements } from './achievement-order';

const IMPORTANCE = { must: 1, nice: 0.5 } as const;

export interface RelevanceInput {
  readonly analysis: JobAnalysis;
  readonly experiences: readonly ExperienceInput[];
  readonly match: MatchResult;
  readonly rankedChunks: readonly RankedChunk[];
  readonly matcher: TailoringMatcher;
  /** The generation's session (for `matcher`); one is made for this call when absent. */
  readonly session?: TailoringSession;
  readonly asOfYear: number;
}

export interface RankedExperience {
  readonly index: number;
  readonly experience: ExperienceInput;
  /** 0–1. */
  readonly relevance: number;
  /** The experience's own achievements, most relevant first; responsibility matches lead. */
  readonly achievements: readonly string[];
  /** Requirements this experience gives evidence for, in requirement order. */
  readonly requirements: readonly string[];
  readonly mustHits: number;
  /** Title, industry and recency fit, and whether the role was unpaid. */
  readonly fit: ExperienceFit;
}

const sameKey = (ka: string, kb: string): boolean => ka.length >= 3 && kb.length >= 3 && (ka === kb || ka.includes(kb) || kb.includes(ka));

/** A chunk's fields that link it to an experience, normalised once rather than once per experience. */
interface ChunkLink {
  readonly companyKey: string | null;
  readonly roleKey: string | null;
  readonly experienceChunk: boolean;
  readonly content: string;
  contentWords: string | null;
  readonly score: number;
}

function chunkLinks(chunks: readonly RankedChunk[]): ChunkLink[] {
  return chunks.map((c) => {
    const p = c.payload;
    const role = p.role ?? p.title;
    return {
      companyKey: p.company ? compactKey(p.company) : null,
      roleKey: role ? compactKey(role) : null,
      experienceChunk: p.chunk_type === 'experience',
      content: p.content,
      contentWords: null,
      score: Math.min(1, Math.max(0, c.score)),
    };
  });
}

/** Best search similarity among chunks about this experience (by payload company/role, else by content). */
function chunkSupport(index: number, evidence: ExperienceEvidence, links: ChunkLink[]): number {
  const companyKey = evidence.companyKeys[index] as string;
  const roleKey = evidence.roleKeys[index] as string;
  const companyPhrase = evidence.companyWords[index] as string;
  let best = 0;
  for (const link of links) {
    const linked =
      link.companyKey !== null
        ? sameKey(link.companyKey, companyKey) && (link.roleKey === null || sameKey(link.roleKey, roleKey))
        : link.experienceChunk &&
          companyKey.length >= 3 &&
          companyPhrase.trim().length > 0 &&
          (link.contentWords ??= wordString(link.content)).includes(companyPhrase);
    if (linked) best = Math.max(best, link.score);
  }
  return best;
}

/** Experiences most relevant to the posting first; ties by recency, then the user's order. */
export function rankExperiences(input: RelevanceInput): RankedExperience[] {
  const reqs = input.match.requirements;
  const totalImportance = reqs.reduce((s, r) => s + IMPORTANCE[r.importance], 0);
  const hitsOf: ScoredRequirement[][] = input.experiences.map(() => []);
  for (const r of reqs) for (const i of new Set(r.experienceIndexes)) hitsOf[i]?.push(r);

  const session = input.session ?? new TailoringSession(input.matcher);
  const evidence = session.experienceEvidence(input.experiences);
  const probes = reqs.map((r) => ({ probe: session.probe(r.requirement), importance: r.importance }));
  const scores = new AchievementScores(evidence.corpus, probes, input.analysis.key_responsibilities);
  const links = chunkLinks(input.rankedChunks);
  const fitOf = experienceFitter(input.analysis, input.asOfYear);

  const ranked = input.experiences.map((experience, index): RankedExperience => {
    const hits = hitsOf[index] as ScoredRequirement[];
    const coverage = totalImportance === 0 ? 0 : hits.reduce((s, r) => s + IMPORTANCE[r.importance], 0) / totalImportance;
    const fit = fitOf(experience);
    const relevance = relevanceScore(coverage, chunkSupport(index, evidence, links), fit);
    return {
      index,
      experience,
      relevance: round(relevance, 4),
      achievements: scores.order(experience.achievements, evidence.textStart[index] as number),
      requirements: hits.map((r) => r.requirement),
      mustHits: hits.filter((r) => r.importance === 'must').length,
      fit,
    };
  });
  const recencies = input.experiences.map((e) => recency(e, input.asOfYear));
  return ranked.sort((a, b) => b.relevance - a.relevance || (recencies[b.index] as number) - (recencies[a.index] as number) || a.index - b.index);
}
