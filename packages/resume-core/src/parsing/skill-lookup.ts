import { defaultSkillMatcher, inferCategory, type SkillMatcher } from '../skills';
import type { KnownSkill, SkillLookup } from './types';

/** The parser's narrow view of the skills database matcher. */
export function lookupFromMatcher(m: SkillMatcher): SkillLookup {
  const known = (name: string): KnownSkill => ({
    name,
    category: m.categoryOf(name) ?? 'technical',
    aliases: m.aliasesOf(name),
  });
  const findCovering = (text: string, inList = false): { skills: KnownSkill[]; covered: number } => {
    const seen = new Set<string>();
    const skills: KnownSkill[] = [];
    let covered = 0;
    for (const mention of m.findInText(text, { listContext: inList })) {
      covered += mention.end - mention.index;
      if (seen.has(mention.name)) continue;
      seen.add(mention.name);
      skills.push({ ...known(mention.name), category: mention.category });
    }
    return { skills, covered };
  };
  return {
    find: (text, inList) => findCovering(text, inList).skills,
    findCovering,
    lookup: (name) => {
      const entry = m.canonical(name);
      return entry ? { name: entry.name, category: entry.category, aliases: [...entry.aliases] } : undefined;
    },
    categorize: (name, hint) => inferCategory(name, hint ?? null),
  };
}

export function defaultLookup(): SkillLookup {
  return lookupFromMatcher(defaultSkillMatcher());
}
