import type { FileSourceLine, SourceLine } from '@tailor/contracts';
import { compareText } from './text';

/** One entry's value for a field, with the line it was read from when the parser recorded one. */
export interface StatedValue {
  readonly fileId: string;
  readonly value: string;
  readonly source: SourceLine | undefined;
  /** Larger is a newer file. */
  readonly recency: number;
  /** Breaks ties the same way whatever order the entries arrived in. */
  readonly order: string;
}

/**
 * Where the value a merged record shows was read: among the entries that state exactly that value,
 * the newest file's line (ties: the first by `order`). None when no entry recorded a line for it,
 * so a value is never credited to a line that says something else.
 */
export function sourceOf(stated: readonly StatedValue[], shown: string): FileSourceLine | undefined {
  const wanted = shown.trim();
  let best: (StatedValue & { source: SourceLine }) | undefined;
  for (const entry of stated) {
    if (entry.source === undefined || entry.value.trim() !== wanted) continue;
    if (best === undefined || entry.recency > best.recency || (entry.recency === best.recency && compareText(entry.order, best.order) < 0)) {
      best = { ...entry, source: entry.source };
    }
  }
  return best === undefined ? undefined : { file_id: best.fileId, line: best.source.line, text: best.source.text };
}

/** The fields that have a source, without keys for those that do not (stores keep no undefined). */
export function presentSources<K extends string>(sources: Partial<Record<K, FileSourceLine | undefined>>): Partial<Record<K, FileSourceLine>> {
  const out: Partial<Record<K, FileSourceLine>> = {};
  for (const [key, value] of Object.entries(sources) as Array<[K, FileSourceLine | undefined]>) if (value !== undefined) out[key] = value;
  return out;
}

/** Sources of the fields the person did not correct: a corrected value is their words, read from no line. */
export function withoutCorrected<K extends string>(
  sources: Partial<Record<K, FileSourceLine>> | undefined,
  corrected: ReadonlySet<string>,
): Partial<Record<K, FileSourceLine>> | undefined {
  if (sources === undefined) return undefined;
  const kept = Object.fromEntries(Object.entries(sources).filter(([key]) => !corrected.has(key))) as Partial<Record<K, FileSourceLine>>;
  return Object.keys(kept).length > 0 ? kept : undefined;
}
