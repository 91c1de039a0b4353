import type { SkillCategory } from '@tailor/contracts';
import { escapeRegExp } from '../regexp';
import { inferCategory } from '../skills';
import type { SkillInfo, TailoringMatcher } from './types';
import { expansionFor, shorthandsOf, ShorthandPatterns, type Expansion } from './expansion';
import { acronymOf, compactKey, contentTokens, isGeneric, snippet, stem, stemsOfWords, wordString } from './text';

/** Lines, and the sentences of long lines: the matcher's list context never spans more than that. */
function segmentsOf(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .flatMap((line) => (line.length <= 240 ? [line] : line.split(/(?<=[.!?;])\s+/)))
    .filter((s) => s.trim().length > 0);
}

interface Segment {
  readonly raw: string;
  readonly words: string;
  found: ReadonlySet<string> | null;
}

const hasCue = (probe: Probe, words: string): boolean => probe.cues.some((c) => words.includes(c));

/**
 * Whether `words` can hold one of the probe's forms as the matcher finds them: its words in order,
 * one gap apart (every gap the matcher joins across becomes one space in `words`), the last one
 * perhaps in the plural; or a form of several words run together ("nodejs", "cicd"). Either may
 * follow a "+" or "#" glued to the word before ("C#nodejs"), so neither is looked for at a word's
 * start. The matcher can only find the skill where this holds, and it rules out most of the texts
 * a short first word lets in ("a" of "A/B Testing", "a i" of "A.I.").
 */
const mayName = (probe: Probe, words: string): boolean =>
  probe.formPhrases.some((phrase) => words.includes(phrase)) || probe.formsRunTogether.some((joined) => words.includes(joined));

/** Maximal runs of letters and digits: exactly the boundaries acronymPattern's look-arounds test. */
const LETTER_DIGIT_RUN = /[\p{L}\p{N}]+/gu;

/**
 * A piece of the user's text prepared for matching. Only its words are read up front; what fewer
 * tests need (stems, shorthand, the matcher's verdicts) is read on first use, because a generation
 * reads thousands of a person's texts and asks most of them nothing more than which words they have.
 *
 * The matcher's scan costs about 0.2 µs per character and a chunk has 2,000 of them, so it runs
 * only over segments that contain one of the requirement's cue words, and at most once per
 * segment. An unrelated profile therefore costs almost nothing to score. `nameKey` is compactKey,
 * or a remembered form of it (a TailoringSession's).
 */
export class IndexedText {
  readonly words: string;
  /** The words of `words` in order, repeats kept, for postings (see corpus.ts). */
  readonly tokens: readonly string[];
  private stemSet: ReadonlySet<string> | null = null;
  private shorthandTokens: readonly string[] | null = null;
  private upperRuns: readonly string[] | null = null;
  private segments: Segment[] | null = null;

  constructor(
    readonly raw: string,
    private readonly matcher: TailoringMatcher,
    private readonly nameKey: (name: string) => string = compactKey,
  ) {
    this.words = wordString(raw);
    const trimmed = this.words.trim();
    this.tokens = trimmed.length === 0 ? [] : trimmed.split(' ');
  }

  get stems(): ReadonlySet<string> {
    return (this.stemSet ??= stemsOfWords(this.tokens));
  }

  /** Shorthand-shaped tokens of `raw` ("S&OP", "3PL", "IaC", "p13n"): where an expansion's acronym can stand. */
  get shorthands(): readonly string[] {
    return (this.shorthandTokens ??= shorthandsOf(this.raw));
  }

  /** Distinct all-caps letter/digit runs of `raw` (two or more characters): where an acronym can stand. */
  get capsRuns(): readonly string[] {
    if (this.upperRuns === null) {
      const runs = new Set<string>();
      for (const run of this.raw.match(LETTER_DIGIT_RUN) ?? []) if (run.length >= 2 && run === run.toUpperCase()) runs.add(run);
      this.upperRuns = [...runs];
    }
    return this.upperRuns;
  }

  /** Does the matcher find this (database) skill in the text? */
  mentions(probe: Probe): boolean {
    return hasCue(probe, this.words) && this.mentionsCued(probe);
  }

  /** mentions() for a text already known to contain one of the probe's cues (corpus postings say so). */
  mentionsCued(probe: Probe): boolean {
    const { raw, words } = this;
    this.segments ??= segmentsOf(raw).map((s) => ({ raw: s, words: s === raw ? words : wordString(s), found: null }));
    for (const seg of this.segments) {
      // A segment with the text's own words has the cue the caller vouched for.
      if (seg.words !== words && !hasCue(probe, seg.words)) continue;
      if (!mayName(probe, seg.words)) continue;
      seg.found ??= new Set(this.matcher.findInText(seg.raw).map((m) => this.nameKey(m.name)));
      if (seg.found.has(probe.key)) return true;
    }
    return false;
  }
}

/** A requirement prepared for comparison. */
export interface Probe {
  readonly requirement: string;
  /** Canonical database name, or the requirement as written. */
  readonly name: string;
  readonly key: string;
  readonly known: boolean;
  /** Keys of the requirement, its canonical name and aliases. */
  readonly forms: ReadonlySet<string>;
  /** The requirement as padded words, for phrase search when the database does not know it. */
  readonly phrase: string;
  /** " word" for the first word of each form: text lacking all of them cannot mention the skill. */
  readonly cues: readonly string[];
  /** Each form as "word word" (wordString's), and each form of several words run together, for mayName. */
  readonly formPhrases: readonly string[];
  readonly formsRunTogether: readonly string[];
  readonly tokens: readonly string[];
  readonly tokenSet: ReadonlySet<string>;
  readonly stems: ReadonlySet<string>;
  readonly acronym: string | null;
  readonly acronymPattern: RegExp | null;
  readonly category: SkillCategory;
  /** Shorthand ↔ written-out matching, for a requirement the database does not know (see expansion.ts). */
  readonly expansion: Expansion | null;
  /** Whether stems may link this requirement to other words. */
  readonly stemLinked: boolean;
  /** Keys of the broader skills the requirement is a kind of (see SkillInfo.broader). */
  readonly broaderKeys: ReadonlySet<string>;
}

export function buildProbe(requirement: string, matcher: TailoringMatcher, patterns: ShorthandPatterns = new ShorthandPatterns()): Probe {
  const info = matcher.canonical(requirement);
  const name = info?.name ?? requirement.trim();
  const written = [requirement, name, ...(info?.aliases ?? [])];
  const forms = new Set(written.map(compactKey).filter((k) => k.length > 0));
  const formWords = [...new Set(written.map((w) => wordString(w).trim()))].filter((w) => w.length > 0).map((w) => w.split(' '));
  const cues = [...new Set(formWords.map((words) => words[0] as string))].map((w) => ` ${w}`);
  const tokens = contentTokens(name);
  const stems = new Set(tokens.map(stem));
  const known = info !== null;
  return {
    requirement,
    name,
    key: compactKey(name),
    known,
    forms,
    phrase: wordString(requirement),
    cues,
    formPhrases: formWords.map((words) => words.join(' ')),
    formsRunTogether: formWords.filter((words) => words.length > 1).map((words) => words.join('')),
    tokens,
    tokenSet: new Set(tokens),
    stems,
    acronym: acronymOf(name),
    acronymPattern: acronymPattern(acronymOf(name)),
    category: info?.category ?? inferCategory(requirement, null),
    // The database's aliases already say what its skills are called; guessing from initials is for the rest.
    expansion: known ? null : expansionFor(requirement, patterns),
    // Not for a one-word skill the database knows: its stem is the word itself, which the matcher
    // has already accepted or rejected ("react to incidents").
    stemLinked: !(known && tokens.length < 2) && [...stems].some((s) => s.length >= 4),
    broaderKeys: broaderKeysOf(info),
  };
}

function broaderKeysOf(info: SkillInfo | null): ReadonlySet<string> {
  return new Set((info?.broader ?? []).map(compactKey).filter((k) => k.length > 0));
}

export type TextHit = 'direct' | 'stem' | null;

function isSubset<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  if (a.size === 0) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** Upper case only: "ML" in a resume is an acronym, "ml" or "Ml" rarely is. */
function acronymPattern(acronym: string | null): RegExp | null {
  if (!acronym || acronym.length < 2) return null;
  const escaped = escapeRegExp(acronym.toUpperCase());
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * The text names the requirement: known skills trust the matcher, unknown ones need the whole
 * phrase, or its shorthand written out (or the other way round) in full.
 */
export function directHit(probe: Probe, text: IndexedText): boolean {
  if (probe.known) return text.mentions(probe);
  if (probe.key.length >= 3 && text.words.includes(probe.phrase)) return true;
  return probe.expansion !== null && probe.expansion.find(text) !== null;
}

/** The evidence window of a text for a requirement: around its name, or around the shorthand or words that stand for it. */
export function quote(probe: Probe, raw: string): string {
  const found = probe.expansion && !raw.toLowerCase().includes(probe.name.toLowerCase()) ? probe.expansion.find({ raw }) : null;
  return snippet(raw, found ? found.text.replace(/\s+/g, ' ') : probe.name);
}

/** Every stem of the requirement in the text ("optimized" for "optimization"). */
export function stemHit(probe: Probe, text: IndexedText): boolean {
  return probe.stemLinked && isSubset(probe.stems, text.stems);
}

/** The requirement's acronym, in capitals, as a word of the text ("ML" for "machine learning"). */
export function acronymHit(probe: Probe, text: IndexedText): boolean {
  return probe.acronymPattern?.test(text.raw) ?? false;
}

/**
 * Does the text mention the requirement? Known skills trust the matcher (it knows that "react to
 * incidents" is not React); unknown ones need the whole phrase. A stem-level hit ("optimized" for
 * "optimization", "ML" for "machine learning") is weaker and yields only a fuzzy match.
 */
export function textHit(probe: Probe, text: IndexedText): TextHit {
  if (directHit(probe, text)) return 'direct';
  return stemHit(probe, text) || acronymHit(probe, text) ? 'stem' : null;
}

/** One of the user's skill names prepared for comparison. */
export interface SkillForm {
  readonly name: string;
  readonly key: string;
  readonly ownKey: string;
  readonly aliasKeys: ReadonlySet<string>;
  readonly tokens: ReadonlySet<string>;
  readonly stems: ReadonlySet<string>;
  readonly acronym: string | null;
  /** Keys of the broader skills this one is a kind of: a requirement naming one of them is met by it. */
  readonly broaderKeys: ReadonlySet<string>;
}

export function buildSkillForm(name: string, aliases: readonly string[], matcher: TailoringMatcher): SkillForm {
  const info = matcher.canonical(name);
  const tokens = contentTokens(info?.name ?? name);
  return {
    name,
    key: compactKey(info?.name ?? name),
    ownKey: compactKey(name),
    aliasKeys: new Set(aliases.map(compactKey).filter((k) => k.length > 0)),
    tokens: new Set(tokens),
    stems: new Set(tokens.map(stem)),
    acronym: acronymOf(name),
    broaderKeys: broaderKeysOf(info),
  };
}

export type SkillRelation = 'same' | 'kind' | 'family' | 'related' | null;

function suffixFamily(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && short !== long && long.endsWith(short);
}

function tokenFamily(probe: Probe, skill: SkillForm): boolean {
  const sharesMeaningfulToken = probe.tokens.some((t) => skill.tokens.has(t) && !isGeneric(t));
  return sharesMeaningfulToken && (isSubset(probe.tokenSet, skill.tokens) || isSubset(skill.tokens, probe.tokenSet));
}

function sharesLongStem(probe: Probe, skill: SkillForm): boolean {
  if (!probe.stemLinked) return false;
  for (const s of probe.stems) if (s.length >= 4 && skill.stems.has(s)) return true;
  return false;
}

function namesAlias(probe: Probe, skill: SkillForm): boolean {
  for (const f of probe.forms) if (skill.aliasKeys.has(f) || f === skill.ownKey) return true;
  return false;
}

/**
 * same: one canonical skill. kind: the skill is a kind or a tool of the requirement ("Kubernetes"
 * for "container orchestration"). family: one names a member of the other's family
 * ("PostgreSQL"/"SQL", "React"/"React Native"). related: an alias the database does not know, a
 * shared stem, an acronym, or the requirement a kind of the skill ("PostgreSQL" asked, "relational
 * databases" shown: the field, not the product).
 */
export function skillRelation(probe: Probe, skill: SkillForm): SkillRelation {
  if (probe.key.length === 0 || skill.key.length === 0) return null;
  if (probe.key === skill.key) return 'same';
  if (skill.broaderKeys.has(probe.key)) return 'kind';
  if (suffixFamily(probe.key, skill.key) || suffixFamily(probe.key, skill.ownKey) || tokenFamily(probe, skill)) return 'family';
  if (namesAlias(probe, skill) || probe.broaderKeys.has(skill.key)) return 'related';
  if (sharesLongStem(probe, skill) && (isSubset(probe.stems, skill.stems) || isSubset(skill.stems, probe.stems))) return 'related';
  // "Machine Learning" against "ML" or "ML models", either way round.
  const reqAcronym = probe.acronym !== null && (probe.acronym === skill.ownKey || skill.tokens.has(probe.acronym));
  const skillAcronym = skill.acronym !== null && (skill.acronym === probe.key || probe.tokens.includes(skill.acronym));
  if (reqAcronym || skillAcronym) return 'related';
  return null;
}
