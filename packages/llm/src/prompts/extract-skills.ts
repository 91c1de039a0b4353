import { dataBlock, JSON_ONLY, PROMPT_LIMITS, SKILL_SHAPE, truncate } from './shared';

export function extractSkillsPrompt(text: string): string {
  return [
    'You are a skills analyst. List the professional skills demonstrated or named in the text.',
    'Return a JSON object with exactly this shape:',
    `{ "skills": [${SKILL_SHAPE}] }`,
    'Rules:',
    '- Only skills the text names, as written or by an exact abbreviation; never a skill a duty only implies ("mentored" does not name Mentoring) or a related one.',
    '- evidence: the line of the text that names the skill, copied verbatim.',
    '- Use the common canonical name (e.g. "JavaScript", not "JS") and put other spellings in aliases.',
    '- category: technical (tools, languages, platforms), product (product management practice), leadership (managing people or initiatives), domain (industry knowledge), soft (interpersonal).',
    '- One entry per skill; no duplicates.',
    JSON_ONLY,
    '',
    dataBlock('text', truncate(text, PROMPT_LIMITS.resumeChars)),
  ].join('\n');
}
