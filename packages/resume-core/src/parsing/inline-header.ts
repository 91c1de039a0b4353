import { findDateRanges } from './dates';
import type { Line } from './text';
import { titleScore } from './vocab';

// "<header> (<dates>): <description>": the dates in brackets close the header, a colon opens the description.
const DATED_HEADER = /^(?<head>.{3,160}?)\s*\((?<dates>[^()]{4,40})\)\s*:\s+(?<description>\S.*)$/;
// A one-word label before the header ("Sales: Territory Manager, …") says what kind of work it was.
const KIND_LABEL = /^\p{Lu}[\p{L} ]{1,20}:\s+/u;
const MAX_HEADER_WORDS = 10;

/**
 * A job told on one line of a narrative CV: "Senior representative, Moorcroft Pharmaceuticals
 * (2001-2004): ran launch meetings…". The header (a title word in at most ten words, dated in
 * brackets) becomes a line of its own, the description a line under it, so the job is read like
 * any other. A longer header is a sentence that happens to hold dates, and stays as written.
 */
export function splitInlineHeaders(lines: readonly Line[], now: Date): Line[] {
  return lines.flatMap((line) => {
    const m = line.bullet ? null : DATED_HEADER.exec(line.text);
    const groups = m?.groups;
    if (!groups?.head || !groups.dates || !groups.description) return [line];
    const head = groups.head.replace(KIND_LABEL, '');
    const dated = findDateRanges(groups.dates, now).length > 0;
    if (!dated || titleScore(head) === 0 || head.split(/\s+/).length > MAX_HEADER_WORDS) return [line];
    return [
      { ...line, text: `${head} (${groups.dates})` },
      { ...line, text: groups.description, bullet: true, blankBefore: false },
    ];
  });
}
