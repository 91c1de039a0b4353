import type { TailoredResumeObject } from '@tailor/contracts';
import { defaultSkillMatcher, type SkillMatcher } from '@tailor/resume-core';
import type { TailorInput } from './intelligence';
import { silentLogger, type LlmLogger } from './logger';

/** Letters and digits only, so "Acme, Inc." and "ACME Inc" compare equal. */
function key(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Words kept with + and # so "C++" and "C#" are not reduced to "c". */
function words(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()} `;
}

/**
 * Equal, or a shortening of an input value ("Acme" for "Acme Payments"). Longer forms are accepted
 * only for employers ("Acme Payments, Inc."), because a longer role is a promotion ("Senior …").
 */
function matchesAny(value: string, allowed: readonly string[], allowLonger: boolean): boolean {
  const k = key(value);
  if (!k) return false;
  return allowed.some((a) => a === k || (k.length >= 3 && a.includes(k)) || (allowLonger && a.length >= 3 && k.includes(a)));
}

function allowedNames(input: TailorInput, field: 'company' | 'role'): string[] {
  const fromExperiences = input.experiences.map((e) => e[field]);
  const fromChunks = input.chunks.map((c) => (field === 'company' ? c.payload.company : (c.payload.role ?? c.payload.title)));
  return [...fromExperiences, ...fromChunks]
    .filter((v): v is string => !!v)
    .map(key)
    .filter(Boolean);
}

/**
 * Why the output is untruthful (an employer or role absent from the input), or undefined. Used as a
 * schema check so the model gets one corrective retry and is otherwise treated as failed.
 */
export function findInventedExperiences(output: TailoredResumeObject, input: TailorInput): string | undefined {
  const companies = allowedNames(input, 'company');
  const roles = allowedNames(input, 'role');
  const invented = output.experiences
    .filter((e) => !matchesAny(e.company, companies, true) || !matchesAny(e.role, roles, false))
    .map((e) => `"${e.role}" at "${e.company}"`);
  if (invented.length === 0) return undefined;
  return `experiences not present in the candidate data: ${invented.join(', ')}; use only the given companies and roles`;
}

/** Word forms of the candidate's skills that a line of their resume shows: names and exact aliases. */
function groundedSkillForms(input: TailorInput, matcher: SkillMatcher): Map<string, string> {
  const forms = new Map<string, string>();
  for (const skill of input.skills) {
    if (skill.evidence.trim() === '') continue;
    const entry = matcher.canonical(skill.name);
    for (const form of [skill.name, ...skill.aliases, ...(entry ? [entry.name, ...entry.aliases] : [])]) {
      const w = words(form);
      if (w.trim() !== '' && !forms.has(w)) forms.set(w, skill.name);
    }
  }
  return forms;
}

const SENTENCE = /[^.!?\n]+(?:[.!?]+|$)/g;

/**
 * Keeps only skills the candidate's profile shows with evidence (a model listing the job's wish list
 * is the usual slip), and drops summary sentences that name a job requirement the candidate lacks.
 * A requirement they lack belongs to the gaps, never to their skills.
 */
export function keepSupportedSkills(
  output: TailoredResumeObject,
  input: TailorInput,
  logger: LlmLogger = silentLogger,
  matcher: SkillMatcher = defaultSkillMatcher(),
): TailoredResumeObject {
  const forms = groundedSkillForms(input, matcher);
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const s of output.skills) {
    const own = forms.get(words(s));
    if (own === undefined) {
      logger.warn({ operation: 'tailorResume', field: 'skill', value: s.slice(0, 120) }, 'dropped a skill the profile does not show');
      continue;
    }
    if (!seen.has(own)) skills.push(s.trim());
    seen.add(own);
  }
  const lacking = [...input.analysis.required_skills, ...input.analysis.preferred_skills]
    .map(words)
    .filter((w) => w.trim() !== '' && !forms.has(w) && !forms.has(words(matcher.canonical(w)?.name ?? '')));
  const sentences = output.summary.match(SENTENCE) ?? [];
  // The candidate's own employers and titles may contain a skill's word ("Acme Payments").
  const own = [...input.experiences.flatMap((e) => [e.company, e.role]), input.profile.headline].map(words).filter((w) => w.trim() !== '');
  const kept = sentences.filter((sentence) => {
    let w = words(sentence);
    for (const o of own) w = w.split(o).join('  ');
    const named = lacking.find((l) => w.includes(l));
    if (named)
      logger.warn(
        { operation: 'tailorResume', field: 'summary', value: named.trim() },
        'dropped a summary sentence naming a skill the profile does not show',
      );
    return named === undefined;
  });
  const summary = kept.length === sentences.length ? output.summary : kept.join('').trim();
  return { ...output, skills, summary };
}
