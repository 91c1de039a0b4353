import { DEFAULTS, type ExperienceSources, type ParsedExperience } from '@tailor/contracts';
import { escapeRegExp } from '../regexp';
import { formatRange, MONTH, PRESENT_ALONE, rangeYears } from './dates';
import { isInstitution } from './degrees';
import { isFormDetail, isStreetAddress, splitDetailCells } from './details';
import { groupEntries, type RawEntry } from './entries';
import { interpretHeader, type HeaderParts } from './header';
import { printedMonths } from './line-features';
import { townShaped } from './locations';
import { splitInlineHeaders } from './inline-header';
import type { Line } from './text';
import { companyScore, isLocation, LEGAL_FORMS, titleScore } from './vocab';

export interface ExperienceOptions {
  now: Date;
  paragraphs: boolean;
}

interface Interpreted extends HeaderParts {
  achievements: string[];
  /** The header lines as printed, kept for a block that turns out to be part of the job above. */
  header: string[];
  /** Printed with a total tenure under its employer line: the roles after it share that employer. */
  grouped: boolean;
  /** That total tenure, in months. */
  tenure?: number;
}

const SELF_EMPLOYED = /\b(?:freelance|self[- ]employed|independent|sole (?:proprietor|trader))\b/i;

export const EXPERIENCE_CONFIDENCE = { complete: 0.9, twoParts: 0.7, onePart: 0.5 } as const;

/**
 * A company line with no role and nothing under it heads the roles that follow ("Acme" then
 * "Senior Engineer 2019–", "Engineer 2016–2019"). A dated role without any company, laid out like
 * the role lines under such an employer, is another role there: that is how grouped careers are
 * written, while a freelance role after a "Company / Role / Dates" job stays without a company.
 */
function standsAlone(company: string): boolean {
  const unbalanced = (company.match(/[([]/g)?.length ?? 0) !== (company.match(/[)\]]/g)?.length ?? 0);
  return !unbalanced && !isInstitution(company);
}

function resolveParents(items: Interpreted[]): Interpreted[] {
  const out: Interpreted[] = [];
  // A heading no role takes up ("Globex -" / "2014 to 2015" as the last block) is a job of its own,
  // unless its name is a school's (education printed under the wrong heading) or a wrapped fragment.
  const adopted = new Set<Interpreted>();
  const headings = new Set<Interpreted>();
  let employer:
    | {
        name: string;
        roleLines: number;
        source: ExperienceSources['company'];
        heading?: boolean;
        dated?: boolean;
        item?: Interpreted;
        /** Heads only the next job. */
        once?: boolean;
        /** Printed with its total tenure above its roles (profile exports). */
        grouped?: boolean;
        /** Months of that tenure not yet accounted for by the roles read under it. */
        tenureLeft?: number;
      }
    | undefined;
  for (const item of items) {
    const source = item.sources.company;
    if (namesEmployerOnly(item)) {
      // An application form's employer block (name, address, supervisor) beside or above the job's
      // own cell heads the one job printed after it, however many lines that takes.
      const block = item.achievements.length > 0;
      employer = {
        name: item.company as string,
        roleLines: block ? Number.POSITIVE_INFINITY : item.shape.lines,
        source,
        heading: true,
        dated: item.range !== undefined,
        item,
        once: block,
        grouped: item.grouped,
        tenureLeft: item.tenure,
      };
      headings.add(item);
      out.push(item);
      continue;
    }
    // Under a dated one-line name ("Harbour Books, 2017 – 2018"), a line naming a title and an
    // employer of its own, laid out like it, is the next job of the list, not a role there.
    const sibling =
      employer?.dated === true && employer.roleLines === 1 && item.shape.lines === 1 && item.company !== undefined && item.role !== undefined;
    const underHeading = employer?.heading === true && !sibling && item.range !== undefined && item.shape.lines <= Math.max(1, employer.roleLines);
    if (employer && underHeading && item.shape.roleLine) {
      // A one-line role under an employer heading: a cue word in it ("…, Retail Bank") is part of the title.
      item.role = item.shape.roleLine;
      item.company = employer.name;
      item.sources = { ...item.sources, company: employer.source };
      if (employer.item) adopted.add(employer.item);
    } else if (
      employer?.heading === true &&
      item.company &&
      item.role &&
      item.range &&
      item.shape.companyUnderDates &&
      companyScore(item.company) === 0
    ) {
      // Under an employer printed with its total tenure, a role's own lines name no other employer:
      // a bare name below its dates is where it was done ("Shift Supervisor / 2018 – 2021 / Leeds").
      item.company = employer.name;
      const { company: _place, ...rest } = item.sources;
      item.sources = employer.source ? { ...rest, company: employer.source } : rest;
      if (employer.item) adopted.add(employer.item);
    } else if (
      employer?.heading === true &&
      employer.grouped === true &&
      item.company &&
      item.role &&
      item.range &&
      item.shape.companyUnderTitle &&
      companyScore(item.company) === 0
    ) {
      // Under an employer printed with its total tenure, roles print only their title and dates: a
      // cue-less line between a title and its dates is the title wrapped onto a second line.
      item.role = `${item.role} ${item.company}`;
      item.company = employer.name;
      const { company: _wrapped, ...rest } = item.sources;
      item.sources = employer.source ? { ...rest, company: employer.source } : rest;
      if (employer.item) adopted.add(employer.item);
    } else if (employer && placeOfRoleAbove(employer, item)) {
      // Under an employer printed with its total tenure, while its roles so far add up to less than
      // it, a town on the line above the next title and its dates is where the role above was done
      // ("Data Analyst / 2019 – Present / Tarrowmead", then "Junior Analyst / 2016 – 2019"), not an employer.
      item.company = employer.name;
      const { company: _place, ...rest } = item.sources;
      item.sources = employer.source ? { ...rest, company: employer.source } : rest;
      if (employer.item) adopted.add(employer.item);
    } else if (item.company) {
      // Only an employer printed on a line of its own can head further roles; a following role
      // has the same lines as this one minus that employer line.
      employer = item.shape.companyAlone
        ? { name: item.company, roleLines: item.shape.lines - 1, source, heading: item.grouped, grouped: item.grouped, tenureLeft: item.tenure }
        : undefined;
    } else if (employer && item.role && item.range && item.shape.lines <= Math.max(1, employer.roleLines) && !SELF_EMPLOYED.test(item.role)) {
      item.company = employer.name;
      if (employer.source) item.sources = { ...item.sources, company: employer.source };
      if (employer.item) adopted.add(employer.item);
    }
    if (employer?.once && employer.item !== item) employer = undefined;
    if (employer?.tenureLeft !== undefined && item.range && item.company === employer.name)
      employer.tenureLeft -= printedMonths(item.header.join(' ')) ?? 0;
    out.push(item);
  }
  return out.filter((item) => !adopted.has(item) && !(headings.has(item) && !standsAlone(item.company ?? '')));
}

/**
 * Where the jobs of a section are dated, an undated block after a dated job is a part of that job
 * printed like a header (a project name, a client, a pasted table row): it joins that job's
 * description. An employer line heading the roles below it stays, so do blocks before any date.
 */
/** "Globex / Software Developer" with no dates: short lines naming an employer and a title. */
function looksLikeJob(item: Interpreted): boolean {
  if (!item.company || !item.role || titleScore(item.role) === 0 || /[\d:;]/.test(item.company)) return false;
  return item.header.length <= 3 && item.header.every((h) => h.split(/\s+/).length <= 6);
}

const PHONE_ONLY = /^[\d\s()+./-]{7,}$/;
// A person's name in the employer block of a form, written without its label ("Ben Tarr").
const BARE_NAME = /^\p{Lu}[\p{L}'.-]+(?:\s+\p{Lu}[\p{L}'.-]+){1,2}$/u;

/**
 * An employer printed alone, perhaps with where it is and who to ask there (an application form's
 * employer cell: "Globex Ltd" / "12 Mill Lane, Tarrow" / "Supervisor: Ann Moor" / "555-0101"):
 * nothing in it describes work.
 */
// Profile exports round each role's tenure to whole months: the roles of one employer may add up
// to a month or two more or less than its total.
const TENURE_SLACK_MONTHS = 2;

/** See resolveParents: the employer's line of the next role is a place of the role above. */
function placeOfRoleAbove(employer: { grouped?: boolean; tenureLeft?: number }, item: Interpreted): boolean {
  const left = employer.tenureLeft;
  if (employer.grouped !== true || left === undefined || left <= TENURE_SLACK_MONTHS) return false;
  if (!item.company || !item.role || !item.range || !item.shape.companyAlone) return false;
  const own = printedMonths(item.header.join(' '));
  const place = townShaped(item.company) && companyScore(item.company) === 0 && titleScore(item.company) === 0;
  return place && own !== undefined && own <= left + TENURE_SLACK_MONTHS;
}

function namesEmployerOnly(item: Interpreted): boolean {
  if (!item.company || item.role) return false;
  const lines = item.achievements;
  if (lines.length === 0) return true;
  if (!lines.some((a) => isFormDetail(a) || isStreetAddress(a))) return false;
  return lines.every((a) => isFormDetail(a) || isStreetAddress(a) || PHONE_ONLY.test(a.trim()) || (BARE_NAME.test(a.trim()) && titleScore(a) === 0));
}

function foldUndated(items: Interpreted[]): Interpreted[] {
  const dated = items.filter((i) => i.range !== undefined).length;
  if (dated === 0) return items;
  // Where undated blocks outnumber dated jobs, only the blocks that name a single thing fold.
  const mostlyDated = dated >= items.length - dated;
  const out: Interpreted[] = [];
  let host: Interpreted | undefined;
  for (const item of items) {
    const heads = namesEmployerOnly(item);
    const keep = looksLikeJob(item) || (!mostlyDated && item.company !== undefined && item.role !== undefined);
    if (item.range !== undefined || heads || !host || keep) {
      out.push(item);
      if (item.range !== undefined) host = item;
      else if (heads) host = undefined;
      continue;
    }
    host.achievements.push(...item.header, ...item.achievements);
  }
  return out;
}

// A degree in the title slot means a school entry sits under the experience heading.
const DEGREE_PHRASE = /\b(?:bachelor|master)(?:'?s)?\s+(?:of|in|degree)\b|\bph\.?\s?d\b|\bdoctor(?:ate)? of\b|\bassociate of\b/i;

function isReal(item: Interpreted): boolean {
  if (DEGREE_PHRASE.test(item.role ?? '') || DEGREE_PHRASE.test(item.company ?? '')) return false;
  const parts = [item.company, item.role, item.range].filter((p) => p !== undefined).length;
  if (parts >= 2) return true;
  return parts === 1 && item.range === undefined && item.achievements.length > 0;
}

/**
 * A title names a job: without a word of one ("engineer", "manager", "intern"), a line with a figure,
 * a comma, "etc." or a lower-case start is a grade, a list of tools or a phrase from a description
 * ("A+ Grade", "SAP, Oracle, Excel", "an audit of the stores"), never a title.
 */
function implausibleTitle(role: string): boolean {
  // "Scheduling tool: Control-M": a label that names no title, and its value.
  const label = /^([^:]{3,40}):\s/.exec(role)?.[1];
  if (label !== undefined && titleScore(label) === 0) return true;
  return titleScore(role) === 0 && (/(?:^|\s)\d|[,+]|\betc\b/i.test(role) || /^\p{Ll}/u.test(role) || /^\p{Lu}\.\s/u.test(role));
}

const MONTH_ONLY = new RegExp(String.raw`^${MONTH}\s*['’]?\s*\d{0,4}$`, 'i');
// A field label that lost its colon ("Role Agile team member") starts a line about the job, not a name.
const LABEL_START = /^(?:role|designation|position|responsibilities|duration|period|project|client)\s/i;
const NAME_CONNECTOR = /^(?:of|and|the|for|de|du|la|le|von|van|der|den|da|di|do|dos|das|del|y|e|at|in|on|und|et)$/i;

// "Native HANA Developer": a name that ends in one title word (not a plural, as "Consulting Engineers"
// is a firm's name), with no company cue, is a title.
const isOneTitleWord = (word: string): boolean => titleScore(word) > 0 && !/s$/i.test(word);

// "STOREMANAGER", "SENIORACCOUNTSOFFICER": a title whose spaces were lost, typed in the employer's field.
const GLUED_TITLE = /^[A-Z]{4,}(?:MANAGER|EXECUTIVE|OFFICER|ORDINATOR|ENGINEER|ASSISTANT|DEVELOPER|ANALYST|CONSULTANT|SUPERVISOR|SPECIALIST)$/;

/**
 * An employer is a name: a place alone ("Manchester"), a month ("Mar '"), a title alone ("Head" or
 * "Night supervisor"), a clause ("Seeking a new challenge") or a label is none.
 */
function implausibleCompany(company: string): boolean {
  const cue = companyScore(company);
  if (cue >= 3) return false;
  // A note in brackets ("(seasonal contract)") is not part of the name.
  const words = company
    .replace(/\([^)]*\)?/g, ' ')
    .trim()
    .split(/\s+/);
  const lower = /^\p{Lu}/u.test(words[0] ?? '') ? words.filter((w) => /^\p{Ll}/u.test(w) && !NAME_CONNECTOR.test(w)).length : 0;
  const titled = titleScore(company) > 0 && cue === 0;
  return (
    MONTH_ONLY.test(company) ||
    // "Present: R. Calder (chair), J. Moor": who attended a meeting, not where "Present" worked.
    PRESENT_ALONE.test(company) ||
    LABEL_START.test(company) ||
    // "Harbour Health Weekly: weekly columns": a name and what was done there, not a name.
    /:\s+\p{Ll}/u.test(company) ||
    (isLocation(company) && cue === 0) ||
    (titled && (words.length === 1 || lower > 0 || isOneTitleWord(words.at(-1) ?? ''))) ||
    // "Seeking a new challenge": a clause, where "Brightpath coaching classes" is a name typed in lower case.
    (/^\p{Lu}\p{Ll}+ing$/u.test(words[0] ?? '') && lower >= 2) ||
    GLUED_TITLE.test(company.trim())
  );
}

// "Job Profile in Globex", "Working with Globex", "Training in Globex", "SAP on the payroll of Globex":
// the employer follows the words that introduce it.
const EMPLOYER_INTRO =
  /^(?:(?:job\s+profile|profile|work(?:ed|ing)?|employed|employment|training|internship)\s+(?:in|with|at|for)|.{0,40}?\b(?:on|under)\s+(?:the\s+)?payroll\s+of)\s+(?=\p{Lu})/iu;
// "Currently Senior Engineer at Globex", "Previously working as Planner": when the job was held is
// its period's to say, not part of the title.
const TITLE_TIME_LEAD = /^(?:currently|presently|formerly|previously)\s+(?:(?:working|employed|serving)\s+as\s+(?:an?\s+)?)?(?=\p{Lu})/iu;
// "Globex Staffing- Client- Initech": the employer, then the client it placed the person with.
const CLIENT_TAIL = /\s*[-–]\s*client\s*[-–:]\s*\S.*$/i;

// A legal form ends an employer's name and is often left out where the name is repeated
// ("Globex Private Limited" named again as "Globex").
const LEGAL_FORM_WORDS = String.raw`(?:[\s,]+(?:${[...LEGAL_FORMS, 'private', 'company'].join('|')})\b\.?)+`;
const LEGAL_FORM_TAIL = new RegExp(`${LEGAL_FORM_WORDS}$`, 'i');

/**
 * "Senior Systems Analyst in Globex Limited", "Globex as a HR Executive", "HR Executive- GLOBEX",
 * "Working in Globex as a developer":
 * a title line that also names the job's own employer; the title is the rest.
 */
function withoutOwnEmployer(role: string, company: string): string {
  const name = company.replace(LEGAL_FORM_TAIL, '').trim();
  if (name.length < 3 || name.toLowerCase() === role.trim().toLowerCase()) return role;
  // Most titles do not name their employer at all; compiling the two patterns below for every job
  // cost a third of a resume's parse.
  if (!role.toLowerCase().includes(name.toLowerCase())) return role;
  const named = `${escapeRegExp(name)}(?:${LEGAL_FORM_WORDS})?`;
  const rest = role
    .replace(
      new RegExp(`^(?:(?:currently\\s+)?(?:working|worked|employed|serving)\\s+(?:in|at|with|for|by)\\s+)?${named}\\s+as\\s+(?:an?\\s+)?`, 'i'),
      '',
    )
    .replace(new RegExp(`(?:\\s+(?:in|at|with|for)\\s+|\\s*[-–—,|@]\\s*)${named}(?![\\p{L}\\d]).*$`, 'iu'), '')
    .trim();
  return /\p{L}{2}/u.test(rest) ? rest : role;
}

function toExperience(item: Interpreted, now: Date): ParsedExperience {
  // A field given up keeps no source: the placeholder was read from no line.
  if (item.role !== undefined && implausibleTitle(item.role)) {
    const { role: _role, ...sources } = item.sources;
    item = { ...item, role: undefined, achievements: [item.role, ...item.achievements], sources };
  }
  if (item.role !== undefined && TITLE_TIME_LEAD.test(item.role)) item = { ...item, role: item.role.replace(TITLE_TIME_LEAD, '') };
  if (item.company !== undefined && EMPLOYER_INTRO.test(item.company)) item = { ...item, company: item.company.replace(EMPLOYER_INTRO, '') };
  if (item.company !== undefined && CLIENT_TAIL.test(item.company)) item = { ...item, company: item.company.replace(CLIENT_TAIL, '') };
  if (item.company !== undefined && item.role !== undefined) {
    const role = withoutOwnEmployer(item.role, item.company);
    if (role !== item.role) item = { ...item, role };
  }
  // The two fields swapped on a job board's form: the title, glued, where the employer goes, and the employer
  // ("Atlas Medical Centre") where the title goes.
  if (
    item.company !== undefined &&
    GLUED_TITLE.test(item.company.trim()) &&
    item.role !== undefined &&
    titleScore(item.role) === 0 &&
    companyScore(item.role) > 0
  ) {
    const { role: roleSource, company: _glued, ...sources } = item.sources;
    item = { ...item, company: item.role, role: undefined, sources: { ...sources, ...(roleSource ? { company: roleSource } : {}) } };
  }
  if (item.company !== undefined && implausibleCompany(item.company)) {
    const { company: _company, ...sources } = item.sources;
    item = { ...item, company: undefined, achievements: [item.company, ...item.achievements], sources };
  }
  const parts = [item.company, item.role, item.range].filter((p) => p !== undefined).length;
  const years = item.range ? rangeYears(item.range, now) : undefined;
  return {
    company: item.company ?? DEFAULTS.company,
    role: item.role ?? DEFAULTS.role,
    period: item.range ? formatRange(item.range) : DEFAULTS.period,
    type: 'job',
    skills: [],
    achievements: item.achievements,
    skills_with_evidence: [],
    confidence_score: parts === 3 ? EXPERIENCE_CONFIDENCE.complete : parts === 2 ? EXPERIENCE_CONFIDENCE.twoParts : EXPERIENCE_CONFIDENCE.onePart,
    start_year: years?.start ?? null,
    end_year: years?.end ?? null,
    sources: item.sources,
  };
}

function cleanAchievement(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// "Checked copy", "Ran the night shift": a sentence's start, capital then lower-case words.
const SENTENCE_START = /^\p{Lu}\p{Ll}+\s+\p{Ll}+/u;

/**
 * A header line that named nothing and reads as a sentence (a description line without a verb the
 * rules know) stays with the job as a description line; a place or a stray field does not.
 */
function unusedSentences(entry: RawEntry, sources: ExperienceSources): string[] {
  const used = new Set(Object.values(sources).map((s) => s?.line));
  return entry.header
    .filter((h) => h.source?.index !== undefined && !used.has(h.source.index) && h.f.ranges.length === 0 && !h.f.location)
    .map((h) => cleanAchievement(h.text))
    .filter((text) => SENTENCE_START.test(text) && !isLocation(text));
}

function interpret(entry: RawEntry): Interpreted {
  const header = interpretHeader(entry.header);
  return {
    ...header,
    header: entry.header.map((h) => cleanAchievement(h.text)).filter((a) => a !== ''),
    grouped: entry.grouped === true,
    tenure: entry.tenure,
    achievements: [...unusedSentences(entry, header.sources), ...entry.body.map(cleanAchievement).filter((a) => a !== '')],
  };
}

const jobKey = (e: ParsedExperience): string => `${e.company.toLowerCase().replace(/\s+/g, ' ')}\u0000${e.role.toLowerCase().replace(/\s+/g, ' ')}`;

/**
 * Job boards print some jobs twice, once with dates and once without (a summary block, a second
 * copy of the CV pasted below), or twice without dates: the undated copy of a job, same employer
 * and same title, is that job, and what it says joins the dated one (or the first copy).
 */
function foldUndatedCopies(list: ParsedExperience[]): ParsedExperience[] {
  const named = (e: ParsedExperience): boolean => e.company !== DEFAULTS.company && e.role !== DEFAULTS.role;
  const dated = new Map<string, ParsedExperience>();
  for (const e of list) {
    if (e.period !== DEFAULTS.period && named(e) && !dated.has(jobKey(e))) dated.set(jobKey(e), e);
  }
  // Where no copy is dated, the first undated one takes the others in.
  const firstUndated = new Map<string, ParsedExperience>();
  const out: ParsedExperience[] = [];
  for (const e of list) {
    const undated = e.period === DEFAULTS.period && named(e);
    const host = (undated ? (dated.get(jobKey(e)) ?? firstUndated.get(jobKey(e))) : undefined) ?? repeatedTitle(out.at(-1), e);
    if (!host) {
      if (undated) firstUndated.set(jobKey(e), e);
      out.push(e);
      continue;
    }
    const seen = new Set(host.achievements);
    host.achievements.push(...e.achievements.filter((a) => !seen.has(a)));
  }
  return out;
}

const plain = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * "Advocacy Specialist" / "Globex" / "Advocacy specialist" / "What I do: …": job boards start an
 * undated job's description with its title again, which read as a job of its own (with no employer,
 * or with the employer's name taken off the front of the title). It is the job above.
 */
function repeatedTitle(above: ParsedExperience | undefined, e: ParsedExperience): ParsedExperience | undefined {
  if (!above || above.period !== DEFAULTS.period || e.period !== DEFAULTS.period || above.role === DEFAULTS.role || e.role === DEFAULTS.role)
    return undefined;
  const sameRole = plain(e.role) === plain(above.role) && (e.company === DEFAULTS.company || plain(e.company) === plain(above.company));
  const nameThenRole = e.company !== DEFAULTS.company && plain(`${e.company} ${e.role}`) === plain(above.role);
  return sameRole || nameThenRole ? above : undefined;
}

/**
 * "Warehouse Supervisor" / "Looking after the night shift" / "Jan 2019 – Dec 2020" / bullets: a line
 * read as a sentence between a job's name and its dates leaves the dates and the bullets a block
 * without a name. It dates the undated job right above it, rather than being dropped.
 */
function attachNamelessDates(items: Interpreted[]): Interpreted[] {
  const out: Interpreted[] = [];
  for (const item of items) {
    const host = out.at(-1);
    const nameless = item.range !== undefined && item.company === undefined && item.role === undefined;
    if (nameless && host && host.range === undefined && (host.company !== undefined || host.role !== undefined)) {
      host.range = item.range;
      host.sources = { ...host.sources, period: item.sources.period };
      host.achievements.push(...item.achievements);
      continue;
    }
    out.push(item);
  }
  return out;
}

export function parseExperiences(lines: readonly Line[], o: ExperienceOptions): ParsedExperience[] {
  const items = attachNamelessDates(resolveParents(foldUndated(groupEntries(splitDetailCells(splitInlineHeaders(lines, o.now)), o).map(interpret))));
  // A block whose every field was given up (a name that turned out to be a label and its note) is no job.
  const named = (e: ParsedExperience): boolean => e.company !== DEFAULTS.company || e.role !== DEFAULTS.role || e.period !== DEFAULTS.period;
  return foldUndatedCopies(items.filter(isReal).map((item) => toExperience(item, o.now))).filter(named);
}
