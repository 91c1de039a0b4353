import { COMPANY_SIZES, COMPANY_TYPES, EXPERIENCE_LEVELS } from '@tailor/contracts';
import { dataBlock, JSON_ONLY, PROMPT_LIMITS, truncate } from './shared';

const oneOf = (values: readonly string[]): string => values.map((v) => `"${v}"`).join(' | ');

export function analyzeJobPrompt(jobDescription: string): string {
  return [
    'You are a recruiter analysing a job description.',
    'Return a JSON object with exactly this shape:',
    `{
  "role": string or null (the job title),
  "required_skills": string[] (skills the posting requires or says are a must),
  "preferred_skills": string[] (skills that are a plus, nice to have, bonus, preferred),
  "experience_level": ${oneOf(EXPERIENCE_LEVELS)} or null,
  "industry": string or null,
  "company_type": ${oneOf(COMPANY_TYPES)} or null,
  "key_responsibilities": string[],
  "qualifications": string[],
  "company_size": ${oneOf(COMPANY_SIZES)} or null,
  "location": string or null,
  "salary_range": string or null (as written),
  "benefits": string[],
  "team_structure": string or null,
  "growth_stage": string or null
}`,
    'Rules:',
    '- Use only what the posting states or clearly implies; never invent salary, location or benefits.',
    '- Skills are short names ("SQL", "Stakeholder management"), not whole sentences.',
    '- experience_level: entry (0-2 years or junior), mid (3-5), senior (6+ or senior/lead/staff), executive (director, VP, head of, C-level).',
    JSON_ONLY,
    '',
    dataBlock('job description', truncate(jobDescription, PROMPT_LIMITS.jobDescriptionChars)),
  ].join('\n');
}
