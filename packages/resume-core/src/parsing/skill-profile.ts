import type { ParsedExperience, ParsedSkill } from '@tailor/contracts';
import { readListLine, type ListedSkill } from './skill-list';
import type { KnownSkill, SkillLookup } from './types';

export const SKILL_CONFIDENCE = { listedKnown: 0.9, mentioned: 0.8, listedUnknown: 0.7 } as const;

// Lines under a job that list its tools rather than describe an achievement.
// "Environment:", "Technologies used:", "Software Used:", "Tech Stack:", "Tools & Technologies:".
const TOOLS_LINE =
  /^(?:(?:tools?|technolog(?:y|ies)|software|platforms?|languages?|frameworks?)(?:\s*(?:&|and|\/)\s*(?:tools?|technolog(?:y|ies)|software|platforms?|frameworks?))?(?:\s+used)?|tech(?:nology)?\s+stack|stack|skills(?:\s+used)?|(?:technical\s+)?environment|built with|key skills)\s*[:：]/i;

export function isToolsLine(text: string): boolean {
  return TOOLS_LINE.test(text);
}

// A capitalised tools label inside a line: a PDF may wrap "Environment: …" onto the last achievement.
const EMBEDDED_TOOLS_LABEL = /\s(?=(?:Environment|Technologies|Technology|Software|Tools|Tech Stack|Platforms|Frameworks)\b[^:：]{0,30}[:：])/g;

/** An achievement with a tools line glued to its end, split in two; otherwise the line alone. */
export function splitToolsTail(text: string): string[] {
  if (isToolsLine(text)) return [text];
  EMBEDDED_TOOLS_LABEL.lastIndex = 0;
  for (let m = EMBEDDED_TOOLS_LABEL.exec(text); m !== null; m = EMBEDDED_TOOLS_LABEL.exec(text)) {
    const head = text.slice(0, m.index).trim();
    const tail = text.slice(m.index).trim();
    if (head !== '' && isToolsLine(tail)) return [head, tail];
  }
  return [text];
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
export function linkExperienceSkills(exp: ParsedExperience, m: SkillLookup, collector: SkillCollector, now: Date): ParsedExperience {
  const achievements: string[] = [];
  const found = new Map<string, { skill: KnownSkill; evidence: string }>();
  for (const text of exp.achievements.flatMap(splitToolsTail)) {
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
