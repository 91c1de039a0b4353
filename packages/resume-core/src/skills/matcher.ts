import { toSkillCategory, type SkillCategory } from '@tailor/contracts';
import { SKILLS_DATABASE } from './data';
import { skillKey, tidySkillName } from './normalize';
import { scanText, type ScanContext } from './scan';
import { buildTrie } from './trie';
import type { FindOptions, SkillEntry, SkillEntryInput, SkillMatcher } from './types';

/**
 * Rows from the backend may carry the default category 'general' or other free text; a skill must be
 * one of the five, and an unlabelled row is nearly always a tool or technology.
 */
function toEntry(input: SkillEntryInput): SkillEntry {
  return {
    name: input.name,
    aliases: [...input.aliases],
    category: toSkillCategory(input.category) ?? 'technical',
    industry_relevance: [...input.industry_relevance],
    ...(input.broader?.length ? { broader: [...input.broader] } : {}),
  };
}

/** Keys for canonical(): first writer wins so a later alias cannot steal a name. */
function buildKeyMap(entries: readonly SkillEntryInput[]): Map<string, number> {
  const keys = new Map<string, number>();
  entries.forEach((e, i) => {
    for (const form of [e.name, ...e.aliases]) {
      const key = skillKey(form);
      if (key.length > 0 && !keys.has(key)) keys.set(key, i);
    }
  });
  return keys;
}

export interface SkillMatcherOptions {
  /**
   * Also match each entry's related forms as if they named it. Only for reading what a job asks for
   * ("prioritize ruthlessly" asks for Prioritization); never for a resume, where they would claim a
   * skill the person did not name.
   */
  readonly related?: boolean;
}

/** Entries whose related forms are matched as the entry itself; aliases stay first so canonical() prefers them. */
function withRelated(inputs: readonly SkillEntryInput[]): SkillEntryInput[] {
  return inputs.map((e) => (e.related?.length ? { ...e, aliases: [...e.aliases, ...e.related] } : e));
}

export function createSkillMatcher(rows: readonly SkillEntryInput[] = SKILLS_DATABASE, options: SkillMatcherOptions = {}): SkillMatcher {
  const inputs = options.related ? withRelated(rows) : rows;
  const entries = inputs.map(toEntry);
  const keys = buildKeyMap(inputs);
  const ctx: ScanContext = { root: buildTrie(inputs), entries };

  const canonical = (nameOrAlias: string): SkillEntry | null => {
    const key = skillKey(nameOrAlias);
    if (key.length === 0) return null;
    // Plurals ("Microservices", "APIs") fall back to the singular spelling.
    const idx = keys.get(key) ?? (key.length > 3 && key.endsWith('s') ? keys.get(key.slice(0, -1)) : undefined);
    return idx === undefined ? null : (entries[idx] ?? null);
  };

  return {
    entries,
    canonical,
    findInText: (text: string, options?: FindOptions) => scanText(ctx, text, options),
    categoryOf: (name: string): SkillCategory | null => canonical(name)?.category ?? null,
    aliasesOf: (name: string): string[] => [...(canonical(name)?.aliases ?? [])],
    normalizeSkillName: (raw: string): string => {
      const tidy = tidySkillName(raw);
      return canonical(tidy)?.name ?? tidy;
    },
  };
}

let shared: SkillMatcher | null = null;

/** The matcher over the built-in database, built once per process (the trie takes a few milliseconds). */
export function defaultSkillMatcher(): SkillMatcher {
  shared ??= createSkillMatcher();
  return shared;
}
