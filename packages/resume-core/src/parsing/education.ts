import { DEFAULTS, type EducationSources, type ParsedEducation, type SourceLine } from '@tailor/contracts';
import { findDateRanges, removeRanges, type DateRange } from './dates';
import { degreeStart, hasDegree, isDegreeText, isEducationDetail, isInstitution, isSchoolLeaving } from './degrees';
import { isColumnHeader, isPageFurniture, isPersonalDetail } from './education-lines';
import { cleanSegment, isNoise } from './segments';
import { continuesFurniture, fields, isRunningFurniture, splitOutsideBrackets, type Line } from './text';
import { cutLocations, isLocation } from './vocab';

interface Part {
  text: string;
  line: number;
  /** Parts split from one comma list share a group, so a field of study stays with its degree. */
  group: number;
  /** The line also held a date ("General Studies, 2010 - 2012"). */
  dated?: boolean;
  /** The line of the extracted text it was read from. */
  source?: SourceLine;
}

interface RawEducation {
  parts: Part[];
  range?: DateRange;
  rangeSource?: SourceLine;
  /** A date line ended the entry (degree / school / year layouts): the next line starts another. */
  closed: boolean;
  /**
   * What the parts hold so far, kept as parts are added: an entry can gather thousands of lines in a
   * broken document, and asking every part again for every line is quadratic.
   */
  degreeLine?: number;
  schoolNamed?: boolean;
  linesSpanned?: number;
  /** Opened by a date on a line of its own (year-first layouts): its first line follows the date. */
  openedByDate?: boolean;
}

// Labels of Indian CVs that name the level, not the degree ("Post Graduation: MBA …").
const LEVEL_LABEL = /^(?:(?:post|under)[- ]?graduation|graduation|schooling|higher studies)\s*[:\-–]\s*/i;
// Words that qualify a graduation date ("Expected May 2026", "Class of 2019", "Year of passing").
const DATE_WORDS = /\b(?:expected|anticipated|graduating|graduation|class of|completed|awarded|passing|passed out|year of passing)\b:?/gi;

export const EDUCATION_CONFIDENCE = { complete: 0.9, twoParts: 0.7, onePart: 0.5 } as const;

// "Nashik, Maharashtra" or "Springfield, IL" after a school: job-board exports write "School - Town, Region".
const TOWN_REGION = /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2},\s*\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u;

/**
 * Comma lists and "degree at/from school". "at" belongs to the name in "University of Westland at
 * Brookfield", so it only splits after a degree.
 */
function splitSchoolWords(text: string): string[] {
  // A comma inside brackets ("College (Board of Education, Northtown)") belongs to the note.
  // (?<!\s): a match starts where a run of spaces does, so a long run is scanned once, not from each position in it.
  return splitOutsideBrackets(text, /(?<!\s)\s*,\s*/)
    .flatMap((piece) => piece.split(/\s+from\s+(?:the\s+)?(?=\p{Lu})/u))
    .flatMap((piece) => {
      const at = /\s+at\s+(?:the\s+)?(?=\p{Lu})/u.exec(piece);
      // "First Aid at Work Certificate": the qualification's own name holds "at".
      const after = at ? piece.slice(at.index + at[0].length) : '';
      if (!at || isInstitution(piece.slice(0, at.index)) || (hasDegree(after) && !hasDegree(piece.slice(0, at.index)))) return [piece];
      return [piece.slice(0, at.index), piece.slice(at.index + at[0].length)];
    });
}

function tidyPart(text: string): string {
  const cut = cleanSegment(text)
    // "1998-04: Grammar School": the tail of a year range the date reader did not take.
    .replace(/^\d{2,4}\s*:\s*/, '')
    // "Westland University in 2011": the date went, its preposition stays behind.
    .replace(/\s+(?:in|on|of|since|during)$/i, '')
    // "… College of Engineering with 72%": the result, not the name.
    .replace(/\s+with\s+(?:an?\s+)?(?:\d[\d.]*\s*%|(?:c?gpa|cpi|first|second|third|distinction|honou?rs|merit|aggregate)\b).*$/i, '')
    // "B.A. Economics, magna cum laude": the Latin honours are the result too.
    .replace(/,?\s*\b(?:(?:summa|magna)\s+)?cum\s+laude\b/i, '');
  // A sentence's full stop, but not an abbreviation's ("Govt.", "Inc."); one left apart by a removed year too.
  return cleanSegment(cut)
    .replace(/(?<=\)|\p{Ll}{3})\.$/u, '')
    .replace(/\s+\.$/, '');
}

// Profile exports follow the degree with its abbreviation and then the field: "Master of Science - MS,
// Mechanical Engineering". The abbreviation repeats the degree; cut at its dash, it would part the
// field from the degree.
const DEGREE_ABBREVIATION = /^(?<degree>[^,]{4,80}?)\s+[-–]\s+(?<abbreviation>[A-Z][A-Za-z.]{0,7}),\s+/;

function withoutRepeatedAbbreviation(text: string): string {
  const m = DEGREE_ABBREVIATION.exec(text);
  const degree = m?.groups?.degree;
  const abbreviation = m?.groups?.abbreviation;
  if (!m || !degree || !abbreviation || !hasDegree(degree) || !hasDegree(abbreviation)) return text;
  return `${degree}, ${text.slice(m[0].length)}`;
}

function splitParts(text: string, line: number, group: number): Part[] {
  return (
    fields(withoutRepeatedAbbreviation(text))
      .flatMap((f) => f.split(/\s+[|•·–—-]\s+|\s*\|\s*/))
      .filter((f, i) => i === 0 || !TOWN_REGION.test(f.trim()) || hasDegree(f) || isInstitution(f))
      // Sentences: "MSc. Epidemiology. Kingsbridge School of Medicine." (never after "Govt." or "St.").
      // Each is its own group, so a remark after the school is never taken for a field of study.
      .flatMap((f) => f.split(/(?<=\p{L}{4}\p{Ll})\.\s+(?=\p{Lu})/u))
      .flatMap((f, sentence) => splitSchoolWords(f).map((t) => ({ t, g: group + sentence / 1000 })))
      .map(({ t, g }) => ({ t: tidyPart(t), g }))
      // "MS" and "MA" are degrees here, not Mississippi and Massachusetts;
      // "B.com" is a degree that merely looks like a web address.
      .filter(({ t }) => (!isNoise(t) || (t !== '' && hasDegree(t))) && (hasDegree(t) || !isLocation(t)) && !/^(?:in|of)$/i.test(t))
      .map(({ t, g }) => ({ text: t, line, group: g }))
  );
}

// A line ending in a connector continues on the next one.
const DANGLING = /(?:\s(?:in|of|and|for|with)|[,&])$/i;

/** Lines that can hold a qualification: personal details end the section, page furniture is skipped. */
function educationLines(lines: readonly Line[]): Line[] {
  const end = lines.findIndex((l) => isPersonalDetail(l.text));
  const kept = (end < 0 ? lines : lines.slice(0, end)).filter(
    (l, i, all) =>
      !isPageFurniture(l.text) && !isRunningFurniture(l.text) && !continuesFurniture(all[i - 1]?.text, l.text) && !isColumnHeader(l.text),
  );
  // A degree wrapped after a connector ("Bachelor of Engineering in Marine" / "Technology") is one line.
  const joined: Line[] = [];
  for (const line of kept) {
    const prev = joined.at(-1);
    if (prev && DANGLING.test(prev.text) && !line.bullet && hasDegree(prev.text) && !hasDegree(line.text) && !isInstitution(line.text)) {
      joined[joined.length - 1] = { ...prev, text: `${prev.text} ${line.text}`, source: `${prev.source} ${line.source}` };
    } else {
      joined.push(line);
    }
  }
  return joined;
}

interface Analysed {
  line: Line;
  ranges: DateRange[];
  rest: string;
  /** Nothing but a date ("2012", "2010 to 2014", "Expected May 2026"). */
  dateOnly: boolean;
  detail: boolean;
}

// "Subjects: …", "Tools: …": a labelled list under a degree, unless the label is the degree or school.
const LABELLED = /^([\p{L}][\p{L} &/'-]{1,30}):\s/u;
// Europass writes the qualification level beside the degree ("Bachelor's degree EQF level 6").
const EQF = /\s*\bEQF\s+level\s+\d\b/gi;

// A sentence about the stay, told in mostly lower-case words; names of schools are capitalised.
function isProse(text: string, dated: boolean): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return !dated && words.length > 8 && lower * 2 >= words.length && (!hasDegree(text) || /^(?:I|We|My|Our)\b/.test(text));
}

function analyse(line: Line, now: Date): Analysed {
  const text = line.text.replace(LEVEL_LABEL, '');
  const ranges = findDateRanges(text, now);
  const rest = (ranges.length > 0 ? removeRanges(text, ranges) : text).replace(DATE_WORDS, ' ').replace(EQF, '');
  const label = LABELLED.exec(rest)?.[1];
  const detail =
    isEducationDetail(rest) ||
    (line.bullet && !hasDegree(rest) && !isInstitution(rest)) ||
    (label !== undefined && !hasDegree(label) && !isInstitution(label)) ||
    isProse(rest, ranges.length > 0) ||
    // The wrapped tail of a labelled list ("Data Structures, Compilers, Networks, …").
    ((rest.match(/,/g)?.length ?? 0) >= 3 && !hasDegree(rest) && !isInstitution(rest));
  // "09/2019 – 06/2021 Lisbon, Portugal": a date with only its place is still a date line.
  // Europass sets the place after a dash: "2012 – 2016 – Turin, Italy".
  const dateOnly =
    ranges.length > 0 && (!/\p{L}/u.test(rest) || isLocation(rest.replace(/\t/g, ' ').replace(/^[\s|•·–—-]+|(?<![\s|•·–—-])[\s|•·–—-]+$/g, '')));
  return { line, ranges, rest, dateOnly, detail };
}

// A range with an end beats a lone date on the same line ("2012 – 2016, Dean's List 2014").
const pickRange = (ranges: readonly DateRange[]): DateRange | undefined => ranges.find((r) => r.start !== r.end) ?? ranges[0];

function lineSource(line: Line): SourceLine | undefined {
  return line.index === undefined || line.raw === undefined ? undefined : { line: line.index, text: line.raw };
}

function groupEducation(lines: readonly Line[], now: Date): RawEducation[] {
  const rows = educationLines(lines).map((l) => analyse(l, now));
  // Job-board exports put a blank line after every line; blanks only separate entries when rare.
  const blanks = rows.slice(1).filter((r) => r.line.blankBefore).length;
  const blankBreaks = rows.length < 2 || blanks / (rows.length - 1) < 0.6;
  // A date on a line of its own either opens each entry or closes it; the first entry tells which.
  const content = rows.filter((r) => !r.detail);
  const yearFirst = content[0]?.dateOnly ?? false;
  // Dates close entries only when the first entry shows it: two or more lines, then its date
  // ("Degree / School / 2014"). After a single line ("School / 2012–2016 / Field / Degree") the
  // date sits inside the entry.
  const firstDate = content.findIndex((r) => r.dateOnly);
  const dateCloses = !yearFirst && firstDate >= 2;
  const entries: RawEducation[] = [];
  let cur: RawEducation | undefined;
  const open = (range?: DateRange, from?: Line): RawEducation => {
    const rangeSource = range && from ? lineSource(from) : undefined;
    const entry: RawEducation = { parts: [], closed: false, ...(range ? { range } : {}), ...(rangeSource ? { rangeSource } : {}) };
    entries.push(entry);
    return entry;
  };
  const date = (entry: RawEducation, range: DateRange | undefined, from: Line): void => {
    entry.range = range;
    const source = range ? lineSource(from) : undefined;
    if (source) entry.rangeSource = source;
  };
  rows.forEach((row, i) => {
    const { line, ranges, rest } = row;
    if (row.detail) {
      // "Graduated: May 2021 | GPA: 3.9" still dates the entry above; above the first entry it opens it.
      if (cur && !cur.range && ranges[0]) date(cur, pickRange(ranges), line);
      else if (!cur && ranges[0]) cur = open(pickRange(ranges), line);
      return;
    }
    if (row.dateOnly) {
      const range = pickRange(ranges);
      if (yearFirst) {
        if (!cur || cur.parts.length > 0 || cur.range) cur = open(range, line);
        else date(cur, range, line);
        cur.openedByDate = true;
      } else if (cur && !cur.range && !cur.closed && cur.parts.length > 0) {
        date(cur, range, line);
        cur.closed = dateCloses;
      } else {
        cur = open(range, line);
      }
      return;
    }
    // Places go first, whole ("Cambridge, MA, USA") or glued on ("Berkeley, CA Bachelor's …").
    if (isLocation(rest)) return;
    const parts = splitParts(cutLocations(rest), i, i);
    if (parts.length === 0) return;
    const degreePart = parts.find((p) => isDegreeText(p.text));
    const school = parts.some((p) => isInstitution(p.text) && !isDegreeText(p.text) && !isSchoolKindOnly(p.text));
    const clash =
      (degreePart !== undefined && cur?.degreeLine !== undefined) ||
      (school && cur?.schoolNamed === true) ||
      (ranges.length > 0 && cur?.range !== undefined);
    // An entry opened by its date (year-first layouts) waits for its first line whatever the blanks.
    const waiting = cur !== undefined && cur.parts.length === 0 && !clash;
    // A degree, a year and a line besides the degree's make an entry whole: a further line starts the
    // next one (LinkedIn writes the school first, and an uncued name like "Northfield Tech" clashes with nothing).
    // An entry that opened with its dates ("2006 – 2010" alone, or before the town) runs until the next
    // dates instead: its school may come after the degree.
    const whole = cur?.range !== undefined && cur.degreeLine !== undefined && (cur.linesSpanned ?? 0) > 1 && !cur.openedByDate;
    if (!cur || (!waiting && (cur.closed || (blankBreaks && line.blankBefore) || clash || whole))) {
      cur = open();
      if (ranges[0] !== undefined && line.text.slice(0, ranges[0].index).trim() === '') cur.openedByDate = true;
    }
    const source = lineSource(line);
    // Every part of one row shares the row's line, so a row adds one line to the entry's span.
    if (cur.parts.length === 0 || cur.parts.at(-1)?.line !== i) cur.linesSpanned = (cur.linesSpanned ?? 0) + 1;
    cur.parts.push(...parts.map((p) => ({ ...p, ...(ranges.length > 0 ? { dated: true } : {}), ...(source ? { source } : {}) })));
    cur.degreeLine ??= degreePart?.line;
    cur.schoolNamed ||= school;
    if (!cur.range && ranges.length > 0) date(cur, pickRange(ranges), line);
  });
  return entries;
}

function looksLikeSchool(text: string): boolean {
  const words = text.split(/\s+/);
  return words.length <= 6 && words.every((w) => /^[\p{Lu}\d&'(]|^(?:of|and|the|de|für|for)$/u.test(w));
}

/** A field or a qualification's name: capitalised words, joined by "in" or "of" at most. */
function looksLikeQualification(text: string): boolean {
  const words = text.split(/\s+/);
  return words.length <= 6 && words.every((w) => /^[\p{Lu}\d&'(]|^(?:of|and|the|in|for)$/u.test(w));
}

// The examination board of a school-leaving certificate ("State Board", "Board of Secondary
// Education, Westland") sets the exam but is not where it was studied. A technical board that awards
// a diploma is its institution.
const isBoard = (text: string): boolean => /\bboard\b/i.test(text);

/** The school when no part names one: a name-like part, else the line right after the degree's. */
function fallbackSchool(entry: RawEducation, degreePart: Part | undefined): Part | undefined {
  const leaving = degreePart !== undefined && isSchoolLeaving(degreePart.text);
  const others = entry.parts.filter((p) => p !== degreePart && !hasDegree(p.text) && !(leaving && isBoard(p.text)));
  const named = others.find((p) => looksLikeSchool(p.text) && p.group !== degreePart?.group);
  if (named) return named;
  if (degreePart) {
    const siblings = entry.parts.filter((p) => p !== degreePart && p.group === degreePart.group);
    const next = others.find((p) => p.line > degreePart.line && !/\d/.test(p.text) && p.text.split(/\s+/).length <= 8);
    return next ?? siblings.at(-1);
  }
  return others.find((p) => looksLikeSchool(p.text));
}

function graduationYear(range: DateRange | undefined): string | undefined {
  // A range still running ("2022 – Present") names no graduation year.
  if (!range || range.end.present) return undefined;
  return String(range.end.year);
}

/**
 * A part holding both the qualification and the school, with no separator between them:
 * "Kingsbury College of Arts B.A. ENGLISH" (school first) or Europass's
 * "HIGHER SECONDARY CERTIFICATE Maplewood College" (capitals, then the name).
 */
function splitDegreeSchool(part: Part): { degree: Part; school: Part } | undefined {
  const text = part.text;
  const start = degreeStart(text);
  if (start > 0 && isInstitution(text.slice(0, start))) {
    return { school: { ...part, text: cleanSegment(text.slice(0, start)) }, degree: { ...part, text: cleanSegment(text.slice(start)) } };
  }
  const caps = /^((?:[\p{Lu}\d.'&()/-]+\s+){1,8}?)(?=\p{Lu}[\p{Ll}])/u.exec(text);
  const head = caps?.[1]?.trim();
  if (head && /\p{Lu}{2}/u.test(head) && head.split(/\s+/).length >= 2 && isInstitution(text.slice(head.length))) {
    return { degree: { ...part, text: cleanSegment(head) }, school: { ...part, text: cleanSegment(text.slice(head.length)) } };
  }
  // "BSc (Hons) Marine Chemistry (2.1) University of Westmoor": the school's name starts at the first
  // capitalised word from which a school name runs without any degree word in it.
  if (start !== 0) return undefined;
  for (const m of text.matchAll(/\s(?=\p{Lu})/gu)) {
    const at = (m.index ?? 0) + 1;
    // A flattened table row goes on with the board's column ("… School State Board").
    const name = SCHOOL_NAME.exec(text.slice(at))?.[0]?.replace(/\s+(?:\p{Lu}\p{L}*\s+)?Board$/u, '');
    if (name && !hasDegree(name.replace(SCHOOL_KIND, '')) && hasDegree(text.slice(0, at))) {
      return { degree: { ...part, text: cleanSegment(text.slice(0, at)) }, school: { ...part, text: cleanSegment(name) } };
    }
  }
  return undefined;
}

// "Moorvale Matriculation School", "Tarrow Higher Secondary School": the kind of school, part of its
// name, also names the certificate; before "School" it is the name's, not a degree.
const SCHOOL_KIND = /\b(?:(?:higher|senior)\s+)?(?:secondary|matriculation|high|public|grammar|primary|middle)\s+(?=school\b)/gi;

// At most eight words before and after the kind of school: it is tried from every capitalised word of
// a line, and unbounded runs made that quadratic on a long line of capitalised words.
const SCHOOL_NAME =
  /^(?:(?:\p{Lu}[\p{L}'.&-]*|of|and|for|the|de|di)\s+){0,8}?(?:University|College|Institute|School|Academy|Polytechnic|Universit\p{L}+)(?![\p{L}])(?:\s+(?:(?:of|and|for|the|de|di)\s+)?(?:\p{Lu}[\p{L}'.&-]*|\([^)]*\))){0,8}/u;

/**
 * "Upper secondary school", "High school": the kind of school without its name. Beside a named school
 * ("Kelburn Gymnasium") it is the level studied there, not a second school.
 */
const SCHOOL_KIND_ONLY =
  /^(?:(?:upper|lower|higher|senior|junior)\s+)?(?:secondary|high|primary|middle|elementary|grammar|vocational|technical|comprehensive)\s+school$/i;
const isSchoolKindOnly = (text: string): boolean => SCHOOL_KIND_ONLY.test(text.trim());

function interpret(entry: RawEducation): ParsedEducation | undefined {
  let degreePart = entry.parts.find((p) => isDegreeText(p.text));
  const kindOnly = entry.parts.find((p) => p !== degreePart && isSchoolKindOnly(p.text));
  const named = entry.parts.find((p) => p !== kindOnly && p !== degreePart && isInstitution(p.text) && !isDegreeText(p.text) && !isBoard(p.text));
  if (!degreePart && kindOnly && named) degreePart = kindOnly;
  let school =
    (kindOnly && named ? named : undefined) ??
    entry.parts.find((p) => p !== degreePart && isInstitution(p.text) && !isDegreeText(p.text) && !isBoard(p.text)) ??
    entry.parts.find((p) => p !== degreePart && isInstitution(p.text) && !isBoard(p.text));
  let combined: Part | undefined;
  if (!school || !degreePart) {
    combined = (degreePart || !school ? entry.parts : [school]).find((p) => splitDegreeSchool(p) !== undefined);
    const both = combined ? splitDegreeSchool(combined) : undefined;
    if (both) {
      school = both.school;
      // The split part is the degree unless a part of another line names it on its own.
      if (!degreePart || degreePart === combined) degreePart = both.degree;
    }
  }
  if (!school) school = fallbackSchool(entry, degreePart);
  // LinkedIn leaves the degree out when only a field was given: "School" / "Field, 2010 - 2012";
  // Europass puts the qualification's own name on the date's line above the school
  // ("2009–2013  Engineer in Logistics" / "Maritime Academy").
  // Year-first tables put it on the line between the date and the school ("2009 – 2012" /
  // "Logistics Technician (EUD)" / "Tarrow Business College").
  if (!degreePart && school) {
    const at = school;
    const qualificationAt = (p: Part): boolean =>
      (Math.abs(p.line - at.line) === 1 && p.dated === true) || (entry.openedByDate === true && p.line === at.line - 1 && p === entry.parts[0]);
    degreePart = entry.parts.find((p) => qualificationAt(p) && !isInstitution(p.text) && !isBoard(p.text) && looksLikeQualification(p.text));
  }
  let degree = degreePart?.text;
  if (degreePart) {
    const siblings = entry.parts.filter((p) => p !== degreePart && p !== combined && p.group === degreePart.group);
    // "BSc in Mathematics, University of Tarrow, Tarrow": what follows a school printed after the
    // degree is the school's place, not the degree's field.
    const at = (p: Part | undefined): number => (p ? entry.parts.indexOf(p) : -1);
    const placeFrom = school && school.group === degreePart.group && at(school) > at(degreePart) ? at(school) : Infinity;
    const field = siblings.filter((p) => p !== school && p.line === degreePart.line && !isInstitution(p.text) && at(p) < placeFrom);
    degree = [degreePart.text, ...field.map((p) => p.text)].join(', ');
  }
  if (degree !== undefined) degree = withoutStudyLead(degree);
  if (!degree && !school) return undefined;
  const year = graduationYear(entry.range);
  const found = [degree, school, year].filter((v) => v !== undefined).length;
  const sources: EducationSources = {
    ...(degree && degreePart?.source ? { degree: degreePart.source } : {}),
    ...(school?.source ? { school: school.source } : {}),
    ...(year && entry.rangeSource ? { year: entry.rangeSource } : {}),
  };
  return {
    degree: degree ?? DEFAULTS.degree,
    school: school?.text ?? DEFAULTS.school,
    year: year ?? DEFAULTS.year,
    confidence_score: found === 3 ? EDUCATION_CONFIDENCE.complete : found === 2 ? EDUCATION_CONFIDENCE.twoParts : EDUCATION_CONFIDENCE.onePart,
    ...(Object.keys(sources).length > 0 ? { sources } : {}),
  };
}

// "Currently pursuing MBA", "Pursuing B.Tech": the qualification under way, named after what the person is doing.
const STUDY_LEAD = /^(?:currently\s+)?(?:pursuing|persuing|studying\s+(?:for\s+)?|completing|working\s+towards)\s+(?:an?\s+|the\s+|my\s+)?/i;
const withoutStudyLead = (degree: string): string => {
  const rest = degree.replace(STUDY_LEAD, '');
  return rest !== degree && hasDegree(rest) ? rest : degree;
};

const unclosed = (text: string): boolean => text.lastIndexOf('(') > text.lastIndexOf(')');

/**
 * "Harlow College (Board of Secondary Education," / "Northtown)": a note in brackets wrapped onto
 * the next line is joined back, so its tail is not read as a qualification or a school of its own.
 */
function joinWrappedBrackets(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const next = lines[i + 1];
    if (next && !next.bullet && unclosed(line.text) && /^[^()]{1,40}\)/.test(next.text)) {
      const close = next.text.indexOf(')') + 1;
      out.push({ ...line, text: `${line.text} ${next.text.slice(0, close)}` });
      const rest = next.text.slice(close).trim();
      if (rest !== '') out.push({ ...next, text: rest });
      i++;
      continue;
    }
    out.push(line);
  }
  return out;
}

// "I hold an MSc …", "I was awarded a BSc …": the person's own words before the qualification.
// "My first degree is a BA …", "I am currently studying for an MBA …" name a qualification the same way.
const FIRST_PERSON =
  /^(?:(?:I|We)\s+(?:also\s+)?(?:hold|have|earned|received|obtained|completed|finished|gained|achieved|was awarded|graduated with|am\s+(?:currently\s+|now\s+)?(?:studying\s+for|pursuing|completing|working\s+towards))|My\s+(?:\p{L}+\s+)?(?:degree|qualification)\s+(?:is|was))\s+(?:an?\s+|the\s+|my\s+)?/u;
const LEADING_YEAR = /^(?:In|By)\s+((?:\p{L}+\s+)?(?:19|20)\d\d),?\s+(?=(?:I|We)\s)/u;
// "I graduated from Moorvale University in 2011 with a BSc in Zoology": the school before the degree.
const GRADUATED_FROM =
  /^(?:I\s+)?graduated\s+from\s+(?:the\s+)?(?<school>.+?)(?:\s+in\s+(?<year>(?:19|20)\d\d))?\s+with\s+(?:an?\s+|the\s+)?(?<degree>.+?)\.?$/i;

// "I studied logistics at the University of Kelburn and graduated with a BSc in 2008": field, school, degree.
const STUDIED_AT =
  /^(?:I\s+)?studied\s+(?<field>[^,.]{1,80}?)\s+at\s+(?:the\s+)?(?<school>[^,]{1,120}?),?\s+(?:and\s+)?graduat(?:ed|ing)\s+(?:in\s+(?<yearBefore>(?:19|20)\d\d)\s+)?with\s+(?:an?\s+|the\s+)?(?<degree>.+?)(?:\s+in\s+(?<year>(?:19|20)\d\d))?\.?$/i;

const YEAR = String.raw`(?:19|20)\d\d`;
// "2010–2013: studied law at …", "After school I studied …", "Later I completed …": a sentence that
// opens with when it happened; the years go with the qualification the rest names.
const NARRATIVE_LEAD = new RegExp(
  String.raw`^(?:(?<from>${YEAR})\s*[–-]\s*(?<to>${YEAR})\s*:|(?<single>${YEAR})\s*:|(?:After\s+(?:school|that|graduating)|Afterwards|Later(?:\s+on)?|Then|Next),?)\s+(?=\S)`,
  'i',
);
// "studied law at the University of Quillon (LLB)": the qualification in brackets after the school.
const STUDIED_AT_BRACKETED = /^(?:I\s+)?studied\s+(?<field>[^,.()]{1,80}?)\s+at\s+(?:the\s+)?(?<school>[^,()]{1,120}?)\s*\((?<degree>[^)]+)\)\.?$/i;
// "I am a graduate of the University of Tarrow (BSc Physics, 2010)" or "… of X with a BSc in …".
const GRADUATE_OF = new RegExp(
  String.raw`^(?:I\s+am\s+)?an?\s+graduate\s+of\s+(?:the\s+)?(?<school>[^(,]{1,120}?)\s*(?:\((?<degreeInBrackets>[^)]+)\)|,?\s+with\s+(?:an?\s+|the\s+)?(?<degree>.+?))\.?$`,
  'i',
);
// "Between 2005 and 2009 I attended Kelburn College, where I earned a Diploma in …", "I went to Moorvale
// School, where I took A-levels in … (2008)", "I attended the University of Tarrow from 2016 to 2019 and
// graduated with a BEng …": the school the person went to, then what they gained there.
const ATTENDED = new RegExp(
  String.raw`^(?:(?:Between|From)\s+(?<from>${YEAR})\s+(?:and|to|until)\s+(?<to>${YEAR}),?\s+)?(?:I\s+)?(?:attended|went\s+to|was\s+at)\s+(?:the\s+)?` +
    String.raw`(?<school>[^,]{1,120}?)(?:\s+(?:from|between)\s+(?<fromAfter>${YEAR})\s+(?:to|and|until)\s+(?<toAfter>${YEAR}))?,?\s+` +
    String.raw`(?:where|and)\s+(?:I\s+)?(?:took|earned|gained|obtained|completed|received|passed|was\s+awarded|graduated\s+with)\s+(?:an?\s+|my\s+|the\s+)?` +
    String.raw`(?<degree>.+?)(?:\s+in\s+(?<year>${YEAR})|\s*\((?<yearInBrackets>${YEAR})\))?\.?$`,
  'i',
);

// "MSc Marine Biology (Kelburn University, 2012)": the school, and maybe the year, in brackets after the degree.
const DEGREE_THEN_SCHOOL_IN_BRACKETS =
  /^(?<degree>[^()]{2,80}?)\s*\((?<school>[^(),]{3,80}?)(?:,\s*(?<year>(?:19|20)\d\d(?:\s*[–-]\s*(?:19|20)\d\d)?))?\)\.?$/;
const GRADUATED_IN_YEAR_WITH = /^(?:I\s+)?graduated\s+in\s+(?<year>(?:19|20)\d\d)\s+with\s+(?:an?\s+|the\s+)?(?<rest>[^.;]+?)\.?$/i;
const MY_DEGREE_IS_FROM = /^My\s+(?<degree>[^.;]{2,80}?)\s+(?:is|was)\s+from\s+/;
// "1985-89: Kelburn Grammar School, Kelburn: 9 O levels", "Tarrow Sixth Form College: 3 A levels: Art,
// History": the school, a colon, then what was gained there (and the subjects after a second colon).
const SCHOOL_COLON_QUALIFICATION =
  /^(?:(?<years>(?:19|20)\d\d\s*[-–]\s*\d{2,4})\s*:\s*)?(?<school>\p{Lu}[^:;]{2,80}?):\s+(?<qualification>[^:;]{2,80}?)(?::\s+(?<subjects>[^:;]{2,120}))?$/u;
const WHICH_I_GAINED = /,\s+which\s+I\s+(?:obtained|earned|completed|received|gained|took|did|was awarded)\s+(?=(?:at|from|in)\s)/g;

/**
 * Sentences that put the school or the year where the rules below do not look for them, in the order
 * those rules read: "MSc Zoology (Kelburn University, 2012)", "I graduated in 2012 with an MSc …",
 * "My MSc … is from Kelburn University", "a BSc in Zoology, which I obtained at Moorvale University".
 */
function reordered(text: string): string {
  const schoolFirst = SCHOOL_COLON_QUALIFICATION.exec(text)?.groups;
  if (schoolFirst?.school && schoolFirst.qualification && isInstitution(schoolFirst.school) && hasDegree(schoolFirst.qualification)) {
    const subjects = schoolFirst.subjects ? ` (${schoolFirst.subjects.replace(/\.$/, '')})` : '';
    return [`${schoolFirst.qualification}${subjects}`, schoolFirst.school, schoolFirst.years].filter(Boolean).join(', ');
  }
  const bracketed = DEGREE_THEN_SCHOOL_IN_BRACKETS.exec(text)?.groups;
  if (bracketed?.degree && bracketed.school && hasDegree(bracketed.degree) && isInstitution(bracketed.school)) {
    return [bracketed.degree, bracketed.school, bracketed.year].filter(Boolean).join(', ');
  }
  const graduatedIn = GRADUATED_IN_YEAR_WITH.exec(text)?.groups;
  if (graduatedIn?.rest && graduatedIn.year) return `I hold ${graduatedIn.rest} (${graduatedIn.year})`;
  return text.replace(MY_DEGREE_IS_FROM, 'I hold $<degree> from ').replace(WHICH_I_GAINED, ' ');
}

// "studied logistics at X, graduating with a BSc": the field studied completes a bare degree ("BSc in logistics").
function withField(degree: string, field: string): string {
  return /\s(?:in|of)\s/i.test(degree) ? degree : `${degree} in ${field}`;
}

/**
 * A narrative CV names its qualifications in a sentence, sometimes two in one or two after a semicolon ("I hold an MSc in X
 * from the University of Tarrow (2013) and a BSc in Y from Moorvale University (2011)."): each
 * qualification becomes a line of its own in the order the rest of the rules read, the person's
 * "I hold" left out. A line that is no such sentence is kept as it is.
 */
function sentenceQualifications(original: Line): Line[] {
  const text = reordered(original.text);
  const line = text === original.text ? original : { ...original, text };
  const lead = NARRATIVE_LEAD.exec(line.text);
  if (lead) {
    const rest = { ...line, text: line.text.slice(lead[0].length) };
    const read = sentenceQualifications(rest);
    if (read.length === 1 && read[0]?.text === rest.text) return [line];
    const { from, to, single } = lead.groups ?? {};
    const years = from && to ? `${from} – ${to}` : single;
    return years ? read.map((l) => (/\b(?:19|20)\d\d\b/.test(l.text) ? l : { ...l, text: `${l.text}, ${years}` })) : read;
  }
  const graduated = GRADUATED_FROM.exec(line.text)?.groups;
  if (graduated?.school && graduated.degree && hasDegree(graduated.degree)) {
    return [{ ...line, text: [graduated.degree, graduated.school, graduated.year].filter(Boolean).join(', ') }];
  }
  const studied = STUDIED_AT.exec(line.text)?.groups;
  if (studied?.field && studied.school && studied.degree && hasDegree(studied.degree)) {
    return [
      { ...line, text: [withField(studied.degree, studied.field), studied.school, studied.year ?? studied.yearBefore].filter(Boolean).join(', ') },
    ];
  }
  const bracketed = STUDIED_AT_BRACKETED.exec(line.text)?.groups;
  if (bracketed?.field && bracketed.school && bracketed.degree && hasDegree(bracketed.degree)) {
    return [{ ...line, text: [withField(bracketed.degree, bracketed.field), bracketed.school].join(', ') }];
  }
  const graduate = GRADUATE_OF.exec(line.text)?.groups;
  const graduateDegree = graduate?.degree ?? graduate?.degreeInBrackets;
  if (graduate?.school && graduateDegree && hasDegree(graduateDegree)) {
    // The bracket's own order is kept after the school ("BSc Physics, 2010" → "BSc Physics, University of Tarrow, 2010").
    const [degree = '', ...rest] = graduateDegree.split(/(?<!\s)\s*,\s*/);
    return [{ ...line, text: [degree, graduate.school, ...rest].join(', ') }];
  }
  const attended = ATTENDED.exec(line.text)?.groups;
  if (attended?.school && attended.degree && hasDegree(attended.degree)) {
    const from = attended.from ?? attended.fromAfter;
    const to = attended.to ?? attended.toAfter;
    const year = attended.year ?? attended.yearInBrackets ?? (from && to ? `${from} – ${to}` : undefined);
    return [{ ...line, text: [attended.degree, attended.school, year].filter(Boolean).join(', ') }];
  }
  // "In 2016 I completed a BBA at …": the year told first goes with the qualification.
  const told = LEADING_YEAR.exec(line.text);
  const sentence = told ? line.text.slice(told[0].length) : line.text;
  const own = FIRST_PERSON.test(sentence);
  if (told && !own) return [line];
  const pieces = sentence
    .replace(FIRST_PERSON, '')
    .split(/(?<!\s)\s*;\s*|,?(?<!\s)\s+and\s+(?:an?|my|the)\s+(?=\S)/)
    .filter((piece) => piece.trim() !== '');
  // Every piece must name a qualification, or the sentence is left to the other rules whole.
  if ((!own && pieces.length < 2) || !pieces.every((piece) => hasDegree(piece))) return [line];
  return pieces.map((piece) => ({ ...line, text: told ? `${piece.trim().replace(/\.$/, '')}, ${told[1]}` : piece.trim() }));
}

// A paragraph of prose tells one qualification per sentence: "… graduating with a BEng in 2011. Later I
// completed an MBA at …". A full stop after a word or a year, before a narrative opening, ends a sentence
// (never the stop of an abbreviation such as "B.Sc. Physics").
const NEXT_SENTENCE = /(?<=\p{Ll}{3}|\d{4})\.\s+(?=(?:I|In|Later|Then|After|Afterwards|My|Before|Since|Between|From)\s)/u;

// "…: 9 O levels. Tarrow Sixth Form College: 3 A levels": a sentence that opens with a school and a colon.
const SCHOOL_SENTENCE = /(?<=\p{L}{2}|\d)\.\s+(?=\p{Lu}[^:;.]{2,80}:\s)/u;

function sentencesOf(line: Line): Line[] {
  const sentences = line.text.split(NEXT_SENTENCE).flatMap((sentence) => {
    const parts = sentence.split(SCHOOL_SENTENCE);
    const schools = parts.slice(1).every((part) => isInstitution(part.slice(0, part.indexOf(':'))));
    return schools ? parts : [sentence];
  });
  return sentences.length > 1 ? sentences.map((text) => ({ ...line, text: text.trim() })) : [line];
}

/**
 * A CV without an education section may still tell its qualifications in sentences elsewhere
 * ("About me: … I studied statistics at Kelburn University and graduated in 2016 with a BSc."):
 * only the sentences the narrative rules read as a qualification are taken, nothing else around them.
 */
export function narrativeEducation(lines: readonly Line[], now: Date): ParsedEducation[] {
  const told = lines.flatMap(sentencesOf).flatMap((sentence) => {
    const read = sentenceQualifications(sentence);
    return read.length === 1 && read[0]?.text === sentence.text ? [] : read.filter((l) => hasDegree(l.text));
  });
  return readEntries(told, now);
}

export function parseEducation(lines: readonly Line[], now: Date): ParsedEducation[] {
  return readEntries(joinWrappedBrackets(lines).flatMap(sentencesOf).flatMap(sentenceQualifications), now);
}

/** Lines already in the order the rules read (sentences rewritten) into entries. */
function readEntries(lines: readonly Line[], now: Date): ParsedEducation[] {
  return groupEducation(lines, now)
    .map(interpret)
    .filter((e): e is ParsedEducation => e !== undefined);
}
