import type { ExperienceInput, UserSkill, RankedChunk, TailoringMatcher } from './types';
import { indexText, skillForm, type IndexedText, type SkillForm } from './probe';

/** Evidence ids must be non-empty; parsed experiences have none, so their position stands in. */
export function experienceId(experience: ExperienceInput, index: number): string {
  return experience.id && experience.id.length > 0 ? experience.id : `experience-${index + 1}`;
}

export interface IndexedExperience {
  readonly id: string;
  readonly label: string;
  readonly achievements: readonly IndexedText[];
  readonly skills: readonly SkillForm[];
  /** The evidence sentences of skills_with_evidence. */
  readonly notes: readonly IndexedText[];
}

export interface IndexedSkill {
  readonly id: string;
  readonly text: string;
  readonly form: SkillForm;
}

export interface IndexedChunk {
  readonly id: string;
  readonly text: IndexedText;
}

/** The user's data indexed once per scoring run; every requirement is then checked against it. */
export interface EvidenceIndex {
  readonly skills: readonly IndexedSkill[];
  readonly experiences: readonly IndexedExperience[];
  readonly chunks: readonly IndexedChunk[];
}

export function experienceLabel(e: ExperienceInput): string {
  return `${e.role} at ${e.company}`;
}

export function buildEvidenceIndex(
  profileSkills: readonly UserSkill[],
  experiences: readonly ExperienceInput[],
  chunks: readonly RankedChunk[],
  matcher: TailoringMatcher,
): EvidenceIndex {
  return {
    skills: profileSkills
      .filter((s) => s.name.trim().length > 0)
      .map((s) => ({
        id: s.name.slice(0, 256),
        text: s.evidence && s.evidence.trim().length > 0 ? s.evidence : s.name,
        form: skillForm(s.name, s.aliases ?? [], matcher),
      })),
    experiences: experiences.map((e, i) => ({
      id: experienceId(e, i),
      label: experienceLabel(e),
      achievements: e.achievements.map((a) => indexText(a, matcher)),
      skills: e.skills.filter((s) => s.trim().length > 0).map((s) => skillForm(s, [], matcher)),
      notes: (e.skills_with_evidence ?? []).map((n) => indexText(`${n.skill}: ${n.evidence}`, matcher)),
    })),
    chunks: chunks.map((c) => ({
      id: c.id,
      text: indexText([c.payload.content, ...(c.payload.achievements ?? []), ...(c.payload.skills ?? [])].join('\n'), matcher),
    })),
  };
}
