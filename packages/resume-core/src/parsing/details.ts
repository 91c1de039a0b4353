import { wholeRange } from './dates';
import { titleScore } from './vocab';
import type { Line } from './text';

/**
 * Lines that describe the engagement inside a job rather than name a job: flattened project tables
 * ("PROJECT: Billing", "CLIENT: Globex", "TEAM SIZE 12") and "Key: value" lines ("Environment:",
 * "Software Used:", "Technologies:"). They belong to the job above them, never start one.
 */
const LABEL = String.raw`(?:tech(?:nical)?\s*stack|projects?(?:\s*(?:name|title|details?|description|undertaken|#?\s*\d+))?|client(?:\s*name)?|customer|team\s*size|team|environment|technolog(?:y|ies)(?:\s*(?:\/|and|&)\s*tools)?(?:\s*used)?|tools?(?:\s*used)?|(?:key\s*|technical\s*)?skills(?:\s*used)?|software(?:s)?(?:\s*used)?|operating\s*systems?|o\/?s|databases?|platforms?|front[- ]?end|back[- ]?end|frameworks?|languages?(?:\s*used)?|methodolog(?:y|ies)|version\s*control|ide|servers?|hardware|modules?|domain|department|sector|description|(?:roles?\s*(?:and|&)\s*)?responsibilit(?:y|ies)|key\s*result\s*areas?|contributions?|job\s*profile|scope|utilities|reporting\s*to)`;
// The value follows a colon or a dash, or a tab where a table's cell ends ("Tools<tab>Excel").
const WITH_VALUE = new RegExp(String.raw`^${LABEL}(?:\s*[:\-–]|[ ]*\t)\s*\S`, 'i');
const ALONE = new RegExp(String.raw`^${LABEL}\s*:?$`, 'i');
// Without a colon only the unmistakable labels count: "Client Services Manager" is a title.
const BARE =
  /^(?:team\s*size|environment|project\s*(?:name|title|undertaken|#?\s*\d+)|technolog(?:y|ies)\s*(?:\/\s*tools\s*)?used|tools\s*used|software\s*used|client|description)\b\s*\S/i;
// ": WinScp, Putty": a value whose label was printed above it, with the other labels of a project table.
const VALUE_OF_LABEL_ABOVE = /^:\s*\S/;
// "Team Size 8 Members": a count after the label, whatever words follow it.
const TEAM_SIZE_COUNT = /^team\s*size\s*[:\-–]?\s*\d/i;
/** Opens a project block, inside which "Role:" and "Duration:" describe the project, not the job. */
const PROJECT_OPENER = /^(?:projects?|client|team\s*size)\b/i;
const IN_PROJECT = /^(?:roles?|designation|position|duration|period|location|team)\b\s*[:\-–]?\s*/i;

// Personal details pasted under a job ("Date of Birth: 12 May 1990", "Nationality: Indian").
const PERSONAL_LABEL = String.raw`(?:date\s*of\s*birth|d\.?\s?o\.?\s?b\.?|place\s*of\s*birth|birth\s*date|born|nationality|citizenship|marital\s*status|matrimonial\s*status|gender|sex|religion|languages?\s*known|passport(?:\s*(?:no|number|details))?\.?|father'?s?\s*name|mother'?s?\s*name|husband'?s?\s*name|permanent\s*address|visa\s*status)\b\s*[:\-–]?`;
const PERSONAL = new RegExp(`^${PERSONAL_LABEL}`, 'i');
const PERSONAL_LABELS = new RegExp(PERSONAL_LABEL, 'gi');

/** A line about the person rather than any job: never a job, never part of one. */
export function isPersonalDetail(text: string): boolean {
  return PERSONAL.test(text.trim());
}

/**
 * "Date of birth / Place of birth" with nothing after it: a form's labels, whose values stand on
 * the next line ("12.03.1990 / Leeds"), a date that would otherwise open a job.
 */
export function isPersonalLabelsOnly(text: string): boolean {
  return isPersonalDetail(text) && text.replace(PERSONAL_LABELS, '').replace(/[\s/|,&]+/g, '') === '';
}

// A job-application form's lines about a reference, the pay or a telephone ("Supervisor: Ann Moor"):
// with a colon only, since "Supervisor - Night Shift" is a title.
const FORM_DETAIL =
  /^(?:(?:immediate|direct|line)\s+)?(?:supervisor(?:['’]s)?(?:\s*name)?|reported\s+to|reports\s+to|reason\s+for\s+leaving|may\s+we\s+contact(?:\s+(?:them|this\s+employer))?\??|(?:starting|ending|final|last)\s+(?:salary|pay|wage)|salary|phone|telephone|tel\.?)(?<cell>[ ]*\t|\s*:)/i;

// "12 Mill Lane, Tarrow", "PO Box 41": where an employer is, printed under its name on application forms.
const STREET_ADDRESS =
  /^(?:\d+[a-z]?,?\s+(?:\p{Lu}[\p{L}'.-]*\s+){1,3}(?:street|st|road|rd|lane|ln|avenue|ave|drive|dr|way|boulevard|blvd|court|ct|place|pl|square|sq|terrace|close|crescent|parkway|highway|hwy)\b\.?|p\.?\s?o\.?\s+box\s+\d+)[^.!?]*$/iu;

/** A line that only says where an employer is. */
export function isStreetAddress(text: string): boolean {
  return STREET_ADDRESS.test(text.trim());
}

/** A form's line about a reference, the pay or a telephone: it may stand among the job's header lines. */
export function isFormDetail(text: string): boolean {
  return FORM_DETAIL.test(text.trim());
}

// A cell that is only a telephone number ("(555) 201-9988", "+44 1632 960123").
const PHONE_CELL = /^\+?[\d\s()./-]{7,}$/;

/** "2017 - 2019", "04/2017 - 03/2019": digits and dashes like a telephone's, but a job's dates. */
function isDateRangeCell(cell: string): boolean {
  const range = wholeRange(cell);
  return range !== undefined && range.start !== range.end;
}

/**
 * A table row may put a form's detail or a telephone in a cell beside the title or the employer
 * ("Warehouse Associate<tab>Supervisor: Tom Reyes", "Globex Ltd<tab>(555) 201-9988"): the detail,
 * with its value in its cell, goes to a line of its own after the rest, so the row reads as the
 * title or the employer it is, not as a contact line.
 */
export function splitDetailCells(lines: readonly Line[]): Line[] {
  return lines.flatMap((line) => {
    if (line.bullet || !line.text.includes('\t')) return [line];
    const cells = line.text.split(/\t+/);
    const detail = (cell: string, i: number): boolean => {
      if (i === 0) return false;
      if (PHONE_CELL.test(cell.trim()) && (cell.match(/\d/g) ?? []).length >= 7 && !isDateRangeCell(cell.trim())) return true;
      const m = FORM_DETAIL.exec(cell.trim());
      return m !== null && m.groups?.cell?.includes(':') === true && cell.trim().length > m[0].length;
    };
    const details = cells.filter(detail);
    if (details.length === 0) return [line];
    const rest = cells.filter((cell, i) => !detail(cell, i)).join('\t');
    return [{ ...line, text: rest }, ...details.map((text) => ({ ...line, text: text.trim(), blankBefore: false }))];
  });
}

/**
 * `inForm`: the job's header is a form's rows ("Employer<tab>Globex"), where a table row
 * "Supervisor<tab>Ann Moor" is a detail too; elsewhere such a row may be a title beside its employer.
 */
export function isDetailLine(text: string, inProject: boolean, inForm = false): boolean {
  const t = text.trim();
  const formDetail = FORM_DETAIL.exec(t);
  if (WITH_VALUE.test(t) || ALONE.test(t) || (formDetail && (inForm || formDetail.groups?.cell?.includes('\t') !== true))) return true;
  if ((BARE.test(t) && titleScore(t) === 0) || TEAM_SIZE_COUNT.test(t) || VALUE_OF_LABEL_ABOVE.test(t)) return true;
  return inProject && IN_PROJECT.test(t);
}

/** The wrapped tail of a detail line: a comma list ("HTTP Server, Git, Gradle, npm"). */
export function continuesDetail(text: string): boolean {
  return (text.match(/,/g) ?? []).length >= 2 && !/[.!?]$/.test(text.trim());
}

export function opensProject(text: string): boolean {
  return PROJECT_OPENER.test(text.trim());
}
