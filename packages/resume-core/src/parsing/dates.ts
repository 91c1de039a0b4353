/**
 * Date points and ranges as resumes write them. Everything works on one line of text so the
 * caller can tell "date on its own line" from "date at the end of a header line".
 */

export interface DatePoint {
  year: number;
  month?: number;
  quarter?: number;
  season?: string;
  present?: boolean;
}

export interface DateRange {
  start: DatePoint;
  /** Same object as `start` for a single date ("2019"); a `present` point for open ranges. */
  end: DatePoint;
  /** Offset and length of the whole match inside the line, so callers can cut it out. */
  index: number;
  length: number;
}

const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Months as English, German, French, Spanish, Portuguese, Italian, Dutch and Scandinavian CVs and
// LinkedIn exports in those languages print them ("janeiro de 2015", "1. März 2012", "juil. 2019").
// Short forms that are also common words in a sentence ("set", "out", "ago", "gen") are left out.
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['jan', 'january', 'januar', 'januari', 'janv', 'janvier', 'janeiro', 'jänner', 'jaenner', 'enero', 'gennaio'],
  ['feb', 'february', 'februar', 'februari', 'febrero', 'febbraio', 'fev', 'fév', 'fevr', 'févr', 'fevrier', 'février', 'fevereiro'],
  ['mar', 'march', 'mars', 'marts', 'marzo', 'março', 'marco', 'märz', 'marz', 'maerz', 'mrz', 'maart'],
  ['apr', 'april', 'aprile', 'avr', 'avril', 'abr', 'abril'],
  ['may', 'mayo', 'mai', 'maio', 'maggio', 'mei', 'maj'],
  ['jun', 'june', 'juni', 'juin', 'junio', 'junho', 'giugno'],
  ['jul', 'july', 'juli', 'juil', 'juillet', 'julio', 'julho', 'luglio'],
  ['aug', 'august', 'augustus', 'augusti', 'août', 'aout', 'agosto'],
  ['sep', 'sept', 'september', 'septembre', 'septiembre', 'setembro', 'settembre'],
  ['oct', 'october', 'octobre', 'octubre', 'okt', 'oktober', 'outubro', 'ottobre'],
  ['nov', 'november', 'novembre', 'noviembre', 'novembro'],
  ['dec', 'december', 'déc', 'décembre', 'decembre', 'dez', 'dezember', 'dezembro', 'diciembre', 'dicembre', 'desember'],
];
const withoutAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
// Longest first, so "june" is tried before "jun".
export const MONTH = String.raw`(?:${MONTH_NAMES.flat()
  .sort((a, b) => b.length - a.length)
  .join('|')})\.?`;
const MONTH_NUMBER = new Map(MONTH_NAMES.flatMap((names, i) => names.map((name) => [withoutAccents(name), i + 1] as const)));
const YEAR = String.raw`(?:19[5-9]\d|20\d\d)`;
const SHORT_YEAR = String.raw`['’]\d{2}`;
const SEASON = String.raw`(?:spring|summer|fall|autumn|winter)`;
// "To Date: 2 Jan 2013" is a form's label for the end date, not "to date" meaning still there; a
// colon after the other words does not make them labels ("2019 – present: Data Analyst").
// Common misspellings of "present" ("presnt", "persent", "preset") end a range as surely as the word.
// The same in the languages whose months are read: "Heute", "aujourd'hui", "actualidad", "o momento", "heden".
const PRESENT = String.raw`(?:present|presnt|presnet|persent|preset|current(?:ly)?|now|today|ongoing|continuing|contd\.?|cont\.|still\s+(?:working|employed|continuing)|(?:to|till|until)\s+(?:now|(?:the\s+)?present|today|current)|(?:(?:to|till|until)\s+)?date(?!\s*:)|(?:bis\s+)?heute|aktuell|laufend|aujourd['’]hui|(?:à\s+)?ce\s+jour|en\s+cours|actualidad|actualmente|atualmente|presente|o\s+momento|(?:em|en)\s+curso|oggi|in\s+corso|tuttora|(?:alla\s+)?data\s+attuale|atual|heden|idag|i\s+dag|(?:til\s+)?dato|nu)`;

// Alternatives are ordered longest-first so "Mar 2019" is not read as the bare year "2019". A day
// before the month ("1 June 2009", "31st August 2011") is part of the date, so a range wrapped after
// its dash still starts or ends where the date does.
const POINT_SOURCE = [
  String.raw`(?:(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\.?\s+(?:de\s+)?)?(?<month>${MONTH})(?:\s+de\s+|[\s,]*|-)(?:(?<day>\d{1,2})(?:st|nd|rd|th)?,?\s*)?(?<myear>${YEAR}|${SHORT_YEAR})`,
  String.raw`(?<qa>Q[1-4])\s*(?<qyear>${YEAR})`,
  String.raw`(?<qyear2>${YEAR})\s*(?<qb>Q[1-4])`,
  String.raw`(?<season>${SEASON})\s+(?<syear>${YEAR})`,
  String.raw`(?<iyear>${YEAR})[-/.](?<imonth>0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\d|3[01]))?`,
  // "2016 October": the year first, as some European CVs write it.
  String.raw`(?<ymyear>${YEAR})\s+(?<ymmonth>${MONTH})`,
  String.raw`(?:(?:0?[1-9]|[12]\d|3[01])[/.])?(?<nmonth>0?[1-9]|1[0-2])[/.](?<nyear>${YEAR})`,
  String.raw`(?<year>${YEAR})`,
  String.raw`(?<present>${PRESENT})`,
].join('|');

// Forms write "From Date: 11 Feb 2006 To Date: 4 Mar 2010", "From : 03/2015 To : 06/2019" and
// "Start: March 2015 End: June 2019": the end's label and its day sit between the points.
// A slash joins two whole dates as an interval ("2010-10 / 2013-09", an academic "2012/2013").
// Between two dates "à", "a", "bis", "al", "hasta", "até", "tot", "til" are "to" in the languages whose months are read.
const SEPARATOR =
  /^\s*(?:[-–—‒―−‐‑~→/]+|->|to|until|till|through|thru|end(?:\s+date)?\s*:|à|a|bis|al|hasta|até|tot|til)(?:\s*date\s*:)?\s*:?\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+)?$/i;
// "Since 2018", "From: Jan 2019", "Date of joining: 25 January 2017", "w.e.f. 2018" (with effect from): a start that stays open.
// "Depuis", "desde", "seit", "dal", "sedan", "siden", "sinds": "since" in the languages whose months are read.
const OPEN_CUE = String.raw`since|from|w\.\s?e\.\s?f\.?|depuis|desde|seit|dal|sedan|siden|sinds`;
const OPEN_START = new RegExp(
  String.raw`(?:^|[\s(])(?:${OPEN_CUE}|joined|joining(?:\s+date)?(?:\s+from)?|date\s+of\s+joining)\s*:?\s*(?:\d{1,2}(?:st|nd|rd|th)?\.?\s+)?$`,
  'i',
);
const OPEN_CUE_AT_END = new RegExp(String.raw`\b(?:${OPEN_CUE})$`, 'i');
// "2019 –" at the end of a line, "September 2017 onwards", or the arrow form CVs print for a job still held ("09/2016 →").
const TRAILING_OPEN = /^\s*(?:(?:[-–—‒―−‐‑→]|->|to)\s*|onwards?\)?[.,]?\s*)$/i;
const SPAN_JOIN = String.raw`(?:[-–—‒―−‐‑~]|to|until|till)`;
// "May-August 2014", "June - August 2017": both months in the year printed once, at the end.
const MONTH_SPAN = new RegExp(
  String.raw`(?<![\w/])(?<from>${MONTH})\s*(?:[-–—‒―−‐‑~]|to|until|till|through)\s*(?<to>${MONTH})[\s,]*(?<year>${YEAR})(?![\w/])`,
  'gi',
);

// "03/18 – 07/20", "3/16 – 1/19": months and two-digit years, only ever read as a whole range
// (a lone "10/20" is as likely a score or a fraction).
const SHORT_NUMERIC_SPAN = new RegExp(
  String.raw`(?<![\w/.])(?<m1>0?[1-9]|1[0-2])\/(?<y1>\d{2})\s*${SPAN_JOIN}\s*(?:(?<m2>0?[1-9]|1[0-2])\/(?<y2>\d{2})|(?<present>${PRESENT}))(?![\w/])`,
  'gi',
);
// "Jan-19 to Mar-21", "Apr 14 – Jun 16": a month name with a two-digit year, again only as a whole
// range, and never when a full year follows ("Jan 19 – Mar 21, 2020" is a span of days).
const MONTH_SHORT_YEAR_SPAN = new RegExp(
  String.raw`(?<![\w/])(?<m1>${MONTH})[\s-]?(?<y1>\d{2})\s*${SPAN_JOIN}\s*(?:(?<m2>${MONTH})[\s-]?(?<y2>\d{2})|(?<present>${PRESENT}))(?![\w/]|,?\s*(?:19|20)\d\d)`,
  'gi',
);
// "01-2015 – 03-2017": month and year joined by a hyphen, read only as a whole range, because a
// lone "01-2015" is as often a piece of a phone or reference number.
const HYPHEN_NUMERIC_SPAN = new RegExp(
  String.raw`(?<![\w/.-])(?<m1>0?[1-9]|1[0-2])-(?<y1>${YEAR})\s*${SPAN_JOIN}\s*(?:(?<m2>0?[1-9]|1[0-2])-(?<y2>${YEAR})|(?<present>${PRESENT}))(?![\w/-])`,
  'gi',
);
// "2017-19", "2017/18", "2014/2016": a year range with the end's century left out, or two years
// joined by a slash; the end lies after the start and at most ten years on. Never a piece of a
// longer range ("2009-10 – 2012-05" is October 2009 to May 2012, "Jun 2014-2018" starts in June).
const YEAR_PAIR_SPAN = new RegExp(
  String.raw`(?<![\w/.-]|\d\s*${SPAN_JOIN}\s*|${MONTH}[\s,-]*)(?<y1>${YEAR})(?:[-/]|\s*[–—]\s*)(?<y2>\d{2}|${YEAR})(?![\w/.%-]|\s*${SPAN_JOIN}\s*\d)`,
  'gi',
);

interface RawPoint {
  point: DatePoint;
  index: number;
  length: number;
}

function toYear(text: string): number {
  if (/^['’]/.test(text)) {
    const two = Number(text.slice(1));
    return two > 50 ? 1900 + two : 2000 + two;
  }
  return Number(text);
}

function monthIndex(text: string): number {
  return MONTH_NUMBER.get(withoutAccents(text).toLowerCase().replace(/\.$/, '')) ?? 0;
}

function pointFromGroups(g: Record<string, string | undefined>): DatePoint | undefined {
  if (g.month && g.myear) return { year: toYear(g.myear), month: monthIndex(g.month) };
  if (g.qa && g.qyear) return { year: Number(g.qyear), quarter: Number(g.qa.slice(1)) };
  if (g.qb && g.qyear2) return { year: Number(g.qyear2), quarter: Number(g.qb.slice(1)) };
  if (g.season && g.syear) return { year: Number(g.syear), season: g.season.toLowerCase() };
  if (g.iyear && g.imonth) return { year: Number(g.iyear), month: Number(g.imonth) };
  if (g.ymyear && g.ymmonth) return { year: Number(g.ymyear), month: monthIndex(g.ymmonth) };
  if (g.nyear && g.nmonth) return { year: Number(g.nyear), month: Number(g.nmonth) };
  if (g.year) return { year: Number(g.year) };
  if (g.present) return { year: 0, present: true };
  return undefined;
}

// "No. 2024-118", "Order 2019-0042": a year before a hyphen and three digits, or four that start with
// a nought, is the head of a reference number; no date or range is written so.
const POINT_RE = new RegExp(String.raw`(?<![\w/])(?:${POINT_SOURCE})(?![\w/]|\.\d|-(?:\d{3}|0\d{3})(?!\d))`, 'gi');

function findPoints(line: string, maxYear: number): RawPoint[] {
  // Every date that can start a range has a digit; most lines have none, so skip the big regex.
  if (!/\d/.test(line)) return [];
  const points: RawPoint[] = [];
  for (const m of line.matchAll(POINT_RE)) {
    const point = m.groups ? pointFromGroups(m.groups) : undefined;
    if (!point) continue;
    if (!point.present && (point.year < 1950 || point.year > maxYear)) continue;
    points.push({ point, index: m.index, length: m[0].length });
  }
  return points;
}

/**
 * Every date range in the line, left to right. A lone "Present" or "date" never forms a range on
 * its own: it only closes one, which keeps words like "current" in prose from becoming dates.
 */
function compactSpans(line: string, now: Date): DateRange[] {
  const maxYear = now.getFullYear() + 10;
  const spans: DateRange[] = [];
  for (const m of line.matchAll(MONTH_SPAN)) {
    const g = m.groups ?? {};
    const year = Number(g.year);
    if (!g.from || !g.to || year > maxYear) continue;
    spans.push({ start: { year, month: monthIndex(g.from) }, end: { year, month: monthIndex(g.to) }, index: m.index, length: m[0].length });
  }
  // A two-digit year is of this century unless it would lie in the future.
  const fullYear = (two: string): number => (2000 + Number(two) <= now.getFullYear() + 1 ? 2000 + Number(two) : 1900 + Number(two));
  const monthOf = (text: string): number => (/^\d/.test(text) ? Number(text) : monthIndex(text));
  const yearOf = (text: string): number => (text.length === 2 ? fullYear(text) : Number(text));
  for (const pattern of [SHORT_NUMERIC_SPAN, MONTH_SHORT_YEAR_SPAN, HYPHEN_NUMERIC_SPAN]) {
    for (const m of line.matchAll(pattern)) {
      const g = m.groups ?? {};
      if (!g.m1 || !g.y1) continue;
      const start: DatePoint = { year: yearOf(g.y1), month: monthOf(g.m1) };
      const end: DatePoint = g.m2 && g.y2 ? { year: yearOf(g.y2), month: monthOf(g.m2) } : { year: 0, present: true };
      if (!end.present && end.year * 12 + (end.month ?? 0) < start.year * 12 + (start.month ?? 0)) continue;
      if (start.year > maxYear || end.year > maxYear) continue;
      spans.push({ start, end, index: m.index, length: m[0].length });
    }
  }
  for (const m of line.matchAll(YEAR_PAIR_SPAN)) {
    const g = m.groups ?? {};
    const start = Number(g.y1);
    const end = g.y2?.length === 2 ? Math.floor(start / 100) * 100 + Number(g.y2) : Number(g.y2);
    if (end <= start || end - start > 10 || end > maxYear) continue;
    spans.push({ start: { year: start }, end: { year: end }, index: m.index, length: m[0].length });
  }
  // Patterns may claim the same text ("03/18 – 07/20" is not also "Mar 18"): the earliest, longest wins.
  const ordered = spans.sort((x, y) => x.index - y.index || y.length - x.length);
  return ordered.filter((r, i) => ordered.slice(0, i).every((o) => o.index + o.length <= r.index));
}

/** "Present", "Till date": the open end of a range, written alone. */
export const PRESENT_ALONE = new RegExp(String.raw`^\s*${PRESENT}\s*$`, 'i');

export function findDateRanges(line: string, now: Date = new Date()): DateRange[] {
  if (!/\d/.test(line)) return [];
  const spans = compactSpans(line, now);
  if (spans.length === 0) return pointRanges(line, now);
  // Read the rest of the line around the spans, keeping offsets so callers can cut every range out.
  const masked = spans.reduce((text, r) => text.slice(0, r.index) + ' '.repeat(r.length) + text.slice(r.index + r.length), line);
  return [...spans, ...pointRanges(masked, now)].sort((a, b) => a.index - b.index);
}

/** The one date range (or single date) that `text` is, all of it, or undefined. */
export function wholeRange(text: string, now: Date = new Date()): DateRange | undefined {
  const ranges = findDateRanges(text, now);
  const only = ranges[0];
  return ranges.length === 1 && only && only.index === 0 && only.length === text.length ? only : undefined;
}

/**
 * What an open start's cue can take before a date: the cue and its gap fit in a few dozen
 * characters. Reading the whole line before every date of a long one costs its length squared; the
 * character before the window is kept so that the cue still has to start a word.
 */
const OPEN_START_REACH = 64;
const before = (line: string, at: number): string => line.slice(Math.max(0, at - OPEN_START_REACH - 1), at);

const monthsOf = (p: DatePoint): number => p.year * 12 + (p.month ?? 0);

/**
 * "09/2012 02/2015", "2008 2012" at the start of a line: two dates with only a space between them
 * are a range whose dash the PDF's font did not map to a character. Both name their month, or the
 * pair opens the line; the second is later, by at most a working life.
 */
function dashLost(a: RawPoint, b: RawPoint, gap: string): boolean {
  if (!/^\s+$/.test(gap) || b.point.present || monthsOf(b.point) <= monthsOf(a.point) || b.point.year - a.point.year > 45) return false;
  const months = a.point.month !== undefined && b.point.month !== undefined;
  return months || (a.index === 0 && b.point.year - a.point.year <= 10);
}

function pointRanges(line: string, now: Date): DateRange[] {
  const points = findPoints(line, now.getFullYear() + 10);
  const ranges: DateRange[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    if (!a || a.point.present) continue;
    const b = points[i + 1];
    const gap = b ? line.slice(a.index + a.length, b.index) : '';
    // "2018 to date" has its separator inside the closing point.
    if (b && (SEPARATOR.test(gap) || (b.point.present && /^\s*$/.test(gap)) || dashLost(a, b, gap))) {
      ranges.push({ start: a.point, end: b.point, index: a.index, length: b.index + b.length - a.index });
      i++;
      continue;
    }
    const trailing = !b && TRAILING_OPEN.test(line.slice(a.index + a.length));
    if (trailing || OPEN_START.test(before(line, a.index))) {
      const length = trailing ? line.length - a.index : a.length;
      ranges.push({ start: a.point, end: { year: 0, present: true }, index: a.index, length });
      continue;
    }
    ranges.push({ start: a.point, end: a.point, index: a.index, length: a.length });
  }
  return ranges;
}

function seasonLabel(season: string): string {
  return season.charAt(0).toUpperCase() + season.slice(1);
}

export function formatPoint(p: DatePoint): string {
  if (p.present) return 'Present';
  const label = p.month ? MONTH_LABELS[p.month - 1] : undefined;
  if (label) return `${label} ${p.year}`;
  if (p.quarter) return `Q${p.quarter} ${p.year}`;
  if (p.season) return `${seasonLabel(p.season)} ${p.year}`;
  return String(p.year);
}

/** "Mar 2019 – Present": one spelling per point and an en dash, so merged resumes compare equal. */
export function formatRange(r: DateRange): string {
  if (r.start === r.end) return formatPoint(r.start);
  return `${formatPoint(r.start)} – ${formatPoint(r.end)}`;
}

export function rangeYears(r: DateRange, now: Date): { start: number; end: number } {
  const end = r.end.present ? now.getFullYear() : r.end.year;
  return { start: r.start.year, end };
}

/** The line with its date ranges cut out and the leftover separators tidied. */
export function removeRanges(line: string, ranges: readonly DateRange[]): string {
  let out = line;
  for (const r of [...ranges].sort((x, y) => y.index - x.index)) {
    out = `${out.slice(0, r.index)}\u0000${out.slice(r.index + r.length)}`;
  }
  // Each cut, with the spaces around it and an open start's cue before it ("since"), becomes a
  // tab. Trimmed piece by piece: one pattern over the spaces on both sides of an optional cue
  // tried every way of sharing a long run of spaces between them.
  const pieces = out.replace(/[([]\s*\u0000\s*[)\]]/g, '').split('\u0000');
  return pieces
    .map((piece, i) => {
      let text = i > 0 ? piece.trimStart() : piece;
      if (i < pieces.length - 1) {
        text = text.trimEnd();
        const cue = OPEN_CUE_AT_END.exec(text);
        if (cue) text = text.slice(0, cue.index).trimEnd();
      }
      return text;
    })
    .join('\t')
    .trim();
}
