import { spelledAs } from '../char-class';
import { TokenBuffer, Tokenizer } from '../tokenize';
import type { Vocabulary } from '../vocabulary';
import { FormIds } from './form-ids';
import { ListLines, addressSpans, isEmbeddedWord, isJoinableGap, isListGap, isSentenceInitial } from './context';
import type { SkillAliasTable } from './table';
import { BRANCHES, CASE, CONTEXT, ENDS, LOOSE, LOOSE_FIRST, QUIET, SAME_FIRST, type AliasCandidate } from './trie';

/** Mention flags. Counts only on a skill-list line or next to an accepted skill (a context-only form, or a word-like form opening a sentence). */
const GUARDED = 1;
/** The canonical name is the mention's own words: accepting it changes nothing but its neighbours. */
const SAME = 2;
const ACCEPTED = 4;
/** The list question was asked (or needs no asking). */
const ASKED = 8;

/**
 * Rewrites the skill mentions of one text's tokens to their canonical names, with resume-core's
 * matching rules: longest form first, whole words only, multi-word forms only across joinable gaps,
 * case-sensitive forms only as written, context-only forms only on a skill-list line or next to an
 * accepted skill ("Python, R, SQL"), nothing inside e-mail addresses or links.
 *
 * About 40 % of a resume's words start some skill form, so finding mentions allocates nothing and
 * the rest of the work happens only when a mention changes words. Whether a line is a skill list is
 * the costly question: it is asked only when the answer can change the words, so not for a mention
 * whose canonical name is its own words ("Go" → go) unless it could vouch for a neighbour.
 *
 * Departure, where resume-core decides from private word lists: its English words (guarded when
 * opening a sentence) and verbs (not skills before "to", "at", "the": "Excel at") are, here, every
 * guarded one-word form spelled like a capitalised word ("Spark", "Excel", "Node"; wordLike).
 */
export class AliasRewriter {
  /** Trie nodes where a form ends, met while walking from one token, and the token each ends on. */
  private readonly hitNodes: number[] = [];
  private readonly hitLasts: number[] = [];
  // The mentions of the current text: first and last token, candidate (null: quiet), flags.
  private firsts: Int32Array = new Int32Array(64);
  private lasts: Int32Array = new Int32Array(64);
  private flags = new Uint8Array(64);
  private readonly candidates: (AliasCandidate | null)[] = [];
  private mentions = 0;
  /** Per token of the current text: `blockGeneration` when it lies in an e-mail address or link. */
  private blocked = new Int32Array(256);
  private blockGeneration = 0;
  private addresses = false;
  private tokens: TokenBuffer | null = null;
  private lines: ListLines | null = null;
  /** Per database row, the word ids of its canonical name in the embedder's vocabulary. */
  private readonly canonical: Int32Array[];
  private readonly forms: FormIds;

  constructor(
    readonly table: SkillAliasTable,
    vocabulary: Vocabulary,
  ) {
    this.forms = new FormIds(table, vocabulary);
    const tokenizer = new Tokenizer(vocabulary);
    const buffer = new TokenBuffer();
    this.canonical = table.canonicalNames.map((name) => {
      tokenizer.read(name, buffer);
      return buffer.ids.slice(0, buffer.count);
    });
    // Those ids are written into rewritten texts: they must survive the vocabulary forgetting words.
    vocabulary.pin();
  }

  /**
   * Writes the rewritten token ids to `out` (from index 0) and returns their count, or returns -1
   * without touching `out` when the text mentions no skill under another name.
   */
  rewrite(tokens: TokenBuffer, out: { ids: Int32Array }): number {
    this.tokens = tokens;
    this.lines = null;
    this.forms.sync();
    const changing = this.find(tokens);
    if (changing === 0) return -1;
    this.resolve(tokens);
    const { firsts, lasts, flags, candidates } = this;
    const count = this.mentions;
    let size = tokens.count;
    let changes = false;
    for (let k = 0; k < count; k++) {
      if ((flags[k] ?? 0) & SAME || !((flags[k] ?? 0) & ACCEPTED)) continue;
      changes = true;
      size += this.canonical[candidates[k]?.entry ?? 0]?.length ?? 0;
    }
    if (!changes) return -1;

    if (out.ids.length < size) out.ids = new Int32Array(size);
    const ids = out.ids;
    let n = 0;
    let t = 0;
    for (let k = 0; k < count; k++) {
      if ((flags[k] ?? 0) & SAME || !((flags[k] ?? 0) & ACCEPTED)) continue;
      const first = firsts[k] ?? 0;
      while (t < first) ids[n++] = tokens.ids[t++] ?? 0;
      const canonical = this.canonical[(candidates[k] as AliasCandidate).entry] as Int32Array;
      for (let c = 0; c < canonical.length; c++) ids[n++] = canonical[c] ?? 0;
      t = (lasts[k] ?? 0) + 1;
    }
    while (t < tokens.count) ids[n++] = tokens.ids[t++] ?? 0;
    return n;
  }

  /** Collects the mentions; returns how many would change words. */
  private find(tokens: TokenBuffer): number {
    const { ids, count } = tokens;
    const trie = this.table.trie;
    const addresses = tokens.ats.length > 0 || tokens.links ? this.blockAddresses(tokens) : false;
    this.addresses = addresses;
    this.mentions = 0;
    let changing = 0;
    for (let i = 0; i < count;) {
      const node = this.forms.start(ids[i] ?? 0);
      if (node === 0 || (addresses && this.inAddress(i))) {
        i++;
        continue;
      }
      const flags = trie.flagsOf(node);
      if (flags & QUIET) {
        this.record(i, i, null, SAME | ACCEPTED | ASKED);
        i++;
        continue;
      }
      // Most first words ("data", "project") only start longer forms, and the next word is not one.
      const continues = (flags & BRANCHES) !== 0 && i + 1 < count && trie.next(node, this.forms.formId(ids[i + 1] ?? 0)) !== 0;
      if (!continues) {
        if (!(flags & ENDS)) {
          i++;
          continue;
        }
        if (flags & LOOSE_FIRST) {
          // A one-word loose form ("k8s", "python"): accepted as is, nothing to check.
          if (flags & SAME_FIRST) this.record(i, i, null, SAME | ACCEPTED | ASKED);
          else {
            this.record(i, i, trie.candidates(node)[0] as AliasCandidate, ACCEPTED | ASKED);
            changing++;
          }
          i++;
          continue;
        }
      }
      const last = this.longest(tokens, i, node);
      if (last < 0) {
        i++;
        continue;
      }
      if (!((this.flags[this.mentions - 1] ?? 0) & SAME)) changing++;
      i = last + 1;
    }
    return changing;
  }

  /** Records the longest acceptable form starting at token i and returns its last token, or -1. */
  private longest(tokens: TokenBuffer, i: number, start: number): number {
    const { ids, starts, ends, count, text } = tokens;
    const trie = this.table.trie;
    const nodes = this.hitNodes;
    const lasts = this.hitLasts;
    let hits = 0;
    let node = start;
    for (let j = i; ; j++) {
      const flags = trie.flagsOf(node);
      if (flags & ENDS) {
        nodes[hits] = node;
        lasts[hits] = j;
        hits++;
      }
      const next = j + 1;
      if (!(flags & BRANCHES) || next >= count) break;
      // The trie lookup first: it nearly always fails, and is cheaper than reading the gap.
      const child = trie.next(node, this.forms.formId(ids[next] ?? 0));
      if (child === 0 || !isJoinableGap(text, ends[j] ?? 0, starts[next] ?? 0) || (this.addresses && this.inAddress(next))) break;
      node = child;
    }
    for (let h = hits - 1; h >= 0; h--) {
      const last = lasts[h] ?? i;
      const candidate = this.pick(trie.candidates(nodes[h] ?? 0), i);
      if (!candidate) continue;
      const verb = candidate.wordLike;
      if (candidate.rule === CONTEXT || verb) {
        const next: [number, number] | null = last + 1 < count ? [starts[last + 1] ?? 0, ends[last + 1] ?? 0] : null;
        if (isEmbeddedWord(text, starts[i] ?? 0, ends[last] ?? 0, verb, next)) continue;
      }
      const guarded = candidate.rule === CONTEXT || (candidate.wordLike && candidate.rule === CASE && isSentenceInitial(text, starts[i] ?? 0));
      this.record(i, last, candidate, (guarded ? GUARDED : ACCEPTED | ASKED) | (candidate.same ? SAME : 0));
      return last;
    }
    return -1;
  }

  /**
   * First candidate the mention's spelling allows. A case-sensitive form written otherwise still
   * counts on a skill-list line ("Languages: go, rust"), as a last resort; when that form would only
   * give back the same word (every guarded form is one word), the line is not worth reading.
   */
  private pick(candidates: readonly AliasCandidate[], i: number): AliasCandidate | null {
    const tokens = this.tokens as TokenBuffer;
    let fallback: AliasCandidate | null = null;
    for (const c of candidates) {
      if (c.rule === LOOSE || c.anyCase || writtenAs(tokens, i, c.raw)) return c;
      fallback ??= c;
    }
    if (!fallback || fallback.same) return null;
    return this.inList(i) ? fallback : null;
  }

  private record(first: number, last: number, candidate: AliasCandidate | null, flags: number): void {
    const k = this.mentions++;
    if (k === this.firsts.length) {
      this.firsts = grow(this.firsts);
      this.lasts = grow(this.lasts);
      const grown = new Uint8Array(k * 2);
      grown.set(this.flags);
      this.flags = grown;
    }
    this.firsts[k] = first;
    this.lasts[k] = last;
    this.flags[k] = flags;
    this.candidates[k] = candidate;
  }

  /**
   * Accepts guarded mentions in an enumeration with an accepted one ("Python, R, SQL"), repeatedly,
   * and those on a skill-list line, asking the line only for the mentions whose answer matters:
   * their own words change, or they could vouch for a waiting neighbour.
   */
  private resolve(tokens: TokenBuffer): void {
    const { flags, firsts } = this;
    const count = this.mentions;
    const waiting = (k: number): boolean => k >= 0 && k < count && !((flags[k] ?? 0) & ACCEPTED);
    const adjacent = (a: number, b: number): boolean =>
      isListGap(tokens.text, tokens.ends[this.lasts[a] ?? 0] ?? 0, tokens.starts[firsts[b] ?? 0] ?? 0);
    const vouched = (k: number): boolean =>
      (k > 0 && !waiting(k - 1) && adjacent(k - 1, k)) || (k + 1 < count && !waiting(k + 1) && adjacent(k, k + 1));
    for (;;) {
      for (let changed = true; changed;) {
        changed = false;
        for (let k = 0; k < count; k++) {
          if (waiting(k) && vouched(k)) {
            flags[k] = (flags[k] ?? 0) | ACCEPTED;
            changed = true;
          }
        }
      }
      let accepted = false;
      for (let k = 0; k < count; k++) {
        const f = flags[k] ?? 0;
        if (f & (ACCEPTED | ASKED)) continue;
        const matters = !(f & SAME) || (waiting(k - 1) && adjacent(k - 1, k)) || (waiting(k + 1) && adjacent(k, k + 1));
        if (!matters) continue;
        flags[k] = f | ASKED;
        if (this.inList(firsts[k] ?? 0)) {
          flags[k] = (flags[k] ?? 0) | ACCEPTED;
          accepted = true;
        }
      }
      if (!accepted) return;
    }
  }

  private inList(token: number): boolean {
    const tokens = this.tokens as TokenBuffer;
    this.lines ??= new ListLines(tokens.text, this.table.labelledListLine);
    return this.lines.at(tokens.starts[token] ?? 0);
  }

  /** Whether token t lies in an e-mail address or link (a text has one or two, if any). */
  /** Marks the tokens inside e-mail addresses and links; returns whether there are any. */
  private blockAddresses(tokens: TokenBuffer): boolean {
    const spans = addressSpans(tokens.text, tokens.ats, tokens.links);
    if (spans.length === 0) return false;
    if (this.blocked.length < tokens.count) this.blocked = new Int32Array(tokens.count * 2);
    const generation = ++this.blockGeneration;
    const { starts, count } = tokens;
    for (let k = 0; k < spans.length; k += 2) {
      const from = spans[k] ?? 0;
      const to = spans[k + 1] ?? 0;
      // The first token starting in the span, by bisection: spans are few, tokens many.
      let lo = 0;
      let hi = count;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((starts[mid] ?? 0) < from) lo = mid + 1;
        else hi = mid;
      }
      for (let t = lo; t < count && (starts[t] ?? 0) < to; t++) this.blocked[t] = generation;
    }
    return true;
  }

  private inAddress(t: number): boolean {
    return this.blocked[t] === this.blockGeneration;
  }
}

const APOSTROPHE = 39;

/** Whether tokens i, i+1, … are written exactly as `raw` (dropped characters skipped, accents read off). */
function writtenAs(tokens: TokenBuffer, i: number, raw: readonly string[]): boolean {
  const text = tokens.text;
  for (let k = 0; k < raw.length; k++) {
    const word = raw[k] ?? '';
    let p = 0;
    for (let c = tokens.starts[i + k] ?? 0; c < (tokens.ends[i + k] ?? 0); c++) {
      let code = text.charCodeAt(c);
      if (code >= 128 || code === APOSTROPHE) code = spelledAs(code);
      if (code < 0) continue;
      if (p >= word.length || word.charCodeAt(p) !== code) return false;
      p++;
    }
    if (p !== word.length) return false;
  }
  return true;
}

function grow(array: Int32Array): Int32Array {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}
