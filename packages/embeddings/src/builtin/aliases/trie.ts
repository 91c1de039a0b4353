import { fmix32 } from '../hash';

/** How strictly a form must be matched; the same three rules as resume-core's skill matcher. */
export const LOOSE = 0;
/** Only as written (and, if it looks like an ordinary word, not opening a sentence). */
export const CASE = 1;
/** Only on a skill-list line or beside another skill ("Python, R, SQL"). */
export const CONTEXT = 2;

/** What a form is matched with, and what it is rewritten to (see table.ts). */
export interface AliasCandidate {
  readonly entry: number;
  readonly rule: number;
  /** The form's words as written in the data, compared exactly for case-sensitive forms. */
  readonly raw: readonly string[];
  /** A one-word guarded form the data writes in lower case ("organizational") matches in any case. */
  readonly anyCase: boolean;
  /**
   * A one-word guarded form spelled like an ordinary capitalised word ("Spark", "Excel", "Node"),
   * unlike an acronym ("ML", "REST"): opening a sentence, or before "to"/"the", it is likely a word.
   */
  readonly wordLike: boolean;
  /** Form-vocabulary ids of the canonical name (see SkillAliasTable.canonicalNames for the text). */
  readonly canonical: Int32Array;
  /** Whether the canonical name is the form's own words (as reached in the trie): nothing to rewrite. */
  readonly same: boolean;
}

/** Node flags. Some form ends here. */
export const ENDS = 1;
/** Some longer form continues from here. */
export const BRANCHES = 2;
/**
 * A first word that only ends forms rewriting it to itself, whatever the spelling ("python"):
 * nothing to rewrite or check, only a neighbour that may vouch for a guarded mention.
 */
export const QUIET = 4;
/** The first candidate ending here is loose: a one-word match needs no checks. */
export const LOOSE_FIRST = 8;
/** The first candidate ending here gives back the form's own words. */
export const SAME_FIRST = 16;

const NO_CANDIDATES: readonly AliasCandidate[] = [];

/**
 * A trie over token ids in typed arrays. About 40 % of a resume's words start some skill form
 * ("data", "project", "cloud"), nearly always without a match, so that test must not touch objects
 * scattered over the heap: it reads a flag by token id and probes an edge table, and candidate
 * objects are only read where a form ends.
 */
export class AliasTrie {
  constructor(
    /** Token id → node reached by that first word, 0 for none. */
    private readonly firstNodes: Int32Array,
    private readonly flags: Uint8Array,
    private readonly candidateLists: ReadonlyArray<readonly AliasCandidate[]>,
    /**
     * Edges (parent node, token id) → child node, open addressing with the three side by side, so
     * a probe reads one cache line; child 0 marks an empty slot.
     */
    private readonly edges: Int32Array,
  ) {}

  /** Node of forms starting with this word id (-1: a word of no form), or 0. */
  start(id: number): number {
    return id >= 0 && id < this.firstNodes.length ? (this.firstNodes[id] ?? 0) : 0;
  }

  flagsOf(node: number): number {
    return this.flags[node] ?? 0;
  }

  candidates(node: number): readonly AliasCandidate[] {
    return this.candidateLists[node] ?? NO_CANDIDATES;
  }

  /** Child of a node for the next word id (-1: a word of no form), or 0. */
  next(node: number, id: number): number {
    if (id < 0) return 0;
    const edges = this.edges;
    const mask = (edges.length >> 2) - 1;
    let slot = edgeSlot(node, id) & mask;
    for (;;) {
      const at = slot << 2;
      const child = edges[at + 2] ?? 0;
      if (child === 0 || (edges[at] === node && edges[at + 1] === id)) return child;
      slot = (slot + 1) & mask;
    }
  }
}

/** Collects forms as paths of token ids, then freezes them into an AliasTrie. */
export class AliasTrieBuilder {
  private readonly firstNodes: number[] = [];
  private readonly edges = new Map<string, number>();
  // Per node; node 0 is the root, never stored in firstNodes or as a child.
  private readonly candidateLists: AliasCandidate[][] = [[]];
  private readonly branches: boolean[] = [false];

  /** Adds a form; a second candidate for the same skill, rule and spelling is dropped. */
  insert(path: readonly number[], candidate: Omit<AliasCandidate, 'same'>): void {
    const [head, ...rest] = path;
    if (head === undefined) return;
    let node = this.firstNodes[head] ?? 0;
    if (node === 0) node = this.firstNodes[head] = this.newNode();
    for (const id of rest) {
      const key = `${node}:${id}`;
      let child = this.edges.get(key) ?? 0;
      if (child === 0) {
        child = this.newNode();
        this.edges.set(key, child);
        this.branches[node] = true;
      }
      node = child;
    }
    const list = this.candidateLists[node] ?? [];
    const raw = candidate.raw.join(' ');
    if (list.some((c) => c.entry === candidate.entry && c.rule === candidate.rule && c.raw.join(' ') === raw)) return;
    const same = candidate.canonical.length === path.length && path.every((id, k) => candidate.canonical[k] === id);
    list.push({ ...candidate, same });
  }

  build(): AliasTrie {
    const nodes = this.candidateLists.length;
    const flags = new Uint8Array(nodes);
    for (let node = 1; node < nodes; node++) {
      const list = this.candidateLists[node] ?? [];
      flags[node] =
        (list.length > 0 ? ENDS : 0) |
        (this.branches[node] ? BRANCHES : 0) |
        (list[0]?.rule === LOOSE ? LOOSE_FIRST : 0) |
        (list[0]?.same ? SAME_FIRST : 0);
    }
    const firstNodes = new Int32Array(this.firstNodes.length);
    this.firstNodes.forEach((node, id) => {
      if (!node) return;
      firstNodes[id] = node;
      const list = this.candidateLists[node] ?? [];
      if (!this.branches[node] && list.every((c) => c.rule === LOOSE && c.same)) flags[node] = (flags[node] ?? 0) | QUIET;
    });
    let capacity = 16;
    while (capacity < this.edges.size * 2) capacity *= 2;
    const edges = new Int32Array(capacity * 4);
    for (const [key, child] of this.edges) {
      const [parent, id] = key.split(':').map(Number) as [number, number];
      let slot = edgeSlot(parent, id) & (capacity - 1);
      while ((edges[(slot << 2) + 2] ?? 0) !== 0) slot = (slot + 1) & (capacity - 1);
      edges[slot << 2] = parent;
      edges[(slot << 2) + 1] = id;
      edges[(slot << 2) + 2] = child;
    }
    return new AliasTrie(firstNodes, flags, this.candidateLists, edges);
  }

  private newNode(): number {
    this.candidateLists.push([]);
    this.branches.push(false);
    return this.candidateLists.length - 1;
  }
}

function edgeSlot(parent: number, id: number): number {
  return fmix32(Math.imul(parent, 0x9e3779b1) ^ id);
}
