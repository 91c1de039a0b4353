import type { JobAnalysis } from '@tailor/contracts';
import { industryKeywordsFor } from './rank';
import { contentTokens, stem } from './text';
import type { ExperienceInput } from './types';
import { yearSpan } from './years';

// Words that say how senior a title is, not what the work is: "Senior Product Manager" and
// "Product Manager" are the same job family.
const SENIORITY = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'associate',
  'assistant',
  'intern',
  'vp',
  'vice',
  'president',
  'director',
  'i',
  'ii',
  'iii',
  'iv',
  'entry',
  'level',
  'mid',
  'trainee',
  'apprentice',
]);

function functionStems(title: string): Set<string> {
  return new Set(
    contentTokens(title)
      .filter((t) => !SENIORITY.has(t))
      .map(stem),
  );
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

export interface ExperienceFit {
  readonly role: number;
  readonly domain: number;
  readonly recency: number;
  readonly unpaid: boolean;
}

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Whether lower-case `text` holds `keyword` as whole words; an indexOf scan, cheaper than normalising the text. */
function hasWords(text: string, keyword: string): boolean {
  for (let i = text.indexOf(keyword); i !== -1; i = text.indexOf(keyword, i + 1)) {
    if (!isWordChar(text[i - 1]) && !isWordChar(text[i + keyword.length])) return true;
  }
  return false;
}

/**
 * Scores experiences against one posting. What depends only on the posting (its title's function
 * words, its industry's keywords) is prepared once, not once per experience.
 */
export function experienceFitter(analysis: Pick<JobAnalysis, 'role' | 'industry'>, asOfYear: number): (e: ExperienceInput) => ExperienceFit {
  const wanted = analysis.role ? functionStems(analysis.role) : new Set<string>();
  const keywords = industryKeywordsFor(analysis.industry)
    .map((k) => k.trim().toLowerCase())
    .filter((k) => k.length > 0);
  const roleFits = new Map<string, number>();
  return (e) => {
    let role = roleFits.get(e.role);
    if (role === undefined) {
      const have = functionStems(e.role);
      let shared = 0;
      for (const s of wanted) if (have.has(s)) shared++;
      role = wanted.size === 0 ? 0 : shared / wanted.size;
      roleFits.set(e.role, role);
    }
    let domain = 0;
    if (keywords.length > 0) {
      const text = [e.company, e.role, ...e.achievements].join('\n').toLowerCase();
      domain = keywords.some((k) => hasWords(text, k)) ? 1 : 0;
    }
    return { role, domain, recency: recencyWeight(e, asOfYear), unpaid: isUnpaidRole(e) };
  };
}

export function experienceFit(e: ExperienceInput, analysis: Pick<JobAnalysis, 'role' | 'industry'>, asOfYear: number): ExperienceFit {
  return experienceFitter(analysis, asOfYear)(e);
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
