import { tokenize } from './normalize';
import { ruleFor, type FormRule } from './rules';
import type { SkillEntryInput } from './types';

/** One way of writing one skill, hanging off the trie node reached by its last token. */
export interface Candidate {
  readonly entry: number;
  readonly rule: FormRule;
  /** Tokens as written in the data, compared exactly for case-sensitive forms. */
  readonly raw: readonly string[];
}

export interface TrieNode {
  readonly next: Map<string, TrieNode>;
  readonly candidates: Candidate[];
}

const newNode = (): TrieNode => ({ next: new Map(), candidates: [] });

function insert(root: TrieNode, keys: readonly string[], candidate: Candidate): void {
  let node = root;
  for (const key of keys) {
    let child = node.next.get(key);
    if (!child) {
      child = newNode();
      node.next.set(key, child);
    }
    node = child;
  }
  const dup = node.candidates.some((c) => c.entry === candidate.entry && c.rule === candidate.rule && c.raw.join(' ') === candidate.raw.join(' '));
  if (!dup) node.candidates.push(candidate);
}

/**
 * Builds the token trie over every name and alias. Loose forms also get a run-together variant
 * ("nodejs", "ecommerce", "cicd") and a plural ("microservices", "APIs") so spelling habits do not
 * need their own aliases; guarded forms get neither, because their plurals are usually ordinary words.
 */
export function buildTrie(entries: readonly SkillEntryInput[]): TrieNode {
  const root = newNode();
  entries.forEach((e, entry) => {
    for (const form of [e.name, ...e.aliases]) {
      const tokens = tokenize(form);
      if (tokens.length === 0) continue;
      const rule = ruleFor(form, e.caseSensitive, e.contextOnly);
      const raw = tokens.map((t) => t.raw);
      const keys = tokens.map((t) => t.lower);
      insert(root, keys, { entry, rule, raw });
      if (rule !== 'loose') continue;
      if (keys.length > 1) insert(root, [keys.join('')], { entry, rule, raw: [raw.join('')] });
      const last = keys[keys.length - 1] ?? '';
      if (/^[a-z]{3,}$/.test(last) && !last.endsWith('s')) {
        insert(root, [...keys.slice(0, -1), `${last}s`], { entry, rule, raw });
      }
    }
  });
  return root;
}
