import { DEFAULTS } from '@tailor/contracts';
import type { ExperienceInput } from './types';

const PRESENT = /\b(?:present|current|currently|now|today|ongoing)\b/i;
const YEAR = /\b(19[5-9]\d|20\d\d)\b/g;

/** A period the user did not give: empty, the parser's 'Unknown Period', or a bare placeholder. */
export function isMissingPeriod(period: string | null | undefined): boolean {
  const p = (period ?? '').trim();
  return p.length === 0 || p === DEFAULTS.period || /^(?:n\/?a|unknown|-+)$/i.test(p);
}

interface PeriodYears {
  /** Years written in the period, in order. */
  readonly written: readonly number[];
  /** The period is open ('Present', 'current'…). */
  readonly present: boolean;
}

function periodYears(raw: string): PeriodYears {
  const period = isMissingPeriod(raw) ? '' : raw;
  return { written: [...period.matchAll(YEAR)].map((m) => Number(m[1])), present: PRESENT.test(period) };
}

export interface YearSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * Start and end year from the structured fields, else from the period text. An open end ('Present')
 * is `asOfYear`, passed in so the result does not depend on when the code runs.
 */
export function yearSpan(e: ExperienceInput, asOfYear: number): YearSpan | null {
  const { written, present } = periodYears(e.period);
  const start = e.start_year ?? written[0] ?? null;
  if (start === null) return null;
  const laterWritten = written.filter((y) => y >= start);
  const end = e.end_year ?? (present ? asOfYear : (laterWritten[laterWritten.length - 1] ?? start));
  return { start, end: Math.max(start, Math.min(end, Math.max(asOfYear, start))) };
}

export function spanYears(span: YearSpan | null): number {
  return span ? span.end - span.start : 0;
}

/** Years covered by all experiences, overlapping jobs counted once. */
export function totalYears(experiences: readonly ExperienceInput[], asOfYear: number): number {
  const spans = experiences
    .map((e) => yearSpan(e, asOfYear))
    .filter((s): s is YearSpan => s !== null)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let total = 0;
  let current: YearSpan | null = null;
  for (const span of spans) {
    if (current && span.start <= current.end) {
      current = { start: current.start, end: Math.max(current.end, span.end) };
    } else {
      total += spanYears(current);
      current = span;
    }
  }
  return total + spanYears(current);
}

/** Sort key for "most recent first": end year, then start year; unknown periods sort last. */
export function recency(e: ExperienceInput, asOfYear: number): number {
  const span = yearSpan(e, asOfYear);
  return span ? span.end * 10_000 + span.start : -1;
}

/** Typical minimum years for the experience levels, for the alignment sentence. */
export const LEVEL_MIN_YEARS = { entry: 0, mid: 3, senior: 5, executive: 10 } as const;
