import type { ParsedExperience } from '@tailor/contracts';

/** Year range of one experience. `end` is +Infinity for an open ("Present") range. */
export interface YearSpan {
  start: number;
  end: number;
  current: boolean;
}

const PRESENT = /\b(?:present|current(?:ly)?|now|today|ongoing|to date)\b/i;
const YEAR = /\b(?:19|20)\d{2}\b/g;

export function isCurrentPeriod(period: string): boolean {
  return PRESENT.test(period);
}

/**
 * The structured years win; the period text fills gaps because a language-model parse may leave
 * start_year/end_year null while the period still reads "Mar 2019 – Jun 2021". A known start with
 * no end means an open range (the contract's null end is "Present or unknown"; open is the safer
 * reading for overlap, since an unknown end can still cover the other range). The rule-engine
 * parser writes the current year as end_year for "Present", so the text decides `current` too.
 */
export function yearSpan(exp: Pick<ParsedExperience, 'period' | 'start_year' | 'end_year'>): YearSpan | null {
  const textYears = (exp.period.match(YEAR) ?? []).map(Number);
  const current = isCurrentPeriod(exp.period) || (exp.start_year !== null && exp.end_year === null);
  const start = exp.start_year ?? (textYears.length > 0 ? Math.min(...textYears) : null);
  if (start === null) return null;
  if (current && exp.end_year === null) return { start, end: Number.POSITIVE_INFINITY, current };
  const end = exp.end_year ?? (textYears.length > 1 ? Math.max(...textYears) : start);
  return { start, end: Math.max(start, end), current };
}

/** Years both ranges share, counting whole calendar years (2019–2021 and 2021–2023 share one). */
export function sharedYears(a: YearSpan, b: YearSpan): number {
  const from = Math.max(a.start, b.start);
  const to = Math.min(a.end, b.end);
  return to < from ? 0 : to === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : to - from + 1;
}

/**
 * Same job as far as years can tell. Overlapping years mean the same job; year granularity makes a
 * promotion look like overlap ("Engineer 2015–2018", "Senior Engineer 2018–2021" share 2018), so
 * two multi-year ranges that only touch at a boundary year count as consecutive positions.
 */
export function yearsAgree(a: YearSpan, b: YearSpan): boolean {
  const shared = sharedYears(a, b);
  if (shared === 0) return false;
  const touching = shared === 1 && (a.end === b.start || b.end === a.start);
  const multiYear = a.start < a.end && b.start < b.end;
  return !(touching && multiYear);
}

/** Jaccard of the year ranges, open ends cut at the later finite bound; ranks equally similar candidates. */
export function spanCloseness(a: YearSpan, b: YearSpan): number {
  const cap = Math.max(a.start, b.start, Number.isFinite(a.end) ? a.end : 0, Number.isFinite(b.end) ? b.end : 0);
  const aEnd = Math.min(a.end, cap);
  const bEnd = Math.min(b.end, cap);
  const inter = Math.min(aEnd, bEnd) - Math.max(a.start, b.start) + 1;
  const union = Math.max(aEnd, bEnd) - Math.min(a.start, b.start) + 1;
  return inter <= 0 ? 0 : inter / union;
}
