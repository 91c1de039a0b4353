import type { SkillCategory } from '@tailor/contracts';
import { inferCategory } from '../skills';
import type { TailoringMatcher } from './types';
import { acronymOf, compactKey, contentTokens, isGeneric, stem, stemSet, wordString } from './text';

/** A piece of the user's text prepared once, then tested against every requirement. */
export interface IndexedText {
  readonly raw: string;
  readonly words: string;
  readonly stems: ReadonlySet<string>;
  /** Does the matcher find this (database) skill in the text? */
  mentions(probe: Probe): boolean;
}

/** Canonical names repeat across every text; their keys are worth remembering (bounded by the database). */
const NAME_KEYS = new Map<string, string>();
function nameKey(name: string): string {
  let key = NAME_KEYS.get(name);
  if (key === undefined) {
    key = compactKey(name);
    if (NAME_KEYS.size < 20_000) NAME_KEYS.set(name, key);
  }
  return key;
}

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

/**
 * The matcher's scan costs about 0.2 µs per character and a chunk has 2,000 of them, so it runs
 * lazily, only over segments that contain one of the requirement's cue words, and at most once per
 * segment. An unrelated profile therefore costs almost nothing to score.
 */
/**
 * Indexed texts are pure functions of (text, matcher) and the same achievements are indexed again
 * and again (evidence index, experience ranking, achievement ordering, and every generation for
 * the same user), so they are memoised per matcher. Bounded: the cache is dropped when full.
 */
const INDEX_CACHE_LIMIT = 50_000;
const indexCaches = new WeakMap<TailoringMatcher, Map<string, IndexedText>>();

export function indexText(raw: string, matcher: TailoringMatcher): IndexedText {
  let cache = indexCaches.get(matcher);
  if (!cache) {
    cache = new Map();
    indexCaches.set(matcher, cache);
  }
  const cached = cache.get(raw);
  if (cached) return cached;
  if (cache.size >= INDEX_CACHE_LIMIT) cache.clear();
  const indexed = buildIndexedText(raw, matcher);
  cache.set(raw, indexed);
  return indexed;
}

function buildIndexedText(raw: string, matcher: TailoringMatcher): IndexedText {
  const words = wordString(raw);
  let segments: Segment[] | null = null;
  return {
    raw,
    words,
    stems: stemSet(raw),
    mentions(probe: Probe): boolean {
      if (!probe.cues.some((c) => words.includes(c))) return false;
      segments ??= segmentsOf(raw).map((s) => ({ raw: s, words: wordString(s), found: null }));
      for (const seg of segments) {
        if (!probe.cues.some((c) => seg.words.includes(c))) continue;
        seg.found ??= new Set(matcher.findInText(seg.raw).map((m) => nameKey(m.name)));
        if (seg.found.has(probe.key)) return true;
      }
      return false;
    },
  };
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
  readonly tokens: readonly string[];
  readonly stems: ReadonlySet<string>;
  readonly acronym: string | null;
  readonly acronymPattern: RegExp | null;
  readonly category: SkillCategory;
}

export function probeFor(requirement: string, matcher: TailoringMatcher): Probe {
  const info = matcher.canonical(requirement);
  const name = info?.name ?? requirement.trim();
  const written = [requirement, name, ...(info?.aliases ?? [])];
  const forms = new Set(written.map(compactKey).filter((k) => k.length > 0));
  const cues = [...new Set(written.map((w) => wordString(w).trim().split(' ')[0] ?? '').filter((w) => w.length > 0))].map((w) => ` ${w}`);
  const tokens = contentTokens(name);
  return {
    requirement,
    name,
    key: compactKey(name),
    known: info !== null,
    forms,
    phrase: wordString(requirement),
    cues,
    tokens,
    stems: new Set(tokens.map(stem)),
    acronym: acronymOf(name),
    acronymPattern: acronymPattern(acronymOf(name)),
    category: info?.category ?? inferCategory(requirement, null),
  };
}

export type TextHit = 'direct' | 'stem' | null;

const isSubset = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean => a.size > 0 && [...a].every((x) => b.has(x));

/** Upper case only: "ML" in a resume is an acronym, "ml" or "Ml" rarely is. */
function acronymPattern(acronym: string | null): RegExp | null {
  if (!acronym || acronym.length < 2) return null;
  const escaped = acronym.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * Whether stems may link this requirement to other words. Not for a one-word skill the database knows:
 * its stem is the word itself, which the matcher has already accepted or rejected ("react to incidents").
 */
function stemsCount(probe: Probe): boolean {
  if (probe.known && probe.tokens.length < 2) return false;
  return [...probe.stems].some((s) => s.length >= 4);
}

/**
 * Does the text mention the requirement? Known skills trust the matcher (it knows that "react to
 * incidents" is not React); unknown ones need the whole phrase. A stem-level hit ("optimized" for
 * "optimization", "ML" for "machine learning") is weaker and yields only a fuzzy match.
 */
export function textHit(probe: Probe, text: IndexedText): TextHit {
  if (probe.known ? text.mentions(probe) : probe.key.length >= 3 && text.words.includes(probe.phrase)) {
    return 'direct';
  }
  if (stemsCount(probe) && isSubset(probe.stems, text.stems)) return 'stem';
  return probe.acronymPattern?.test(text.raw) ? 'stem' : null;
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
}

export function skillForm(name: string, aliases: readonly string[], matcher: TailoringMatcher): SkillForm {
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
  };
}

export type SkillRelation = 'same' | 'family' | 'related' | null;

function suffixFamily(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && short !== long && long.endsWith(short);
}

function tokenFamily(probe: Probe, skill: SkillForm): boolean {
  const reqTokens = new Set(probe.tokens);
  const shared = probe.tokens.filter((t) => skill.tokens.has(t) && !isGeneric(t));
  return shared.length > 0 && (isSubset(reqTokens, skill.tokens) || isSubset(skill.tokens, reqTokens));
}

/**
 * same: one canonical skill. family: one names a member of the other's family ("PostgreSQL"/"SQL",
 * "React"/"React Native"). related: an alias the database does not know, a shared stem, or an acronym.
 */
export function skillRelation(probe: Probe, skill: SkillForm): SkillRelation {
  if (probe.key.length === 0 || skill.key.length === 0) return null;
  if (probe.key === skill.key) return 'same';
  if (suffixFamily(probe.key, skill.key) || suffixFamily(probe.key, skill.ownKey) || tokenFamily(probe, skill)) return 'family';
  if ([...probe.forms].some((f) => skill.aliasKeys.has(f) || f === skill.ownKey)) return 'related';
  const sharedStem = stemsCount(probe) && [...probe.stems].some((s) => s.length >= 4 && skill.stems.has(s));
  if (sharedStem && (isSubset(probe.stems, skill.stems) || isSubset(skill.stems, probe.stems))) return 'related';
  // "Machine Learning" against "ML" or "ML models", either way round.
  const reqAcronym = probe.acronym !== null && (probe.acronym === skill.ownKey || skill.tokens.has(probe.acronym));
  const skillAcronym = skill.acronym !== null && (skill.acronym === probe.key || probe.tokens.includes(skill.acronym));
  if (reqAcronym || skillAcronym) return 'related';
  return null;
}
