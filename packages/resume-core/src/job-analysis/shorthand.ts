import type { Span } from './text';

/**
 * Shorthand a posting writes as one token: letters joined by "&" or "/" (S&OP, R&D, QA/QC, CI/CD),
 * a digit before capitals (3PL, 2FA, 4PL) and numeronyms (k8s, a11y, i18n, o11y). Read letter run
 * by letter run they fall apart ("OP" out of "S&OP", nothing out of "3PL"), so each is read whole.
 */
export interface Shorthand {
  readonly name: string;
  /** Absolute offset in the prepared posting text. */
  readonly index: number;
  readonly end: number;
}

const SHORTHAND =
  /(?<![\p{L}\p{N}&/.-])(?:[A-Z][A-Za-z]{0,3}(?:[&/][A-Z][A-Za-z]{0,3})+|[1-9][A-Z]{2,4}s?|[a-z][1-9][0-9]?[a-z])(?![\p{L}\p{N}&/]|\.\p{L})/gu;

// Joined pairs that are not requirements: "and/or" written short, dates, who to address, and the
// legal form in an employer's name ("Moorvale Logistics A/S").
const NOT_SHORTHAND = new Set([
  'AND/OR',
  'W/O',
  'N/A',
  'A/B',
  'TBD',
  'Q&A',
  'T&C',
  'T&CS',
  'M/F',
  'M/F/D',
  'M/W/D',
  'F/M',
  'H/F',
  'F/H',
  'D&I',
  'A/S',
  'I/S',
  'K/S',
  'P/S',
]);

/** Every shorthand token of a clause, in order. */
export function shorthandTokens(clause: Span): Shorthand[] {
  const out: Shorthand[] = [];
  for (const m of clause.text.matchAll(SHORTHAND)) {
    const name = m[0];
    if (NOT_SHORTHAND.has(name.toUpperCase())) continue;
    // Capitalised words joined by a slash are words ("Mon/Fri", "Sales/Marketing"), not shorthand.
    if (/[&/]/.test(name) && name.split(/[&/]/).some((part) => upper(part) < part.length - upper(part))) continue;
    out.push({ name, index: clause.start + m.index, end: clause.start + m.index + name.length });
  }
  return out;
}

function upper(part: string): number {
  return part.replace(/[^A-Z]/g, '').length;
}
