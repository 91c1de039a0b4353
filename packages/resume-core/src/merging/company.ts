import { memoize } from '../parsing/memo';
import { bigrams, diceOfSets, foldText, isSubset, words } from './text';

// Legal forms carry no identity: "Acme Inc", "ACME, LLC" and "Acme Corporation" are one employer.
const LEGAL_SUFFIXES = new Set([
  'inc', 'incorporated', 'llc', 'ltd', 'limited', 'gmbh', 'corp', 'corporation', 'co', 'company',
  'plc', 'ag', 'sa', 'nv', 'bv', 'pty', 'lp', 'llp', 'srl', 'sas', 'spa', 'oy', 'kg', 'se',
]);

/** Score given when one name's words all appear in the other's ("Acme" vs "Acme Technologies"). */
export const COMPANY_CONTAINMENT = 0.9;

export interface CompanyKey {
  /** Identity words: no legal suffix, no "the", '&' spelled "and". */
  tokens: string[];
  /** Words joined without spaces, so "Pay Pal" and "PayPal" compare equal. */
  compact: string;
  tokenSet: Set<string>;
  grams: Set<string>;
}

/**
 * Memoised: a recompute asks for the keys of the same few hundred names many times. The result is
 * shared, so callers must treat it as read-only.
 */
export const companyKey: (name: string) => CompanyKey = memoize(computeCompanyKey, 5000);

function computeCompanyKey(name: string): CompanyKey {
  // Parentheses hold locations and notes ("Acme (Remote)"), not identity.
  const cleaned = foldText(name).replace(/\([^)]*\)/g, ' ').replace(/&/g, ' and ');
  let tokens = words(cleaned).filter((w) => w !== 'the');
  while (tokens.length > 1 && LEGAL_SUFFIXES.has(tokens[tokens.length - 1] ?? '')) tokens = tokens.slice(0, -1);
  const compact = tokens.join('');
  return { tokens, compact, tokenSet: new Set(tokens), grams: bigrams(compact) };
}

function isAcronymOf(acronym: CompanyKey, full: CompanyKey): boolean {
  if (acronym.tokens.length !== 1 || full.tokens.length < 2) return false;
  const initials = full.tokens.filter((t) => t !== 'and' && t !== 'of').map((t) => t[0]).join('');
  return initials.length >= 2 && initials === acronym.compact;
}

/** 1 for the same normalised name, 0.9 for containment or an acronym, else the best of word and letter-pair overlap. */
export function companySimilarity(a: CompanyKey, b: CompanyKey): number {
  if (a.compact.length === 0 || b.compact.length === 0) return 0;
  if (a.compact === b.compact) return 1;
  if (isSubset(a.tokenSet, b.tokenSet) || isSubset(b.tokenSet, a.tokenSet)) return COMPANY_CONTAINMENT;
  if (isAcronymOf(a, b) || isAcronymOf(b, a)) return COMPANY_CONTAINMENT;
  return Math.max(diceOfSets(a.tokenSet, b.tokenSet), diceOfSets(a.grams, b.grams));
}
