import { isContact } from './contact';
import { endsSentence } from './line-features';
import { wordCount, type Line } from './text';

function isProse(line: Line): boolean {
  return !line.bullet && !isContact(line.text) && wordCount(line.text) >= 8;
}

/** Joins wrapped lines of one paragraph; a line ending a sentence may still be followed by more. */
function paragraphs(lines: readonly Line[]): string[][] {
  const out: string[][] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    const prose = isProse(line) || (current !== undefined && !line.bullet && !isContact(line.text));
    if (!prose || line.blankBefore) current = undefined;
    if (!prose) continue;
    if (!current) {
      current = [];
      out.push(current);
    }
    current.push(line.text);
    if (endsSentence(line.text) && wordCount(line.text) < 8) current = undefined;
  }
  return out;
}

/** The summary section as one paragraph, or else the first prose paragraph of the preamble. */
export function findSummary(summaryLines: readonly Line[], preamble: readonly Line[]): string {
  if (summaryLines.length > 0) {
    return summaryLines
      .filter((l) => !isContact(l.text))
      .map((l) => l.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  const first = paragraphs(preamble)[0];
  return first ? first.join(' ').replace(/\s+/g, ' ').trim() : '';
}
