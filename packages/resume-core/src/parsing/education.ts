import { DEFAULTS, type ParsedEducation } from '@tailor/contracts';
import { findDateRanges, formatPoint, removeRanges, type DateRange } from './dates';
import { degreeStart, hasDegree, isEducationDetail } from './degrees';
import { cleanSegment, isNoise } from './segments';
import { fields, type Line } from './text';
import { cutLocations, isLocation, isSchoolName } from './vocab';

interface Part {
  text: string;
  line: number;
  /** Parts split from one comma list share a group, so a field of study stays with its degree. */
  group: number;
}

interface RawEducation {
  parts: Part[];
  range?: DateRange;
  lines: number;
}

// Words that qualify a graduation date ("Expected May 2026", "Class of 2019").
const DATE_WORDS = /\b(?:expected|anticipated|graduating|graduation|class of|completed|awarded)\b:?/gi;

export const EDUCATION_CONFIDENCE = { complete: 0.9, twoParts: 0.7, onePart: 0.5 } as const;

function splitParts(text: string, line: number, group: number): Part[] {
  return fields(text)
    .flatMap((f) => f.split(/\s+[|•·–—-]\s+|\s*\|\s*/))
    .flatMap((f) => f.split(/\s*,\s*|\s+(?:at|from)\s+(?=\p{Lu})/u))
    .map((t) => cleanSegment(t))
    // "MS" and "MA" are degrees here, not Mississippi and Massachusetts.
    .filter((t) => !isNoise(t) && (hasDegree(t) || !isLocation(t)) && !/^(?:in|of)$/i.test(t))
    .map((t) => ({ text: t, line, group }));
}

function groupEducation(lines: readonly Line[], now: Date): RawEducation[] {
  const entries: RawEducation[] = [];
  let cur: RawEducation | undefined;
  lines.forEach((line, i) => {
    const ranges = findDateRanges(line.text, now);
    const rest = (ranges.length > 0 ? removeRanges(line.text, ranges) : line.text).replace(DATE_WORDS, ' ');
    if (isEducationDetail(rest) || (line.bullet && !hasDegree(rest) && !isSchoolName(rest))) {
      // "Graduated: May 2021 | GPA: 3.9" still dates the entry above.
      if (cur && !cur.range && ranges[0]) cur.range = ranges.find((r) => r.start !== r.end) ?? ranges[0];
      return;
    }
    // Places go first, whole ("Cambridge, MA, USA") or glued on ("Berkeley, CA Bachelor's …").
    if (isLocation(rest)) return;
    const parts = splitParts(cutLocations(rest), i, i);
    const degree = parts.some((p) => hasDegree(p.text));
    const school = parts.some((p) => isSchoolName(p.text));
    const has = (test: (t: string) => boolean): boolean => cur?.parts.some((p) => test(p.text)) ?? false;
    const clash =
      (degree && has(hasDegree)) || (school && has(isSchoolName)) || (ranges.length > 0 && cur?.range !== undefined);
    if (!cur || line.blankBefore || clash) {
      cur = { parts: [], lines: 0 };
      entries.push(cur);
    }
    cur.parts.push(...parts);
    cur.range ??= ranges.find((r) => r.start !== r.end) ?? ranges[0];
    cur.lines++;
  });
  return entries;
}

function looksLikeSchool(text: string): boolean {
  const words = text.split(/\s+/);
  return words.length <= 6 && words.every((w) => /^[\p{Lu}\d&'(]|^(?:of|and|the|de|für|for)$/u.test(w));
}

function interpret(entry: RawEducation): ParsedEducation | undefined {
  const degreePart = entry.parts.find((p) => hasDegree(p.text));
  let school = entry.parts.find((p) => p !== degreePart && isSchoolName(p.text));
  const siblings = entry.parts.filter((p) => degreePart && p !== degreePart && p.group === degreePart.group);
  if (!school) {
    // No cue word ("MIT"): a name-like part on its own line beats the last item of the degree's list.
    const others = entry.parts.filter((p) => p !== degreePart && looksLikeSchool(p.text));
    school = others.find((p) => p.group !== degreePart?.group) ?? (degreePart ? siblings.at(-1) : others[0]);
  }
  let degree = degreePart?.text;
  if (degreePart) {
    const start = degreeStart(degreePart.text);
    if (start > 0 && isSchoolName(degreePart.text.slice(0, start)) && !school) {
      school = { ...degreePart, text: cleanSegment(degreePart.text.slice(0, start)) };
    }
    const field = siblings.filter((p) => p !== school && p.line === degreePart.line && !isSchoolName(p.text));
    degree = [degreePart.text, ...field.map((p) => p.text)].join(', ');
  }
  if (!degree && !school) return undefined;
  const year = entry.range ? formatPoint(entry.range.end).replace(/^\D+\s(?=\d)/, '') : undefined;
  const found = [degree, school, year].filter((v) => v !== undefined).length;
  return {
    degree: degree ?? DEFAULTS.degree,
    school: school?.text ?? DEFAULTS.school,
    year: year ?? DEFAULTS.year,
    confidence_score:
      found === 3 ? EDUCATION_CONFIDENCE.complete : found === 2 ? EDUCATION_CONFIDENCE.twoParts : EDUCATION_CONFIDENCE.onePart,
  };
}

export function parseEducation(lines: readonly Line[], now: Date): ParsedEducation[] {
  return groupEducation(lines, now)
    .map(interpret)
    .filter((e): e is ParsedEducation => e !== undefined);
}
