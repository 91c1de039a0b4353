import { compactKey } from './text';
import { skillRelation, type Probe, type SkillRelation } from './probe';
import type { TailoringSession } from './session';
import type { ExperienceInput, UserSkill } from './types';

const RELATION_ORDER: Record<NonNullable<SkillRelation>, number> = { same: 0, kind: 1, family: 2, related: 3 };

export interface OrderedSkills {
  /** Every skill the user's profile shows with evidence, matched ones first. */
  readonly all: string[];
  /** The matched subset, strongest first. */
  readonly matched: string[];
}

/** A profile skill the tailored resume may name: one a line of the user's resume shows. */
export function hasEvidence(skill: UserSkill): boolean {
  return (skill.evidence ?? '').trim() !== '';
}

/**
 * The user's own skill names, never the job's: a requirement the user only partly meets ("React"
 * against their "React Native") promotes their skill, it does not add the job's name. Only profile
 * skills with evidence are named; an experience's skill list adds nothing the profile lacks, since
 * that list may hold names no line shows (a model's guess, an old record).
 */
export function orderUserSkills(
  profileSkills: readonly UserSkill[],
  _experiences: readonly ExperienceInput[],
  requirements: readonly { readonly probe: Probe; readonly importance: 'must' | 'nice' }[],
  session: TailoringSession,
): OrderedSkills {
  const seen = new Set<string>();
  const names: { name: string; aliases: readonly string[] }[] = [];
  // The same few names recur across hundreds of experiences; each is looked up once.
  const keys = new Map<string, string>();
  const keyOf = (trimmed: string): string => {
    let key = keys.get(trimmed);
    if (key === undefined) {
      key = compactKey(session.matcher.canonical(trimmed)?.name ?? trimmed);
      keys.set(trimmed, key);
    }
    return key;
  };
  const add = (name: string, aliases: readonly string[]): void => {
    const trimmed = name.trim();
    const key = keyOf(trimmed);
    if (key.length === 0 || seen.has(key)) return;
    seen.add(key);
    names.push({ name: trimmed, aliases });
  };
  for (const s of profileSkills) if (hasEvidence(s)) add(s.name, s.aliases ?? []);

  const keyed = names.map(({ name, aliases }, index) => {
    const form = session.skillForm(name, aliases);
    let best = Number.POSITIVE_INFINITY;
    requirements.forEach((r, ri) => {
      const rel = skillRelation(r.probe, form);
      if (rel) best = Math.min(best, (r.importance === 'must' ? 0 : 1) * 1e6 + RELATION_ORDER[rel] * 1e3 + ri);
    });
    return { name, index, best };
  });
  const matched = keyed.filter((k) => Number.isFinite(k.best)).sort((a, b) => a.best - b.best || a.index - b.index);
  const rest = keyed.filter((k) => !Number.isFinite(k.best));
  return { all: [...matched, ...rest].map((k) => k.name), matched: matched.map((k) => k.name) };
}
