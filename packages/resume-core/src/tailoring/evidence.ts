import { TextCorpus } from './corpus';
import type { ExperienceInput, UserSkill, RankedChunk } from './types';
import type { EvidenceRef } from '@tailor/contracts';
import type { IndexedText, Probe, SkillForm, TextHit } from './probe';
import type { TailoringSession } from './session';
import { compactKey, wordString } from './text';

/** Evidence ids must be non-empty; parsed experiences have none, so their position stands in. */
export function experienceId(experience: ExperienceInput, index: number): string {
  return experience.id && experience.id.length > 0 ? experience.id : `experience-${index + 1}`;
}

export function experienceLabel(e: ExperienceInput): string {
  return `${e.role} at ${e.company}`;
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

/**
 * Every experience's texts in one corpus: experience i owns positions textStart[i] up to
 * textStart[i + 1], its achievements first, then its notes (the evidence sentences of
 * skills_with_evidence), so corpus order is the order an experience is read in. A note whose
 * sentence is one of the experience's achievements says nothing the achievement and the skill list
 * do not: it is not read again as a text, and serves as the quote when that skill is the evidence.
 * (The merge gives almost every skill such a note, so reading them again doubled the text a
 * generation reads.)
 */
export interface ExperienceEvidence {
  readonly ids: readonly string[];
  readonly labels: readonly string[];
  /** compactKey of each experience's company and role, and its company as padded words, for linking chunks. */
  readonly companyKeys: readonly string[];
  readonly roleKeys: readonly string[];
  readonly companyWords: readonly string[];
  readonly corpus: TextCorpus;
  /** Experience index of each corpus position. */
  readonly owner: Int32Array;
  readonly textStart: Int32Array;
  /** Each experience's non-blank skill names, prepared. */
  readonly skills: readonly (readonly SkillForm[])[];
  /** Per experience, lower-case skill name → its note ("Skill: achievement") when the note was not read as a text. */
  readonly skillNotes: readonly ReadonlyMap<string, string>[];
  /** Distinct skill form → (experience index, position in its skills) pairs, flattened, in experience order. */
  readonly skillPostings: ReadonlyMap<SkillForm, readonly number[]>;
  /**
   * Each requirement's mentions in these experiences, found once: a session kept for one person's
   * generations reads the same index for the next posting, and most requirements recur.
   */
  readonly hits: Map<Probe, readonly MentionHit[]>;
}

/** A mention; the evidence text is built only for the few mentions that are reported. */
export interface MentionHit {
  readonly index: number;
  readonly level: NonNullable<TextHit>;
  readonly ref: () => EvidenceRef;
}

/** The user's data indexed once per scoring run; every requirement is then checked against it. */
export interface EvidenceIndex {
  readonly skills: readonly IndexedSkill[];
  readonly experiences: ExperienceEvidence;
  readonly chunks: readonly IndexedChunk[];
  readonly chunkCorpus: TextCorpus;
}

/** Use the session's `experienceEvidence`, which builds this once per content. */
export function buildExperienceEvidence(experiences: readonly ExperienceInput[], session: TailoringSession): ExperienceEvidence {
  const n = experiences.length;
  const texts: IndexedText[] = [];
  const owners: number[] = [];
  const textStart = new Int32Array(n + 1);
  const skills: SkillForm[][] = [];
  const skillNotes: Map<string, string>[] = [];
  const skillPostings = new Map<SkillForm, number[]>();
  experiences.forEach((e, i) => {
    textStart[i] = texts.length;
    for (const a of e.achievements) texts.push(session.indexText(a));
    const notes = new Map<string, string>();
    const achievements = new Set(e.achievements);
    for (const note of e.skills_with_evidence ?? []) {
      const text = `${note.skill}: ${note.evidence}`;
      if (!achievements.has(note.evidence)) texts.push(session.indexText(text));
      else if (!notes.has(note.skill.toLowerCase())) notes.set(note.skill.toLowerCase(), text);
    }
    skillNotes.push(notes);
    while (owners.length < texts.length) owners.push(i);
    const forms = e.skills.filter((s) => s.trim().length > 0).map((s) => session.skillForm(s, []));
    forms.forEach((form, position) => {
      const list = skillPostings.get(form);
      if (list) list.push(i, position);
      else skillPostings.set(form, [i, position]);
    });
    skills.push(forms);
  });
  textStart[n] = texts.length;
  return {
    ids: experiences.map(experienceId),
    labels: experiences.map(experienceLabel),
    companyKeys: experiences.map((e) => compactKey(e.company)),
    roleKeys: experiences.map((e) => compactKey(e.role)),
    companyWords: experiences.map((e) => wordString(e.company)),
    corpus: new TextCorpus(texts),
    owner: Int32Array.from(owners),
    textStart,
    skills,
    skillNotes,
    skillPostings,
    hits: new Map(),
  };
}

export function buildEvidenceIndex(
  profileSkills: readonly UserSkill[],
  experiences: readonly ExperienceInput[],
  chunks: readonly RankedChunk[],
  session: TailoringSession,
): EvidenceIndex {
  const indexedChunks = chunks.map((c) => ({
    id: c.id,
    text: session.indexText([c.payload.content, ...(c.payload.achievements ?? []), ...(c.payload.skills ?? [])].join('\n')),
  }));
  return {
    skills: profileSkills
      .filter((s) => s.name.trim().length > 0)
      .map((s) => ({
        id: s.name.slice(0, 256),
        text: s.evidence && s.evidence.trim().length > 0 ? s.evidence : s.name,
        form: session.skillForm(s.name, s.aliases ?? []),
      })),
    experiences: session.experienceEvidence(experiences),
    chunks: indexedChunks,
    chunkCorpus: new TextCorpus(indexedChunks.map((c) => c.text)),
  };
}
