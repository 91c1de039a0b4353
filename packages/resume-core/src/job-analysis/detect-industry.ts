import { INDUSTRY_KEYWORDS as SPEC_INDUSTRY_KEYWORDS } from '@tailor/contracts';
import { tokenize } from '../skills/normalize';
import { INDUSTRY_KEYWORD_SETS } from './industry';

export interface IndustryScore {
  readonly industry: string;
  readonly score: number;
}

const WEIGHT = { strong: 3, normal: 1, weak: 0.5 } as const;
/** Repeating a word says little more after a few times ("data" twenty times in an ML posting). */
const MAX_HITS_PER_KEYWORD = 3;

interface Node {
  readonly next: Map<string, Node>;
  /** [industry, weight, keyword] for keywords ending here; `cased` ones need the exact spelling. */
  readonly ends: { industry: string; weight: number; keyword: string; cased: string | null }[];
}

const node = (): Node => ({ next: new Map(), ends: [] });

/**
 * A token trie over every keyword (same tokenizer as the skills matcher), so one pass over the text
 * scores all industries; a giant regular-expression alternation was several times slower.
 */
function compile(): Node {
  const root = node();
  const add = (industry: string, keyword: string, weight: number): void => {
    const tokens = tokenize(keyword);
    let n = root;
    for (const t of tokens) {
      let child = n.next.get(t.lower);
      if (!child) {
        child = node();
        n.next.set(t.lower, child);
      }
      n = child;
    }
    const cased = /[A-Z]/.test(keyword) ? tokens.map((t) => t.raw).join(' ') : null;
    if (!n.ends.some((e) => e.industry === industry && e.cased === cased)) n.ends.push({ industry, weight, keyword, cased });
  };
  for (const [industry, set] of Object.entries(INDUSTRY_KEYWORD_SETS)) {
    for (const tier of ['strong', 'normal', 'weak'] as const) for (const w of set[tier]) add(industry, w, WEIGHT[tier]);
  }
  // The contracts' own lists always count, at least as weak evidence.
  for (const [industry, words] of Object.entries(SPEC_INDUSTRY_KEYWORDS)) for (const w of words) add(industry, w, WEIGHT.weak);
  return root;
}

let trie: Node | null = null;
const ORDER = Object.keys(INDUSTRY_KEYWORD_SETS);

/**
 * Industries mentioned in `text`, best first, by weighted keyword hits (see INDUSTRY_KEYWORD_SETS);
 * only industries with a positive score. Ties keep the declaration order, so the result is stable.
 */
export function detectIndustries(text: string): IndustryScore[] {
  trie ??= compile();
  const tokens = tokenize(text);
  const hits = new Map<string, { industry: string; weight: number; count: number }>();
  for (let i = 0; i < tokens.length; i++) {
    let n = trie.next.get(tokens[i]?.lower ?? '');
    for (let j = i; n;) {
      for (const e of n.ends) {
        if (
          e.cased !== null &&
          e.cased !==
            tokens
              .slice(i, j + 1)
              .map((t) => t.raw)
              .join(' ')
        )
          continue;
        const key = `${e.industry}\u0000${e.keyword}`;
        const h = hits.get(key) ?? { industry: e.industry, weight: e.weight, count: 0 };
        h.count++;
        hits.set(key, h);
      }
      const cur = tokens[j];
      const nxt = tokens[j + 1];
      if (!cur || !nxt || nxt.start - cur.end > 2 || /[.,;:!?\n]/.test(text.slice(cur.end, nxt.start))) break;
      n = n.next.get(nxt.lower);
      j++;
    }
  }
  const scores = new Map<string, number>();
  for (const h of hits.values()) scores.set(h.industry, (scores.get(h.industry) ?? 0) + h.weight * Math.min(h.count, MAX_HITS_PER_KEYWORD));
  return ORDER.map((industry) => ({ industry, score: scores.get(industry) ?? 0 }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** A non-Technology industry needs this much evidence to beat the Technology default of a software role. */
export const SPECIFIC_INDUSTRY_MIN_SCORE = 3;

const SOFTWARE_ROLE =
  /\b(?:engineer|engineering|developer|software|programmer|devops|sre|data|machine learning|ml|ai|architect|qa|tester|product manager|product owner|designer|ux|ui|it|cloud|security|analyst|scientist|technical|tech)\b/i;

/**
 * The posting's industry: the best specific industry when the evidence is clear; else Technology for
 * software roles (or text that is plainly about technology); else a specific industry with some
 * evidence; else 'General'.
 */
export function pickIndustry(scores: readonly IndustryScore[], role: string | null): string {
  const specific = scores.filter((s) => s.industry !== 'Technology');
  const top = specific[0];
  if (top && top.score >= SPECIFIC_INDUSTRY_MIN_SCORE) return top.industry;
  const tech = scores.find((s) => s.industry === 'Technology');
  if ((role && SOFTWARE_ROLE.test(role)) || (tech && tech.score >= 2)) return 'Technology';
  if (top && top.score >= 2) return top.industry;
  return 'General';
}
