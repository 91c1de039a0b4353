import { DURATION_SOURCE, endsSentence, isHeaderish, isStrongHeader, lineFeatures, printedMonths, type LineFeatures } from './line-features';
import { isContactLine, textBeforeContact } from './contact';
import { continuesDetail, isDetailLine, isFormDetail, isPersonalDetail, isPersonalLabelsOnly, opensProject } from './details';
import { fieldLabelKind, isDashEnded, isEmployerAtPlace, isFieldLabel } from './segments';
import { SUBLABEL } from './sections';
import { continuesFurniture, isRunningFurniture, type Line } from './text';
import { companyScore, isCompanyCuesOnly, isDepartment, isLocation, titleScore } from './vocab';

type FieldKind = NonNullable<ReturnType<typeof fieldLabelKind>>;

export interface HeaderLine {
  text: string;
  f: LineFeatures;
  /** The document line it was read from, to report where each field came from. */
  source?: Line;
}

/** One job (or school) before interpretation: the lines that name it and the lines that describe it. */
export interface RawEntry {
  header: HeaderLine[];
  body: string[];
  /** Its first line is followed by a total tenure ("6 years 2 months"): an employer over several roles. */
  grouped?: boolean;
  /** That total tenure, in months. */
  tenure?: number;
}

export interface GroupOptions {
  now: Date;
  /** Every line is a whole paragraph (DOCX), so wrapped lines never need joining. */
  paragraphs: boolean;
}

// "Kiln Technician. Responsible for …": a short first sentence that may be the job's title.
const TITLE_SENTENCE = /^(\p{Lu}[^.:;,]{2,60}?)\.\s+(?=\p{Lu})/u;
// A job board's total tenure at one employer ("3 years 2 months") on a line of its own.
const DURATION_ONLY = new RegExp(String.raw`^\(?\s*${DURATION_SOURCE}\s*\)?$`, 'iu');
const TOOLS_LABEL = /(?:stack|technologies|tools|environment)\s*:?$/i;
// A line drawn with dashes or equals signs under a plain-text title: decoration, not a line of the job.
const RULE_LINE = /^[-=_~*.·•–—]{3,}$/;

interface Cursor {
  entries: RawEntry[];
  current: RawEntry | undefined;
  inBody: boolean;
  lastBodyBullet: boolean;
  /** Inside a project table of the current job: its "Role:" and "Duration:" are the project's. */
  inProject: boolean;
  /** The previous line was a detail line, whose list may wrap onto this one. */
  afterDetail: boolean;
  /**
   * What the current entry's header lines hold, kept as lines are added: a header can run to
   * thousands of lines in a broken document, and rescanning it for every line is quadratic.
   */
  headerKinds: Set<FieldKind>;
  headerForm: boolean;
  headerNamed: boolean;
  headerDated: boolean;
  /** A header line has a title word. */
  headerTitled: boolean;
}

function startEntry(c: Cursor): RawEntry {
  const entry: RawEntry = { header: [], body: [] };
  c.entries.push(entry);
  c.current = entry;
  c.inBody = false;
  c.inProject = false;
  c.afterDetail = false;
  c.headerKinds = new Set();
  c.headerForm = false;
  c.headerNamed = false;
  c.headerDated = false;
  c.headerTitled = false;
  return entry;
}

function pushHeader(c: Cursor, entry: RawEntry, line: HeaderLine, kind: FieldKind | undefined): void {
  entry.header.push(line);
  if (kind) c.headerKinds.add(kind);
  c.headerForm ||= kind !== undefined || /^dates?\b/i.test(line.text);
  c.headerNamed ||= !line.f.dateOnly && !line.f.location;
  c.headerDated ||= line.f.ranges.length > 0;
  c.headerTitled ||= line.f.title > 0;
}

function appendToLastBody(entry: RawEntry, text: string): void {
  const last = entry.body.length - 1;
  entry.body[last] = `${entry.body[last] ?? ''} ${text}`.trim();
}

/**
 * Is this line the rest of the body line above, wrapped by the PDF or the text editor? Lower-case
 * starts always are; otherwise only when the line above stops mid-sentence and this line does not
 * announce a new job (a date, title word or company cue, or a next line that does).
 */
function continuesBody(c: Cursor, line: Line, f: LineFeatures, next: HeaderLine | undefined, o: GroupOptions): boolean {
  if (!c.inBody || line.bullet || f.ranges.length > 0 || line.blankBefore) return false;
  const prev = c.current?.body.at(-1);
  if (prev === undefined) return false;
  // A line after one that stops on a comma or a joining word goes on with it, even where lines are paragraphs.
  if (/(?:,|\s(?:and|or|of|the|to|for|with|in|&))$/i.test(prev) && !isStrongHeader(f, false)) return true;
  if (o.paragraphs) return false;
  if (f.startsLower) return true;
  if (endsSentence(prev) || /[:;]$/.test(prev) || namesEmployerWithLocality(line.text)) return false;
  if (!isHeaderish(f, false)) return true;
  if (isStrongHeader(f, false)) return false;
  return c.lastBodyBullet && !(next && isStrongHeader(next.f, false));
}

// "Oakfern Research, Moorvale (Ireland)": Europass prints the employer with its town and country.
const NAME_THEN_LOCALITY = /^[^,]+,\s*([^,()]+\([^()]+\))$/;

const NUMBER_MARK = /^\(?\d{1,2}[.)]\s/;

/** A numbered list item that is a short name, right above a line that is not a bullet and carries dates. */
function numberedName(line: Line, next: Line | undefined, nextF: LineFeatures | undefined, now: Date): boolean {
  if (!line.bullet || !NUMBER_MARK.test(line.source) || !next || next.bullet || !nextF || nextF.ranges.length === 0) return false;
  const f = lineFeatures(line.text, now, false);
  return f.ranges.length === 0 && f.words > 0 && f.words <= 8 && !f.sentence && !f.verbStart && f.titleCase >= 0.6;
}

/** "Pebble Coffee, Porto (Portugal)": an employer's line as Europass prints it, also after the job's last bullet. */
function namesEmployerWithLocality(text: string): boolean {
  const locality = NAME_THEN_LOCALITY.exec(text)?.[1];
  return /^\p{Lu}/u.test(text) && locality !== undefined && isLocation(locality);
}

/**
 * A contact line that starts with an employer's name followed by its site or switchboard number
 * ("Brightwater Museum Trust www.bmt.example", "Oakfern Research, Moorvale (Ireland)
 * www.oakfern.example") is the name; the rest of the line is contact detail, which no field keeps.
 */
function withoutEmployerContact(line: Line): Line {
  const name = textBeforeContact(line.text);
  const words = name.split(/\s+/).length;
  const named = companyScore(name) >= 2 || namesEmployerWithLocality(name);
  const organisation = /^\p{Lu}/u.test(name) && words <= 6 && !name.includes(':') && named && titleScore(name) === 0;
  return organisation ? { ...line, text: name } : line;
}

export function groupEntries(allLines: readonly Line[], o: GroupOptions): RawEntry[] {
  // Each line is asked once whether it is contact details: a contact line stays dropped below unless
  // it named an employer before them.
  const contactLine = allLines.map((l) => isContactLine(l.text));
  const lines = allLines.map((l, i) => (contactLine[i] ? withoutEmployerContact(l) : l));
  const features = lines.map((l) => lineFeatures(l.text, o.now, l.bullet));
  const boardEmployerAt = (at: number): boolean => {
    const line = lines[at];
    return line !== undefined && !line.bullet && isEmployerAtPlace(line.text);
  };
  const c: Cursor = {
    entries: [],
    current: undefined,
    inBody: false,
    lastBodyBullet: false,
    inProject: false,
    afterDetail: false,
    headerKinds: new Set(),
    headerForm: false,
    headerNamed: false,
    headerDated: false,
    headerTitled: false,
  };
  let toolsNext = false;
  let personalValuesNext = false;
  lines.forEach((line, i) => {
    // Links to the employer's site and labels such as "Key Achievements:" sit between title and
    // bullets; they are neither. A "Technologies:" label makes the next line that job's tools list.
    if (DURATION_ONLY.test(line.text)) {
      if (c.current && !c.inBody && c.current.header.length === 1) {
        c.current.grouped = true;
        c.current.tenure = printedMonths(line.text);
      }
      return;
    }
    const valuesOfLabels = personalValuesNext;
    personalValuesNext = isPersonalLabelsOnly(line.text);
    if (valuesOfLabels && !line.bullet) return;
    if (!line.bullet && continuesFurniture(lines[i - 1]?.text, line.text)) return;
    if ((contactLine[i] && line === allLines[i]) || isPersonalDetail(line.text) || isRunningFurniture(line.text) || RULE_LINE.test(line.text)) return;
    if (SUBLABEL.test(line.text)) {
      toolsNext = TOOLS_LABEL.test(line.text);
      return;
    }
    if (toolsNext && c.current) {
      toolsNext = false;
      c.current.body.push(`Tools: ${line.text}`);
      c.inBody = true;
      c.lastBodyBullet = false;
      return;
    }
    const detailTail = c.afterDetail && !line.bullet && continuesDetail(line.text) && !isFieldLabel(line.text);
    c.afterDetail = false;
    // "Server" above "Globex - Austin, TX" and its dates is a title, not a label like "Servers:".
    const titleOfBoardJob = !line.bullet && boardEmployerAt(i + 1) && (features[i + 2]?.dateOnly ?? false);
    if (c.current && !titleOfBoardJob && (detailTail || isDetailLine(line.text, c.inProject, c.headerForm))) {
      if (detailTail) appendToLastBody(c.current, line.text);
      else c.current.body.push(line.text);
      // "Supervisor: Ann Moor" between the employer and the title leaves the job's header open, and so does
      // "Client: Brightwater" under a labelled "Company: Globex" whose title follows.
      const labelledEmployerOnly = c.headerKinds.has('company') && !c.headerKinds.has('role') && !c.headerDated;
      if (!c.inBody && (isFormDetail(line.text) || labelledEmployerOnly)) return;
      c.inBody = true;
      c.lastBodyBullet = false;
      c.inProject ||= opensProject(line.text);
      c.afterDetail = true;
      return;
    }
    // A label inside a description ("Release Coordinator:") heads the lines under it, not a job.
    if (c.current && c.inBody && !line.bullet && /:$/.test(line.text) && !isFieldLabel(line.text)) {
      c.current.body.push(line.text);
      c.lastBodyBullet = false;
      return;
    }
    // Forms label every field of a job, the description row sometimes before the employer row.
    const kind = fieldLabelKind(line.text);
    // …but a second employer row starts the next job.
    if (c.current && kind && c.headerForm && !c.headerKinds.has(kind)) {
      pushHeader(c, c.current, { text: line.text, f: features[i] as LineFeatures, source: line }, kind);
      return;
    }
    const nextLine = lines[i + 1];
    const nextF = features[i + 1];
    // "2) Organisation: Globex": a numbered, labelled field still names the job; so does a numbered
    // name over the job's dated title line ("1. Oakfern Research, Tarrow" / "Data Analyst, 2015 – 2019").
    const bullet = line.bullet && !isFieldLabel(line.text) && !numberedName(line, nextLine, nextF, o.now);
    const f = bullet === line.bullet ? (features[i] as LineFeatures) : lineFeatures(line.text, o.now, false);
    const next = nextLine && nextF && !nextLine.bullet ? { text: nextLine.text, f: nextF } : undefined;
    // On a job board the line above the employer line is the title, however it is written
    // ("field sales executive", "Data entry work"); a labelled field is a header line too.
    // So is the line above "Globex - Austin, TX" when the dates follow that.
    const employerBelow = next !== undefined && (isDashEnded(next.text) || titleOfBoardJob);
    const titleAbove = kind !== undefined || (employerBelow && !bullet && f.words <= 8 && !f.sentence && !isDashEnded(line.text));
    // …and the dash-ended employer line itself is a header line however its name is cased ("Acme tutors -").
    const employerLine = !bullet && isDashEnded(line.text) && f.words <= 12 && !f.sentence && !f.verbStart;
    // A job title alone, then a short line before the bullets or the dates ("globex"): the employer,
    // however it is cased.
    const bareEmployer =
      !bullet &&
      c.current?.header.length === 1 &&
      (c.current.header[0]?.f.title ?? 0) > 0 &&
      !c.inBody &&
      !c.headerDated &&
      (nextLine === undefined || nextLine.bullet || nextLine.blankBefore || (nextF?.dateOnly ?? false)) &&
      f.words > 0 &&
      f.words <= 4 &&
      f.ranges.length === 0 &&
      !f.sentence &&
      !f.verbStart &&
      !/[:;,]$/.test(line.text);
    // Profile exports: employer, title, dates. The one line between an employer's line and the dates
    // is the title, however it is worded ("Responsable de laboratoire" has no title word the rules know).
    const employerAbove = c.current?.header.at(-1);
    const titleBetween =
      !bullet &&
      !c.inBody &&
      employerAbove !== undefined &&
      employerAbove.f.ranges.length === 0 &&
      employerAbove.f.title === 0 &&
      companyScore(employerAbove.text) >= 2 &&
      !/\s(?:of|for|the|de|du|der|at)$/i.test(employerAbove.text) &&
      (nextF?.dateOnly ?? false) &&
      !(nextLine?.bullet ?? false) &&
      f.ranges.length === 0 &&
      f.words <= 6 &&
      !f.sentence;
    if (titleBetween) {
      pushHeader(c, c.current as RawEntry, { text: line.text, f, source: line }, kind);
      return;
    }
    // "2016 – present" / "Brightwater Studio, Kelburn" / "Kiln Technician. Responsible for …": a dated,
    // named header with no title yet, whose description opens with the title as a sentence of its own.
    const lead = !bullet && c.current && !c.inBody && c.headerDated && c.headerNamed && !c.headerTitled ? TITLE_SENTENCE.exec(line.text) : null;
    const leadTitle = lead?.[1] ? lineFeatures(lead[1], o.now, false) : undefined;
    if (c.current && lead?.[1] && leadTitle && leadTitle.title > 0 && leadTitle.words <= 5 && companyScore(lead[1]) === 0) {
      pushHeader(c, c.current, { text: lead[1], f: leadTitle, source: line }, undefined);
      c.current.body.push(line.text.slice(lead[0].length));
      c.inBody = true;
      c.lastBodyBullet = false;
      return;
    }
    if (!titleAbove && !employerLine && !bareEmployer && continuesBody(c, { ...line, bullet }, f, next, o)) {
      if (c.current) appendToLastBody(c.current, line.text);
      return;
    }
    if (!titleAbove && !employerLine && !bareEmployer && !isHeaderish(f, bullet)) {
      const entry = c.current ?? startEntry(c);
      entry.body.push(line.text);
      c.inBody = true;
      c.lastBodyBullet = bullet;
      return;
    }
    // A blank line ends a header group once the group is dated and named: job boards print title,
    // employer and dates as separate paragraphs ("Engineer" / "Acme -" / "May 2019 to Present"),
    // and table cells ("Jan 2021 – Present" | "Engineer / Acme") come out separated by blank lines.
    const headerLength = c.current?.header.length ?? 0;
    // A layout table's cells: dates and employer in the left one, the title above the bullets in the
    // right one ("2019 – 2021" / "Globex, Leeds" | "Fitter" / "• …"). The title, with its description
    // right under it, completes a dated group that named no title yet.
    const titleCompletes =
      c.current !== undefined &&
      c.headerDated &&
      !c.headerTitled &&
      f.title > 0 &&
      f.ranges.length === 0 &&
      f.words <= 6 &&
      !f.sentence &&
      nextLine !== undefined &&
      !nextLine.blankBefore &&
      (nextLine.bullet || (nextF?.sentence ?? false));
    const blankBreak =
      line.blankBefore && c.headerNamed && !titleCompletes && (c.headerDated || (headerLength >= 2 && f.ranges.length === 0 && !f.location));
    // A header line that stops on a joining word was wrapped ("Analyst at Bank of" / "Moorvale", "Analyst at" / "Globex"): the
    // next short line is the rest of it, not a line of its own.
    const wrappedFrom = c.current && !c.inBody ? c.current.header.at(-1) : undefined;
    if (
      wrappedFrom &&
      !bullet &&
      !kind &&
      !line.blankBefore &&
      // A title or a name is short: a run of lines each ending "of" is not one header line growing without end.
      wrappedFrom.f.words <= 12 &&
      (/\s(?:of|for|the|de|du|der|at)$/i.test(wrappedFrom.text) ||
        // "… Technician and Quality" / "Assurance Officer": a title wrapped inside its second half,
        // the rest a short line that ends the title (a PDF's narrow column).
        // "… Partnerships and Business" / "Development": a department's name ends it just the same.
        (!o.paragraphs &&
          wrappedFrom.f.title > 0 &&
          /\s(?:and|&)\s+\p{Lu}[\p{L}-]*$/u.test(wrappedFrom.text) &&
          ((f.title > 0 && f.words <= 3) || (f.words <= 2 && isDepartment(line.text)))) ||
        // "Head of Engineering at Quillon Payments Europe" / "Limited", "Oakfern Consulting Services" /
        // "Limited": the employer's legal form or kind wrapped off its name or off "Title at Employer".
        (!o.paragraphs &&
          (/\s(?:at|@)\s/i.test(wrappedFrom.text) || (wrappedFrom.f.title === 0 && wrappedFrom.f.ranges.length === 0 && !wrappedFrom.f.location)) &&
          f.words <= 3 &&
          isCompanyCuesOnly(line.text))) &&
      f.ranges.length === 0 &&
      f.words <= 6 &&
      !f.sentence
    ) {
      const text = `${wrappedFrom.text} ${line.text.trim()}`;
      // The joined line is quoted whole as the source of what it names.
      const from = wrappedFrom.source;
      const source = from?.raw !== undefined && line.raw !== undefined ? { ...from, raw: `${from.raw} ${line.raw.trim()}` } : from;
      const joined = { text, f: lineFeatures(text, o.now, false), source };
      c.current?.header.splice(-1, 1, joined);
      c.headerTitled ||= joined.f.title > 0;
      return;
    }
    const entry = !c.current || c.inBody || blankBreak ? startEntry(c) : c.current;
    pushHeader(c, entry, { text: line.text, f, source: line }, kind);
  });
  return trailingDates(trailingEmployers(c.entries.flatMap(splitMultiDate)));
}

const isDated = (h: HeaderLine | undefined): boolean => h !== undefined && h.f.ranges.some((r) => r.start !== r.end || r.end.present === true);

/**
 * Date-led CVs without field labels (a Europass CV whose label column was lost) print each job as
 * dates, title, description, and the employer last, after the description: "2019 – 2021" /
 * "Engineer" / "Built…" / "Globex Ltd, 1 Main Street". The employer line then opens the next
 * header group. Where the first job starts with its dates, so every job does, undated name lines
 * (no title word) before the next dates, or after the last job, close the job above them.
 * Where the first job starts with a name, names before dates are employer headings and stay.
 */
function trailingEmployers(entries: RawEntry[]): RawEntry[] {
  const first = entries[0];
  // Dates on a line of their own lead the jobs; "Engineer May 2020 – Present" under a name does not.
  const leadingDates = (h: HeaderLine | undefined): boolean => isDated(h) && h?.f.dateOnly === true;
  if (!first || !leadingDates(first.header[0])) return entries;
  const out: RawEntry[] = [];
  for (const [i, entry] of entries.entries()) {
    const prev = out.at(-1);
    const k = entry.header.findIndex(isDated);
    if (k > 0 && !leadingDates(entry.header[k])) {
      out.push(entry);
      continue;
    }
    const last = i === entries.length - 1;
    const lead = k > 0 ? entry.header.slice(0, k) : k < 0 && last && entry.body.length === 0 ? entry.header : [];
    const movable = prev !== undefined && prev.body.length > 0 && lead.length > 0 && lead.length <= 2 && lead.every((h) => h.f.title === 0);
    if (!movable) {
      out.push(entry);
      continue;
    }
    prev.header.push(...lead);
    if (lead.length < entry.header.length) out.push({ ...entry, header: entry.header.slice(lead.length) });
  }
  return out;
}

/**
 * Some layouts print each job's dates after its description: "Globex" / "Engineer" / "Built…" /
 * "2019 – 2021" / "Initech" / …. Each date line then opens the next header group, and the last job's
 * dates are left alone at the end. Only when the whole section reads that way (the first job undated,
 * every later group opening with a line of dates, the last holding nothing else) do the dates go back
 * to the job above them.
 */
function trailingDates(entries: RawEntry[]): RawEntry[] {
  const [first, ...rest] = entries;
  const last = rest.at(-1);
  const opensWithDates = (e: RawEntry): boolean => e.header[0]?.f.dateOnly === true && isDated(e.header[0]);
  if (!first || !last || first.body.length === 0 || first.header.some((h) => h.f.ranges.length > 0)) return entries;
  if (last.header.length !== 1 || last.body.length > 0 || !rest.every(opensWithDates)) return entries;
  const out: RawEntry[] = [{ ...first, header: [...first.header] }];
  for (const entry of rest) {
    const [dates, ...named] = entry.header;
    (out.at(-1) as RawEntry).header.push(dates as HeaderLine);
    if (named.length > 0 && named.every((h) => h.f.ranges.length === 0)) out.push({ ...entry, header: named });
    else if (entry !== last) return entries;
  }
  return out;
}

/**
 * A header group holding several dates is several jobs listed without descriptions, or a company
 * line followed by its roles. Whether dates open or close an entry is read from the first line.
 */
function splitMultiDate(entry: RawEntry): RawEntry[] {
  const dated = entry.header.filter((h) => h.f.ranges.length > 0).length;
  if (dated < 2) return [entry];
  const dateLeads = (entry.header[0]?.f.ranges.length ?? 0) > 0;
  // Profile exports print employer, title, dates and then the place: "Globex Ltd" / "Chemist" /
  // "2019 – Present" / "Tarrow" / "Moorvale Foods Ltd" / …. Where the jobs lead with the employer, a
  // short name with neither a title word nor an employer's cue, right before the next employer's
  // line, is the place of the job above, however unknown the town.
  const first = entry.header[0];
  const employerLeads = first !== undefined && first.f.title === 0 && companyScore(first.text) >= 2;
  const placeOfJobAbove = (h: HeaderLine, next: HeaderLine | undefined): boolean =>
    employerLeads &&
    next !== undefined &&
    companyScore(next.text) >= 2 &&
    h.f.ranges.length === 0 &&
    h.f.title === 0 &&
    companyScore(h.text) === 0 &&
    /^\p{Lu}[\p{L}'.-]*(?:\s\p{Lu}[\p{L}'.-]*){0,2}$/u.test(h.text.trim());
  const groups: HeaderLine[][] = [[]];
  let groupDated = false;
  for (const [i, h] of entry.header.entries()) {
    const hasDate = h.f.ranges.length > 0;
    let group = groups.at(-1) as HeaderLine[];
    const place = (h.f.location && !hasDate) || placeOfJobAbove(h, entry.header[i + 1]);
    if (dateLeads ? hasDate && group.length > 0 : groupDated && !place) {
      group = [];
      groups.push(group);
      groupDated = false;
    }
    group.push(h);
    groupDated ||= hasDate;
  }
  return groups.map((header, i) => ({
    header,
    body: i === groups.length - 1 ? entry.body : [],
    grouped: i === 0 && entry.grouped,
    tenure: i === 0 ? entry.tenure : undefined,
  }));
}
