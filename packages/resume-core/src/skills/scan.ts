import { EVIDENCE_MAX_CHARS, evidenceAt, lineOf, lineStarts } from './evidence';
import { isSkillListLine } from './list-lines';
import { isJoinableGap, tokenize, type Token } from './normalize';
import { AMBIGUOUS_NEXT_WORDS, ENGLISH_WORD_FORMS, SKILL_COMPOUND_SUFFIX, VERB_FORMS } from './rules';
import type { Candidate, TrieNode } from './trie';
import type { FindOptions, SkillEntry, SkillMention } from './types';

interface RawMatch {
  readonly entry: number;
  readonly start: number;
  readonly end: number;
  readonly line: number;
  readonly inList: boolean;
  /** Needs a neighbouring skill to count (ambiguous form outside a list, or at a sentence start). */
  readonly conditional: boolean;
}

const BULLETS = new Set(['•', '·', '▪', '◦', '‣', '●', '■', '*', '-', '–', '—', '>', '"', '“']);

/**
 * A capitalised word opening a sentence or bullet says nothing about being a name ("Swift delivery…",
 * "Go above and beyond"). A line start continuing a wrapped sentence is not an opening.
 */
export function isSentenceInitial(text: string, start: number): boolean {
  let i = start - 1;
  let sawBullet = false;
  while (i >= 0) {
    const c = text[i] ?? '';
    if (c === ' ' || c === '\t') i--;
    else if (BULLETS.has(c)) {
      sawBullet = true;
      i--;
    } else break;
  }
  if (i < 0) return true;
  const c = text[i];
  if (c === '.' || c === '!' || c === '?' || c === ';') return true;
  if (c !== '\n') return false;
  if (sawBullet) return true;
  // A line start continues the sentence only when the previous line looks like wrapped prose:
  // long, and ending in a letter or comma rather than punctuation (a short line is a heading or item).
  let k = i - 1;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t' || text[k] === '\r')) k--;
  const prevStart = text.lastIndexOf('\n', k) + 1;
  return k < 0 || k - prevStart < 40 || /[\n.!?:;]/.test(text[k] ?? '');
}

/**
 * "Go-to-market", "C-suite", "R&D", "Spring 2024", "Excel at": the guarded form is part of an ordinary
 * phrase. Compounds such as "Go-based" keep the skill.
 */
function isEmbeddedWord(text: string, tokens: readonly Token[], first: number, last: number, verb: boolean): boolean {
  const startTok = tokens[first];
  const endTok = tokens[last];
  if (!startTok || !endTok) return true;
  const after = text.slice(endTok.end, endTok.end + 16);
  const before = text.slice(Math.max(0, startTok.start - 2), startTok.start);
  if (/^[-&]\p{L}/u.test(after) && !SKILL_COMPOUND_SUFFIX.test(after)) return true;
  if (/\p{L}[-&]$/u.test(before)) return true;
  if (!verb) return false;
  const next = tokens[last + 1];
  if (!next || next.start - endTok.end > 2) return false;
  return AMBIGUOUS_NEXT_WORDS.has(next.raw) || /^(?:19|20)\d\d$/.test(next.raw);
}

const isEnglishForm = (c: Candidate): boolean => c.rule !== 'loose' && c.raw.length === 1 && ENGLISH_WORD_FORMS.has((c.raw[0] ?? '').toLowerCase());

function pick(cands: readonly Candidate[], tokens: readonly Token[], i: number, inList: boolean): Candidate | null {
  let fallback: Candidate | null = null;
  for (const c of cands) {
    // A guarded form written in lower case in the data ("organizational") matches any case.
    if (c.rule === 'loose' || (c.raw.length === 1 && /^\p{Ll}/u.test(c.raw[0] ?? '') && c.raw[0] === tokens[i]?.lower)) return c;
    const exact = c.raw.every((r, k) => tokens[i + k]?.raw === r);
    if (exact) return c;
    if (inList && !fallback) fallback = c;
  }
  return fallback;
}

export interface ScanContext {
  readonly root: TrieNode;
  readonly entries: readonly SkillEntry[];
}

/** Longest acceptable match starting at token i, or null. */
function matchAt(
  ctx: ScanContext,
  text: string,
  tokens: readonly Token[],
  i: number,
  listLine: (t: Token) => boolean,
): { cand: Candidate; last: number } | null {
  const hits: { node: TrieNode; last: number }[] = [];
  let node = ctx.root.next.get(tokens[i]?.lower ?? '');
  for (let j = i; node;) {
    if (node.candidates.length > 0) hits.push({ node, last: j });
    const cur = tokens[j];
    const nxt = tokens[j + 1];
    if (!cur || !nxt || !isJoinableGap(text.slice(cur.end, nxt.start))) break;
    node = node.next.get(nxt.lower);
    j++;
  }
  const first = tokens[i];
  if (!first || hits.length === 0) return null;
  const inList = listLine(first);
  for (let h = hits.length - 1; h >= 0; h--) {
    const hit = hits[h];
    if (!hit) continue;
    const cand = pick(hit.node.candidates, tokens, i, inList);
    if (!cand) continue;
    const verb = cand.rule !== 'loose' && cand.raw.length === 1 && VERB_FORMS.has((cand.raw[0] ?? '').toLowerCase());
    if ((cand.rule === 'context' || verb) && isEmbeddedWord(text, tokens, i, hit.last, verb)) continue;
    return { cand, last: hit.last };
  }
  return null;
}

// Neighbours in an enumeration: a separator or a conjunction between them, not just a space.
const LIST_GAP = /^\s*(?:[,;/|&•·()+[\]]+\s*(?:(?:and|or)\s+)?|(?:and|or|plus|as well as)\s+)\(?\s*$/i;

export function isListGapText(gap: string): boolean {
  return gap.length <= 16 && LIST_GAP.test(gap);
}

/** Accept conditional matches that sit in an enumeration with an accepted skill ("Python, R, SQL"). */
function resolveConditionals(text: string, raw: readonly RawMatch[]): boolean[] {
  const ok = raw.map((m) => !m.conditional);
  const adjacent = (a: RawMatch, b: RawMatch): boolean => {
    return isListGapText(text.slice(a.end, b.start));
  };
  for (let changed = true; changed;) {
    changed = false;
    raw.forEach((m, k) => {
      if (ok[k]) return;
      const prev = raw[k - 1];
      const next = raw[k + 1];
      if ((prev && ok[k - 1] && adjacent(prev, m)) || (next && ok[k + 1] && adjacent(m, next))) {
        ok[k] = true;
        changed = true;
      }
    });
  }
  return ok;
}

// E-mail addresses and links name no skills ("hiring@acme.com", "github.com/react-team").
const LINK_RE = /\bhttps?:\/\/\S+|\bwww\.\S+/g;

function addressSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let a = at;
    let b = at + 1;
    while (a > 0 && /[\w.+-]/.test(text.charAt(a - 1))) a--;
    while (b < text.length && /[\w.-]/.test(text.charAt(b))) b++;
    if (a < at && b > at + 1) spans.push([a, b]);
  }
  if (text.includes('http') || text.includes('www.')) {
    LINK_RE.lastIndex = 0;
    for (let m = LINK_RE.exec(text); m !== null; m = LINK_RE.exec(text)) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

function tokensOutsideAddresses(text: string): Token[] {
  const tokens = tokenize(text);
  const spans = addressSpans(text);
  if (spans.length === 0) return tokens;
  spans.sort((x, y) => x[0] - y[0]);
  let k = 0;
  return tokens.filter((t) => {
    while (k < spans.length && (spans[k]?.[1] ?? 0) <= t.start) k++;
    const span = spans[k];
    return !span || t.start < span[0];
  });
}

export function scanText(ctx: ScanContext, text: string, options: FindOptions = {}): SkillMention[] {
  const tokens = tokensOutsideAddresses(text);
  if (tokens.length === 0) return [];
  const starts = lineStarts(text);
  const listCache = new Map<number, boolean>();
  const lineText = (n: number): string => text.slice(starts[n] ?? 0, (starts[n + 1] ?? text.length + 1) - 1);
  const isList = (n: number): boolean => {
    if (options.listContext === true) return true;
    let v = listCache.get(n);
    if (v === undefined) {
      const line = lineText(n);
      if (options.isListLine) v = options.isListLine(line, n);
      else v = options.listContext === false ? false : isSkillListLine(line);
      listCache.set(n, v);
    }
    return v;
  };
  const listLine = (t: Token): boolean => isList(lineOf(starts, t.start));

  const raw: RawMatch[] = [];
  for (let i = 0; i < tokens.length;) {
    const hit = matchAt(ctx, text, tokens, i, listLine);
    const first = tokens[i];
    const lastTok = hit ? tokens[hit.last] : undefined;
    if (!hit || !first || !lastTok) {
      i++;
      continue;
    }
    const line = lineOf(starts, first.start);
    const inList = isList(line);
    const conditional = !inList && (hit.cand.rule === 'context' || (isEnglishForm(hit.cand) && isSentenceInitial(text, first.start)));
    raw.push({ entry: hit.cand.entry, start: first.start, end: lastTok.end, line, inList, conditional });
    i = hit.last + 1;
  }

  const ok = resolveConditionals(text, raw);
  const evidenceCache = new Map<number, string>();
  const out: SkillMention[] = [];
  raw.forEach((m, k) => {
    const entry = ctx.entries[m.entry];
    if (!ok[k] || !entry) return;
    out.push({
      name: entry.name,
      category: entry.category,
      evidence: options.evidence === false ? '' : evidenceAt(text, m.start, m.end, EVIDENCE_MAX_CHARS, evidenceCache),
      index: m.start,
      end: m.end,
      matched: text.slice(m.start, m.end),
      line: m.line,
      inList: m.inList,
    });
  });
  return out;
}
