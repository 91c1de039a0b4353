import { buildExperienceEvidence, type ExperienceEvidence } from './evidence';
import { ShorthandPatterns } from './expansion';
import { buildProbe, buildSkillForm, IndexedText, type Probe, type SkillForm } from './probe';
import { compactKey } from './text';
import type { ExperienceInput, TailoringMatcher } from './types';

interface IndexedExperiences {
  readonly content: readonly unknown[];
  readonly evidence: ExperienceEvidence;
}

/**
 * What one generation prepares once and reads several times: the person's experiences indexed for
 * matching (read by the score and by the ranking behind the enriched analysis and the resume), each
 * requirement's probe (shared objects, so a corpus remembers its hits per probe), skill forms,
 * indexed texts. Made by whoever starts the work (`scoreByWords`, or any tailoring function called
 * without one), passed down, and dropped with the result. A caller may instead keep one for one
 * person's successive generations (`GenerationInput.session`): their indexed experiences are then
 * reused while unchanged. It holds only what it was given, so it must never serve another person.
 */
export class TailoringSession {
  private readonly texts = new Map<string, IndexedText>();
  private readonly probes = new Map<string, Probe>();
  private readonly plainForms = new Map<string, SkillForm>();
  /** Keyed by the JSON of name and aliases, kept apart so no plain name can collide with such a key. */
  private readonly aliasedForms = new Map<string, SkillForm>();
  private readonly nameKeys = new Map<string, string>();
  private readonly shorthandPatterns = new ShorthandPatterns();
  /** The last experiences indexed: a kept session replaces them when the person's experiences change. */
  private experiences: IndexedExperiences | null = null;

  constructor(readonly matcher: TailoringMatcher) {}

  /** The text prepared for matching; the same object for the same text. */
  indexText(raw: string): IndexedText {
    let indexed = this.texts.get(raw);
    if (indexed === undefined) {
      indexed = new IndexedText(raw, this.matcher, this.nameKey);
      this.texts.set(raw, indexed);
    }
    return indexed;
  }

  /** The requirement prepared for comparison; the same object for the same requirement. */
  probe(requirement: string): Probe {
    let probe = this.probes.get(requirement);
    if (probe === undefined) {
      probe = buildProbe(requirement, this.matcher, this.shorthandPatterns);
      this.probes.set(requirement, probe);
    }
    return probe;
  }

  /** One of the person's skill names prepared for comparison; the same object for the same name and aliases. */
  skillForm(name: string, aliases: readonly string[]): SkillForm {
    const [map, key] = aliases.length === 0 ? [this.plainForms, name] : [this.aliasedForms, JSON.stringify([name, ...aliases])];
    let form = map.get(key);
    if (form === undefined) {
      form = buildSkillForm(name, aliases, this.matcher);
      map.set(key, form);
    }
    return form;
  }

  /**
   * The experiences indexed, once per content: an index is reused only when every field it reads is
   * the same, value by value, so a list edited in place between two calls is indexed again.
   */
  experienceEvidence(experiences: readonly ExperienceInput[]): ExperienceEvidence {
    if (this.experiences !== null && hasContent(this.experiences.content, experiences)) return this.experiences.evidence;
    this.experiences = { content: contentOf(experiences), evidence: buildExperienceEvidence(experiences, this) };
    return this.experiences.evidence;
  }

  /** How many texts, probes and skill forms it holds, for an owner that bounds what it keeps. */
  get size(): number {
    return this.texts.size + this.probes.size + this.plainForms.size + this.aliasedForms.size;
  }

  // The matcher returns database names, a few hundred of which recur across all of a person's texts.
  private readonly nameKey = (name: string): string => {
    let key = this.nameKeys.get(name);
    if (key === undefined) {
      key = compactKey(name);
      this.nameKeys.set(name, key);
    }
    return key;
  };
}

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
