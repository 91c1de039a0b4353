import type { JobAnalysis } from '@tailor/contracts';
import { industryKeywordsFor } from './rank';
import { containsPhrase, contentTokens, stem, wordString } from './text';
import type { ExperienceInput } from './types';
import { yearSpan } from './years';

// Words that say how senior a title is, not what the work is: "Senior Product Manager" and
// "Product Manager" are the same job family.
const SENIORITY = new Set([
  'senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'staff', 'head', 'chief', 'associate', 'assistant', 'intern',
  'vp', 'vice', 'president', 'director', 'i', 'ii', 'iii', 'iv', 'entry', 'level', 'mid', 'trainee', 'apprentice',
]);

function functionStems(title: string): Set<string> {
  return new Set(contentTokens(title).filter((t) => !SENIORITY.has(t)).map(stem));
}

/** Share of the posting title's function words (seniority aside) that the role's title has: 0–1. */
export function roleFit(role: string, targetRole: string | null): number {
  if (!targetRole) return 0;
  const wanted = functionStems(targetRole);
  if (wanted.size === 0) return 0;
  const have = functionStems(role);
  let shared = 0;
  for (const s of wanted) if (have.has(s)) shared++;
  return shared / wanted.size;
}

const UNPAID = /\b(?:volunteer(?:ed|ing)?|unpaid|pro[ -]bono)\b/i;

/** A role the person did without pay: it may show a skill, but never leads a summary for a paid job. */
export function isUnpaidRole(e: Pick<ExperienceInput, 'company' | 'role'>): boolean {
  return UNPAID.test(e.role) || UNPAID.test(e.company);
}

/** 1 for a current job, halving about every five years since it ended; an undated job counts as old. */
export function recencyWeight(e: ExperienceInput, asOfYear: number): number {
  const span = yearSpan(e, asOfYear);
  if (span === null) return 0.2;
  return 1 / (1 + Math.max(0, asOfYear - span.end) / 5);
}

/** Whether the experience's own words name the posting's industry (a healthcare job for a healthcare posting). */
export function domainFit(e: ExperienceInput, analysis: Pick<JobAnalysis, 'industry'>): number {
  const keywords = industryKeywordsFor(analysis.industry).map((k) => wordString(k)).filter((k) => k.trim().length > 0);
  if (keywords.length === 0) return 0;
  const words = wordString([e.company, e.role, ...e.achievements].join(' \n '));
  return keywords.some((k) => containsPhrase(words, k.trim())) ? 1 : 0;
}

export interface ExperienceFit {
  readonly role: number;
  readonly domain: number;
  readonly recency: number;
  readonly unpaid: boolean;
}

export function experienceFit(e: ExperienceInput, analysis: Pick<JobAnalysis, 'role' | 'industry'>, asOfYear: number): ExperienceFit {
  return { role: roleFit(e.role, analysis.role), domain: domainFit(e, analysis), recency: recencyWeight(e, asOfYear), unpaid: isUnpaidRole(e) };
}

/**
 * How relevant one experience is to the posting, 0–1: the requirements it shows evidence for decide
 * most, then how close its title is to the posting's, then its retrieved evidence, its industry and
 * how recent it is. Unpaid roles count half.
 */
export function relevanceScore(coverage: number, chunkSupport: number, fit: ExperienceFit): number {
  const score = 0.45 * coverage + 0.2 * fit.role + 0.1 * chunkSupport + 0.1 * fit.domain + 0.15 * fit.recency;
  return fit.unpaid ? score / 2 : score;
}

/** Something real in common with the posting: a requirement, the job family or the industry. */
export function fitsPosting(requirements: number, fit: ExperienceFit): boolean {
  return requirements > 0 || fit.role > 0 || fit.domain > 0;
}
