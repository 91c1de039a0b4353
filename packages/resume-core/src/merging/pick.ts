import { compareText } from './text';

/** Sort key component: numbers compare descending (bigger wins), strings ascending. */
export type RankPart = number | string;

/**
 * The best of `values` by `rank` (compared left to right), then by plain text order, so the same
 * set of values always yields the same winner whatever order it arrived in.
 */
export function pickBest(values: readonly string[], rank: (value: string) => readonly RankPart[]): string | undefined {
  let best: string | undefined;
  let bestRank: readonly RankPart[] = [];
  for (const value of values) {
    const r = rank(value);
    if (best === undefined || compareRanks(r, bestRank) < 0 || (compareRanks(r, bestRank) === 0 && compareText(value, best) < 0)) {
      best = value;
      bestRank = r;
    }
  }
  return best;
}

function compareRanks(a: readonly RankPart[], b: readonly RankPart[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return y - x;
    return compareText(String(x ?? ''), String(y ?? ''));
  }
  return 0;
}

/**
 * Case-insensitive union in first-seen order; each name is written the way most occurrences write
 * it (ties: the first seen), so "javascript" in one file does not override "JavaScript" in two.
 */
export function unionCaseInsensitive(lists: ReadonlyArray<readonly string[]>): string[] {
  const order: string[] = [];
  const spellings = new Map<string, Map<string, number>>();
  for (const list of lists) {
    for (const raw of list) {
      const value = raw.replace(/\s+/g, ' ').trim();
      if (value.length === 0) continue;
      const key = value.toLowerCase();
      let counts = spellings.get(key);
      if (!counts) {
        counts = new Map();
        spellings.set(key, counts);
        order.push(key);
      }
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return order.map((key) => {
    let best = '';
    let bestCount = 0;
    // Map iteration is insertion order, so a strict '>' keeps the first-seen spelling on ties.
    for (const [spelling, count] of spellings.get(key) ?? []) {
      if (count > bestCount) {
        best = spelling;
        bestCount = count;
      }
    }
    return best;
  });
}
