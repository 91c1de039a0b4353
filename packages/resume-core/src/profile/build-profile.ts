import { DEFAULTS, type Experience, type Skill, type SkillCategory, type SkillProfile, type SkillProfileEntry } from '@tailor/contracts';
import { canonicalSources, findImpact } from '../merging';
import { findMentions } from '../merging/mentions';
import { memoize } from '../parsing/memo';
import { compareText, toIso } from '../merging/text';
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
}

interface Accumulator {
  /** Spellings the parsed skills use; they are canonical (the skills database's names). */
  spellings: Map<string, number>;
  /** Spellings experiences use, only for skills no parsed resume lists. */
  experienceSpellings: Map<string, number>;
  categories: Map<SkillCategory, number>;
  aliases: Set<string>;
  confidence: number;
  candidates: EvidenceCandidate[];
}

const UNKNOWN_SKILL = DEFAULTS.skill.toLowerCase();

// Memoised: a recompute keys the same few hundred skill names thousands of times.
const keyOf = memoize((name: string): string => name.replace(/\s+/g, ' ').trim().toLowerCase(), 5000);

function mostCommon<T>(counts: ReadonlyMap<T, number>, order: (a: T, b: T) => number): T | undefined {
  return [...counts].sort((a, b) => b[1] - a[1] || order(a[0], b[0]))[0]?.[0];
}

function displayName(acc: Accumulator): string {
  return mostCommon(acc.spellings, compareText) ?? mostCommon(acc.experienceSpellings, compareText) ?? '';
}

/**
 * The user's skill profile rebuilt from every merged experience and every parsed resume's skills.
 * Skills are keyed by their canonical name (the parser's spelling; aliases fold into it); evidence
 * is the strongest achievement naming the skill, else the parser's evidence; confidence the best
 * seen. Deterministic: inputs are put in a canonical order and every choice has a total tie-break.
 */
export function buildSkillProfile(input: BuildSkillProfileInput): SkillProfile {
  const nowIso = toIso(input.now);
  const byKey = new Map<string, Accumulator>();
  const aliasTo = new Map<string, string>();
  const entry = (key: string): Accumulator => {
    let acc = byKey.get(key);
    if (!acc) {
      acc = { spellings: new Map(), experienceSpellings: new Map(), categories: new Map(), aliases: new Set(), confidence: 0, candidates: [] };
      byKey.set(key, acc);
    }
    return acc;
  };

  const sources = canonicalSources(input.parsedSkills);
  for (const skill of sources.flatMap((s) => s.skills)) {
    const key = keyOf(skill.name);
    if (key.length === 0 || key === UNKNOWN_SKILL) continue;
    const acc = entry(key);
    acc.spellings.set(skill.name.trim(), (acc.spellings.get(skill.name.trim()) ?? 0) + 1);
    acc.categories.set(skill.category, (acc.categories.get(skill.category) ?? 0) + 1);
    acc.confidence = Math.max(acc.confidence, skill.confidence_score);
    for (const alias of skill.aliases) acc.aliases.add(alias);
    if (skill.evidence.trim() !== '') acc.candidates.push({ text: skill.evidence.trim(), fromAchievement: false, impact: '', confidence: skill.confidence_score });
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
      const raw = keyOf(name);
      if (raw.length === 0 || raw === UNKNOWN_SKILL) continue;
      const acc = entry(aliasTo.get(raw) ?? raw);
      acc.experienceSpellings.set(name.trim(), (acc.experienceSpellings.get(name.trim()) ?? 0) + 1);
      acc.confidence = Math.max(acc.confidence, exp.confidence_score);
    }
    for (const ev of exp.skills_with_evidence) {
      const acc = byKey.get(aliasTo.get(keyOf(ev.skill)) ?? keyOf(ev.skill));
      if (acc && ev.evidence.trim() !== '') acc.candidates.push({ text: ev.evidence.trim(), fromAchievement: true, impact: ev.impact, confidence: exp.confidence_score });
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
  const entries: Array<[string, SkillProfileEntry]> = [...byKey.values()].map((acc) => {
    const name = displayName(acc);
    const category = mostCommon(acc.categories, compareText) ?? categorize(name);
    return [name, { category, evidence: bestEvidence(acc.candidates), confidence: acc.confidence, added_date: nowIso }];
  });
  entries.sort((a, b) => compareText(a[0].toLowerCase(), b[0].toLowerCase()) || compareText(a[0], b[0]));
  // fromEntries defines own properties, so a skill called "constructor" cannot reach the prototype.
  return { user_id: input.userId, skills: Object.fromEntries(entries), last_updated: nowIso };
}
