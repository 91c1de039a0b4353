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
const FUNCTION_WORD = String.raw`(?:our|your|their|its|his|her|my|this|that|these|those|we|us|it|is|are|was|were|be|by|at|on|in|to|for|the|with|from|as|or|an?|and|of)(?![\p{L}\p{N}])`;

/**
 * Fewer letters than this match by chance too often ("FE" is "for example", "further
 * education"…); a numeronym's number must be this large for the same reason ("k8s" is also
 * "keystrokes"), so the short ones stay with the database.
 */
const MIN_UNITS = 3;
const MIN_NUMERONYM = 10;

function upperCount(s: string): number {
  return s.replace(/[^A-Z]/g, '').length;
}

/** The pattern that finds the written-out form of `token` in text, or null when it is no shorthand. */
export function expansionPattern(token: string): RegExp | null {
  const numeronym = NUMERONYM.exec(token);
  if (numeronym && token === token.toLowerCase() && Number(numeronym[2]) >= 3) {
    const [, first, count, last] = numeronym as unknown as [string, string, string, string];
    if (Number(count) < MIN_NUMERONYM) return null;
    return new RegExp(String.raw`(?<![\p{L}\p{N}])${first}\p{L}{${Number(count)}}${last}(?![\p{L}\p{N}])`, 'giu');
  }
  // "e2e" is an acronym with a number's word inside, like "E2E".
  const shape = numeronym ? token.toUpperCase() : token;
  if (!shorthandShaped(shape)) return null;
  const units = [...shape.replace(/[&/]/g, '')];
  if (units.length < MIN_UNITS || units.every((u) => /\d/.test(u))) return null;
  const parts: string[] = [];
  for (const unit of units) {
    if (/\d/.test(unit)) {
      const word = DIGIT_WORDS[unit];
      if (!word) return null;
      parts.push(word);
    } else {
      // A small letter inside an acronym is a small word of the phrase ("as" in IaC, "a" in SaaS).
      parts.push(unit === unit.toLowerCase() ? `${unit}\\p{L}{0,3}` : `(?!${FUNCTION_WORD})${unit}\\p{L}*`);
    }
  }
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${parts.join(BETWEEN)}(?![\p{L}\p{N}])`, 'giu');
}

/**
 * The first written-out form in `raw`. One that opens a line or sentence with a past-tense word is
 * a resume bullet's verb, not a name ("Managed regional offices" is no MRO).
 */
function firstExpansion(pattern: RegExp, raw: string, inResume = true): RegExpMatchArray | null {
  for (const m of raw.matchAll(pattern)) {
    if (!inResume) return m;
    const opens = /(?:^|[\n.;:•]\s*|^\s*[-*]\s*)$/.test(raw.slice(Math.max(0, m.index - 3), m.index)) || m.index === 0;
    if (opens && /^\p{L}+ed(?![\p{L}])/iu.test(m[0])) continue;
    return m;
  }
  return null;
}

const TOKEN = /(?<![\p{L}\p{N}&/])[\p{L}\p{N}][\p{L}\p{N}&/]{1,7}(?![\p{L}\p{N}&/])/gu;

function shorthandShaped(token: string): boolean {
  if (NUMERONYM.test(token) && token === token.toLowerCase()) return true;
  if (!SHORTHAND_SHAPE.test(token)) return false;
  const upper = upperCount(token);
  return upper >= 2 && token.replace(/[^a-z]/g, '').length <= upper;
}

/** Shorthand-shaped tokens of a text ("S&OP", "3PL", "IaC", "p13n"), each once, in order. */
export function shorthandsOf(raw: string): string[] {
  const out = new Set<string>();
  for (const m of raw.matchAll(TOKEN)) if (shorthandShaped(m[0])) out.add(m[0]);
  return [...out];
}

export interface ExpansionMatch {
  /** Offset in the searched text of what matched: the written-out words or the shorthand. */
  readonly index: number;
  readonly text: string;
}

/** How a requirement the database does not know is matched by its shorthand or its expansion. */
export interface Expansion {
  find(raw: string): ExpansionMatch | null;
  /** Whether a text can match at all, from its all-capital runs and word initials (see corpus.ts). */
  readonly firstLetter: string | null;
  /** The requirement's written-out words, when the text's shorthand is what is looked for. */
  readonly phrase: string | null;
}

/**
 * For a requirement that is shorthand: find its written-out form. For a requirement of several
 * words: find a shorthand in the text whose written-out form is the requirement itself.
 */
export function expansionFor(requirement: string): Expansion | null {
  const written = requirement.trim();
  const pattern = expansionPattern(written);
  if (pattern) {
    return {
      firstLetter: (written.charAt(0) ?? '').toLowerCase(),
      phrase: null,
      find(raw) {
        const m = firstExpansion(pattern, raw);
        return m ? { index: m.index ?? 0, text: m[0] } : null;
      },
    };
  }
  const words = written.split(/[\s\-–/]+/).filter((w) => w.length > 0);
  // Several words can be an acronym's expansion; one long word a numeronym's.
  const expandable = words.length >= 2 || written.length >= MIN_NUMERONYM + 2;
  if (!expandable || !/^[\p{L}\s\-–/&,]+$/u.test(written)) return null;
  return {
    firstLetter: null,
    phrase: written,
    find(raw) {
      for (const m of raw.matchAll(TOKEN)) {
        const token = m[0];
        if (token.charAt(0).toLowerCase() !== written.charAt(0).toLowerCase() || !shorthandShaped(token)) continue;
        const expanded = expansionPattern(token);
        if (!expanded) continue;
        const hit = firstExpansion(expanded, written, false);
        // The whole requirement, not a part of it: "CRM" does not stand for "CRM data migration".
        if (hit && hit.index === 0 && hit[0].length === written.length) return { index: m.index, text: token };
      }
      return null;
    },
  };
}
