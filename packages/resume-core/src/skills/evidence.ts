/** Line bookkeeping and evidence snippets for mentions found in a longer text. */

export const EVIDENCE_MAX_CHARS = 200;

export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Zero-based line containing `offset` (binary search over `starts`). */
export function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const SENTENCE_END = /[.!?;](?=\s)/g;

/**
 * The line around [start, end); when the line is long (a pasted paragraph), the sentence inside it, and
 * when even that is long, a window of whole words centred on the mention. Always verbatim text of the
 * resume (only a leading bullet and the ends' spaces are dropped), so the evidence can be found in it.
 */
export function evidenceAt(
  text: string,
  start: number,
  end: number,
  max = EVIDENCE_MAX_CHARS,
  /** Short lines give the same snippet for every mention on them; keyed by line start. */
  lineCache?: Map<number, string>,
): string {
  let from = text.lastIndexOf('\n', start - 1) + 1;
  let to = text.indexOf('\n', end);
  if (to === -1) to = text.length;
  const short = to - from <= max;
  if (short && lineCache) {
    const hit = lineCache.get(from);
    if (hit !== undefined) return hit;
    const snippet = clean(text.slice(from, to));
    lineCache.set(from, snippet);
    return snippet;
  }
  if (!short) {
    const line = text.slice(from, to);
    let sFrom = 0;
    let sTo = line.length;
    SENTENCE_END.lastIndex = 0;
    for (let m = SENTENCE_END.exec(line); m !== null; m = SENTENCE_END.exec(line)) {
      const at = from + m.index + 1;
      if (at <= start) sFrom = m.index + 1;
      else if (at >= end) {
        sTo = m.index + 1;
        break;
      }
    }
    to = from + sTo;
    from += sFrom;
  }
  let snippet = text.slice(from, to);
  if (snippet.length > max) {
    const half = Math.floor((max - (end - start)) / 2);
    const wFrom = Math.max(from, Math.min(start - half, to - max));
    snippet = text.slice(wFrom, Math.min(to, wFrom + max - 2));
    // Cut back to whole words at whichever side was clipped.
    if (wFrom > from) snippet = snippet.replace(/^\S*\s/, '');
    if (wFrom + max - 2 < to) snippet = snippet.replace(/\s\S*$/, '');
  }
  return clean(snippet);
}

function clean(snippet: string): string {
  return snippet.replace(/^[\s•·▪◦‣●■*>\-–—]+/, '').trim();
}
