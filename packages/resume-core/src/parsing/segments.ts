import { isFieldOfStudy } from '../skills/fields-of-study';
import { isContact } from './contact';
import { classifyHeading } from './headings';
import { isPlaceRow } from './locations';
import { fields } from './text';
import { companyScore, isDepartment, isLocation, titleScore } from './vocab';

/** A piece of a header line that may be a title, an organisation or a place. */
export interface Segment {
  text: string;
  line: number;
  /** "Engineer at Acme": the word "at" says which side is which. */
  hint?: 'role' | 'company';
  /** Came from splitting a comma list; siblings may be glued back (e.g. "Manager, Product"). */
  commaGroup?: number;
  /** Pieces of one field joined by dashes or middle dots ("Engineer – Payments Team"), in order. */
  dashGroup?: number;
}

// "Night Porter; Kelburn Hotel; 2011 - 2012": a semicolon parts the fields as a pipe does, and so
// does the double hyphen a typewriter's dash is typed as ("Warehouse operative -- Pebble Logistics").
const STRONG_SEPARATORS = /\s+-{2,3}\s+|\s+[|•·–—-]\s+|\s*\|\s*|\s+\/\/\s+|\s*•\s*|\s*;\s+/;
const SEPARATOR_TOKENS = new RegExp(`(${STRONG_SEPARATORS.source})`);
const DASH_SEPARATOR = /^\s+[·–—-]\s+$/;
const LEGAL_SUFFIX = /^(?:inc|llc|llp|ltd|limited|co|corp|gmbh|plc|ag|s\.?a|b\.?v|pty ltd)\.?$/i;
const FIELD_NAME = /^(?:duration|dates?|period|tenure|location|place|from|to)$/i;
const EMPLOYMENT_TYPE = /^(?:full[- ]?time|part[- ]?time|contract|permanent|temporary|temp|seasonal|remote|hybrid|on[- ]?site|internship)$/i;

// The full stop closing a list item or a sentence ("… at Fenwick Mills.", "… at Fenwick Audit LLP."), not an
// abbreviation's ("Co.", "Inc.", "J.P.", "Ltd."): an acronym in capitals is written without one.
const CLOSING_FULL_STOP = /(?<=[\p{Ll}\d]{3}|(?<![\p{L}.])\p{Lu}{2,})\.$/u;

export const withoutClosingFullStop = (text: string): string => text.replace(CLOSING_FULL_STOP, '');

export function cleanSegment(text: string): string {
  return text
    .replace(/\s*\(([^()]+)\)/g, (whole: string, inner: string) => (isLocation(inner) ? '' : whole))
    .replace(/\((?:[^()]*(?:full|part)[- ]?time|contract|remote|hybrid|intern(?:ship)?)\)/gi, '')
    .replace(/^[\s,;:|•·–—\-/()]+|(?<![\s,;:|•·–—\-/(])[\s,;:|•·–—\-/(]+$/g, '')
    .replace(/^\((.*)\)$/, '$1')
    .replace(CLOSING_FULL_STOP, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isNoise(text: string): boolean {
  return text === '' || EMPLOYMENT_TYPE.test(text) || FIELD_NAME.test(text) || isContact(text) || !/\p{L}/u.test(text);
}

const LEGAL_ONLY = /^(?:(?:pvt|private|ltd|limited|inc|llc|llp|co|corp|company|plc|gmbh)\.?\s*)+$/i;

/** A lone "Pvt. Ltd" or a heading word ("Experience") is a piece of a line, never a name. */
// A piece of a sentence starts or stops on a word that joins ("is a global…", "Manager and").
const SENTENCE_START = /^(?:&|(?:is|are|was|were|and|or|but|has|have|had|which|who|that|also)\s)/i;
// The document's own title, repeated in a pasted copy of it.
const DOCUMENT_TITLE = /^(?:resume|résumé|curriculum vitae|cv|bio[- ]?data)$/i;
const SENTENCE_END = /\s(?:and|or|of|for|with|in|at|to|the|a|an|from|as|by)$/i;

function isFragment(text: string): boolean {
  // One character is an icon font's glyph ("Ý" for a calendar) or a stray initial, never a name.
  if ([...text].length < 2 || SENTENCE_START.test(text) || SENTENCE_END.test(text)) return true;
  // A heading's word left in a line is a fragment, unless it names a job ("Volunteer", "Internship").
  return LEGAL_ONLY.test(text) || DOCUMENT_TITLE.test(text) || (classifyHeading(text) !== undefined && titleScore(text) === 0);
}

/**
 * Wrapped lines leave half a bracket ("Globex Technologies (Pune", "Technology) Ltd") and a
 * preposition from the sentence they were cut from ("in Globex Ltd"): keep the name only.
 */
function repairFragment(text: string): string {
  let out = text.replace(/^(?:in|at|with|for|from)\s+(?=\p{Lu})/u, '');
  const close = out.indexOf(')');
  if (close >= 0 && !out.slice(0, close).includes('(')) out = out.slice(close + 1);
  const open = out.lastIndexOf('(');
  if (open >= 0 && !out.slice(open).includes(')')) out = out.slice(0, open);
  return cleanSegment(out);
}

/** Comma parts with legal suffixes ("Acme, Inc.") kept on their company. */
// "Air Widgets, Inc. NETWORK ADMINISTRATOR": a column gap glued the title onto the legal suffix.
const SUFFIX_THEN_NAME = /^((?:inc|llc|llp|ltd|corp|gmbh|plc)\.?)\s+(\p{Lu}.*)$/iu;

function commaParts(text: string): string[] {
  const parts: string[] = [];
  // (?<!\s): a match starts where a run of spaces does, so a long run is scanned once, not from each position in it.
  for (const raw of text.split(/(?<!\s)\s*,\s*/)) {
    const last = parts.length - 1;
    const glued = last >= 0 ? SUFFIX_THEN_NAME.exec(raw.trim()) : null;
    if (glued?.[1] && glued[2]) {
      parts[last] = `${parts[last] ?? ''}, ${glued[1]}`;
      parts.push(glued[2]);
    } else if (last >= 0 && LEGAL_SUFFIX.test(raw.trim())) parts[last] = `${parts[last] ?? ''}, ${raw.trim()}`;
    else parts.push(raw.trim());
  }
  return parts.filter((p) => p !== '');
}

/** Drops a trailing place ("…, San Francisco, CA", "…, Berlin") and returns what is left. */
function withoutTrailingPlace(parts: string[]): string[] {
  for (let take = Math.min(3, parts.length - 1); take >= 1; take--) {
    if (isLocation(parts.slice(-take).join(', '))) return parts.slice(0, -take);
  }
  return parts;
}

// "Company: Acme", "Designation: Engineer": CVs that label every field say which is which.
// Europass and form-like CVs spell the labels out ("Name and address of employer", "Occupation or
// position held") and may put a tab instead of the colon.
const COMPANY_LABEL = String.raw`company(?:\s+name|\s+worked\s+(?:for|with))?|employer(?:'?s)?(?:\s+name)?|name\s+(?:and\s+address\s+)?of\s+(?:the\s+)?employer|organi[sz]ation(?:\s+name)?|firm`;
const ROLE_LABEL = String.raw`title|position(?:\s+held)?|role|designation|job\s+title|occupation(?:\s+or\s+position\s+held)?`;
const FIELD_LABEL = new RegExp(String.raw`^(?:(${COMPANY_LABEL})|(${ROLE_LABEL}))\s*(?::|\t)\s*(.+)$`, 'i');

/** "Organisation: Globex", "Position: Analyst": a labelled header field, even when numbered. */
export function isFieldLabel(text: string): boolean {
  return fieldLabelKind(text) !== undefined;
}

export function fieldLabelKind(text: string): 'company' | 'role' | undefined {
  const m = FIELD_LABEL.exec(text.trim());
  if (!m) return undefined;
  return m[1] ? 'company' : 'role';
}

// Labelled lines about the engagement rather than the job ("Project: Core Banking", "Client: Citi"), and
// where and how long it was ("Location: Pune", "Duration: 2 years").
const OTHER_FIELD = /^(?:project|client|team(?: size)?|environment|domain|reporting to|manager|(?:work |job )?location|place of work|duration)\s*:/i;

const NAME_WITH_NOTE = /^\p{Lu}[^:]{1,60}:\s+\p{Ll}/u;

function labelled(text: string, line: number): Segment | undefined {
  if (OTHER_FIELD.test(text.trim())) return { text: '', line };
  const m = FIELD_LABEL.exec(text.trim());
  // "Harbour Health Weekly: weekly columns": a name and a note of what was done there names no job of its own.
  if (!m && NAME_WITH_NOTE.test(text.trim())) return { text: '', line };
  // A form's cells: "Employer | Globex | City | Springfield" gives the employer's cell alone.
  const value = m?.[3]?.split('\t')[0]?.trim();
  if (!m || !value) return undefined;
  return { text: value, line, hint: m[1] ? 'company' : 'role' };
}

// "Java Developer in Globex LLC": "in" joins a title to its employer only after a title word, and
// never to a subject ("Lecturer in Applied Chemistry"), which is part of the title.
const ROLE_IN = /^(.+?)\s+in\s+(\p{Lu}[^,;:]*?)(?:\s+company)?\.?$/u;
const ROLE_FOR = /^(.+?)\s+for\s+(\p{Lu}.*?)\.?$/u;
const MARKET =
  /^(?:the\s+)?(?:(?:north|south|latin|central|eastern|western|northern|southern)\s+)?(?:europe|america|americas|asia|asia\s+pacific|africa|middle\s+east|oceania|scandinavia|nordics|benelux|emea|apac|latam|amer|dach|uk\s*&\s*i|international|global)$/i;

// "Globex: Senior Analyst", "Globex / Senior Analyst": a name without a title word before a colon
// or a lone slash, a title after it; two titles ("Developer / Analyst") stay one, and a title
// before the slash keeps what follows ("Technology Associate / Incident Management").
const NAME_COLON_TITLE = /^(\p{Lu}[^:/]{0,60}?):\s+(\p{Lu}.*)$/u;
const SLASH_PAIR = /^([^/]+?)\s+\/\s+([^/]+)$/;
// A function's name ("Incident Management", "Quality Assurance") is no employer's.
const FUNCTION_END = /(?:ment|tion|sion|ance|ence|ing|ics|ogy)$/i;
const plainName = (text: string): boolean => {
  const words = text.split(' ');
  return (
    titleScore(text) === 0 &&
    !isDepartment(text) &&
    !isLocation(text) &&
    words.length <= 5 &&
    words.every((w) => /^[\p{Lu}\d&]/u.test(w) || /^(?:of|and|the|for|de)$/.test(w)) &&
    (companyScore(text) > 0 || !FUNCTION_END.test(words.at(-1) ?? ''))
  );
};

function splitNameAndTitle(text: string): Segment[] | undefined {
  const colon = NAME_COLON_TITLE.exec(text);
  if (colon?.[1] && colon[2] && plainName(colon[1]) && titleScore(colon[2]) > 0) {
    return [
      { text: colon[2], line: 0, hint: 'role' },
      { text: colon[1], line: 0, hint: 'company' },
    ];
  }
  // A slash left at the end by the dates cut from the line parts nothing.
  const slash = SLASH_PAIR.exec(text.replace(/\s+\/\s*$/, ''));
  if (!slash?.[1] || !slash[2]) return undefined;
  const [left, right] = [slash[1].trim(), slash[2].trim()];
  if (plainName(left) && titleScore(right) > 0) {
    return [
      { text: right, line: 0, hint: 'role' },
      { text: left, line: 0, hint: 'company' },
    ];
  }
  return undefined;
}

// "Projektleiterin bei Nordlicht Energie GmbH", "Ingénieur chez Globex SA": the word for "at" in the
// languages whose headings and dates are read. Their titles carry no English title word, so the
// employer must name itself by its legal form or kind.
const AT_IN_OTHER_LANGUAGES = /^(\S+(?:\s+\S+){0,3}?)\s+(?:bei|chez|presso|bij|hos)\s+(.+)$/i;

function splitAt(text: string): Segment[] | undefined {
  const named = splitNameAndTitle(text);
  if (named) return named;
  const foreign = AT_IN_OTHER_LANGUAGES.exec(text);
  if (foreign?.[1] && foreign[2] && companyScore(foreign[2]) >= 2 && companyScore(foreign[1]) === 0) {
    return [
      { text: foreign[1], line: 0, hint: 'role' },
      { text: foreign[2], line: 0, hint: 'company' },
    ];
  }
  // "Sales Representative for Quillon Foods": a title, then the name it worked for; "Director for
  // Sales", "Engineer for the payments team" and "Account Manager for EMEA" name a field, a team or
  // a market instead.
  const forName = / for /i.test(text) ? ROLE_FOR.exec(text) : null;
  const workedFor = commaParts(forName?.[2] ?? '')[0] ?? '';
  if (forName?.[1] && titleScore(forName[1].split(' ').at(-1) ?? '') > 0 && plainName(workedFor) && !MARKET.test(workedFor)) {
    return [
      { text: forName[1], line: 0, hint: 'role' },
      { text: forName[2] ?? '', line: 0, hint: 'company' },
    ];
  }
  const m = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(text) ?? ROLE_IN.exec(text);
  if (!m || !m[1] || !m[2] || titleScore(m[1]) === 0) return undefined;
  if (
    !/\s(?:at|@)\s/i.test(m[0]) &&
    (titleScore(m[1].split(' ').at(-1) ?? '') === 0 || titleScore(m[2]) > 0 || (isFieldOfStudy(m[2]) && companyScore(m[2]) === 0))
  )
    return undefined;
  return [
    { text: m[1], line: 0, hint: 'role' },
    { text: m[2], line: 0, hint: 'company' },
  ];
}

// "2015–2019  Data Analyst. Oakfern Research, Tarrow.": plain-text CVs part a header's fields with
// full stops. Only after a word of two lower-case letters or more that is no abbreviation, so "Sr.
// Engineer", "St. Anne's Hospital" and "Globex, Inc. FIELD TECHNICIAN" keep their stops, and only
// between short fields one of which names a title.
const FIELD_STOP = /(?<!\b(?:[Ii]nc|[Ll]td|[Cc]orp|[Bb]ros|[Ii]ntl|[Dd]ept|[Uu]niv|[Aa]ssoc|[Ee]tc|[Mm]fg|[Gg]ovt))(?<=\p{Ll}{2})\.\s+(?=\p{Lu})/u;

// "Department of Statistics, Oakfern Research": the unit within the employer, named before it.
const DEPARTMENT_PART = /^(?:the\s+)?(?:department|dept\.?|division|faculty|unit|section|office)\s+(?:of|for)\s+\p{Lu}/iu;

function withoutDepartmentPart(parts: string[]): string[] {
  const at = parts.findIndex((p) => DEPARTMENT_PART.test(p));
  const next = parts[at + 1];
  return at >= 0 && next !== undefined && /^\p{Lu}/u.test(next) && !DEPARTMENT_PART.test(next) && titleScore(next) === 0
    ? parts.filter((_, i) => i !== at)
    : parts;
}

export function stopParts(text: string): string[] {
  if (!text.includes('. ')) return [text];
  const parts = text.split(FIELD_STOP);
  const short = parts.every((p) => p.split(/\s+/).length <= 6);
  return parts.length > 1 && short && parts.some((p) => titleScore(p) > 0) ? parts : [text];
}

function splitField(field: string, line: number, seq: { n: number }): Segment[] {
  const out: Segment[] = [];
  const tokens = field.split(SEPARATOR_TOKENS);
  let dashGroup: number | undefined;
  for (let i = 0; i < tokens.length; i += 2) {
    const piece = tokens[i] ?? '';
    // A dash or a middle dot joins a title to its qualifier; pipes and bullets part fields.
    const dashed = i > 0 && DASH_SEPARATOR.test(tokens[i - 1] ?? '');
    if (!dashed) dashGroup = ++seq.n;
    const tagged = labelled(piece, line);
    const split = tagged ? undefined : splitAt(piece);
    const pieces: Segment[] = tagged
      ? [tagged]
      : (split ?? stopParts(piece).map((text, k) => ({ text, line, dashGroup: k === 0 ? dashGroup : ++seq.n })));
    for (const seg of pieces) {
      const parts = withoutDepartmentPart(withoutTrailingPlace(commaParts(seg.text)));
      if (parts.length <= 1) {
        out.push({ ...seg, text: parts[0] ?? '', line });
        continue;
      }
      // An organisation with a cue next to cue-less words is "Company, City"; keep just the company.
      const cued = parts.filter((p) => companyScore(p) >= 2 && titleScore(p) === 0);
      const plain = parts.filter((p) => companyScore(p) === 0 && titleScore(p) === 0 && p.split(' ').length <= 2);
      if (cued.length === 1 && plain.length === parts.length - 1 && seg.hint !== 'role') {
        out.push({ ...seg, text: cued[0] ?? '', line });
        continue;
      }
      const group = ++seq.n;
      for (const p of parts) out.push({ ...seg, text: p, line, commaGroup: group });
    }
  }
  return out;
}

const isTitleWord = (w: string): boolean => titleScore(w) >= 2;

/** "Systems" or "Global Solutions" alone is a cue without a name: "SYSTEMS MONITORING ENGINEER" is one title. */
const namesSomething = (text: string): boolean => text.split(' ').some((w) => /\p{L}/u.test(w) && companyScore(w) === 0 && titleScore(w) === 0);

/**
 * Text extraction turns the gap between columns into one space ("Senior Engineer Acme Corp").
 * Cut such a segment after its last title word when what follows is a capitalised name with a
 * company cue, or in the mirrored order ("Acme Corp Senior Engineer").
 */
function splitGlued(seg: Segment): Segment[] {
  const words = seg.text.split(' ');
  if (words.length < 3 || seg.commaGroup !== undefined || titleScore(seg.text) === 0 || companyScore(seg.text) < 2) {
    return [seg];
  }
  for (let k = 1; k < words.length; k++) {
    const left = words.slice(0, k).join(' ');
    const right = words.slice(k).join(' ');
    if (!/^\p{Lu}/u.test(right) && !/^\p{Lu}/u.test(left)) continue;
    // "Freelance Web Developer" is one title: working freelance names no organisation.
    if (/^(?:freelance|self-employed|independent)\b/i.test(left)) continue;
    // Names are capitalised word by word; "Quality process and systems lead" is one title.
    if (/\s(?!(?:and|of|the|for|de|&)\s)\p{Ll}/u.test(` ${left} `.slice(0, -1))) continue;
    const titleLeft =
      isTitleWord(words[k - 1] ?? '') && companyScore(right) >= 2 && titleScore(right) === 0 && companyScore(left) < 2 && namesSomething(right);
    const titleRight = companyScore(left) >= 2 && titleScore(left) === 0 && titleScore(right) > 0 && companyScore(right) < 2 && namesSomething(left);
    if (titleLeft || titleRight)
      return [
        { ...seg, text: left },
        { ...seg, text: right },
      ];
  }
  return [seg];
}

// Job boards print "Employer -  Town, State -": what sits between the dashes is the place (or a
// lone space where the place was cut out already). The place ends on a letter, so the spaces
// before the last dash are tried once rather than once per letter of a long run.
const DASHED_PLACE = /^(.+?)(?<!\s)\s+[-–]\s+([^-–]*?[^-–\s]|\s)\s*[-–]$/;

// The newer exports glue the place on with a bare hyphen: "Globex Inc.-Springfield, IL".
const GLUED_PLACE = /^(.*\S)-(\p{Lu}[\p{L}.' ]*,\s*[\p{L} ]+)$/u;

function withoutDashedPlace(rest: string): string {
  const glued = GLUED_PLACE.exec(rest.trim());
  if (glued?.[1] && glued[2] && isLocation(glued[2])) return glued[1];
  const m = DASHED_PLACE.exec(rest.trim());
  if (!m || !m[1] || !m[2] || titleScore(m[2]) > 0 || companyScore(m[2]) > 0) return rest;
  // "Senior Analyst - Globex -": after a title, what the dashes hold is its employer, unless a known place.
  if (titleScore(m[1]) > 0 && !isLocation(m[2])) return rest;
  return m[2].split(/(?<!\s)\s*,\s*/).length <= 3 ? m[1] : rest;
}

// The same boards end the employer line with a dash even when no place follows ("Globex -").
const DASH_ENDED = /\S\s+[-–]$/;

/** A job board's employer line: "Globex -" or "Globex -  Town, State -". */
export function isDashEnded(text: string): boolean {
  return DASH_ENDED.test(text.trim());
}

/** A job board's employer line with its place and no closing dash: "Globex - Austin, TX". */
export function isEmployerAtPlace(text: string): boolean {
  const m = /^(.+?)(?<!\s)\s+[-–]\s+([^-–]+)$/.exec(text.trim());
  return m?.[1] !== undefined && m[2] !== undefined && isLocation(m[2]) && titleScore(m[1]) === 0;
}

/**
 * Splits header lines (dates already cut out) into candidate title / organisation segments.
 * `texts`, the lines as printed, tell a job board's dash-ended employer line.
 */
export function headerSegments(rests: readonly string[], texts: readonly string[] = []): Segment[] {
  const segments: Segment[] = [];
  const seq = { n: 0 };
  rests.forEach((rest, line) => {
    const employer = isDashEnded(texts[line] ?? '') || isEmployerAtPlace(texts[line] ?? '');
    const found: Segment[] = [];
    const whole = labelled(rest, line);
    if (whole?.hint) found.push(...splitField(`${whole.hint === 'company' ? 'Company' : 'Role'}: ${whole.text.replace(/\t+/g, ' ')}`, line, seq));
    else for (const field of fields(withoutDashedPlace(rest))) found.push(...splitField(field, line, seq));
    const only = found.length === 1 ? found[0] : undefined;
    if (employer && only && !only.hint && titleScore(only.text) === 0) only.hint = 'company';
    segments.push(...found);
  });
  const kept = segments
    .map((s) => ({ ...s, text: repairFragment(cleanSegment(s.text)) }))
    .filter((s) => !isNoise(s.text) && !isLocation(s.text) && !isPlaceRow(s.text) && !isFragment(s.text));
  // A cued organisation on another line of the header ("05/2010 – 11/2011 | Globex Technologies")
  // is the employer; then a caps title beside nothing ("SYSTEMS MONITORING ENGINEER") stays whole.
  // Lines holding such a name, found once: a broken document's header can run to thousands of lines.
  const employerLines = new Set(kept.filter((o) => companyScore(o.text) >= 2 && titleScore(o.text) === 0).map((o) => o.line));
  const employerElsewhere = (seg: Segment): boolean => employerLines.size > 1 || (employerLines.size === 1 && !employerLines.has(seg.line));
  return kept.flatMap((seg) => (employerElsewhere(seg) ? [seg] : splitGlued(seg)));
}
