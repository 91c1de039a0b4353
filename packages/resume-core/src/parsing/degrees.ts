/** Degree and school recognition for the education section. */
import { isSchoolName } from './vocab';

// Abbreviations are matched case-sensitively: "MS" is a degree, "ms" is not. The Danish upper
// secondary exams (STX, HHX, HTX, HF) and vocational ones (EUX, EUD) are written in capitals too.
const ABBREVIATIONS = String.raw`B\.?\s?S\.?c?\.?|B\.?\s?A\.?|B\.?\s?Eng\.?|B\.?\s?E\.?|B\.?\s?Tech|BBA|B\.?\s?Com|B\.?\s?F\.?A\.?|M\.?\s?S\.?c?\.?|M\.?\s?A\.?|M\.?\s?Eng\.?|M\.?\s?Tech|MBA|M\.?B\.?A\.?|MPH|MFA|MPA|M\.?\s?Phil\.?|Ph\.?\s?D\.?|D\.?\s?Phil\.?|Ed\.?\s?D\.?|M\.?D\.?|J\.?D\.?|LL\.?B\.?|LL\.?M\.?|A\.?A\.?S?\.?|A\.?S\.?|GED|HND|BTEC|IB|HSC|SSC|GCSEs?|(?:A|AS|O)[- ][Ll]evels?|BASc|MASc|BSE|BSEE|BSME|BSCS|BCS|BSBA|BBS|B\.?\s?Ed\.?|M\.?\s?Ed\.?|MSW|MSN|BSN|DNP|Pharm\.?\s?D\.?|M\.?\s?Arch|B\.?\s?Arch|MPP|MDiv|DDS|DMD|DVM|MSE|MSEE|MEM|MFin|MAcc|MHA|MSIS|MIS|B\.?\s?Sc\.?\s?\(Hons\)|BEng\s?\(Hons\)|MCA|BCA|BBM|MCM|PGDM|PGDBM|PGDCA|DCA|S\.\s?S\.\s?C\.?|H\.\s?S\.\s?C\.?|C\.\s?B\.\s?S\.\s?E\.?|B\.\s?B\.\s?M|B\s?B\s?M|M\.\s?C\.\s?A\.?|B\.\s?C\.\s?A\.?|MBBS|BDS|BAMS|BHMS|B\.?\s?Pharm|M\.?\s?Pharm|BDes|MDes|BMus|MMus|MRes|MSt|BPhil|MBChB|PGCE|PGDip|PGCert|HNC|NVQ|SVQ|City\s(?:and|&)\sGuilds|CertHE|DipHE|BVSc|BSW|STX|HHX|HTX|HF|EUX|EUD`;
// Acronym degrees are also written with a dot after every letter ("B.B.A", "P.G.D.M.").
const DOTTED = [
  'BBA',
  'BCA',
  'BBM',
  'BBS',
  'BSBA',
  'MCA',
  'MCM',
  'MBA',
  'MPH',
  'MFA',
  'MPA',
  'MSW',
  'MHA',
  'BSN',
  'MSN',
  'PGDM',
  'PGDBM',
  'PGDCA',
  'DCA',
]
  .map((a) => a.split('').join(String.raw`\.\s?`) + String.raw`\.?`)
  .join('|');
const ABBR_RE = new RegExp(String.raw`(?<![\p{L}.])(?:${ABBREVIATIONS}|${DOTTED})(?![\p{L}])`, 'u');

// Spellings written in any case ("B.TECH", "B-tech", "B.com", "Bsc"): none of them is an English
// word, so ignoring case cannot turn prose into a degree. School-leaving certificates of South Asia
// (SSC/SSLC, HSC, CBSE/ICSE boards, Class X/XII, 10th/12th, Intermediate, Pre-University) belong here too.
const ANY_CASE_RE =
  /(?<![\p{L}.])(?:[bm][.-]?\s?tech|[bm]\.\s?com|[bm]com|b\.\s?e\.?|[bm]\.\s?sc|[bm]sc|b\.\s?a\.|m\.\s?a\.|mca|bca|bbm|pgdm|pgdbm|sslc|s\.?s\.?l\.?c|hsc|ssc|puc|p\.u\.c|cbse|icse|(?:10|12)(?:th)?\s+(?:std|standard|class|grade)|(?:10|12)th|class\s+(?:x|xii|10|12)(?:th)?|std\.?\s+(?:x|xii|10|12)(?:th)?|intermediate|pre[- ]?university|o[- ]levels?|'o'\s+levels?|'a'\s+levels?)(?![\p{L}])/iu;
const WORDS_RE =
  /(?<![\p{L}])(?:bachelor(?:'?s)?|master(?:'?s)?|doctor(?:ate)?(?: of)?|associate(?:'?s)? (?:degree|of)|diploma|certificate|high school|secondary school|higher secondary|senior secondary|matriculation|a-levels?|abitur|licen[cs]iate|licen[cs]e|post[- ]?graduate|undergraduate degree|graduate (?:diploma|certificate|degree)|degree|magister|diplom|baccalaur[ée]at|licenciatura|laurea|grado\s+en|máster|posgrado|postgrado|pós-graduação|dottorato|maestr[íi]a|doctorado|mestrado|doutorado|bacharelado|diplôme|maîtrise|doctorat|staatsexamen|apprenticeship|ausbildung|qualification|kandidat(?:eksamen|examen|grad)?|studentereksamen|cand\.\s?[a-z]+\.?)(?![\p{L}])/iu;

export const hasDegree = (text: string): boolean => ABBR_RE.test(text) || ANY_CASE_RE.test(text) || WORDS_RE.test(text);

export function degreeStart(text: string): number {
  const found = [ABBR_RE, ANY_CASE_RE, WORDS_RE].map((re) => re.exec(text)?.index ?? -1).filter((i) => i >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

// Institutions named without a generic school word (isSchoolName has those, in many languages):
// Indian institute acronyms and vernacular words, and the abbreviation "Univ.".
const INSTITUTION_RE =
  /\b(?:vidyalaya|vidyalayam|vidyapeeth|vidyapith|mahavidyalaya|vishwavidyalaya|vishwa vidyalaya|univ\.)|\b(?:IITs?|NITs?|IIITs?|IIMs?|BITS|IISc)\b/iu;

// "Inter-school chess championship", "Won the school science olympiad": an event a school held, not the school.
const SCHOOL_EVENT =
  /\b(?:championships?|tournaments?|competitions?|olympiads?|contests?|quiz|fest|festival|prizes?|awards?|medals?|won|winners?|runners?[- ]up)\b/i;

export const isInstitution = (text: string): boolean => (isSchoolName(text) || INSTITUTION_RE.test(text)) && !SCHOOL_EVENT.test(text);

const DEGREE_GLOBALS = [new RegExp(ABBR_RE.source, 'gu'), new RegExp(ANY_CASE_RE.source, 'giu'), new RegExp(WORDS_RE.source, 'giu')];
const INSTITUTION_END =
  /\b(?:university|college|institute|institution|school|academy|polytechnic|vidyalaya|vidyapeeth|mahavidyalaya|campus)\.?(?:\s*\([^)]*\))?$/i;

/**
 * "Hazelmoor High School", "Green Valley Matriculation Higher Secondary School": a name ending
 * in a school word is the school even when degree words sit inside it, as long as a name is left
 * once they are taken out ("High School" alone is the level, not a school).
 */
function namesSchool(text: string): boolean {
  // Institutions named after a person often start with initials ("K L Mehta Institute of Science"),
  // which read like "M S" or "B A".
  if (/^(?:\p{Lu}\.?\s+){1,3}\p{Lu}\p{Ll}+/u.test(text.trim()) && isInstitution(text)) return true;
  if (!INSTITUTION_END.test(text.trim())) return false;
  const rest = DEGREE_GLOBALS.reduce((t, re) => t.replace(re, ' '), text.trim()).replace(INSTITUTION_END, ' ');
  // A name may be initials only: "K.D.P.M High School".
  return /\p{L}{2,}|(?:\p{Lu}\.){2,}/u.test(rest.replace(/\b(?:of|and|the|in|for|public|govt\.?|government)\b/gi, ' '));
}

/** The text names a qualification rather than the place it was earned. */
export const isDegreeText = (text: string): boolean => hasDegree(text) && !namesSchool(text);

const SCHOOL_LEAVING =
  /(?<![\p{L}])(?:s\.?\s?s\.?\s?l?\.?\s?c|h\.?\s?s\.?\s?c|cbse|c\.b\.s\.e|icse|puc|(?:10|12)(?:th)?|class\s+(?:x|xii)|std\.?\s+(?:x|xii)|x|xii|intermediate|pre[- ]?university|(?:senior|higher)?\s?secondary|matric(?:ulation)?|high school|gcses?|a[- ]levels?|o[- ]levels?)(?![\p{L}])/iu;

/** A school-leaving certificate (SSC, HSC, Class XII, A-levels) rather than a degree or diploma. */
export const isSchoolLeaving = (text: string): boolean =>
  SCHOOL_LEAVING.test(text) && !/bachelor|master|diploma|degree|b\.?\s?tech|b\.?\s?e\b/i.test(text);

// Lines about the stay rather than the degree: grades, honours, coursework.
const DETAIL =
  /\b(?:gpa|cgpa|grade|honou?rs|dean'?s list|cum laude|coursework|courses|modules|thesis|dissertation|minor|activities|societies|relevant|graduated|scholarship|award|percentage|aggregate|marks|subjects)\b/i;

// The labelled rows Europass prints under a qualification: where, the school's site, the field, the
// level ("Address 1 College Road, Tarrow | Website … | Field(s) of study Ceramics").
const EUROPASS_ROW = /^(?:address|website|field\(s\)\s+of\s+study|level\s+in\s+eqf|final\s+grade|number\s+of\s+credits|type\s+of\s+credits)\b/i;

export function isEducationDetail(text: string): boolean {
  return EUROPASS_ROW.test(text.trim()) || (DETAIL.test(text) && !hasDegree(text.replace(DETAIL, '')));
}
