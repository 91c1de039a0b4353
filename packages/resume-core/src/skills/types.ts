import type { SkillCategory } from '@tailor/contracts';

/**
 * One skill as written in our seed data. The two optional lists are matching rules for surface forms
 * that are also ordinary English words or single letters; the backend's `SkillsDatabaseEntry` rows
 * have no such lists, so the matcher also guards a few forms by itself (see `rules.ts`).
 */
export interface SkillSeed {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly category: SkillCategory;
  readonly industry_relevance: readonly string[];
  /** Forms that only count with exactly this capitalisation and not as a sentence's first word ("Swift", "Rust"). */
  readonly caseSensitive?: readonly string[];
  /** Forms that only count inside skill lists or next to another skill ("Python, R, SQL"; "C/C++"). */
  readonly contextOnly?: readonly string[];
  /**
   * Names of other skills that often go with this one ("Tomcat" near Apache HTTP Server, "CSAT" near
   * Net Promoter Score, "mentored" near Mentoring). A resume naming them does not name this skill, so
   * they are never aliases; only a reader of job requirements may opt in to them (`related: true`).
   */
  readonly related?: readonly string[];
  /**
   * Names of broader skills this one is a kind or a tool of ("Kubernetes" is container orchestration,
   * "Terraform" infrastructure as code). Whoever shows this one has shown part of those, so a posting
   * asking for the broader skill in its own words is partly met; never the other way round, since
   * container orchestration is not Kubernetes.
   */
  readonly broader?: readonly string[];
}

/** What the matcher accepts: our seeds, or rows from the skills database whose category is free text. */
export interface SkillEntryInput {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly category: string;
  readonly industry_relevance: readonly string[];
  readonly caseSensitive?: readonly string[];
  readonly contextOnly?: readonly string[];
  readonly related?: readonly string[];
  readonly broader?: readonly string[];
}

/** A database entry after normalisation: the category is always one of the five. */
export interface SkillEntry {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly category: SkillCategory;
  readonly industry_relevance: readonly string[];
  /** See SkillSeed.broader; absent when the row names none. */
  readonly broader?: readonly string[];
}

export interface SkillMention {
  /** Canonical name from the database. */
  readonly name: string;
  readonly category: SkillCategory;
  /** The line or sentence the mention was found in, whitespace collapsed, at most ~200 characters. */
  readonly evidence: string;
  /** Character offset of the mention in the searched text. */
  readonly index: number;
  /** Offset just past the mention. */
  readonly end: number;
  /** The mention exactly as written ("k8s", "React.js"). */
  readonly matched: string;
  /** Zero-based line number of `index`. */
  readonly line: number;
  /** True when the mention sits on a skill-list line. */
  readonly inList: boolean;
}

export interface FindOptions {
  /**
   * true: treat the whole text as a skill list (every item is a skill, ambiguous forms allowed);
   * false: never treat a line as a list, only neighbouring skills unlock ambiguous forms;
   * undefined: decide per line (a label such as "Skills:" or a run of short separated items).
   */
  readonly listContext?: boolean;
  /** Caller's knowledge of which lines are skill lists (e.g. the parser's section map); wins over detection. */
  readonly isListLine?: (line: string, lineIndex: number) => boolean;
  /** Build evidence snippets (default true); callers that only need names and offsets can skip them. */
  readonly evidence?: boolean;
}

export interface SkillMatcher {
  readonly entries: readonly SkillEntry[];
  /** Entry for a name or alias, ignoring case, spaces and punctuation ("node js" → Node.js); null if unknown. */
  canonical(nameOrAlias: string): SkillEntry | null;
  /** Every database skill mentioned in `text`, in order, longest match first, whole words only. */
  findInText(text: string, options?: FindOptions): SkillMention[];
  categoryOf(name: string): SkillCategory | null;
  aliasesOf(name: string): string[];
  /** Canonical name when known, else a tidied version of `raw` (bullets and trailing punctuation removed). */
  normalizeSkillName(raw: string): string;
}
