import {
  AMBIGUOUS_NEXT_WORDS,
  isJoinableGap as isJoinableGapText,
  isListGapText,
  isSentenceInitial,
  SKILL_COMPOUND_SUFFIX,
} from '@tailor/resume-core';
import { looksLikeItemList } from './list-lines';

export { isSentenceInitial };

/**
 * The text around a skill mention, as resume-core's matcher reads it: which gaps join the words of
 * one multi-word skill, which separate items of an enumeration, where sentences start, and where
 * e-mail addresses and links are. All of this runs only for words that start a skill form.
 */

/** What may separate two words of one multi-word skill: resume-core's rule, with a fast path. */
export function isJoinableGap(text: string, from: number, to: number): boolean {
  // Nearly every gap is one space; the rest is rare enough for the expression.
  if (to - from === 1 && text.charCodeAt(from) === 32) return true;
  return isJoinableGapText(text.slice(from, to));
}

/** Neighbours in an enumeration: resume-core's rule, with a fast path. */
export function isListGap(text: string, from: number, to: number): boolean {
  // Neighbouring words are mostly one space apart, which is no list gap.
  if (to - from > 16 || (to - from === 1 && text.charCodeAt(from) === 32)) return false;
  return isListGapText(text.slice(from, to));
}

const LETTER_JOIN_AFTER = /^[-&]\p{L}/u;
const LETTER_JOIN_BEFORE = /\p{L}[-&]$/u;
const YEAR = /^(?:19|20)\d\d$/;

function isGlue(c: number): boolean {
  return c === 45 || c === 38;
}

/**
 * resume-core's test for a guarded one-word form used as an ordinary word: glued to a word
 * ("Go-to-market", "C-suite", "R&D"; compounds such as "Go-based" keep the skill) or, for
 * `verb`-like forms, followed by a word such as "to" or "the" ("Excel at", "Spark the").
 * `next` is the span of the following token, or null.
 */
export function isEmbeddedWord(text: string, start: number, end: number, verb: boolean, next: readonly [number, number] | null): boolean {
  // Glue is rare: test for a hyphen or ampersand before reading the text with expressions.
  if (isGlue(text.charCodeAt(end))) {
    const after = text.slice(end, end + 16);
    if (LETTER_JOIN_AFTER.test(after) && !SKILL_COMPOUND_SUFFIX.test(after)) return true;
  }
  if (start >= 2 && isGlue(text.charCodeAt(start - 1)) && LETTER_JOIN_BEFORE.test(text.slice(start - 2, start))) return true;
  // The longest ordinary next word has 8 letters.
  if (!verb || next === null || next[0] - end > 2 || next[1] - next[0] > 8) return false;
  const word = text.slice(next[0], next[1]);
  return AMBIGUOUS_NEXT_WORDS.has(word) || (word.length === 4 && YEAR.test(word));
}

const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/g;

/** \w, and for the local part of an address also + and -; "." and "-" join both parts. */
function isAddressChar(c: number, local: boolean): boolean {
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 45) return true;
  return local && c === 43;
}

/**
 * Start and end offsets of the e-mail addresses and links in a text, which name no skills
 * ("hiring@acme.com", "github.com/react-team"), flat and in order; empty for most texts. `ats` are
 * the offsets of its "@" characters, `links` whether it has "://" or a "www." word (the tokeniser
 * notes both as it reads).
 */
export function addressSpans(text: string, ats: readonly number[], links: boolean): number[] {
  const spans: number[] = [];
  for (const at of ats) {
    let a = at;
    let b = at + 1;
    while (a > 0 && isAddressChar(text.charCodeAt(a - 1), true)) a--;
    while (b < text.length && isAddressChar(text.charCodeAt(b), false)) b++;
    if (a < at && b > at + 1) spans.push(a, b);
  }
  if (!links) return spans;
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < spans.length; k += 2) pairs.push([spans[k] ?? 0, spans[k + 1] ?? 0]);
  LINK.lastIndex = 0;
  for (let m = LINK.exec(text); m !== null; m = LINK.exec(text)) pairs.push([m.index, m.index + m[0].length]);
  return pairs.sort((x, y) => x[0] - y[0]).flat();
}

/**
 * Whether the line holding each offset is a skill list, decided once per line of one text. Lines
 * without a colon are read in place (list-lines.ts); labelled lines ("Skills: Go, Rust") go to
 * `labelled`, resume-core's isSkillListLine, which knows the labels.
 */
export class ListLines {
  private readonly known = new Map<number, boolean>();
  /** Next colon (ASCII or full-width) at or after the last line asked about, -1 if none: lines are asked in order. */
  private colon = -2;
  private colonFrom = 0;

  constructor(
    private readonly text: string,
    private readonly labelled: (line: string) => boolean,
  ) {}

  at(offset: number): boolean {
    const text = this.text;
    const from = text.lastIndexOf('\n', offset - 1) + 1;
    let answer = this.known.get(from);
    if (answer === undefined) {
      let to = text.indexOf('\n', from);
      if (to === -1) to = text.length;
      const colon = this.colonAtOrAfter(from);
      answer = colon !== -1 && colon < to ? this.labelled(text.slice(from, to)) : looksLikeItemList(text, from, to);
      this.known.set(from, answer);
    }
    return answer;
  }

  private colonAtOrAfter(from: number): number {
    if (this.colon === -2 || from < this.colonFrom || (this.colon !== -1 && this.colon < from)) {
      const ascii = this.text.indexOf(':', from);
      const wide = this.text.indexOf('\uff1a', from);
      this.colon = ascii === -1 ? wide : wide === -1 ? ascii : Math.min(ascii, wide);
      this.colonFrom = from;
    }
    return this.colon;
  }
}
