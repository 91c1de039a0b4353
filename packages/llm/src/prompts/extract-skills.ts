import { dataBlock, JSON_ONLY, PROMPT_LIMITS, SKILL_SHAPE, truncate } from './shared';

export function extractSkillsPrompt(text: string): string {
  return [
    'You are a skills analyst. List the professional skills demonstrated or named in the text.',
    'Return a JSON object with exactly this shape:',
    `{ "skills": [${SKILL_SHAPE}] }`,
    'Rules:',
    '- Only skills the text names or clearly demonstrates; never add skills that are not there.',
    '- Use the common canonical name (e.g. "JavaScript", not "JS") and put other spellings in aliases.',
    '- category: technical (tools, languages, platforms), product (product management practice), leadership (managing people or initiatives), domain (industry knowledge), soft (interpersonal).',
    '- One entry per skill; no duplicates.',
    JSON_ONLY,
    '',
    dataBlock('text', truncate(text, PROMPT_LIMITS.resumeChars)),
  ].join('\n');
}
