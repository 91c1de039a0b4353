import { KEY_RESPONSIBILITIES_AS_EMPHASIS, type JobAnalysis } from '@tailor/contracts';
import { indexText, probeFor, textHit, type Probe } from './probe';
import type { ExperienceInput, MatchResult, RankedChunk, TailoringMatcher } from './types';
import { compactKey, containsPhrase, round, stemSet, wordString } from './text';
import { recency } from './years';

const IMPORTANCE = { must: 1, nice: 0.5 } as const;
/** Requirement coverage decides most of an experience's relevance; retrieval similarity the rest. */
const COVERAGE_SHARE = 0.75;

export interface RelevanceInput {
  readonly analysis: JobAnalysis;
  readonly experiences: readonly ExperienceInput[];
  readonly match: MatchResult;
  readonly rankedChunks: readonly RankedChunk[];
  readonly matcher: TailoringMatcher;
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
}

const sameName = (a: string, b: string): boolean => {
  const [ka, kb] = [compactKey(a), compactKey(b)];
  return ka.length >= 3 && kb.length >= 3 && (ka === kb || ka.includes(kb) || kb.includes(ka));
};

/** Best search similarity among chunks about this experience (by payload company/role, else by content). */
function chunkSupport(e: ExperienceInput, chunks: readonly RankedChunk[]): number {
  let best = 0;
  for (const c of chunks) {
    const p = c.payload;
    const role = p.role ?? p.title;
    const linked = p.company
      ? sameName(p.company, e.company) && (!role || sameName(role, e.role))
      : p.chunk_type === 'experience' && compactKey(e.company).length >= 3 && containsPhrase(wordString(p.content), e.company);
    if (linked) best = Math.max(best, Math.min(1, Math.max(0, c.score)));
  }
  return best;
}

function overlap(responsibility: ReadonlySet<string>, achievement: ReadonlySet<string>): number {
  if (responsibility.size === 0) return 0;
  const shared = [...responsibility].filter((s) => achievement.has(s)).length;
  // One shared word in a long responsibility is coincidence; two, or half of a short one, is a match.
  return shared >= 2 || shared / responsibility.size >= 0.5 ? shared / responsibility.size : 0;
}

interface Scored {
  readonly text: string;
  readonly index: number;
  readonly score: number;
  readonly stems: ReadonlySet<string>;
}

/**
 * Orders one experience's achievements: each of the job's first three key responsibilities pulls its
 * best-matching achievement to the front (§9 "up to 3 key responsibilities become the emphasis"),
 * then the rest by how many requirements and responsibilities they touch; ties keep the user's order.
 */
export function orderAchievements(
  achievements: readonly string[],
  probes: readonly { readonly probe: Probe; readonly importance: 'must' | 'nice' }[],
  responsibilities: readonly string[],
  matcher: TailoringMatcher,
): string[] {
  const respStems = responsibilities.map((r) => stemSet(r));
  const scored: Scored[] = achievements.map((text, index) => {
    const indexed = indexText(text, matcher);
    let score = 0;
    for (const { probe, importance } of probes) {
      const hit = textHit(probe, indexed);
      if (hit) score += (hit === 'direct' ? 1 : 0.5) * IMPORTANCE[importance];
    }
    score += Math.max(0, ...respStems.map((r) => overlap(r, indexed.stems)));
    return { text, index, score, stems: indexed.stems };
  });

  const lead: Scored[] = [];
  for (const resp of respStems.slice(0, KEY_RESPONSIBILITIES_AS_EMPHASIS)) {
    let pick: Scored | null = null;
    let pickOverlap = 0;
    for (const a of scored) {
      const o = overlap(resp, a.stems);
      if (o > pickOverlap && !lead.includes(a)) [pick, pickOverlap] = [a, o];
    }
    if (pick) lead.push(pick);
  }
  const rest = scored.filter((a) => !lead.includes(a)).sort((a, b) => b.score - a.score || a.index - b.index);
  return [...lead, ...rest].map((a) => a.text);
}

/** Experiences most relevant first; ties by recency, then the user's order. */
export function rankExperiences(input: RelevanceInput): RankedExperience[] {
  const reqs = input.match.requirements;
  const totalImportance = reqs.reduce((s, r) => s + IMPORTANCE[r.importance], 0);
  const probes = reqs.map((r) => ({ probe: probeFor(r.requirement, input.matcher), importance: r.importance }));
  const ranked = input.experiences.map((experience, index): RankedExperience => {
    const hits = reqs.filter((r) => r.experienceIndexes.includes(index));
    const coverage = totalImportance === 0 ? 0 : hits.reduce((s, r) => s + IMPORTANCE[r.importance], 0) / totalImportance;
    const relevance = COVERAGE_SHARE * coverage + (1 - COVERAGE_SHARE) * chunkSupport(experience, input.rankedChunks);
    return {
      index,
      experience,
      relevance: round(relevance, 4),
      achievements: orderAchievements(experience.achievements, probes, input.analysis.key_responsibilities, input.matcher),
      requirements: hits.map((r) => r.requirement),
      mustHits: hits.filter((r) => r.importance === 'must').length,
    };
  });
  return ranked.sort(
    (a, b) =>
      b.relevance - a.relevance ||
      recency(b.experience, input.asOfYear) - recency(a.experience, input.asOfYear) ||
      a.index - b.index,
  );
}
