import { withoutCorrected } from '../merging/field-sources';
import type { AddedSkill, Education, EducationDecision, Experience, SkillProfile, SkillProfileEntry } from '@tailor/contracts';

/** What a skill the person added themselves is grounded in: their own word. */
export const ADDED_SKILL_EVIDENCE = 'Added by you';

/** Education entries keep their ids across recomputes, so a decision names the entry by id. */
export function applyEducationDecisions(education: readonly Education[], decisions: readonly EducationDecision[]): Education[] {
  const out: Education[] = [];
  for (const entry of education) {
    let current: Education = entry;
    let deleted = false;
    const corrected = new Set<'degree' | 'school' | 'year'>(entry.corrected ?? []);
    for (const decision of decisions) {
      if (decision.id !== entry.id) continue;
      if (decision.kind === 'delete') {
        deleted = true;
        continue;
      }
      current = { ...current, ...definedOnly(decision.fields) };
      for (const key of ['degree', 'school', 'year'] as const) if (decision.fields[key] !== undefined) corrected.add(key);
    }
    if (deleted) continue;
    if (corrected.size === 0) {
      out.push(current);
      continue;
    }
    const { sources: _read, ...rest } = current;
    const sources = withoutCorrected(current.sources, corrected);
    out.push({ ...rest, corrected: [...corrected].sort(), ...(sources ? { sources } : {}) });
  }
  return out;
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const key = (name: string): string => name.replace(/\s+/g, ' ').trim().toLowerCase();

export interface SkillCorrections {
  readonly removed: readonly string[];
  readonly added: readonly AddedSkill[];
}

/**
 * The person's own skill decisions over what the resumes say: a removed skill is gone from the
 * profile and from every experience's skill list (under any spelling the profile knew it by), and
 * an added one is in the profile with the person as its evidence.
 */
export function applySkillCorrections(
  profile: SkillProfile,
  experiences: readonly Experience[],
  corrections: SkillCorrections,
): { profile: SkillProfile; experiences: Experience[] } {
  const removed = new Set(corrections.removed.map(key));
  const spellings = new Set(removed);
  const skills: Record<string, SkillProfileEntry> = {};
  for (const [name, entry] of Object.entries(profile.skills)) {
    const names = [name, ...(entry.aliases ?? [])].map(key);
    if (names.some((n) => removed.has(n))) {
      names.forEach((n) => spellings.add(n));
      continue;
    }
    skills[name] = entry;
  }
  const present = new Set(Object.keys(skills).map(key));
  for (const added of corrections.added) {
    if (removed.has(key(added.name)) || present.has(key(added.name))) continue;
    present.add(key(added.name));
    skills[added.name] = { category: added.category, evidence: ADDED_SKILL_EVIDENCE, confidence: 1, added_date: added.added_date };
  }
  const cleaned = experiences.map((e) => {
    if (!e.skills.some((s) => spellings.has(key(s))) && !e.skills_with_evidence.some((s) => spellings.has(key(s.skill)))) return e;
    return {
      ...e,
      skills: e.skills.filter((s) => !spellings.has(key(s))),
      skills_with_evidence: e.skills_with_evidence.filter((s) => !spellings.has(key(s.skill))),
    };
  });
  return { profile: { ...profile, skills }, experiences: cleaned };
}
