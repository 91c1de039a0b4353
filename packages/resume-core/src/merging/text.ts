/** Text helpers shared by the merge rules. Everything is locale-independent so results never depend on the host. */

/** Lower-case, accents removed ("Société" → "societe"), so comparisons ignore case and diacritics. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Words of folded text; dots and apostrophes vanish so "A.C.M.E." and "O'Neil" stay one word. */
export function words(text: string): string[] {
  return foldText(text)
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0);
}

/** Sørensen–Dice over distinct items: 2|A∩B| / (|A|+|B|). */
export function diceOfSets<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** Character bigrams; catches typos and spacing ("Microsft", "Pay Pal") that word overlap misses. */
export function bigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) out.add(text.slice(i, i + 2));
  return out;
}

/** True when every item of `small` is in `large` (and `small` is not empty). */
export function isSubset<T>(small: ReadonlySet<T>, large: ReadonlySet<T>): boolean {
  if (small.size === 0 || small.size > large.size) return false;
  for (const item of small) if (!large.has(item)) return false;
  return true;
}

/** Plain code-unit ordering: deterministic on every platform, unlike localeCompare. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** ISO instant of an injected clock value. */
export function toIso(now: Date | string): string {
  return typeof now === 'string' ? new Date(now).toISOString() : now.toISOString();
}
