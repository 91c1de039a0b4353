import { INDUSTRY_KEYWORDS as SPEC_KEYWORDS, RANKING, type SearchResultChunk } from '@tailor/contracts';
import { INDUSTRY_KEYWORDS_EXTENDED as EXTENDED_KEYWORDS } from '../job-analysis';
import type { RankedChunk } from './types';
import { round, wordString } from './text';

export interface RankOptions {
  readonly industry?: string | null;
  /** Overrides the keyword set looked up from `industry`. */
  readonly industryKeywords?: readonly string[];
}

function lookup(table: Readonly<Record<string, readonly string[]>>, industry: string): readonly string[] | undefined {
  const wanted = industry.trim().toLowerCase();
  const key = Object.keys(table).find((k) => k.toLowerCase() === wanted);
  return key === undefined ? undefined : table[key];
}

/**
 * The contracts' keyword set for their five industries; for the others job analysis can detect
 * (Education, Media, …) its extended set, so their chunks can earn the bonus too.
 */
export function industryKeywordsFor(industry: string | null | undefined): readonly string[] {
  if (!industry) return [];
  return lookup(SPEC_KEYWORDS, industry) ?? lookup(EXTENDED_KEYWORDS, industry) ?? [];
}

const EXPERIENCE_TYPES: ReadonlySet<string> = new Set(['experience', 'experiences']);

function chunkText(hit: SearchResultChunk): string {
  const p = hit.payload;
  return wordString([p.content, ...(p.achievements ?? []), ...(p.skills ?? [])].join(' \n '));
}

/**
 * Ranking: score + 0.1 (experience chunk) + 0.05 (skills chunk) + 0.1 × confidence + 0.15 when
 * the chunk mentions one of the industry's keywords; top 20 kept. A point returned by several
 * searches (description and requirements are searched separately) is kept once, at its best score.
 * Ties fall back to the raw score, then the id, so the order never depends on the search engine.
 */
export function rankChunks(hits: readonly SearchResultChunk[], options: RankOptions = {}): RankedChunk[] {
  const keywords = (options.industryKeywords ?? industryKeywordsFor(options.industry)).map((k) => wordString(k)).filter((k) => k.trim().length > 0);

  const best = new Map<string, SearchResultChunk>();
  for (const hit of hits) {
    const seen = best.get(hit.id);
    if (!seen || hit.score > seen.score) best.set(hit.id, hit);
  }

  const ranked = [...best.values()].map((hit): RankedChunk => {
    const text = chunkText(hit);
    const industryMatch = keywords.some((k) => text.includes(k));
    const type = hit.payload.chunk_type;
    const relevance =
      hit.score +
      (EXPERIENCE_TYPES.has(type) ? RANKING.experienceChunkBonus : 0) +
      (type === 'skills' ? RANKING.skillsChunkBonus : 0) +
      RANKING.confidenceWeight * hit.payload.confidence_score +
      (industryMatch ? RANKING.industryMatchBonus : 0);
    // Rounded so float noise from the additions cannot reorder equal chunks.
    return { ...hit, relevance: round(relevance, 6), industryMatch };
  });

  ranked.sort((a, b) => b.relevance - a.relevance || b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return ranked.slice(0, RANKING.topK);
}

/** Overall confidence: mean relevance + min(count / 10, 0.3), capped at 1; 0 without chunks. */
export function overallConfidence(ranked: readonly { readonly relevance: number }[]): number {
  if (ranked.length === 0) return 0;
  const mean = ranked.reduce((sum, c) => sum + c.relevance, 0) / ranked.length;
  const countBonus = Math.min(ranked.length / RANKING.overallConfidenceCountDivisor, RANKING.overallConfidenceCountCap);
  return round(Math.min(1, mean + countBonus), 6);
}
