import { DEFAULTS, type ParsedResume, type ParsedSkill, type Skill, type SourceLine } from '@tailor/contracts';
import { defaultSkillMatcher, type SkillMatcher } from '@tailor/resume-core';
import type { LlmLogger } from './logger';

/**
 * Grounding of a model's parse: a company, role, school or skill the resume text does not contain is
 * the model's invention (a well-known employer, a skill guessed from a job title) and is dropped.
 * Comparison ignores case, spacing and punctuation; a skill also counts when the text writes one of
 * its exact aliases ("JS" for JavaScript). Logs carry the field and the dropped value only.
 */

/** Lower-case words (keeping + and # so "C++" stays apart from "C"), space-separated and padded. */
function words(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()} `;
}

const MAX_LOGGED_VALUE = 120;

type Field = 'company' | 'role' | 'school' | 'skill';

export class ResumeGrounding {
  private readonly text: string;
  private readonly lines: readonly { raw: string; words: string; index: number }[];

  constructor(
    resumeText: string,
    private readonly matcher: SkillMatcher = defaultSkillMatcher(),
  ) {
    this.text = words(resumeText);
    // Indices count every line of the text, blank ones too, as the rule parser's sources do.
    this.lines = resumeText
      .split('\n')
      .map((raw, index) => ({ raw: raw.trim(), words: words(raw), index }))
      .filter((line) => line.raw !== '');
  }

  /** The value, as whole words, somewhere in the resume. */
  contains(value: string): boolean {
    const w = words(value);
    return w.trim() !== '' && this.text.includes(w);
  }

  /** Forms that name the same skill: the value, the database's name and its exact aliases. */
  private skillForms(name: string): string[] {
    const entry = this.matcher.canonical(name);
    return entry ? [name, entry.name, ...entry.aliases] : [name];
  }

  hasSkill(name: string): boolean {
    return this.skillForms(name).some((form) => this.contains(form));
  }

  /** The first resume line writing the skill under one of its forms, verbatim (trimmed); '' if none. */
  skillLine(name: string): string {
    const forms = this.skillForms(name)
      .map(words)
      .filter((w) => w.trim() !== '');
    return this.lines.find((l) => forms.some((f) => l.words.includes(f)))?.raw ?? '';
  }

  /** The first line writing `value` as whole words, as a source; none when no single line does. */
  lineOf(value: string): SourceLine | undefined {
    const w = words(value);
    if (w.trim() === '') return undefined;
    const line = this.lines.find((l) => l.words.includes(w));
    return line === undefined ? undefined : { line: line.index, text: line.raw };
  }

  /** Whether `evidence` is text of the resume (so a model's paraphrase is replaced by the real line). */
  isResumeText(evidence: string): boolean {
    return evidence.trim() !== '' && this.contains(evidence);
  }
}

function logDrop(logger: LlmLogger, operation: string, field: Field, value: string): void {
  const shown = value.length > MAX_LOGGED_VALUE ? `${value.slice(0, MAX_LOGGED_VALUE)}…` : value;
  logger.warn({ operation, field, value: shown }, 'dropped a value not found in the resume text');
}

const PLACEHOLDERS = new Set<string>([DEFAULTS.company, DEFAULTS.role, DEFAULTS.school]);

/** A model's skills kept only when the resume names them, each with a verbatim resume line as evidence. */
export function groundSkills<S extends Skill | ParsedSkill>(
  skills: readonly S[],
  grounding: ResumeGrounding,
  logger: LlmLogger,
  operation: string,
): S[] {
  const out: S[] = [];
  for (const skill of skills) {
    if (!grounding.hasSkill(skill.name)) {
      logDrop(logger, operation, 'skill', skill.name);
      continue;
    }
    const evidence = grounding.isResumeText(skill.evidence) ? skill.evidence.trim() : grounding.skillLine(skill.name);
    // A claimed skill always carries a line of evidence; one no single line shows is not claimed.
    if (evidence === '') {
      logDrop(logger, operation, 'skill', skill.name);
      continue;
    }
    out.push({ ...skill, evidence });
  }
  return out;
}

/** The fields that have a line, or nothing when none has. */
function present<K extends string>(sources: Record<K, SourceLine | undefined>): Partial<Record<K, SourceLine>> | undefined {
  const found = Object.entries(sources).filter(([, line]) => line !== undefined);
  return found.length > 0 ? (Object.fromEntries(found) as Partial<Record<K, SourceLine>>) : undefined;
}

/**
 * The parse with every company, role, school and skill checked against the resume text. A dropped
 * company, role or school becomes the contract's "not stated" placeholder, so the entry's other,
 * true details survive; an experience left with neither employer nor title is dropped.
 */
export function groundParsedResume(parsed: ParsedResume, resumeText: string, logger: LlmLogger, matcher?: SkillMatcher): ParsedResume {
  const grounding = new ResumeGrounding(resumeText, matcher);
  const operation = 'parseResume';
  const keep = (field: Field, value: string, placeholder: string): string => {
    if (PLACEHOLDERS.has(value) || grounding.contains(value)) return value;
    logDrop(logger, operation, field, value);
    return placeholder;
  };
  const experiences = parsed.experiences.flatMap((e) => {
    const company = keep('company', e.company, DEFAULTS.company);
    const role = keep('role', e.role, DEFAULTS.role);
    if (company === DEFAULTS.company && role === DEFAULTS.role && e.company !== company && e.role !== role) return [];
    const skills = e.skills.filter((s) => grounding.hasSkill(s) || (logDrop(logger, operation, 'skill', s), false));
    const kept = new Set(skills);
    const skillsWithEvidence = e.skills_with_evidence.filter((s) => kept.has(s.skill) || grounding.hasSkill(s.skill));
    // Sources are found here, never taken from the model: each names a line that holds the value.
    const sources = present({
      company: company === DEFAULTS.company ? undefined : grounding.lineOf(company),
      role: role === DEFAULTS.role ? undefined : grounding.lineOf(role),
      period: e.period === DEFAULTS.period ? undefined : grounding.lineOf(e.period),
    });
    const { sources: _claimed, ...rest } = e;
    return [{ ...rest, company, role, skills, skills_with_evidence: skillsWithEvidence, ...(sources ? { sources } : {}) }];
  });
  const education = parsed.education.map((ed) => {
    const school = keep('school', ed.school, DEFAULTS.school);
    const sources = present({
      degree: ed.degree === DEFAULTS.degree ? undefined : grounding.lineOf(ed.degree),
      school: school === DEFAULTS.school ? undefined : grounding.lineOf(school),
      year: ed.year === DEFAULTS.year ? undefined : grounding.lineOf(ed.year),
    });
    const { sources: _claimed, ...rest } = ed;
    return { ...rest, school, ...(sources ? { sources } : {}) };
  });
  return { ...parsed, experiences, education, skills: groundSkills(parsed.skills, grounding, logger, operation) };
}
