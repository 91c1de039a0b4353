import { SKILL_CATEGORIES, SKILL_CATEGORY_LABELS, type ParsedEducation, type ParsedExperience, type ParsedSkill } from '@tailor/contracts';

/** "Role at Company (period)" then one achievement per line: what a search hit shows and embeds. */
export function formatExperience(exp: ParsedExperience): string {
  const header = `${exp.role.trim()} at ${exp.company.trim()} (${exp.period.trim()})`;
  const achievements = exp.achievements.map((a) => a.trim()).filter((a) => a.length > 0);
  return [header, ...achievements].join('\n');
}

export function formatEducation(edu: ParsedEducation): string {
  return `${edu.degree.trim()}, ${edu.school.trim()} (${edu.year.trim()})`;
}

/** Skills by the five skill categories in their fixed order, as written by the parser within each. */
export function formatSkills(skills: readonly ParsedSkill[]): string {
  const lines: string[] = [];
  for (const category of SKILL_CATEGORIES) {
    const names = skills
      .filter((s) => s.category === category)
      .map((s) => s.name.trim())
      .filter((n) => n.length > 0);
    if (names.length > 0) lines.push(`${SKILL_CATEGORY_LABELS[category]}: ${names.join(', ')}`);
  }
  return lines.length > 0 ? ['Skills', ...lines].join('\n') : '';
}
