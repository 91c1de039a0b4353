/**
 * Shorthand and its written-out form, for what the skills database does not know: a posting's
 * "MRO" is met by a resume's "maintenance, repair and operations" only if someone listed it, but its
 * initials spell it. An acronym matches a run of words whose initials spell it in order (small
 * words such as "and", "as", "of" may sit between them; a digit stands for its word: 3PL "third
 * party logistics", 2FA "two factor authentication", E2E "end to end"), and a numeronym its word
 * (first letter, as many letters as the number says, last letter: "p13n" personalization). Either
 * way round: the posting's shorthand against the resume's words, or the resume's shorthand against
 * the posting's words.
 */

/** A shorthand: two to eight letters, digits, "&" or "/", at least as many capitals as small letters (IaC, SaaS, S&OP). */
const SHORTHAND_SHAPE = /^[A-Za-z0-9&/]{2,8}$/;
const NUMERONYM = /^([a-z])(\d{1,2})([a-z])$/i;

/** Numbers that stand for a word inside an acronym. */
const DIGIT_WORDS: Record<string, string> = {
  '1': String.raw`(?:one|first|single)`,
  '2': String.raw`(?:to|two|second)`,
  '3': String.raw`(?:three|third)`,
  '4': String.raw`(?:four|fourth)`,
};

const SEPARATOR = String.raw`(?:[\s\-–/,]+)`;
// Words an acronym usually skips ("Sales and Operations Planning" is S&OP, not SAOP). Only these:
// with "for", "the" or "to" skipped too, ordinary sentences spell acronyms ("Made reports for the office").
const SMALL_WORD = String.raw`(?:and|&|of)`;
const BETWEEN = `${SEPARATOR}(?:${SMALL_WORD}${SEPARATOR})?`;
// A capital of an acronym stands for a word that means something, never a pronoun or a preposition
// ("mobile release of our app" is no MRO).
/**
 * Letters for the patterns built per shorthand: Latin with accents, not the Unicode property
 * classes, whose case-insensitive compilation costs milliseconds per new pattern, and a posting
 * brings new shorthand every time. Shorthand and its expansion are written in Latin letters.
 */
const LETTER = String.raw`[a-z\u00c0-\u024f]`;
const LETTER_DIGIT = String.raw`[a-z0-9\u00c0-\u024f]`;

const FUNCTION_WORDS =
  'our your their its his her my this that these those we us it is are was were be by at on in to for the with from as or a an and of'.split(' ');

/** After a unit's letter: the rest of no function word starting with it ("o" then not "ur", "n", "r", "f"). */
function notFunctionWord(letter: string, end: string): string {
  const tails = FUNCTION_WORDS.filter((w) => w.charAt(0) === letter).map((w) => w.slice(1));
  return tails.length === 0 ? '' : `(?!(?:${tails.join('|')})${end})`;
}

/**
 * Fewer letters than this match by chance too often ("FE" is "for example", "further
 * education"…); a numeronym's number must be this large for the same reason ("k8s" is also
 * "keystrokes"), so the short ones stay with the database.
 */
const MIN_UNITS = 3;
const MIN_NUMERONYM = 10;

function initialsOf(token: string): string[] {
  const numeronym = NUMERONYM.exec(token);
  if (numeronym && token === token.toLowerCase() && Number(numeronym[2]) >= 3) return [token.charAt(0)];
  return [...new Set([...token.toLowerCase()].filter((c) => /\p{L}/u.test(c)))];
}

/**
 * The same written-out form, twice: over the text as written (to quote it and to see where a
 * sentence starts) and over its lower-case words separated by single spaces (`wordString`), which
 * a plain, non-Unicode pattern reads many times faster: most texts are ruled out there.
 */
interface Patterns {
  /** Global and shared: read only by firstExpansion, which leaves its lastIndex at 0. */
  readonly raw: RegExp;
  readonly words: RegExp;
}

/**
 * Compiled patterns per shorthand, owned by whoever reads a set of texts (a generation's
 * TailoringSession): compiling one costs more than running it, and a shorthand recurs across a
 * person's texts. Nothing is kept once the owner is gone.
 */
export class ShorthandPatterns {
  private readonly byToken = new Map<string, Patterns | null>();

  get(token: string): Patterns | null {
    let pattern = this.byToken.get(token);
    if (pattern === undefined) {
      pattern = buildPatterns(token);
      this.byToken.set(token, pattern);
    }
    return pattern;
  }
}

/** The pattern that finds the written-out form of `token` in text, or null when it is no shorthand. */
export function expansionPattern(token: string): RegExp | null {
  const pattern = buildPatterns(token);
  return pattern ? new RegExp(pattern.raw.source, 'iu') : null;
}

function buildPatterns(token: string): Patterns | null {
  const numeronym = NUMERONYM.exec(token);
  if (numeronym && token === token.toLowerCase() && Number(numeronym[2]) >= 3) {
    const [, first, count, last] = numeronym as unknown as [string, string, string, string];
    if (Number(count) < MIN_NUMERONYM) return null;
    return {
      raw: new RegExp(`(?<!${LETTER_DIGIT})${first}${LETTER}{${Number(count)}}${last}(?!${LETTER_DIGIT})`, 'gi'),
      words: new RegExp(` ${first}[^ ]{${Number(count)}}${last}(?= )`),
    };
  }
  // "e2e" is an acronym with a number's word inside, like "E2E".
  const shape = numeronym ? token.toUpperCase() : token;
  if (!shorthandShaped(shape)) return null;
  const units = [...shape.replace(/\//g, '')];
  const letters = units.filter((u) => u !== '&');
  // "&" must be written ("and", "&") where the acronym has it, so R&D counts as long as RND would.
  if (units.length < MIN_UNITS || letters.length < 2 || letters.every((u) => /\d/.test(u)) || /^&|&&|&$/.test(units.join(''))) return null;
  const parts: string[] = [];
  const wordParts: string[] = [];
  for (const unit of units) {
    if (unit === '&') {
      parts.push(`(?:and|&)`);
      // "&" is not a word in `words`: only "and" is left there to find.
      wordParts.push('(?:and)?');
    } else if (/\d/.test(unit)) {
      const word = DIGIT_WORDS[unit];
      if (!word) return null;
      parts.push(word);
      wordParts.push(word);
    } else if (unit === unit.toLowerCase()) {
      // A small letter inside an acronym is a small word of the phrase ("as" in IaC, "a" in SaaS).
      parts.push(`${unit}${LETTER}{0,3}`);
      wordParts.push(`${unit}[^ ]{0,3}`);
    } else {
      const letter = unit.toLowerCase();
      parts.push(`${letter}${notFunctionWord(letter, `(?!${LETTER_DIGIT})`)}${LETTER}*`);
      wordParts.push(`${letter}${notFunctionWord(letter, ' ')}[^ ]*`);
    }
  }
  const rawBody = parts.map((part, i) => (i === 0 ? part : (units[i] === '&' || units[i - 1] === '&' ? SEPARATOR : BETWEEN) + part)).join('');
  const wordsBody = wordParts
    .map((part, i) => (i === 0 ? part : units[i] === '&' ? ` ?${part}` : units[i - 1] === '&' ? ` ?${part}` : ` (?:(?:and|of) )?${part}`))
    .join('');
  return {
    raw: new RegExp(`(?<!${LETTER_DIGIT})${rawBody}(?!${LETTER_DIGIT})`, 'gi'),
    // Led by a literal space, which the engine scans for quickly; `words` is padded with spaces.
    words: new RegExp(` ${wordsBody}(?= )`),
  };
}

/**
 * The first written-out form in `raw`. One that opens a line or sentence with a past-tense word is
 * a resume bullet's verb, not a name ("Managed regional offices" is no MRO).
 */
function firstExpansion(pattern: RegExp, raw: string, inResume = true): RegExpExecArray | null {
  // exec on the shared pattern rather than matchAll, which would compile a copy of it (about a
  // millisecond for a Unicode pattern) on every call; lastIndex is reset before returning.
  pattern.lastIndex = 0;
  try {
    for (let m = pattern.exec(raw); m !== null; m = pattern.exec(raw)) {
      if (!inResume) return m;
      const opens = m.index === 0 || /(?:^|[\n.;:•]\s*|^\s*[-*]\s*)$/.test(raw.slice(Math.max(0, m.index - 3), m.index));
      if (opens && /^\p{L}+ed(?![\p{L}])/iu.test(m[0])) continue;
      return m;
    }
    return null;
  } finally {
    pattern.lastIndex = 0;
  }
}

const TOKEN = /(?<![a-z0-9\u00c0-\u024f&/])[a-z0-9][a-z0-9&/]{1,7}(?![a-z0-9\u00c0-\u024f&/])/gi;

function shorthandShaped(token: string): boolean {
  // Counted in one pass: this runs for every short word of every text a generation reads, and
  // almost all of them are ordinary lower-case words, settled here without a pattern.
  let upper = 0;
  let lower = 0;
  let digits = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
    else if (c >= 48 && c <= 57) digits++;
  }
  if (digits > 0 && NUMERONYM.test(token) && upper === 0) return true;
  return upper >= 2 && lower <= upper && SHORTHAND_SHAPE.test(token);
}

/** Shorthand-shaped tokens of a text ("S&OP", "3PL", "IaC", "p13n"), each once, in order. */
export function shorthandsOf(raw: string): string[] {
  // Shorthand has two capitals or a digit; most sentences of a resume have neither after their first word.
  if (!/[A-Z][^A-Z]*[A-Z]|\d/.test(raw)) return [];
  const out = new Set<string>();
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(raw); m !== null; m = TOKEN.exec(raw)) if (shorthandShaped(m[0])) out.add(m[0]);
  TOKEN.lastIndex = 0;
  return [...out];
}

export interface ExpansionMatch {
  /** Offset in the searched text of what matched: the written-out words or the shorthand. */
  readonly index: number;
  readonly text: string;
}

/** A text to search: as written, and where known its `wordString` form and `shorthandsOf` tokens. */
export interface ExpansionText {
  readonly raw: string;
  readonly words?: string;
  readonly shorthands?: readonly string[];
}

/** How a requirement the database does not know is matched by its shorthand or its expansion. */
export interface Expansion {
  find(text: ExpansionText): ExpansionMatch | null;
  /**
   * When the requirement is the shorthand: the first letters of words its written-out form needs
   * (lower case; a number's word is not listed). A text lacking a word for any of them cannot match.
   */
  readonly initials: readonly string[] | null;
  /** The requirement's written-out words, when the text's shorthand is what is looked for. */
  readonly phrase: string | null;
}

/**
 * For a requirement that is shorthand: find its written-out form. For a requirement of several
 * words: find a shorthand in the text whose written-out form is the requirement itself.
 */
export function expansionFor(requirement: string, patterns: ShorthandPatterns = new ShorthandPatterns()): Expansion | null {
  const written = requirement.trim();
  const pattern = patterns.get(written);
  if (pattern) {
    return {
      initials: initialsOf(written),
      phrase: null,
      find({ raw, words }) {
        if (words !== undefined && !pattern.words.test(words)) return null;
        const m = firstExpansion(pattern.raw, raw);
        return m ? { index: m.index ?? 0, text: m[0] } : null;
      },
    };
  }
  const words = written.split(/[\s\-–/]+/).filter((w) => w.length > 0);
  // Several words can be an acronym's expansion; one long word a numeronym's.
  const expandable = words.length >= 2 || written.length >= MIN_NUMERONYM + 2;
  if (!expandable || !/^[\p{L}\s\-–/&,]+$/u.test(written)) return null;
  const first = written.charAt(0).toLowerCase();
  // Whether a token stands for the requirement, per token: the same shorthand recurs across texts.
  const verdicts = new Map<string, boolean>();
  const standsFor = (token: string): boolean => {
    let verdict = verdicts.get(token);
    if (verdict === undefined) {
      const expanded = patterns.get(token);
      const hit = expanded ? firstExpansion(expanded.raw, written, false) : null;
      // The whole requirement, not a part of it: "CRM" does not stand for "CRM data migration".
      verdict = hit !== null && hit.index === 0 && hit[0].length === written.length;
      verdicts.set(token, verdict);
    }
    return verdict;
  };
  return {
    initials: null,
    phrase: written,
    find({ raw, shorthands }) {
      for (const token of shorthands ?? shorthandsOf(raw)) {
        if (token.charAt(0).toLowerCase() !== first || !standsFor(token)) continue;
        return { index: Math.max(0, raw.indexOf(token)), text: token };
      }
      return null;
    },
  };
}
