import { companySimilarity, type CompanyKey } from './company';
import { SAME_JOB_RULE } from './same-job';

/**
 * Whether two employers are similar enough for two of their experiences to be the same job: with
 * a perfect role score (1) the combined similarity must still pass the threshold. Floating-point
 * products and sums are monotonic, so a lower role score can never pass where this fails.
 */
export function couldBeSameEmployer(a: CompanyKey, b: CompanyKey): boolean {
  return SAME_JOB_RULE.companyWeight * companySimilarity(a, b) + SAME_JOB_RULE.roleWeight > SAME_JOB_RULE.threshold;
}

/** The company similarity below which `couldBeSameEmployer` fails, less a margin for rounding (0.75). */
const MIN_SIMILARITY = (SAME_JOB_RULE.threshold - SAME_JOB_RULE.roleWeight) / SAME_JOB_RULE.companyWeight - 1e-9;

/** Past this many names a new call starts from an empty graph (about 1 KB per name). */
const MAX_NAMES = 5000;

interface Node {
  key: CompanyKey;
  tokens: readonly string[];
  grams: readonly number[];
  neighbours: number[];
}

const initials = (key: CompanyKey): string =>
  key.tokens
    .filter((t) => t !== 'and' && t !== 'of')
    .map((t) => t[0])
    .join('');

function add<K>(map: Map<K, number[]>, key: K, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

/**
 * Which employer names could be the same employer (`couldBeSameEmployer`), so merging compares an
 * experience only with clusters of those, not with every cluster. A new name is compared with the
 * names already known through word and letter-pair indexes, so the quadratic part is paid once per
 * name for as long as its owner keeps it (one merge, or one person's merges); the answers are exact
 * either way.
 */
export class CompanyNeighbours {
  private readonly ids = new Map<string, number>();
  private nodes: Node[] = [];
  private byToken = new Map<string, number[]>();
  private byGram = new Map<number, number[]>();
  private singleWordByCompact = new Map<string, number[]>();
  private severalWordsByInitials = new Map<string, number[]>();
  private withoutGrams: number[] = [];
  private tokenCounts = new Int32Array(64);
  private gramCounts = new Int32Array(64);

  /** Call before a batch of `idOf` calls: bounds memory without dropping names mid-batch. */
  startBatch(): void {
    if (this.nodes.length <= MAX_NAMES) return;
    this.ids.clear();
    this.nodes = [];
    this.byToken = new Map();
    this.byGram = new Map();
    this.singleWordByCompact = new Map();
    this.severalWordsByInitials = new Map();
    this.withoutGrams = [];
  }

  /** A number naming the employer `key` stands for (keys with the same words share it). */
  idOf(key: CompanyKey): number {
    const identity = key.tokens.join(' ');
    const known = this.ids.get(identity);
    if (known !== undefined) return known;
    const id = this.nodes.length;
    const node: Node = { key, tokens: [...key.tokenSet], grams: gramCodes(key.grams), neighbours: [] };
    this.ids.set(identity, id);
    this.nodes.push(node);
    // A name without letters or digits is similar to nothing (companySimilarity gives 0).
    if (key.compact.length === 0) return id;
    for (const other of this.candidates(node)) {
      const peer = this.nodes[other] as Node;
      if (couldBeSameEmployer(key, peer.key)) {
        node.neighbours.push(other);
        peer.neighbours.push(id);
      }
    }
    this.index(node, id);
    return id;
  }

  neighbours(id: number): readonly number[] {
    return this.nodes[id]?.neighbours ?? [];
  }

  /**
   * Known names that can reach the minimum similarity, a superset of the real neighbours: a
   * contained name or word overlap needs shared words, letter-pair overlap needs enough shared
   * pairs (an identical name shares them all), and an acronym is found by its letters.
   */
  private candidates(node: Node): Set<number> {
    const out = new Set<number>();
    this.ensureCounts();
    const touched: number[] = [];
    for (const token of node.tokens) {
      for (const other of this.byToken.get(token) ?? []) {
        if (this.tokenCounts[other] === 0 && this.gramCounts[other] === 0) touched.push(other);
        this.tokenCounts[other] = (this.tokenCounts[other] ?? 0) + 1;
      }
    }
    for (const gram of node.grams) {
      for (const other of this.byGram.get(gram) ?? []) {
        if (this.tokenCounts[other] === 0 && this.gramCounts[other] === 0) touched.push(other);
        this.gramCounts[other] = (this.gramCounts[other] ?? 0) + 1;
      }
    }
    for (const other of touched) {
      const peer = this.nodes[other] as Node;
      const words = this.tokenCounts[other] ?? 0;
      const pairs = this.gramCounts[other] ?? 0;
      const contained = words > 0 && words === Math.min(node.tokens.length, peer.tokens.length);
      const wordOverlap = (2 * words) / (node.tokens.length + peer.tokens.length);
      const pairOverlap = (2 * pairs) / Math.max(1, node.grams.length + peer.grams.length);
      if (contained || wordOverlap > MIN_SIMILARITY || pairOverlap > MIN_SIMILARITY) out.add(other);
      this.tokenCounts[other] = 0;
      this.gramCounts[other] = 0;
    }
    if (node.tokens.length === 1) {
      for (const other of this.severalWordsByInitials.get(node.key.compact) ?? []) out.add(other);
    }
    // Two one-letter names have no letter pairs at all, which the pair overlap scores as identical.
    if (node.grams.length === 0) for (const other of this.withoutGrams) out.add(other);
    const letters = initials(node.key);
    if (node.key.tokens.length >= 2 && letters.length >= 2) {
      for (const other of this.singleWordByCompact.get(letters) ?? []) out.add(other);
    }
    return out;
  }

  private index(node: Node, id: number): void {
    for (const token of node.tokens) add(this.byToken, token, id);
    for (const gram of node.grams) add(this.byGram, gram, id);
    if (node.key.tokens.length === 1) add(this.singleWordByCompact, node.key.compact, id);
    if (node.grams.length === 0) this.withoutGrams.push(id);
    const letters = initials(node.key);
    if (node.key.tokens.length >= 2 && letters.length >= 2) add(this.severalWordsByInitials, letters, id);
  }

  private ensureCounts(): void {
    if (this.tokenCounts.length >= this.nodes.length) return;
    const size = Math.max(this.nodes.length, this.tokenCounts.length * 2);
    this.tokenCounts = new Int32Array(size);
    this.gramCounts = new Int32Array(size);
  }
}

// A letter pair as one number: cheaper to hash and to keep than a two-character string.
function gramCodes(grams: ReadonlySet<string>): number[] {
  return [...grams].map((gram) => gram.charCodeAt(0) * 0x10000 + gram.charCodeAt(1));
}
