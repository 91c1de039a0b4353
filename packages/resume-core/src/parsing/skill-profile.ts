import type { ParsedExperience, ParsedSkill } from '@tailor/contracts';
import { readListLine, type ListedSkill } from './skill-list';
import type { KnownSkill, SkillLookup } from './types';

export const SKILL_CONFIDENCE = { listedKnown: 0.9, mentioned: 0.8, listedUnknown: 0.7 } as const;

// Lines under a job that list its tools rather than describe an achievement.
const TOOLS_LINE = /^(?:tools|technologies|tech(?:nology)? stack|stack|skills(?: used)?|environment|built with|key skills)\s*[:：]/i;

export function isToolsLine(text: string): boolean {
  return TOOLS_LINE.test(text);
}

/** Collects skills under one key per name, keeping the strongest evidence seen. */
export class SkillCollector {
  private readonly byKey = new Map<string, ParsedSkill>();

  add(skill: KnownSkill, evidence: string, confidence: number): void {
    const key = skill.name.toLowerCase();
    const existing = this.byKey.get(key);
    if (!existing) {
      this.byKey.set(key, {
        name: skill.name,
        category: skill.category,
        evidence,
        confidence_score: confidence,
        aliases: [...skill.aliases],
      });
      return;
    }
    if (confidence > existing.confidence_score) {
      existing.confidence_score = confidence;
      existing.evidence = evidence;
    }
  }

  addListed(listed: ListedSkill): void {
    const confidence = listed.known ? SKILL_CONFIDENCE.listedKnown : SKILL_CONFIDENCE.listedUnknown;
    this.add(listed, listed.evidence, confidence);
  }

  list(): ParsedSkill[] {
    return [...this.byKey.values()];
  }
}

/**
 * Skills named in a job's achievements (and "Tools: …" lines) belong to that job, with the line as
 * evidence; the same skills join the global list. Tools lines leave the achievements.
 */
export function linkExperienceSkills(
  exp: ParsedExperience,
  m: SkillLookup,
  collector: SkillCollector,
  now: Date,
): ParsedExperience {
  const achievements: string[] = [];
  const found = new Map<string, { skill: KnownSkill; evidence: string }>();
  for (const text of exp.achievements) {
    const tools = isToolsLine(text);
    if (!tools) achievements.push(text);
    const skills: KnownSkill[] = tools ? readListLine(text, m) : m.find(text);
    for (const skill of skills) {
      const key = skill.name.toLowerCase();
      if (!found.has(key)) found.set(key, { skill, evidence: text });
      collector.add(skill, text, SKILL_CONFIDENCE.mentioned);
    }
  }
  const addedDate = now.toISOString();
  const entries = [...found.values()];
  return {
    ...exp,
    achievements,
    skills: entries.map((e) => e.skill.name),
    skills_with_evidence: entries.map((e) => ({
      skill: e.skill.name,
      evidence: e.evidence,
      impact: '',
      added_date: addedDate,
    })),
  };
}
