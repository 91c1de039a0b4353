import type { TailoredResumeObject } from '@tailor/contracts';
import type { TailorInput } from './intelligence';

/** Letters and digits only, so "Acme, Inc." and "ACME Inc" compare equal. */
function key(text: string): string {
  return text.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Words kept with + and # so "C++" and "C#" are not reduced to "c". */
function words(text: string): string {
  return ` ${text.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim()} `;
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
  return [...fromExperiences, ...fromChunks].filter((v): v is string => !!v).map(key).filter(Boolean);
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

function inputCorpus(input: TailorInput): string {
  const parts: string[] = [];
  for (const e of input.experiences) parts.push(e.company, e.role, ...e.achievements, ...e.skills);
  for (const s of input.skills) parts.push(s.name, ...s.aliases);
  for (const c of input.chunks) parts.push(c.payload.content, ...(c.payload.skills ?? []), ...(c.payload.achievements ?? []));
  return words(parts.join(' \n '));
}

/** Keeps only skills the candidate's data mentions; a model listing a job's wish list is the usual slip. */
export function keepSupportedSkills(output: TailoredResumeObject, input: TailorInput): TailoredResumeObject {
  const corpus = inputCorpus(input);
  const skills = output.skills.filter((s) => {
    const w = words(s);
    return w.trim().length > 0 && corpus.includes(w);
  });
  return { ...output, skills };
}
