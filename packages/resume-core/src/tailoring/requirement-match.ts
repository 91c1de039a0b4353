import { MATCH_WEIGHTS, type EvidenceRef, type RequirementMatch } from '@tailor/contracts';
import type { EvidenceIndex, IndexedExperience } from './evidence';
import { skillRelation, textHit, type Probe, type SkillRelation, type TextHit } from './probe';
import type { ScoredRequirement } from './types';
import { snippet } from './text';

type Level = RequirementMatch['match'];
type Importance = RequirementMatch['importance'];

const MAX_REFS_PER_SOURCE = 3;
const RELATION_RANK: Record<NonNullable<SkillRelation>, number> = { same: 3, family: 2, related: 1 };

/** A mention; the evidence text is built only for the few mentions that are reported. */
interface Hit {
  readonly index: number;
  readonly level: NonNullable<TextHit>;
  readonly ref: () => EvidenceRef;
}

/** The strongest mention of the requirement inside one experience: an achievement, a note, or its skill list. */
function experienceHit(probe: Probe, exp: IndexedExperience, index: number): Hit | null {
  let weak: Hit | null = null;
  for (const text of [...exp.achievements, ...exp.notes]) {
    const level = textHit(probe, text);
    if (!level) continue;
    const hit: Hit = { index, level, ref: () => ({ source: 'experience', id: exp.id, text: snippet(text.raw, probe.name) }) };
    if (level === 'direct') return hit;
    weak ??= hit;
  }
  for (const form of exp.skills) {
    const rel = skillRelation(probe, form);
    if (!rel) continue;
    const hit: Hit = { index, level: rel === 'related' ? 'stem' : 'direct', ref: () => ({ source: 'experience', id: exp.id, text: `${exp.label}, skills: ${form.name}` }) };
    if (hit.level === 'direct') return hit;
    weak ??= hit;
  }
  return weak;
}

function weightOf(level: Level): number {
  return level === 'none' ? 0 : MATCH_WEIGHTS[level];
}

/**
 * exact: the user lists the same canonical skill. partial: a skill of the same family, or the skill
 * named in an experience or retrieved chunk. fuzzy: only an alias, stem or acronym links them.
 * Evidence names the skill, experiences and chunks that support the verdict (at most 3 of each).
 */
export function matchRequirement(probe: Probe, importance: Importance, index: EvidenceIndex): ScoredRequirement {
  let skill: { rel: NonNullable<SkillRelation>; ref: EvidenceRef } | null = null;
  for (const s of index.skills) {
    const rel = skillRelation(probe, s.form);
    if (rel && (!skill || RELATION_RANK[rel] > RELATION_RANK[skill.rel])) {
      skill = { rel, ref: { source: 'skill', id: s.id, text: s.text } };
    }
  }

  const expHits = index.experiences.map((e, i) => experienceHit(probe, e, i)).filter((h): h is Hit => h !== null);
  const chunkHits: Hit[] = [];
  index.chunks.forEach((c, i) => {
    const level = textHit(probe, c.text);
    if (level) chunkHits.push({ index: i, level, ref: () => ({ source: 'chunk', id: c.id, text: snippet(c.text.raw, probe.name) }) });
  });

  const anyDirect = expHits.some((h) => h.level === 'direct') || chunkHits.some((h) => h.level === 'direct');
  const level: Level =
    skill?.rel === 'same' ? 'exact'
    : skill?.rel === 'family' || anyDirect ? 'partial'
    : skill || expHits.length > 0 || chunkHits.length > 0 ? 'fuzzy'
    : 'none';

  // Stem-level mentions only count as evidence when nothing stronger exists.
  const keep = (h: Hit): boolean => h.level === 'direct' || level === 'fuzzy';
  const experiences = expHits.filter(keep);
  const evidence: EvidenceRef[] = [
    ...(skill ? [skill.ref] : []),
    ...experiences.slice(0, MAX_REFS_PER_SOURCE).map((h) => h.ref()),
    ...chunkHits.filter(keep).slice(0, MAX_REFS_PER_SOURCE).map((h) => h.ref()),
  ];

  return {
    requirement: probe.requirement,
    kind: probe.category === 'soft' || probe.category === 'leadership' ? 'soft' : 'hard',
    importance,
    match: level,
    weight: weightOf(level),
    evidence,
    category: probe.category,
    experienceIndexes: experiences.map((h) => h.index),
  };
}
