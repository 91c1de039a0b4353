import type { ParsedExperience } from '@tailor/contracts';
import { findDateRanges, formatRange, rangeYears, type DateRange } from './dates';
import { EXPERIENCE_CONFIDENCE } from './experience';
import { withoutClosingFullStop } from './segments';
import type { Line } from './text';
import { titleScore } from './vocab';

/**
 * Narrative CVs tell jobs in sentences: "I worked as a data analyst at Globex from 2015 to 2018",
 * "Since 2019 I have been a senior engineer with Initech", "…, then as a team lead at Globex from 2020",
 * "Working with Globex Ltd as a team lead since 2020".
 * Only sentences that give a title word, a capitalised employer and dates are taken, so prose never
 * turns into a job.
 */
// A legal form may be written in lower case ("Moorvale Distribution plc"). A name has a few words at
// most: unbounded, a long run of capitalised words joined by "of" would be tried from every "of" in
// it, and a sentence of 50,000 characters took seconds.
const NAME = String.raw`\p{Lu}[\p{L}\d&.'-]*(?:\s+(?:(?!I\b)\p{Lu}[\p{L}\d&.'-]*|(?:of|and|&|the|for|de)(?=\s+(?!I\b)\p{Lu}))){0,8}(?:\s+(?:plc|ltd|inc|llc|gmbh|srl|bv|ag|co)\b\.?)?`;
// A title in a sentence: words, spaces and the marks titles use ("buyer's assistant", "R&D / QA lead").
const ROLE = String.raw`(?<role>[\p{L}][\p{L} /&'’-]{2,60}?)`;
// A sentence may open with the verb, so its first letter may be a capital.
// "My current role is Data Analyst at Globex" names the title as "am" does.
const VERB = String.raw`(?:[Ww]ork(?:ed|ing)?|[Ss]erv(?:ed|ing)|[Ee]mployed|been|am|was|[Jj]oined|[Tt]hen|[Ll]ater|[Aa]fterwards|[Mm]y\s+(?:current|present)\s+(?:role|position|job)\s+is|held\s+the\s+(?:post|position|role)\s+of)`;
// "I have been working as a planner at Globex": the verb's "working" is no part of the title.
const SENTENCE = new RegExp(
  String.raw`\b${VERB}\s+(?:(?:currently|presently|now|still)\s+)?(?:(?:working|employed|serving)\s+)?(?:as\s+)?(?:an?\s+|the\s+)?${ROLE}\s+(?:at|with|for|in|by)\s+(?:the\s+)?(?<company>${NAME})`,
  'u',
);
// "I spent two years (2013–2015) as a lab technician at Globex": any verb, the title after "as a".
const AS_TITLE = new RegExp(String.raw`\bas\s+(?:an?|the)\s+${ROLE}\s+(?:at|with|for)\s+(?:the\s+)?(?<company>${NAME})`, 'u');
// "worked part-time at Kelburn Books as a bookseller": how much the person worked is not where.
const HOURS = String.raw`(?:part[- ]time|full[- ]time|freelance|temporarily|seasonally)`;
// "…, first as a technician and now as kiln engineer": the title the person holds last is the job's.
const EARLIER_TITLE = String.raw`(?:,?\s+(?:first|initially|originally)\s+as\s+[^,.;]{2,60}?,?\s+(?:and\s+)?(?:now|later|then|currently|today|subsequently))?`;
// "Currently working with Globex Ltd as Senior Engineer since 2018", "employed by Moorvale Council since
// 2006 as a planning officer": the employer before the title.
const EMPLOYER_FIRST = new RegExp(
  String.raw`\b${VERB}\s+(?:${HOURS}\s+)?(?:with|at|for|in|by)\s+(?<company>${NAME})(?:\s+(?:since|from|in)\s+(?:\p{L}+\s+)?(?:19|20)\d\d)?${EARLIER_TITLE}\s+as\s+(?:an?\s+|the\s+)?${ROLE}(?=\s+(?:since|from|during|between|till|until|in|for)\b|\s*[.,;(]|$)`,
  'u',
);

// "In 2012 I joined Globex Retail as a stock controller and stayed until 2015", "In 2011 I moved to Quillon
// Foods as a buyer", "I joined Globex in March 2015 as a planner": joined, the employer, then the title.
const JOINED = new RegExp(
  String.raw`\b(?:[Jj]oined|moved\s+to|went\s+to|came\s+to)\s+(?:the\s+)?(?<company>${NAME})(?:\s+in\s+(?:\p{L}+\s+)?(?:19|20)\d\d)?\s+as\s+(?:an?\s+|the\s+)?${ROLE}(?=\s+(?:since|from|during|between|till|until|in|for|and|where)\b|\s*[.,;(]|$)`,
  'u',
);
// "Between 2010 and 2012 I worked for Tarrow Council, where I was an administrative assistant", "I spent
// three years (2016–2019) with Kelburn Rail, where I worked as a project engineer",
// "In 2016 I moved to Brightwater Dental, where I have been practice manager ever since".
const WHERE_I_WAS = new RegExp(
  String.raw`\b(?:${VERB}\s+(?:for|at|with|in)|moved\s+to|went\s+to|spent\s+[^,.;:]{1,40}?\s+(?:at|with|in))\s+(?:the\s+)?(?<company>${NAME}),?\s+(?:where|in which)\s+I\s+(?:was|have been|am|became|worked as|served as|started as)\s+(?:an?\s+|the\s+)?${ROLE}(?=\s+(?:since|from|during|between|till|until|in|for|and|ever)\b|\s*[.,;(]|$)`,
  'u',
);
// "I spent four years at Initech as a business analyst", "began my career at Quillon Bank in 2008 as a
// graduate trainee", "worked in the finance team of Moorvale Foods as an accounts assistant".
const AT_EMPLOYER_AS = new RegExp(
  String.raw`\b(?:at|with|for|of)\s+(?:the\s+)?(?<company>${NAME})(?:\s+in\s+(?:19|20)\d\d)?,?\s+as\s+(?:an?\s+|the\s+)?${ROLE}(?=\s+(?:since|from|during|between|till|until|in|for|and|where)\b|\s*[.,;(]|$)`,
  'u',
);
// "Globex Retail (2015–2018): I was a store manager …", "At Pebble Stores (2018–present) I am the regional
// manager": the employer and its dates in brackets, then the title.
const EMPLOYER_THEN_I_WAS = new RegExp(
  String.raw`^(?:At\s+)?(?:the\s+)?(?<company>${NAME})\s*\([^()]{4,40}\)\s*[:,–-]?\s*I\s+(?:was|am|have been|worked as|work as|served as|started as)\s+(?:an?\s+|the\s+)?${ROLE}(?=\s+(?:since|from|during|between|till|until|in|for|and|responsible|at|with|where|of)\b|\s*[.,;(]|$)`,
  'u',
);
// "… ever since", "… to this day", "…, where I still work": a job told with its start only is still held.
const STILL_HELD = /\b(?:ever since|since then|to this day|until now|to date|where I still work|I still work|where I work today)\b/i;
// "I am currently a data analyst at Globex, a role I took up in 2019": told in the present, still held.
const NOW_HELD = /\b(?:I am (?:currently|presently|now|still)|I currently|I presently|[Mm]y (?:current|present) (?:role|position|job))\b/;
// The end of a span told in words: "… until 2015", "between 2010 and 2012", "… and left in 2011".
const SPAN_END_WORDS = /\b(?:until|till|to|and|left|leaving)\s+(?:\p{L}+\s+)?$/u;

/**
 * The sentence's period: a written range, or a span told in words from its first date to a last
 * one that "until", "till", "to" or "and" introduces, or else its first date alone.
 */
function sentencePeriod(sentence: string, now: Date): DateRange | undefined {
  const found = findDateRanges(sentence, now);
  const range = found.find((r) => r.start !== r.end);
  if (range) return range;
  const first = found[0];
  const last = found.at(-1);
  if (first && last && last !== first && SPAN_END_WORDS.test(sentence.slice(0, last.index))) {
    const text = (r: DateRange): string => sentence.slice(r.index, r.index + r.length);
    const span = findDateRanges(`${text(first)} – ${text(last)}`, now)[0];
    if (span && span.start !== span.end) return { ...span, index: first.index, length: last.index + last.length - first.index };
  }
  const held = (at: DateRange): boolean => STILL_HELD.test(sentence.slice(at.index + at.length)) || NOW_HELD.test(sentence);
  if (first && first === last && first.start === first.end && held(first)) {
    const open = findDateRanges(`${sentence.slice(first.index, first.index + first.length)} – present`, now)[0];
    if (open) return { ...open, index: first.index, length: first.length };
  }
  return first;
}

/**
 * Sentences, and the clauses of one that goes on to the next job ("…, then as an office manager at …").
 * A sentence may wrap onto the next printed line, but never past a blank line, a bullet or a line left
 * out between them (a heading): the name above a section is no part of its first sentence.
 */
function sentences(lines: readonly Line[]): string[] {
  const paragraphs: string[][] = [];
  for (const [i, line] of lines.entries()) {
    const previous = lines[i - 1];
    const apart =
      !previous || line.bullet || line.blankBefore || (line.index !== undefined && previous.index !== undefined && line.index !== previous.index + 1);
    if (apart) paragraphs.push([line.text]);
    else paragraphs.at(-1)?.push(line.text);
  }
  return paragraphs
    .map((words) => words.join(' '))
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u))
    .flatMap((sentence) => sentence.split(/(?<!\s)\s*[,;]\s*(?=(?:and\s+)?(?:then|later|afterwards)\s+as\b)/));
}

export function narrativeExperiences(lines: readonly Line[], now: Date): ParsedExperience[] {
  const out: ParsedExperience[] = [];
  for (const sentence of sentences(lines)) {
    const m =
      EMPLOYER_FIRST.exec(sentence) ??
      JOINED.exec(sentence) ??
      WHERE_I_WAS.exec(sentence) ??
      SENTENCE.exec(sentence) ??
      AS_TITLE.exec(sentence) ??
      AT_EMPLOYER_AS.exec(sentence) ??
      EMPLOYER_THEN_I_WAS.exec(sentence);
    // "worked for three years as a kiln technician at …": the title is what follows "as"; "their Lead
    // Engineer" is the employer's title for the person, without "their".
    const role = m?.groups?.role
      ?.trim()
      .replace(/^.*\bas\s+(?:an?\s+|the\s+)?(?=\p{L})/u, '')
      .replace(/^(?:their|its|his|her|our)\s+/i, '');
    // "… at the Brightwater Museum Trust.": the sentence's full stop is not the name's.
    const company = m?.groups?.company === undefined ? undefined : withoutClosingFullStop(m.groups.company.trim());
    if (!m || !role || !company || titleScore(role) === 0) continue;
    const range = sentencePeriod(sentence, now);
    if (!range) continue;
    const years = rangeYears(range, now);
    out.push({
      company,
      role,
      period: formatRange(range),
      type: 'job',
      skills: [],
      achievements: [sentence.trim()],
      skills_with_evidence: [],
      confidence_score: EXPERIENCE_CONFIDENCE.twoParts,
      start_year: years.start,
      end_year: years.end,
      sources: sourcesOf(lines, { company, role, period: sentence.slice(range.index, range.index + range.length) }),
    });
  }
  return out;
}

/** The printed line that names each field: the sentence may run over several lines. */
function sourcesOf(lines: readonly Line[], fields: Record<'company' | 'role' | 'period', string>): ParsedExperience['sources'] {
  const sources: ParsedExperience['sources'] = {};
  for (const [field, value] of Object.entries(fields) as Array<[keyof typeof fields, string]>) {
    const line = lines.find((l) => l.text.includes(value));
    if (line?.index !== undefined && line.raw !== undefined) sources[field] = { line: line.index, text: line.raw };
  }
  return sources;
}
