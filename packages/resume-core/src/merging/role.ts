import { diceOfSets, isSubset, words } from './text';

// Abbreviations resumes use for the same title; expanded so "Sr. Software Eng." reads "senior software engineer".
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  jnr: 'junior',
  eng: 'engineer',
  engr: 'engineer',
  mgr: 'manager',
  mngr: 'manager',
  dev: 'developer',
  swe: 'software engineer',
  sde: 'software development engineer',
  sre: 'site reliability engineer',
  pm: 'product manager',
  tpm: 'technical program manager',
  em: 'engineering manager',
  vp: 'vice president',
  svp: 'senior vice president',
  evp: 'executive vice president',
  cto: 'chief technology officer',
  ceo: 'chief executive officer',
  cfo: 'chief financial officer',
  coo: 'chief operating officer',
  cpo: 'chief product officer',
  cio: 'chief information officer',
  dir: 'director',
  assoc: 'associate',
  asst: 'assistant',
  admin: 'administrator',
  mgmt: 'management',
  ops: 'operations',
  qa: 'quality assurance',
  ux: 'user experience',
  ba: 'business analyst',
  ds: 'data scientist',
  ml: 'machine learning',
  ai: 'artificial intelligence',
  intl: 'international',
  tech: 'technical',
  mktg: 'marketing',
};

// Words resumes use interchangeably for one title ("Software Developer" / "Software Engineer"),
// compared as one word so the same job worded differently in two resumes stays one experience.
const SYNONYMS: Readonly<Record<string, string>> = {
  developer: 'engineer',
  programmer: 'engineer',
  development: 'engineering',
};

const STOP_WORDS = new Set(['of', 'the', 'and', 'at', 'for', 'in', 'to', 'a', 'an', 'on']);

/** Score given when one title's words all appear in the other's ("Engineer" vs "Senior Engineer, Backend"). */
export const ROLE_CONTAINMENT = 0.8;

export interface RoleKey {
  tokens: string[];
  tokenSet: Set<string>;
  /** How many words were abbreviations; the display form prefers the spelled-out title. */
  abbreviated: number;
}

// Plurals only differ by a trailing "s" in titles ("Operations", "Sales"); both sides get the same cut.
function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

// "Eng." is Engineering before a managing word or after a head-of word ("Eng. Manager", "VP Eng"), else Engineer.
const MANAGING = new Set(['manager', 'mgr', 'mngr', 'director', 'dir', 'lead', 'head', 'vp', 'svp', 'of']);

// Words that make a contained title a different position: "Engineering Manager" is not "Engineering".
const RANK_WORDS = new Set([
  'manager',
  'director',
  'head',
  'lead',
  'principal',
  'staff',
  'chief',
  'vice',
  'president',
  'officer',
  'intern',
  'architect',
  'founder',
]);

function expand(word: string, previous: string | undefined, next: string | undefined): string | undefined {
  if (word === 'eng' || word === 'engr') {
    return (next !== undefined && MANAGING.has(next)) || (previous !== undefined && MANAGING.has(previous)) ? 'engineering' : 'engineer';
  }
  return ABBREVIATIONS[word];
}

export function roleKey(role: string): RoleKey {
  const tokens: string[] = [];
  let abbreviated = 0;
  const list = words(role.replace(/&/g, ' and '));
  for (let i = 0; i < list.length; i++) {
    const word = list[i] ?? '';
    const expansion = expand(word, list[i - 1], list[i + 1]);
    if (expansion) abbreviated++;
    for (const part of (expansion ?? word).split(' ')) {
      if (!STOP_WORDS.has(part)) tokens.push(singular(SYNONYMS[part] ?? part));
    }
  }
  return { tokens, tokenSet: new Set(tokens), abbreviated };
}

function containsWithoutRankChange(small: ReadonlySet<string>, large: ReadonlySet<string>): boolean {
  if (!isSubset(small, large)) return false;
  for (const word of large) if (!small.has(word) && RANK_WORDS.has(word)) return false;
  return true;
}

/** No rank word ("Manager", "Intern", "Director"…) in one title and not the other: a rewording, not another position. */
export function sameRank(a: RoleKey, b: RoleKey): boolean {
  for (const word of a.tokenSet) if (RANK_WORDS.has(word) && !b.tokenSet.has(word)) return false;
  for (const word of b.tokenSet) if (RANK_WORDS.has(word) && !a.tokenSet.has(word)) return false;
  return true;
}

/**
 * Word overlap (Dice) of expanded titles, raised to 0.8 when one title is contained in the other
 * and the extra words do not change the rank ("Senior" and "Backend" may be dropped; "Manager" not).
 */
export function roleSimilarity(a: RoleKey, b: RoleKey): number {
  if (a.tokenSet.size === 0 || b.tokenSet.size === 0) return 0;
  const dice = diceOfSets(a.tokenSet, b.tokenSet);
  const contained = containsWithoutRankChange(a.tokenSet, b.tokenSet) || containsWithoutRankChange(b.tokenSet, a.tokenSet);
  return contained ? Math.max(dice, ROLE_CONTAINMENT) : dice;
}
