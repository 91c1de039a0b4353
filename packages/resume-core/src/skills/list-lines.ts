import { looksLikeItemListIn } from './item-list';

/**
 * Recognising skill-list lines ("Skills: Go, Rust | Kafka", "Python, R, TensorFlow, Keras, SQL"). On such
 * lines every item is meant as a skill, so ambiguous forms such as "Go" or "R" are trusted there.
 */

const LABEL_RE = /^\s*[•·▪*\-–]?\s*([\p{L}][\p{L}\p{N} &/+.'’-]{0,40}?)\s*[:：]\s*\S/u;
const LABEL_WORDS =
  /skill|technolog|stack|tool|framework|language|platform|database|librar|competenc|expertise|proficien|software|environment|cloud|devops|testing|methodolog|certification|strength|specialt|capabilit|interests?$/i;

/** The label of a "Label: items" line when the label names a kind of skill ("Web Frameworks"), else null. */
export function skillListLabel(line: string): string | null {
  if (!line.includes(':') && !line.includes('：')) return null;
  const m = LABEL_RE.exec(line);
  const label = m?.[1];
  if (!label || label.split(/\s+/).length > 4 || !LABEL_WORDS.test(label)) return null;
  return label.trim();
}

const SEPARATOR_CODES = new Set([...',;|•·▪◦●■\t'].map((c) => c.charCodeAt(0)));

function separatorCount(line: string): number {
  let n = 0;
  for (let i = 0; i < line.length; i++) if (SEPARATOR_CODES.has(line.charCodeAt(i))) n++;
  return n >= 2 ? n : n + (line.match(/\s[-–—]\s/g)?.length ?? 0);
}

export const ITEM_SEPARATOR = /\s*(?:[,;|•·▪◦●■]|\s[-–—]\s|\t)\s*/;

/**
 * A line made of at least three short items separated by commas, pipes or bullets. Prose has longer
 * clauses; a sentence ending in a full stop needs four items so "Health, dental, and vision." is not a list.
 * Lines without a colon (nearly all) are read in place (item-list.ts); the others first lose a label.
 */
export function looksLikeItemList(line: string): boolean {
  if (!line.includes(':') && !line.includes('：')) return looksLikeItemListIn(line, 0, line.length);
  return looksLikeItemListByExpressions(line);
}

/** The rules as expressions over the line's strings; exported for the test comparing item-list.ts with it. */
export function looksLikeItemListByExpressions(line: string): boolean {
  if (separatorCount(line) < 2) return false;
  const body = line.replace(LABEL_RE, (m) => m.slice(-1)).trim();
  const parts = body.split(ITEM_SEPARATOR).filter((p) => p.length > 0);
  if (parts.length < 3) return false;
  if (/[.!?]$/.test(body) && parts.length < 4) return false;
  let short = 0;
  for (const p of parts) {
    const words = p.split(/\s+/).length;
    if (words <= 4 && p.length <= 32) short++;
  }
  return short / parts.length >= 0.75;
}

export function isSkillListLine(line: string): boolean {
  return skillListLabel(line) !== null || looksLikeItemList(line);
}
