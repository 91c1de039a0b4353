import { spelledAs } from '../char-class';
import { TokenBuffer, Tokenizer } from '../tokenize';
import { Vocabulary } from '../vocabulary';
import { looksLikeItemList } from './list-lines';
import { AliasTrieBuilder, CASE, CONTEXT, LOOSE, type AliasTrie } from './trie';

export { CASE, CONTEXT, LOOSE, type AliasCandidate } from './trie';

/** The fields of resume-core's `SkillSeed` the alias table reads (its skills database rows). */
export interface SkillFormSource {
  readonly name: string;
  readonly aliases: readonly string[];
  /** Forms that only count as written (and, if they look like ordinary words, not opening a sentence). */
  readonly caseSensitive?: readonly string[];
  /** Forms that only count on a skill-list line or beside another skill ("Python, R, SQL"). */
  readonly contextOnly?: readonly string[];
}

export interface SkillAliasTableOptions {
  /**
   * Whether a line with a colon is a skill list ("Skills: Go, Rust"), where guarded forms count:
   * resume-core's isSkillListLine, which knows the labels. Default: the same test as for lines
   * without a colon (a run of short separated items), label ignored.
   */
  labelledListLine?: (line: string) => boolean;
}

const SINGLE_LETTER = /^\p{L}$/u;
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+$/u;
const LOWER_INITIAL = /^\p{Ll}/u;
const PLURALISABLE = /^[a-z]{3,}$/;

/**
 * Every name and alias of a skills database as a trie over word ids, so the embedder canonicalises
 * mentions while it reads a text's words ("JS" → javascript, "node js" and "NodeJS" → node.js,
 * "K8s" → kubernetes) instead of scanning the database per text.
 *
 * Forms are split with the embedder's own tokeniser, so a form and its mention in a text always
 * produce the same words. Like resume-core's trie, loose forms also get a run-together variant
 * ("nodejs", "cicd") and a plural ("microservices"); guarded forms get neither, because their
 * plurals are usually ordinary words. Where two skills claim a form, the earlier entry wins.
 *
 * The forms' words live in a vocabulary of their own (`forms`), not in the embedder's: thousands
 * of words that texts rarely use would crowd the one read for every word of every text.
 */
export class SkillAliasTable {
  /** The words of all forms; the trie's ids are ids here. */
  readonly forms = new Vocabulary({ grams: false });
  readonly labelledListLine: (line: string) => boolean;
  /** Per database row, its canonical name: what its mentions are rewritten to. */
  readonly canonicalNames: readonly string[];
  readonly trie: AliasTrie;

  constructor(seeds: readonly SkillFormSource[], options: SkillAliasTableOptions = {}) {
    this.labelledListLine = options.labelledListLine ?? ((line) => looksLikeItemList(line, 0, line.length));
    this.canonicalNames = seeds.map((seed) => seed.name);
    const reader = new FormReader(this.forms);
    const builder = new AliasTrieBuilder();
    seeds.forEach((seed, entry) => {
      const canonical = reader.ids(seed.name);
      if (canonical.length === 0) return;
      for (const form of [seed.name, ...seed.aliases]) addForm(builder, reader, form, entry, ruleOf(form, seed), canonical);
    });
    this.trie = builder.build();
  }
}

function addForm(builder: AliasTrieBuilder, reader: FormReader, form: string, entry: number, rule: number, canonical: Int32Array): void {
  const { ids, raw } = reader.read(form);
  if (ids.length === 0) return;
  const one = raw.length === 1;
  const candidate = {
    entry,
    rule,
    raw,
    anyCase: rule !== LOOSE && one && LOWER_INITIAL.test(raw[0] ?? ''),
    wordLike: rule !== LOOSE && one && CAPITALISED_WORD.test(raw[0] ?? ''),
    canonical,
  };
  builder.insert(ids, candidate);
  if (rule !== LOOSE) return;
  const words = ids.map((id) => reader.vocabulary.wordOf(id));
  if (words.length > 1) {
    const joined = reader.ids(words.join(''));
    if (joined.length === 1) builder.insert([...joined], { ...candidate, raw: [raw.join('')] });
  }
  const last = words[words.length - 1] ?? '';
  if (PLURALISABLE.test(last) && !last.endsWith('s')) {
    const plural = reader.ids(`${last}s`);
    if (plural.length === 1) builder.insert([...ids.slice(0, -1), plural[0] ?? 0], candidate);
  }
}

function ruleOf(form: string, seed: SkillFormSource): number {
  if (seed.contextOnly?.includes(form)) return CONTEXT;
  if (seed.caseSensitive?.includes(form)) return CASE;
  // resume-core also guards some English words by name when a database row carries no rules; the
  // built-in seeds list each of those forms explicitly, so only the structural rule is repeated here.
  return SINGLE_LETTER.test(form.trim()) ? CONTEXT : LOOSE;
}

/** Tokenises forms with the embedder's tokeniser, keeping each word as written for case checks. */
class FormReader {
  private readonly tokenizer: Tokenizer;
  private readonly buffer = new TokenBuffer();

  constructor(readonly vocabulary: Vocabulary) {
    this.tokenizer = new Tokenizer(vocabulary);
  }

  ids(text: string): Int32Array {
    this.tokenizer.read(text, this.buffer);
    return this.buffer.ids.slice(0, this.buffer.count);
  }

  read(form: string): { ids: number[]; raw: string[] } {
    this.tokenizer.read(form, this.buffer);
    const { text, starts, ends, count } = this.buffer;
    const ids: number[] = [];
    const raw: string[] = [];
    for (let t = 0; t < count; t++) {
      ids.push(this.buffer.ids[t] ?? 0);
      let word = '';
      for (let i = starts[t] ?? 0; i < (ends[t] ?? 0); i++) {
        const code = spelledAs(text.charCodeAt(i));
        if (code >= 0) word += String.fromCharCode(code);
      }
      raw.push(word);
    }
    return { ids, raw };
  }
}
