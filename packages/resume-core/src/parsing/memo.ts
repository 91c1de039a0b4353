/**
 * Bounded memo for pure string predicates. Parsing asks the same questions about the same short
 * strings (a segment, a word, a list item) many times per document.
 */
const caches: Array<Map<string, unknown>> = [];

export function memoize<T>(compute: (text: string) => T, limit = 4000): (text: string) => T {
  const cache = new Map<string, T>();
  caches.push(cache);
  return (text: string): T => {
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit as T;
    if (cache.size >= limit) cache.clear();
    const value = compute(text);
    cache.set(text, value);
    return value;
  };
}

/** Empties every memo, so a benchmark can time a parse as if the document were new. */
export function resetParsingCaches(): void {
  for (const cache of caches) cache.clear();
}
