import { DEFAULTS } from '@tailor/contracts';
import { bigrams, diceOfSets, foldText, isSubset, words } from './text';

// Legal forms carry no identity: "Acme Inc", "ACME, LLC" and "Acme Corporation" are one employer.
const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'gmbh',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'ag',
  'sa',
  'nv',
  'bv',
  'pty',
  'lp',
  'llp',
  'srl',
  'sas',
  'spa',
  'oy',
  'kg',
  'se',
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

export function companyKey(name: string): CompanyKey {
  // Parentheses hold locations and notes ("Acme (Remote)"), not identity.
  const cleaned = foldText(name)
    .replace(/\([^()]*\)/g, ' ')
    .replace(/&/g, ' and ');
  let tokens = words(cleaned).filter((w) => w !== 'the');
  while (tokens.length > 1 && LEGAL_SUFFIXES.has(tokens[tokens.length - 1] ?? '')) tokens = tokens.slice(0, -1);
  const compact = tokens.join('');
  return { tokens, compact, tokenSet: new Set(tokens), grams: bigrams(compact) };
}

/**
 * False for the parser's placeholder and for a name that is only a legal form ("LLC", "Inc."):
 * what a layout leaves when it splits "Acme, LLC" at the comma. Such a name says nothing about
 * which employer it was.
 */
export function namesEmployer(name: string): boolean {
  if (name.trim() === DEFAULTS.company) return false;
  const key = companyKey(name);
  return key.compact.length > 0 && !(key.tokens.length === 1 && LEGAL_SUFFIXES.has(key.compact));
}

function isAcronymOf(acronym: CompanyKey, full: CompanyKey): boolean {
  if (acronym.tokens.length !== 1 || full.tokens.length < 2) return false;
  const initials = full.tokens
    .filter((t) => t !== 'and' && t !== 'of')
    .map((t) => t[0])
    .join('');
  return initials.length >= 2 && initials === acronym.compact;
}

/** Score of two names that differ in a number or a distinctive word: well below any merge. */
export const COMPANY_DISTINCT = 0.3;

/** Letter-pair overlap of the words only one name has, above which they read as a misspelling of each other. */
const TYPO_OVERLAP = 0.6;

const hasDigit = (word: string): boolean => /[0-9]/.test(word);

/**
 * Whether the words each name has and the other lacks make them different employers: a number
 * ("Sample Company 1" / "Sample Company 7": a whole-name letter-pair overlap of 0.92 would merge
 * them) or a word that is not a misspelling of the other's ("First Bank of Springfield" /
 * "First Bank of Shelbyville"). Only called when neither name contains the other.
 */
function differInDistinctiveWords(a: CompanyKey, b: CompanyKey): boolean {
  const onlyA = a.tokens.filter((t) => !b.tokenSet.has(t));
  const onlyB = b.tokens.filter((t) => !a.tokenSet.has(t));
  if (onlyA.length === 0 || onlyB.length === 0) return false;
  // Split or joined words ("Pay Pal" / "PayPal Labs") are spacing, not a different name.
  if (onlyA.join('') === onlyB.join('')) return false;
  if (onlyA.some(hasDigit) || onlyB.some(hasDigit)) return true;
  // Whole names that share most of their words already differ only in these words: judge them alone.
  return diceOfSets(bigrams(onlyA.join('')), bigrams(onlyB.join(''))) < TYPO_OVERLAP;
}

/**
 * 1 for the same normalised name, 0.9 for containment or an acronym, a low score for names that
 * differ in a number or a distinctive word, else the best of word and letter-pair overlap (which
 * catches misspellings and spacing: "Microsft" / "Microsoft").
 */
export function companySimilarity(a: CompanyKey, b: CompanyKey): number {
  if (a.compact.length === 0 || b.compact.length === 0) return 0;
  if (a.compact === b.compact) return 1;
  if (isSubset(a.tokenSet, b.tokenSet) || isSubset(b.tokenSet, a.tokenSet)) return COMPANY_CONTAINMENT;
  if (isAcronymOf(a, b) || isAcronymOf(b, a)) return COMPANY_CONTAINMENT;
  const overlap = Math.max(diceOfSets(a.tokenSet, b.tokenSet), diceOfSets(a.grams, b.grams));
  return differInDistinctiveWords(a, b) ? Math.min(overlap, COMPANY_DISTINCT) : overlap;
}
