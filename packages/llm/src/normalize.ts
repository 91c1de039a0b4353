import { COMPANY_SIZES, COMPANY_TYPES, EXPERIENCE_LEVELS, toSkillCategory } from '@tailor/contracts';

// Models reliably get the shape right but not the letter case of enums or the type of years;
// these fix-ups keep a sound answer from costing a corrective round trip.

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withCategory(skill: unknown): unknown {
  if (!isRecord(skill)) return skill;
  const category = toSkillCategory(skill.category);
  return category ? { ...skill, category } : skill;
}

function year(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : value;
}

/** `{ skills: [...] }`, also accepting a bare array, with categories lower-cased. */
export function prepareSkills(raw: unknown): unknown {
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? raw.skills : undefined;
  return { skills: Array.isArray(list) ? list.map(withCategory) : list };
}

export function prepareParsedResume(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const experiences = Array.isArray(raw.experiences)
    ? raw.experiences.map((e) => (isRecord(e) ? { ...e, start_year: year(e.start_year), end_year: year(e.end_year) } : e))
    : raw.experiences;
  const skills = Array.isArray(raw.skills) ? raw.skills.map(withCategory) : raw.skills;
  return { ...raw, experiences, skills };
}

function enumOrDrop(value: unknown, allowed: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return allowed.includes(lower) ? lower : undefined;
}

/** An enum the posting's wording did not fit ("scale-up") becomes unknown rather than a failure. */
export function prepareJobAnalysis(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const out: Json = { ...raw };
  const enums: [string, readonly string[]][] = [
    ['experience_level', EXPERIENCE_LEVELS],
    ['company_type', COMPANY_TYPES],
    ['company_size', COMPANY_SIZES],
  ];
  for (const [field, allowed] of enums) {
    const value = enumOrDrop(out[field], allowed);
    if (value === undefined) delete out[field];
    else out[field] = value;
  }
  return out;
}
