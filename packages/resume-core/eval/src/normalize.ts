/** Text comparison for scoring: case, punctuation, accents and legal suffixes do not matter. */

const LEGAL = /\b(?:inc|incorporated|llc|llp|ltd|limited|corp|corporation|co|gmbh|plc|ag|sa|company)\b/g;

export function norm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

export function normCompany(text: string): string {
  return norm(text).replace(LEGAL, ' ').replace(/\s+/g, ' ').trim();
}

function containsTokens(longer: string, shorter: string): boolean {
  return shorter !== '' && ` ${longer} `.includes(` ${shorter} `);
}

/** Companies may carry a location or a suffix: containment counts. */
export function sameCompany(a: string, b: string): boolean {
  const x = normCompany(a);
  const y = normCompany(b);
  if (x === '' || y === '') return false;
  return x === y || containsTokens(x, y) || containsTokens(y, x);
}

/** Titles must match closely: containment only when the shorter keeps most of the longer. */
export function sameRole(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  if (x === y) return x !== '';
  const [long, short] = x.length >= y.length ? [x, y] : [y, x];
  if (!containsTokens(long, short)) return false;
  return short.split(' ').length / long.split(' ').length >= 0.6;
}

/** Degrees and schools: the label may be shorter or longer than what the parser keeps. */
export function sameLoose(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  if (x === '' || y === '') return false;
  return x === y || containsTokens(x, y) || containsTokens(y, x);
}

export function skillKey(name: string): string {
  const k = name.toLowerCase().replace(/[^a-z0-9+#]+/g, '');
  return k.length > 4 && k.endsWith('js') ? k.slice(0, -2) : k;
}
