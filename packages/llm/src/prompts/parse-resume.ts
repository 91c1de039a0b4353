import { dataBlock, JSON_ONLY, PROMPT_LIMITS, SKILL_SHAPE, truncate } from './shared';

export function parseResumePrompt(resumeText: string): string {
  return [
    'You are a precise resume parser. Extract the structured content of the resume.',
    'Return a JSON object with exactly this shape:',
    `{
  "experiences": [{
    "company": string, "role": string,
    "period": string (as written, e.g. "Mar 2019 – Present"),
    "start_year": integer or null, "end_year": integer or null (null when the job is current),
    "achievements": string[] (each bullet or accomplishment, verbatim, without the bullet glyph),
    "skills": string[] (skills used in this job),
    "confidence_score": number between 0 and 1
  }],
  "education": [{ "degree": string, "school": string, "year": string, "confidence_score": number between 0 and 1 }],
  "skills": [${SKILL_SHAPE}],
  "summary": string (the resume's own summary or profile text, or "" if it has none),
  "overall_confidence": number between 0 and 1
}`,
    'Rules:',
    '- Extract only what the resume states. Never invent employers, roles, dates, degrees, schools or achievements.',
    '- List experiences in the order they appear. Keep company and role separate even when written on one line.',
    '- Skills: only those the resume names, in a skills section, a tools line or an achievement, as written or by an exact abbreviation (JS for JavaScript). Never a skill a duty only implies ("mentored" does not name Mentoring) or a related one (Tomcat is not Apache HTTP Server).',
    "- A skill's evidence is the resume line it appears on, copied verbatim.",
    '- Lower confidence_score when a value is ambiguous or inferred.',
    JSON_ONLY,
    '',
    dataBlock('resume', truncate(resumeText, PROMPT_LIMITS.resumeChars)),
  ].join('\n');
}
