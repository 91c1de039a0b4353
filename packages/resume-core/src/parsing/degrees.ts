/** Degree and school recognition for the education section. */
import { memoize } from './memo';

// Abbreviations are matched case-sensitively: "MS" is a degree, "ms" is not.
const ABBREVIATIONS = String.raw`B\.?\s?S\.?c?\.?|B\.?\s?A\.?|B\.?\s?Eng\.?|B\.?\s?E\.?|B\.?\s?Tech|BBA|B\.?\s?Com|B\.?\s?F\.?A\.?|M\.?\s?S\.?c?\.?|M\.?\s?A\.?|M\.?\s?Eng\.?|M\.?\s?Tech|MBA|M\.?B\.?A\.?|MPH|MFA|MPA|M\.?\s?Phil\.?|Ph\.?\s?D\.?|D\.?\s?Phil\.?|Ed\.?\s?D\.?|M\.?D\.?|J\.?D\.?|LL\.?B\.?|LL\.?M\.?|A\.?A\.?S?\.?|A\.?S\.?|GED|HND|BTEC|IB|HSC|SSC|GCSEs?|A[- ]Levels?|BASc|MASc|BSE|BSEE|BSME|BSCS|BCS|BSBA|BBS|B\.?\s?Ed\.?|M\.?\s?Ed\.?|MSW|MSN|BSN|DNP|Pharm\.?\s?D\.?|M\.?\s?Arch|B\.?\s?Arch|MPP|MDiv|DDS|DMD|DVM|MSE|MSEE|MEM|MFin|MAcc|MHA|MSIS|MIS|B\.?\s?Sc\.?\s?\(Hons\)|BEng\s?\(Hons\)`;
const ABBR_RE = new RegExp(String.raw`(?<![\p{L}.])(?:${ABBREVIATIONS})(?![\p{L}])`, 'u');
const WORDS_RE =
  /(?<![\p{L}])(?:bachelor(?:'?s)?|master(?:'?s)?|doctor(?:ate)?(?: of)?|associate(?:'?s)? (?:degree|of)|diploma|certificate|high school|secondary school|higher secondary|matriculation|a-levels?|abitur|licen[cs]iate|postgraduate|undergraduate degree|graduate (?:diploma|certificate|degree)|degree|magister|diplom|baccalaur[ée]at)(?![\p{L}])/iu;

export const hasDegree = memoize((text: string): boolean => ABBR_RE.test(text) || WORDS_RE.test(text));

export function degreeStart(text: string): number {
  const a = ABBR_RE.exec(text)?.index ?? -1;
  const w = WORDS_RE.exec(text)?.index ?? -1;
  if (a < 0) return w;
  if (w < 0) return a;
  return Math.min(a, w);
}

// Lines about the stay rather than the degree: grades, honours, coursework.
const DETAIL =
  /\b(?:gpa|grade|honou?rs|dean'?s list|cum laude|coursework|courses|thesis|dissertation|minor|activities|societies|relevant|graduated|scholarship|award)\b/i;

export function isEducationDetail(text: string): boolean {
  return DETAIL.test(text) && !hasDegree(text.replace(DETAIL, ''));
}
