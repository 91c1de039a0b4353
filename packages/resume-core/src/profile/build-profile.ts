import { DEFAULTS, type Experience, type Skill, type SkillCategory, type SkillProfile, type SkillProfileEntry } from '@tailor/contracts';
import { canonicalSources, findImpact } from '../merging';
import { findMentions } from '../merging/mentions';
import { compareText, toIso } from '../merging/text';
import { escapeRegExp } from '../regexp';
import { defaultSkillMatcher } from '../skills/matcher';
import { bestEvidence, type EvidenceCandidate } from './evidence';

export interface ParsedSkillSource {
  resumeFileId: string;
  skills: Skill[];
}

export interface BuildSkillProfileInput {
  userId: string;
  experiences: readonly Experience[];
  parsedSkills: readonly ParsedSkillSource[];
  now: Date | string;
  /**
   * Category of a skill that only experiences name (parsed skills carry their own). Defaults to
   * 'technical': the long tail of experience skill lists is tools. The skills module's
   * `inferCategory` is a good injection.
   */
  categorize?: (skillName: string) => SkillCategory;
  /**
   * The canonical name of a skill name or alias ("JS" → "JavaScript"), or null when unknown.
   * Defaults to the built-in skills database, so alias spellings from any source (a language model's
   * list, an experience's skills) fold into one entry.
   */
  canonical?: (skillName: string) => { readonly name: string; readonly aliases: readonly string[] } | null;
}

interface Accumulator {
  /** Spellings the parsed skills use; they are canonical (the skills database's names). */
  spellings: Map<string, number>;
  /** Spellings experiences use, only for skills no parsed resume lists. */
  experienceSpellings: Map<string, number>;
  categories: Map<SkillCategory, number>;
  aliases: Set<string>;
  /** Every spelling the sources used, to report the aliases the resume actually wrote. */
  written: Set<string>;
  /** The database's name for this skill when it knows it. */
  canonicalName: string | null;
  confidence: number;
  candidates: EvidenceCandidate[];
}

const UNKNOWN_SKILL = DEFAULTS.skill.toLowerCase();

const keyOf = (name: string): string => name.replace(/\s+/g, ' ').trim().toLowerCase();

function mostCommon<T>(counts: ReadonlyMap<T, number>, order: (a: T, b: T) => number): T | undefined {
  return [...counts].sort((a, b) => b[1] - a[1] || order(a[0], b[0]))[0]?.[0];
}

function displayName(acc: Accumulator): string {
  return acc.canonicalName ?? mostCommon(acc.spellings, compareText) ?? mostCommon(acc.experienceSpellings, compareText) ?? '';
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * A form written as a whole word (any case) in the text, as the text writes it ("JS" in "JS, SQL",
 * not in "JSON"); '' when it is not there. A recompute asks this for every alias of every skill,
 * so it is a plain search: a regular expression built per call cost more than the rest of the
 * profile. Lower-casing keeps positions for the scripts resumes are written in; where it would not,
 * the search falls back to a case-insensitive expression.
 */
function writtenAs(form: string, text: string): string {
  const needle = form.toLowerCase();
  const hay = text.toLowerCase();
  if (needle === '') return '';
  if (hay.length !== text.length || needle.length !== form.length) {
    return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`, 'iu').exec(text)?.[0] ?? '';
  }
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    const before = at > 0 ? text.charAt(at - 1) : '';
    const after = text.charAt(at + needle.length);
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return text.slice(at, at + needle.length);
  }
  return '';
}

const writtenIn = (form: string, text: string): boolean => writtenAs(form, text) !== '';

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w !== '');

/**
 * The name to show: the database's name, unless the resume never writes it but writes one of its
 * exact aliases ("Kafka" for Apache Kafka, "SVN" for Subversion). Then the resume's own wording is
 * shown, exactly as written, so every name in the profile is text of the resume; the database's
 * name travels in the entry's aliases.
 */
function shownName(acc: Accumulator, evidence: string): string {
  const name = displayName(acc);
  if (acc.canonicalName === null || evidence === '' || writtenIn(name, evidence)) return name;
  let best = '';
  for (const alias of acc.aliases) {
    if (wordsOf(alias).length === 0) continue;
    const at = writtenAs(alias, evidence);
    if (at.length > best.length) best = at;
  }
  return best || name;
}

/**
 * The other names under which the resume wrote this skill: spellings the sources used, and the
 * skill's known aliases found in its evidence. Sorted, without the display name.
 */
function aliasesSeen(acc: Accumulator, name: string, evidence: string): string[] {
  const seen = new Map<string, string>();
  const add = (form: string): void => {
    const key = keyOf(form);
    if (key !== keyOf(name) && key.length > 0 && !seen.has(key)) seen.set(key, form.trim());
  };
  if (acc.canonicalName !== null) add(acc.canonicalName);
  for (const form of acc.written) add(form);
  for (const alias of acc.aliases) if (evidence !== '' && writtenIn(alias, evidence)) add(alias);
  return [...seen.values()].sort(compareText);
}

/**
 * The user's skill profile rebuilt from every merged experience and every parsed resume's skills.
 * Skills are keyed by their canonical name (the parser's spelling; aliases fold into it); evidence
 * is the strongest achievement naming the skill, else the parser's evidence; confidence the best
 * seen. Deterministic: inputs are put in a canonical order and every choice has a total tie-break.
 */
export function buildSkillProfile(input: BuildSkillProfileInput): SkillProfile {
  const nowIso = toIso(input.now);
  const canonical = input.canonical ?? ((name: string) => defaultSkillMatcher().canonical(name));
  const byKey = new Map<string, Accumulator>();
  const aliasTo = new Map<string, string>();
  const known = new Map<string, { readonly name: string; readonly aliases: readonly string[] } | null>();
  const canonicalOf = (name: string): { readonly name: string; readonly aliases: readonly string[] } | null => {
    const trimmed = name.trim();
    if (!known.has(trimmed)) known.set(trimmed, canonical(trimmed));
    return known.get(trimmed) ?? null;
  };
  // One entry per canonical skill: "JS" and "JavaScript" share the database's key whatever wrote them.
  const keyFor = (name: string): string => keyOf(canonicalOf(name)?.name ?? name);
  const entry = (key: string, name: string): Accumulator => {
    let acc = byKey.get(key);
    if (!acc) {
      const db = canonicalOf(name);
      acc = {
        spellings: new Map(),
        experienceSpellings: new Map(),
        categories: new Map(),
        aliases: new Set(db?.aliases ?? []),
        written: new Set(),
        canonicalName: db?.name ?? null,
        confidence: 0,
        candidates: [],
      };
      byKey.set(key, acc);
    }
    return acc;
  };

  const sources = canonicalSources(input.parsedSkills);
  for (const skill of sources.flatMap((s) => s.skills)) {
    const key = keyFor(skill.name);
    if (key.length === 0 || key === UNKNOWN_SKILL) continue;
    const acc = entry(key, skill.name);
    acc.written.add(skill.name.trim());
    acc.spellings.set(skill.name.trim(), (acc.spellings.get(skill.name.trim()) ?? 0) + 1);
    acc.categories.set(skill.category, (acc.categories.get(skill.category) ?? 0) + 1);
    acc.confidence = Math.max(acc.confidence, skill.confidence_score);
    for (const alias of skill.aliases) acc.aliases.add(alias);
    if (skill.evidence.trim() !== '')
      acc.candidates.push({ text: skill.evidence.trim(), fromAchievement: false, impact: '', confidence: skill.confidence_score });
  }
  // Aliases fold experience spellings ("JS") into the parser's canonical skill; a real skill name
  // never becomes an alias, and the first skill (in canonical order) to claim an alias keeps it.
  for (const [key, acc] of byKey) {
    for (const alias of acc.aliases) {
      const aliasKey = keyOf(alias);
      if (!byKey.has(aliasKey) && !aliasTo.has(aliasKey)) aliasTo.set(aliasKey, key);
    }
  }

  const experiences = [...input.experiences].sort((a, b) => compareText(a.id, b.id) || compareText(JSON.stringify(a), JSON.stringify(b)));
  for (const exp of experiences) {
    for (const name of [...exp.skills, ...exp.skills_with_evidence.map((e) => e.skill)]) {
      const raw = keyFor(name);
      if (raw.length === 0 || raw === UNKNOWN_SKILL) continue;
      const acc = entry(aliasTo.get(raw) ?? raw, name);
      acc.written.add(name.trim());
      acc.experienceSpellings.set(name.trim(), (acc.experienceSpellings.get(name.trim()) ?? 0) + 1);
      acc.confidence = Math.max(acc.confidence, exp.confidence_score);
    }
    for (const ev of exp.skills_with_evidence) {
      const acc = byKey.get(aliasTo.get(keyFor(ev.skill)) ?? keyFor(ev.skill));
      if (acc && ev.evidence.trim() !== '')
        acc.candidates.push({ text: ev.evidence.trim(), fromAchievement: true, impact: ev.impact, confidence: exp.confidence_score });
    }
  }

  // Achievements that name a skill are evidence even when the experience did not list that skill.
  const achievements = experiences.flatMap((exp) => exp.achievements.map((text) => ({ text, confidence: exp.confidence_score })));
  const accumulators = [...byKey.values()];
  const names = accumulators.flatMap((acc, index) => [displayName(acc), ...acc.aliases].map((name) => ({ name, index })));
  const mentions = findMentions(
    achievements.map((a) => a.text),
    names.map((n) => n.name),
  );
  const mentioned = accumulators.map(() => new Set<number>());
  names.forEach(({ index }, n) => {
    for (const at of mentions[n] ?? []) mentioned[index]?.add(at);
  });
  accumulators.forEach((acc, index) => {
    for (const at of [...(mentioned[index] ?? [])].sort((a, b) => a - b)) {
      const a = achievements[at];
      if (a) acc.candidates.push({ text: a.text, fromAchievement: true, impact: findImpact(a.text), confidence: a.confidence });
    }
  });

  const categorize = input.categorize ?? ((): SkillCategory => 'technical');
  const entries: Array<[string, SkillProfileEntry]> = [];
  for (const acc of byKey.values()) {
    const evidence = bestEvidence(acc.candidates);
    // A skill no line of any resume shows is not claimed: evidence is what makes it the person's.
    if (evidence === '') continue;
    const evidenceText = acc.candidates.map((c) => c.text).join('\n');
    const name = shownName(acc, evidenceText);
    const category = mostCommon(acc.categories, compareText) ?? categorize(displayName(acc));
    const aliases = aliasesSeen(acc, name, evidenceText);
    entries.push([name, { category, evidence, confidence: acc.confidence, added_date: nowIso, ...(aliases.length > 0 ? { aliases } : {}) }]);
  }
  entries.sort((a, b) => compareText(a[0].toLowerCase(), b[0].toLowerCase()) || compareText(a[0], b[0]));
  // fromEntries defines own properties, so a skill called "constructor" cannot reach the prototype.
  return { user_id: input.userId, skills: Object.fromEntries(entries), last_updated: nowIso };
}
