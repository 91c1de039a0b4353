import { findDateRanges, removeRanges, type DateRange } from './dates';
import { stopParts } from './segments';
import { wordCount } from './text';
import { companyScore, cutLocations, isLocation, titleScore } from './vocab';

/** What a line looks like, computed once so the grouping rules read as plain conditions. */
export interface LineFeatures {
  ranges: DateRange[];
  /** Text with the dates cut out; tabs mark where they were. */
  rest: string;
  /** Only dates (and maybe a place) on the line. */
  dateOnly: boolean;
  title: number;
  company: number;
  location: boolean;
  titleCase: number;
  words: number;
  sentence: boolean;
  startsLower: boolean;
  verbStart: boolean;
  /** A full stop inside the line ("…backend. Utilizing"): two sentences, so a description. */
  midSentence: boolean;
}

const SMALL = new Set([
  'of',
  'and',
  'the',
  'at',
  'for',
  'in',
  'on',
  'to',
  'a',
  'an',
  '&',
  'with',
  'de',
  'du',
  'la',
  'und',
  '-',
  '–',
  '—',
  '|',
  '@',
  'y',
  'e',
]);

// Verbs that open achievement lines; titles and company names practically never start with them.
const VERBS = new Set(
  `led built ran grew won drove wrote made cut set took saw met gave kept sold began taught brought
  oversaw spearheaded developed designed implemented managed created launched delivered improved
  increased reduced established collaborated optimized optimised mentored coordinated conducted
  performed maintained supported automated migrated architected analyzed analysed authored
  championed negotiated partnered owned scaled shipped streamlined transformed achieved generated
  trained hired organized organised presented researched resolved enhanced ensured executed
  facilitated handled identified initiated introduced integrated produced provided redesigned
  refactored responsible worked assisted contributed helped participated using used working
  building developing designing leading managing creating acquired founded joined promoted`.split(/\s+/),
);

// "(3 years 2 months)", "· 4 yrs 3 mos": tenure that job boards print next to the dates.
// Also in the languages whose months are read: "(5 ans 5 mois)", "(2 Jahre 3 Monate)", "(3 anos)".
const YEARS = String.raw`(?:years?|yrs?|ans?|jahre?n?|años?|anos?|anni|anno|jaar|år|aar)`;
const MONTHS = String.raw`(?:months?|mos?|mois|monate?n?|meses|mes|mês|mesi|mese|maanden|maand|måneder|måned|månader|månad|mnd)`;
// A role shorter than its year's count of months: "2011 (less than a year)".
const UNDER_A_YEAR = String.raw`(?:less\s+than\s+(?:a|one)\s+year|moins\s+d['’]un\s+an|weniger\s+als\s+(?:ein|1)\s+Jahr|menos\s+de\s+(?:un\s+año|um\s+ano)|minder\s+dan\s+een\s+jaar|meno\s+di\s+un\s+anno)`;
// Its parts captured: the count, its unit and the months after a count of years.
const COUNTED_DURATION = String.raw`(\d{1,2})\+?\s*(${YEARS}|${MONTHS})(?![\p{L}])(?:\s*,?\s*(\d{1,2})\s*${MONTHS}(?![\p{L}]))?`;
export const DURATION_SOURCE = String.raw`(?:${COUNTED_DURATION}|${UNDER_A_YEAR})`;
// It starts where a run of spaces does and takes the spaces after it only up to a closing bracket,
// so a long run is scanned once, and the next duration ("3 years 2 months") still starts at its own.
const DURATION = new RegExp(String.raw`[(·•|]?(?<!\s)\s*(?<![\p{L}\d])${DURATION_SOURCE}(?:\s*\))?`, 'giu');
const DURATION_PARTS = new RegExp(String.raw`(?<![\p{L}\d])${COUNTED_DURATION}`, 'iu');
const YEAR_UNIT = new RegExp(String.raw`^${YEARS}$`, 'iu');

/** "(3 years 2 months)" → 38: the first tenure printed in the text, in months. */
export function printedMonths(text: string): number | undefined {
  const m = DURATION_PARTS.exec(text);
  if (!m?.[1] || !m[2]) return undefined;
  const first = Number(m[1]);
  return YEAR_UNIT.test(m[2]) ? first * 12 + Number(m[3] ?? 0) : first;
}
const MID_SENTENCE = /\b\p{Ll}[\p{L}]{2,}[.!?] +\p{Lu}/u;
const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|jr|sr|llc|st|dr|etc|dept|intl|no|vs|[a-z])\.$/i;

export function endsSentence(text: string): boolean {
  return /[.!?]["')]?$/.test(text) && !ABBREVIATION_END.test(text);
}

/** Share of significant words that start with a capital or digit: titles and names are Title Case. */
export function titleCaseRatio(text: string): number {
  const ws = text.split(/[\s/,|()]+/).filter((w) => w !== '' && !SMALL.has(w.toLowerCase()));
  if (ws.length === 0) return 0;
  return ws.filter((w) => /^[\p{Lu}\p{N}"'(]/u.test(w)).length / ws.length;
}

// Longer lines are always descriptions, so the costly name and place analysis is skipped for them.
const LONG_LINE_WORDS = 24;

function proseFeatures(text: string, now: Date, words: number): LineFeatures {
  return {
    ranges: findDateRanges(text, now),
    rest: text,
    dateOnly: false,
    location: false,
    title: 0,
    company: 0,
    titleCase: 0,
    words,
    sentence: endsSentence(text),
    startsLower: /^[\p{Ll}\d(&+]/u.test(text),
    verbStart: false,
    midSentence: true,
  };
}

// "Oakfern Research, Moorvale (Ireland).": a full stop after the country in brackets closes a name's line, not a sentence.
const BRACKETED_END = /\(([^()]{2,40})\)\.$/;
const closedByCountry = (text: string): boolean => {
  const inside = BRACKETED_END.exec(text)?.[1];
  return inside !== undefined && isLocation(inside);
};

/** "2017 – 2019: teacher at Globex": how the line reads once a leading date is set aside. */
function afterLeadingDate(text: string, ranges: readonly DateRange[]): string {
  const lead = ranges[0];
  if (!lead || lead.index !== 0) return text;
  const rest = text.slice(lead.length).replace(/^[\s:–—\-|,.]+/, '');
  return rest === '' ? text : rest;
}

// A digit starts descriptions ("3 releases a year") but also names ("3 Rivers Consulting, Inc.").
// "3W Webworks Gdansk", "3M Poland": digits glued to capitals, then a capitalised word, start a name.
const DIGIT_NAME = /^\d+\p{Lu}+\s+\p{Lu}/u;

function startsLower(text: string, company: number): boolean {
  return /^[\p{Ll}(&+]/u.test(text) || (/^\d/.test(text) && !DIGIT_NAME.test(text) && !(company >= 2 && /^\d+\s+\p{Lu}/u.test(text)));
}

// "Senior Analyst (Globex Ltd, 2016 – 2019)": once the dates are cut out, the name they shared
// the brackets with is a field of the line, not a note on the title.
const BRACKETED_NAME = /\(\s*([^()\t]*?\p{L}[^()\t]*?)[\s,;]*\t[\s,;]*\)|\(\s*\t[\s,;]*([^()\t]*?\p{L}[^()\t]*?)\s*\)/u;

/** `bullet`: a bulleted line can only be a header when it carries a date, so others skip the analysis. */
export function lineFeatures(text: string, now: Date, bullet = false): LineFeatures {
  const words = wordCount(text);
  if (words > LONG_LINE_WORDS || (bullet && !/\d/.test(text))) return proseFeatures(text, now, words);
  const ranges = findDateRanges(text, now);
  const noDates = (ranges.length > 0 ? removeRanges(text, ranges) : text).replace(DURATION, '\t').replace(BRACKETED_NAME, '\t$1$2\t');
  // "…, Seattle, WA.": a full stop after a state code closes the header, it is not part of the place.
  const rest = cutLocations(noDates.replace(/(,\s*\p{Lu}{2})\.$/u, '$1'));
  const bare = (t: string): string => t.replace(/[\t|•·,–—\-()]+/g, ' ').trim();
  const first = (/^[\p{L}]+/u.exec(text)?.[0] ?? '').toLowerCase();
  const title = titleScore(rest);
  const company = companyScore(rest);
  // "Implementing …", "Optimised …": gerunds and past tenses open descriptions, not names.
  // Names are Title Case or capitals ("UNITED PARCEL SERVICE"); descriptions are sentence case.
  const inflected = first.length > 5 && /(?:ing|ed)$/.test(first) && title === 0 && company < 2 && titleCaseRatio(text) < 0.6;
  return {
    ranges,
    rest,
    dateOnly: ranges.length > 0 && bare(rest) === '',
    location: bare(noDates) !== '' && (bare(rest) === '' || isLocation(noDates)),
    title,
    company,
    titleCase: titleCaseRatio(rest),
    words: wordCount(rest),
    sentence: endsSentence(text) && !closedByCountry(text),
    startsLower: startsLower(afterLeadingDate(text, ranges), company),
    verbStart: VERBS.has(first) || inflected,
    // "2015–2019 Data Analyst. Oakfern Research": full stops between a header's short fields end no sentence.
    midSentence: MID_SENTENCE.test(text) && stopParts(rest).length === 1,
  };
}

const FIRST_PERSON = /(?:^|\s)(?:I|I'm|I've|I'd|my|we|our)\s/;

/**
 * Could this line name a job (title, employer, place, dates) rather than describe one? Long lines,
 * sentences and lower-case descriptions are body text even when they mention a title word.
 */
export function isHeaderish(f: LineFeatures, bullet: boolean): boolean {
  // Numbered or bulleted jobs ("1. Tata Consultancy Services, Pune (Jan 2018 – Till Date)") carry a
  // full date range; achievements rarely do, and when they do they read as sentences.
  if (bullet) return datedName(f);
  if (f.ranges.length > 0) {
    if (f.dateOnly) return true;
    // "Acquired by Google in 2020" mentions a year but describes; a header names and dates.
    const realRange = f.ranges.some((r) => r.start !== r.end);
    // "…at Globex from 2015 to 2018. Then I moved": a story in the first person, not a header.
    if (f.midSentence || FIRST_PERSON.test(f.rest)) return false;
    return f.words <= 16 && !(f.sentence && f.words > 8) && !f.verbStart && (realRange || f.titleCase >= 0.5);
  }
  if (f.location) return true;
  if (f.words > 12 && employerThenAddress(f.rest)) return true;
  if (f.words === 0 || f.words > 12 || f.sentence || f.startsLower || f.verbStart || f.midSentence) return false;
  if (f.titleCase >= 0.6) return true;
  return f.titleCase >= 0.3 && (f.title > 0 || f.company > 0);
}

// "(compulsory military service)", "(contract)": a note after the employer names nothing more.
const TRAILING_NOTE = /\s*\([^()]*\)\s*$/;

/**
 * "Harbour Tools Limited | Unit 5 Quay Road, Portside": an employer and its street address, long
 * only because of the address. The employer field has a cue word and is printed as a name.
 */
function employerThenAddress(rest: string): boolean {
  const bar = rest.indexOf('|');
  if (bar <= 0) return false;
  const first = rest.slice(0, bar).trim();
  return wordCount(first) <= 6 && companyScore(first) >= 2 && titleScore(first) === 0 && titleCaseRatio(first) === 1;
}

/** The dates were the item's last words: only a full stop, if anything, follows where they were cut. */
const TRAILING_DATES = /\t[\s.]*$/;
const FIELD_PARTS = /,\s|\s(?:-{1,2}|[–—|@]|at)\s/;

function datedName(f: LineFeatures): boolean {
  const range = f.ranges.some((r) => r.start !== r.end);
  const words = f.words > 12 ? wordCount(f.rest.replace(TRAILING_NOTE, '')) : f.words;
  // "• 2017 – 2019: maths teacher at Globex Institute": a dated list of jobs written in lower case,
  // where a closing full stop ends the item rather than a sentence, and "at" names the employer.
  const leading = f.ranges[0]?.index === 0 && f.ranges[0].start !== f.ranges[0].end;
  // "• Globex, Tarrow -- Engineer, 2019 to now.": the dates close the item, and so does its full stop,
  // when the words before them are fields parted as a header's are, one of them a title.
  const closing = TRAILING_DATES.test(f.rest) && f.title > 0 && FIELD_PARTS.test(f.rest.replace(TRAILING_DATES, ''));
  if (!range || words > 12 || (f.sentence && !leading && !closing) || f.verbStart) return false;
  const employerNamed = f.company > 0 || /\s(?:at|with)\s+\p{Lu}/u.test(f.rest);
  return (!f.startsLower && f.titleCase >= 0.5 && (!f.sentence || closing)) || (leading && f.title > 0 && employerNamed);
}

/** A header line that carries a clue on its own: a date, a title word, a company cue or a place. */
export function isStrongHeader(f: LineFeatures, bullet: boolean): boolean {
  return isHeaderish(f, bullet) && (f.ranges.length > 0 || f.title > 0 || f.company > 0 || f.location);
}
