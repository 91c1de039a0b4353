import { TextCorpus } from './corpus';
import type { ExperienceInput, UserSkill, RankedChunk, TailoringMatcher } from './types';
import { indexText, skillForm, type IndexedText, type SkillForm } from './probe';
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
 * skills_with_evidence), so corpus order is the order an experience is read in.
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
  /** Distinct skill form → (experience index, position in its skills) pairs, flattened, in experience order. */
  readonly skillPostings: ReadonlyMap<SkillForm, readonly number[]>;
}

/** The user's data indexed once per scoring run; every requirement is then checked against it. */
export interface EvidenceIndex {
  readonly skills: readonly IndexedSkill[];
  readonly experiences: ExperienceEvidence;
  readonly chunks: readonly IndexedChunk[];
  readonly chunkCorpus: TextCorpus;
}

function buildExperienceEvidence(experiences: readonly ExperienceInput[], matcher: TailoringMatcher): ExperienceEvidence {
  const n = experiences.length;
  const texts: IndexedText[] = [];
  const owners: number[] = [];
  const textStart = new Int32Array(n + 1);
  const skills: SkillForm[][] = [];
  const skillPostings = new Map<SkillForm, number[]>();
  experiences.forEach((e, i) => {
    textStart[i] = texts.length;
    for (const a of e.achievements) texts.push(indexText(a, matcher));
    for (const note of e.skills_with_evidence ?? []) texts.push(indexText(`${note.skill}: ${note.evidence}`, matcher));
    while (owners.length < texts.length) owners.push(i);
    const forms = e.skills.filter((s) => s.trim().length > 0).map((s) => skillForm(s, [], matcher));
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
    skillPostings,
  };
}

/**
 * A user's experiences are read again for every generation (and by the score, the ranking behind
 * enrichment and the tailored resume within one), while indexing them costs more than the rest of
 * the scoring. Recently indexed lists are kept and reused only when their content is identical:
 * every field the index reads, compared value by value, so an edited, added or removed experience,
 * or a list edited in place, always gets a fresh index. Most recent first, bounded by the texts
 * they index (an index costs ~0.7 KB per text: 100 resumes, ~5,000 texts, ~3.5 MB).
 */
const RECENT_EVIDENCE_TEXTS = 50_000;
interface CachedEvidence {
  readonly content: readonly unknown[];
  readonly evidence: ExperienceEvidence;
}
const recentEvidence = new WeakMap<TailoringMatcher, CachedEvidence[]>();

/** Everything buildExperienceEvidence reads, flattened, with the lengths that delimit it. */
function contentOf(experiences: readonly ExperienceInput[]): unknown[] {
  const out: unknown[] = [experiences.length];
  for (const e of experiences) {
    out.push(e.id, e.role, e.company, e.achievements.length);
    for (const a of e.achievements) out.push(a);
    const notes = e.skills_with_evidence ?? [];
    out.push(notes.length);
    for (const note of notes) out.push(note.skill, note.evidence);
    out.push(e.skills.length);
    for (const skill of e.skills) out.push(skill);
  }
  return out;
}

/** contentOf(experiences) equals `content`, walked in the same order without building it. */
function hasContent(content: readonly unknown[], experiences: readonly ExperienceInput[]): boolean {
  let i = 0;
  const next = (value: unknown): boolean => content[i++] === value;
  if (!next(experiences.length)) return false;
  for (const e of experiences) {
    if (!next(e.id) || !next(e.role) || !next(e.company) || !next(e.achievements.length)) return false;
    for (const a of e.achievements) if (!next(a)) return false;
    const notes = e.skills_with_evidence ?? [];
    if (!next(notes.length)) return false;
    for (const note of notes) if (!next(note.skill) || !next(note.evidence)) return false;
    if (!next(e.skills.length)) return false;
    for (const skill of e.skills) if (!next(skill)) return false;
  }
  return i === content.length;
}

export function experienceEvidence(experiences: readonly ExperienceInput[], matcher: TailoringMatcher): ExperienceEvidence {
  let recent = recentEvidence.get(matcher);
  if (!recent) {
    recent = [];
    recentEvidence.set(matcher, recent);
  }
  const at = recent.findIndex((entry) => hasContent(entry.content, experiences));
  const entry =
    at >= 0
      ? (recent.splice(at, 1)[0] as CachedEvidence)
      : { content: contentOf(experiences), evidence: buildExperienceEvidence(experiences, matcher) };
  recent.unshift(entry);
  // The newest stays whatever its size; older ones go once the total passes the bound.
  let texts = 0;
  const over = recent.findIndex((e) => (texts += e.evidence.corpus.texts.length) > RECENT_EVIDENCE_TEXTS);
  if (over >= 0) recent.length = Math.max(1, over);
  return entry.evidence;
}

/**
 * The same job's retrieved chunks come back for every generation against it; their corpus is
 * reused when the indexed texts are the same objects (indexText memoises them by content).
 */
const RECENT_CHUNK_CORPORA = 8;
const recentChunkCorpora: TextCorpus[] = [];

function chunkCorpus(texts: readonly IndexedText[]): TextCorpus {
  const at = recentChunkCorpora.findIndex((c) => c.texts.length === texts.length && c.texts.every((t, i) => t === texts[i]));
  const corpus = at >= 0 ? (recentChunkCorpora.splice(at, 1)[0] as TextCorpus) : new TextCorpus(texts);
  recentChunkCorpora.unshift(corpus);
  recentChunkCorpora.length = Math.min(recentChunkCorpora.length, RECENT_CHUNK_CORPORA);
  return corpus;
}

export function buildEvidenceIndex(
  profileSkills: readonly UserSkill[],
  experiences: readonly ExperienceInput[],
  chunks: readonly RankedChunk[],
  matcher: TailoringMatcher,
): EvidenceIndex {
  const indexedChunks = chunks.map((c) => ({
    id: c.id,
    text: indexText([c.payload.content, ...(c.payload.achievements ?? []), ...(c.payload.skills ?? [])].join('\n'), matcher),
  }));
  return {
    skills: profileSkills
      .filter((s) => s.name.trim().length > 0)
      .map((s) => ({
        id: s.name.slice(0, 256),
        text: s.evidence && s.evidence.trim().length > 0 ? s.evidence : s.name,
        form: skillForm(s.name, s.aliases ?? [], matcher),
      })),
    experiences: experienceEvidence(experiences, matcher),
    chunks: indexedChunks,
    chunkCorpus: chunkCorpus(indexedChunks.map((c) => c.text)),
  };
}
