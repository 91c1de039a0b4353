import { acronymHit, directHit, stemHit, type IndexedText, type Probe, type TextHit } from './probe';

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

function post(postings: Map<string, number[]>, key: string, position: number): void {
  const list = postings.get(key);
  if (list === undefined) postings.set(key, [position]);
  else list.push(position);
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
 * Texts with postings (word, stem and all-caps run → positions), so a requirement is tested only
 * against the texts that can mention it rather than every achievement of every experience. Each
 * of textHit's tests has a necessary condition the postings answer: a direct hit needs a word
 * starting with one of the probe's cues (known skills: the matcher runs only where a cue is) or the
 * phrase's first word (unknown ones); a stem hit needs every stem; an acronym hit needs the acronym
 * as a whole letter/digit run. A test runs only where its condition holds, so the verdicts are
 * exactly textHit's.
 */
export class TextCorpus {
  private readonly words = new Map<string, number[]>();
  private readonly stems = new Map<string, number[]>();
  private readonly caps = new Map<string, number[]>();
  /** Shorthand tokens by their first character, lower case. */
  private readonly shorthands = new Map<string, number[]>();
  private vocabulary: string[] | null = null;
  /** Hits per probe: the score and the ranking of one generation ask for the same probes (see TailoringSession). */
  private readonly memo = new Map<Probe, readonly CorpusHit[]>();

  constructor(readonly texts: readonly IndexedText[]) {
    texts.forEach((text, position) => {
      for (const word of text.tokens) post(this.words, word, position);
      for (const stem of text.stems) post(this.stems, stem, position);
      for (const run of text.capsRuns) post(this.caps, run, position);
      for (const token of text.shorthands) post(this.shorthands, token.charAt(0).toLowerCase(), position);
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
      for (const position of this.stems.get(stem) ?? []) counts.set(position, (counts.get(position) ?? 0) + 1);
    }
    return counts;
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
        mark(this.shorthands.get(expansion.phrase.charAt(0).toLowerCase()), MAY_DIRECT);
      }
    }
    if (probe.stemLinked && probe.stems.size > 0) {
      let rarest: readonly number[] | null = null;
      for (const stem of probe.stems) {
        const list = this.stems.get(stem) ?? [];
        if (rarest === null || list.length < rarest.length) rarest = list;
      }
      mark(rarest ?? [], MAY_STEM);
    }
    if (probe.acronymPattern && probe.acronym) {
      const caps = probe.acronym.toUpperCase();
      if (LETTERS_AND_DIGITS.test(caps) && caps === caps.toUpperCase()) mark(this.caps.get(caps), MAY_ACRONYM);
      else may.forEach((tests, p) => (may[p] = tests | MAY_ACRONYM));
    }
    return may;
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
