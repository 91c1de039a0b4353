import { MATCH_WEIGHTS, type EvidenceRef, type RequirementMatch } from '@tailor/contracts';
import type { EvidenceIndex, ExperienceEvidence, MentionHit } from './evidence';
import { quote, skillRelation, type IndexedText, type Probe, type SkillForm, type SkillRelation } from './probe';
import type { ScoredRequirement } from './types';

type Level = RequirementMatch['match'];
type Importance = RequirementMatch['importance'];

const MAX_REFS_PER_SOURCE = 3;
const RELATION_RANK: Record<NonNullable<SkillRelation>, number> = { same: 4, kind: 3, family: 2, related: 1 };

/**
 * What each experience offers for the requirement, read from the postings instead of every text:
 * the first direct and the first stem-level text (achievements, then notes), and the first skill
 * of the same family and the first merely related one. -1 for none.
 */
interface ExperienceMentions {
  directText: number;
  stemText: number;
  directSkill: number;
  relatedSkill: number;
}

function mentionsByExperience(probe: Probe, ev: ExperienceEvidence): Map<number, ExperienceMentions> {
  const byExperience = new Map<number, ExperienceMentions>();
  const entry = (index: number): ExperienceMentions => {
    let m = byExperience.get(index);
    if (!m) {
      m = { directText: -1, stemText: -1, directSkill: -1, relatedSkill: -1 };
      byExperience.set(index, m);
    }
    return m;
  };
  // Hits come in ascending position, so the first one seen per experience is its first in reading order.
  for (const { position, level } of ev.corpus.hits(probe)) {
    const m = entry(ev.owner[position] as number);
    if (level === 'direct') {
      if (m.directText < 0) m.directText = position;
    } else if (m.stemText < 0) m.stemText = position;
  }
  for (const [form, postings] of ev.skillPostings) {
    const rel = skillRelation(probe, form);
    if (!rel) continue;
    for (let k = 0; k < postings.length; k += 2) {
      const m = entry(postings[k] as number);
      const position = postings[k + 1] as number;
      if (rel === 'related') {
        if (m.relatedSkill < 0 || position < m.relatedSkill) m.relatedSkill = position;
      } else if (m.directSkill < 0 || position < m.directSkill) m.directSkill = position;
    }
  }
  return byExperience;
}

/**
 * The strongest mention of the requirement inside each experience, in experience order: a direct
 * text, else a skill of the same family, else a stem-level text, else a related skill. (Reading an
 * experience's achievements, notes and then skills, the first direct one wins, otherwise the first
 * weak one.)
 */
function findExperienceHits(probe: Probe, ev: ExperienceEvidence): MentionHit[] {
  const byExperience = mentionsByExperience(probe, ev);
  const hits: MentionHit[] = [];
  for (const index of [...byExperience.keys()].sort((a, b) => a - b)) {
    const m = byExperience.get(index) as ExperienceMentions;
    const id = ev.ids[index] as string;
    const textRef = (position: number) => (): EvidenceRef => ({
      source: 'experience',
      id,
      text: quote(probe, (ev.corpus.texts[position] as IndexedText).raw),
    });
    const skillRef = (position: number) => (): EvidenceRef => {
      const name = ((ev.skills[index] as readonly SkillForm[])[position] as SkillForm).name;
      const note = ev.skillNotes[index]?.get(name.toLowerCase());
      return { source: 'experience', id, text: note !== undefined ? quote(probe, note) : `${ev.labels[index] as string}, skills: ${name}` };
    };
    if (m.directText >= 0) hits.push({ index, level: 'direct', ref: textRef(m.directText) });
    else if (m.directSkill >= 0) hits.push({ index, level: 'direct', ref: skillRef(m.directSkill) });
    else if (m.stemText >= 0) hits.push({ index, level: 'stem', ref: textRef(m.stemText) });
    else if (m.relatedSkill >= 0) hits.push({ index, level: 'stem', ref: skillRef(m.relatedSkill) });
  }
  return hits;
}

function weightOf(level: Level): number {
  return level === 'none' ? 0 : MATCH_WEIGHTS[level];
}

/**
 * exact: the user lists the same canonical skill, or one that is a kind or a tool of it (Terraform
 * for infrastructure as code: whoever lists the tool has done the practice). partial: a skill of the
 * same family, or the skill (or a kind of it) named in an experience or retrieved chunk. fuzzy: only
 * an alias, stem or acronym links them.
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

  let expHits = index.experiences.hits.get(probe);
  if (expHits === undefined) {
    expHits = findExperienceHits(probe, index.experiences);
    index.experiences.hits.set(probe, expHits);
  }
  const chunkHits: MentionHit[] = index.chunkCorpus.hits(probe).map(({ position, level }) => {
    const c = index.chunks[position] as EvidenceIndex['chunks'][number];
    return { index: position, level, ref: () => ({ source: 'chunk', id: c.id, text: quote(probe, c.text.raw) }) };
  });

  const anyDirect = expHits.some((h) => h.level === 'direct') || chunkHits.some((h) => h.level === 'direct');
  const level: Level =
    skill?.rel === 'same' || skill?.rel === 'kind'
      ? 'exact'
      : skill?.rel === 'family' || anyDirect
        ? 'partial'
        : skill || expHits.length > 0 || chunkHits.length > 0
          ? 'fuzzy'
          : 'none';

  // Stem-level mentions only count as evidence when nothing stronger exists.
  const keep = (h: MentionHit): boolean => h.level === 'direct' || level === 'fuzzy';
  const experiences = expHits.filter(keep);
  const evidence: EvidenceRef[] = [
    ...(skill ? [skill.ref] : []),
    ...experiences.slice(0, MAX_REFS_PER_SOURCE).map((h) => h.ref()),
    ...chunkHits
      .filter(keep)
      .slice(0, MAX_REFS_PER_SOURCE)
      .map((h) => h.ref()),
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
