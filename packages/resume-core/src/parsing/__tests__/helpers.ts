import { parseResume } from '../parse-resume';

export const NOW = new Date('2025-06-01T00:00:00Z');

/** Company, role and period of every parsed job: the shape most rules are about. */
export function jobs(text: string): Array<[string, string, string]> {
  return parseResume(text, { now: NOW }).experiences.map((e) => [e.company, e.role, e.period]);
}

/** A resume with the given experience section and a skills line, so it always has content. */
export function withExperience(section: string, heading = 'Experience'): string {
  return `Jane Roe\njane@example.com | (555) 010-2000\n\n${heading}\n${section}\n\nSkills\nPython, SQL\n`;
}
