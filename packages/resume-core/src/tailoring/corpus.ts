import { acronymHit, directHit, stemHit, type IndexedText, type Probe, type TextHit } from './probe';
import { wordStem } from './text';

export interface CorpusHit {
  /** Position of the text in the corpus. */
  readonly position: number;
  readonly level: NonNullable<TextHit>;
}

/** Which of textHit's tests a text can pass, from the postings. */
const MAY_DIRECT = 1;
const MAY_STEM = 2;
const MAY_ACRONYM = 4;

/** Acronym patterns match a whole letter/digit run; anything else in an acronym is scanned for. */
const LETTERS_AND_DIGITS = /^[\p{L}\p{N}]+$/u;
const NON_ASCII = /[^\x00-\x7f]/;
/** wordString keeps "+" and "#" inside a word ("c++", "c#"): the only marks that can glue two runs of letters. */
const GLUE = /[+#]+/;

/** Adds `position` once: texts are posted in ascending position, so a repeat is always the last entry. */
function post(postings: Map<string, number[]>, key: string, position: number): void {
  const list = postings.get(key);
  if (list === undefined) postings.set(key, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
}

/** First index whose word is >= `prefix` (words sorted by code unit, like `<`). */
function lowerBound(words: readonly string[], prefix: string): number {
  let [lo, hi] = [0, words.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((words[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Texts with word postings (word → positions), so a requirement is tested only against the texts
 * that can mention it rather than every achievement of every experience. Each of textHit's tests
 * has a necessary condition the postings answer: a direct hit needs a word starting with one of
 * the probe's cues (known skills: the matcher runs only where a cue is) or the phrase's first word
 * (unknown ones); a stem hit needs a word of the probe's rarest stem; an acronym hit needs the
 * acronym as a whole letter/digit run, which in an ASCII text is a word, or a part of a word glued
 * by "+" or "#" (a text outside ASCII, whose folding can change letters, is read for its runs). A test runs only where its condition holds, so the verdicts are exactly textHit's.
 *
 * Only words are read for every text. Stems are grouped per distinct word of the corpus and
 * shorthand is read from the texts only when a requirement asks for it: a person has thousands of
 * texts and a posting asks about a few dozen things.
 */
export class TextCorpus {
  private readonly words = new Map<string, number[]>();
  /** Texts outside ASCII, where folding can change a word's letters: their raw text is read for acronyms. */
  private readonly nonAscii: number[] = [];
  /** All-caps run → positions, for the texts outside ASCII only. */
  private nonAsciiCaps: Map<string, number[]> | null = null;
  private vocabulary: string[] | null = null;
  /** Stem → the corpus words with that stem. */
  private stemWords: Map<string, string[]> | null = null;
  /** Stem → its texts' positions, merged from its words' once per stem asked for. */
  private readonly stemLists = new Map<string, readonly number[]>();
  /** Words in which "+" or "#" glues runs of letters and digits ("c++ml"). */
  private glued: string[] | null = null;
  /** Shorthand tokens by their first character, lower case. */
  private shorthands: Map<string, number[]> | null = null;
  /** Hits per probe: the score and the ranking of one generation ask for the same probes (see TailoringSession). */
  private readonly memo = new Map<Probe, readonly CorpusHit[]>();

  constructor(readonly texts: readonly IndexedText[]) {
    texts.forEach((text, position) => {
      for (const word of text.tokens) post(this.words, word, position);
      if (NON_ASCII.test(text.raw)) this.nonAscii.push(position);
    });
  }

  /** Every text the probe hits, in ascending position; remembered per probe. */
  hits(probe: Probe): readonly CorpusHit[] {
    let found = this.memo.get(probe);
    if (!found) {
      found = this.search(probe);
      this.memo.set(probe, found);
    }
    return found;
  }

  /** How many of `stems` each text shares, for the texts sharing at least one. */
  sharedStems(stems: ReadonlySet<string>): Map<number, number> {
    const counts = new Map<number, number>();
    for (const stem of stems) {
      for (const position of this.stemPositions(stem)) counts.set(position, (counts.get(position) ?? 0) + 1);
    }
    return counts;
  }

  /** Positions of the texts with a word of this stem, ascending, each once. */
  private stemPositions(stem: string): readonly number[] {
    if (this.stemWords === null) {
      this.stemWords = new Map();
      for (const word of this.words.keys()) {
        const s = wordStem(word);
        if (s === null) continue;
        const list = this.stemWords.get(s);
        if (list === undefined) this.stemWords.set(s, [word]);
        else list.push(word);
      }
    }
    let list = this.stemLists.get(stem);
    if (list === undefined) {
      const words = this.stemWords.get(stem) ?? [];
      if (words.length === 1) list = this.words.get(words[0] as string) as number[];
      else {
        const positions = new Set<number>();
        for (const word of words) for (const p of this.words.get(word) as number[]) positions.add(p);
        list = [...positions].sort((a, b) => a - b);
      }
      this.stemLists.set(stem, list);
    }
    return list;
  }

  private search(probe: Probe): CorpusHit[] {
    const may = this.candidates(probe);
    const out: CorpusHit[] = [];
    for (let position = 0; position < may.length; position++) {
      const tests = may[position] as number;
      if (tests === 0) continue;
      const text = this.texts[position] as IndexedText;
      // textHit's order: direct first, then stem, then acronym; a cue candidate has its cue.
      const direct = (tests & MAY_DIRECT) !== 0 && (probe.known ? text.mentionsCued(probe) : directHit(probe, text));
      if (direct) out.push({ position, level: 'direct' });
      else if (((tests & MAY_STEM) !== 0 && stemHit(probe, text)) || ((tests & MAY_ACRONYM) !== 0 && acronymHit(probe, text))) {
        out.push({ position, level: 'stem' });
      }
    }
    return out;
  }

  /** Per position, the tests that can succeed there. */
  private candidates(probe: Probe): Uint8Array {
    const may = new Uint8Array(this.texts.length);
    const mark = (positions: readonly number[] | undefined, test: number): void => {
      for (const p of positions ?? []) may[p] = (may[p] as number) | test;
    };
    if (probe.known) {
      for (const cue of probe.cues) this.wordsStartingWith(cue.slice(1), (positions) => mark(positions, MAY_DIRECT));
    } else {
      if (probe.key.length >= 3) mark(this.words.get(probe.phrase.trim().split(' ')[0] ?? ''), MAY_DIRECT);
      // Shorthand written out starts with a word of its first letter (or a number's word: all texts);
      // a text's shorthand for the requirement starts with the requirement's first letter.
      const expansion = probe.expansion;
      if (expansion?.initials) {
        for (const position of this.withWordsStartingWithEach(expansion.initials)) may[position] = (may[position] as number) | MAY_DIRECT;
      } else if (expansion?.phrase) {
        mark(this.withShorthandStarting(expansion.phrase.charAt(0).toLowerCase()), MAY_DIRECT);
      }
    }
    if (probe.stemLinked && probe.stems.size > 0) {
      let rarest: readonly number[] | null = null;
      for (const stem of probe.stems) {
        const list = this.stemPositions(stem);
        if (rarest === null || list.length < rarest.length) rarest = list;
      }
      mark(rarest ?? [], MAY_STEM);
    }
    if (probe.acronymPattern && probe.acronym) {
      const caps = probe.acronym.toUpperCase();
      if (LETTERS_AND_DIGITS.test(caps) && caps === caps.toUpperCase()) {
        const run = caps.toLowerCase();
        mark(this.words.get(run), MAY_ACRONYM);
        for (const word of this.gluedWords()) if (word.split(GLUE).includes(run)) mark(this.words.get(word), MAY_ACRONYM);
        mark(this.nonAsciiWithRun(caps), MAY_ACRONYM);
      } else may.forEach((tests, p) => (may[p] = tests | MAY_ACRONYM));
    }
    return may;
  }

  private nonAsciiWithRun(caps: string): readonly number[] {
    if (this.nonAsciiCaps === null) {
      this.nonAsciiCaps = new Map();
      for (const position of this.nonAscii) for (const run of (this.texts[position] as IndexedText).capsRuns) post(this.nonAsciiCaps, run, position);
    }
    return this.nonAsciiCaps.get(caps) ?? [];
  }

  private gluedWords(): readonly string[] {
    return (this.glued ??= [...this.words.keys()].filter((word) => GLUE.test(word)));
  }

  /** Texts with a shorthand token starting with `first` (lower case). */
  private withShorthandStarting(first: string): readonly number[] {
    if (this.shorthands === null) {
      const postings = new Map<string, number[]>();
      this.texts.forEach((text, position) => {
        for (const token of text.shorthands) post(postings, token.charAt(0).toLowerCase(), position);
      });
      this.shorthands = postings;
    }
    return this.shorthands.get(first) ?? [];
  }

  /** Texts that have, for every one of the letters, a word starting with it. */
  private withWordsStartingWithEach(letters: readonly string[]): number[] {
    let common: Set<number> | null = null;
    for (const letter of letters) {
      const found = new Set<number>();
      this.wordsStartingWith(letter, (positions) => {
        for (const p of positions) if (common === null || common.has(p)) found.add(p);
      });
      common = found;
      if (common.size === 0) break;
    }
    return [...(common ?? [])];
  }

  private wordsStartingWith(prefix: string, visit: (positions: readonly number[]) => void): void {
    const vocabulary = (this.vocabulary ??= [...this.words.keys()].sort());
    for (let i = lowerBound(vocabulary, prefix); i < vocabulary.length; i++) {
      const word = vocabulary[i] as string;
      if (!word.startsWith(prefix)) break;
      visit(this.words.get(word) as number[]);
    }
  }
}
