import { classifyHeading } from '../parsing/headings';
import { isPlace } from '../parsing/locations';

// Phrasings postings use to name their employer in running text.
const PHRASES: RegExp[] = [
  /^\s*(?:company|employer|organi[sz]ation|hiring company)\s*:\s*(.+)$/im,
  /^\s*[Aa]bout\s+(?!the\s+(?:role|job|position|team|company|opportunity)\b|you\b|us\b|this\b|our\b)([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,4})\s*:?\s*$/m,
  /\b([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,4})\s+is\s+(?:looking|hiring|seeking|searching)\b/,
  /\b[Jj]oin\s+(?:the\s+team\s+at\s+)?([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,4})\b/,
  /\b(?:at|with)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}),?\s+(?:we|you)\b/,
];
const NOT_COMPANIES = new Set(['we', 'you', 'our', 'the', 'this', 'a', 'an', 'us', 'our team', 'the team', 'remote', 'hybrid', 'on-site', 'onsite']);
// Words a posting's header lines use for everything but the employer's name.
const HEADER_NOISE =
  /\b(?:full[- ]time|part[- ]time|contract|remote|hybrid|on-?site|salary|per (?:year|hour)|apply|posted|job (?:id|description|title)|location|department|reports? to|we are|you will)\b/i;
const TITLE_SPLIT = /\s+(?:at|@|[-–—|·•])\s+|\s*[|·•]\s*/;

function clean(name: string): string {
  return name
    .trim()
    .replace(/(?<![.,:;])[.,:;]+$/, '')
    .replace(/\s+/g, ' ');
}

function plausible(name: string): boolean {
  const words = name.split(' ');
  return (
    name.length >= 2 &&
    name.length <= 60 &&
    words.length <= 6 &&
    /^[\p{Lu}\d]/u.test(name) &&
    !NOT_COMPANIES.has(name.toLowerCase()) &&
    !HEADER_NOISE.test(name) &&
    !/[$€£]|\d{3,}/.test(name) &&
    classifyHeading(name) === undefined &&
    !isPlace(name, () => true)
  );
}

const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The employer a posting names, for the application entry: a labelled line or a phrase ("Acme is
 * hiring", "Join Acme"), else the short line beside the job title at the top ("Senior Analyst" /
 * "Acme Health", or "Senior Analyst at Acme Health"). Null when the posting names none; a
 * placeholder is never returned as a company.
 */
export function hiringCompany(jobDescription: string, role: string | null): string | null {
  for (const pattern of PHRASES) {
    const name = clean(pattern.exec(jobDescription)?.[1] ?? '');
    if (name && plausible(name) && !(role && sameText(name, role))) return name;
  }
  const head = jobDescription
    .split('\n')
    .map((line) => line.replace(/^[#*\s]+|(?<![*\s])[*\s]+$/g, '').trim())
    .filter((line) => line.length > 0)
    .slice(0, 4);
  for (const line of head) {
    const parts = line
      .split(TITLE_SPLIT)
      .map(clean)
      .filter((part) => part.length > 0);
    if (role && parts.length > 1 && parts.some((part) => sameText(part, role))) {
      const other = parts.find((part) => !sameText(part, role) && plausible(part));
      if (other) return other;
    }
  }
  for (const line of head) {
    const name = clean(line);
    if (role && (sameText(name, role) || name.toLowerCase().includes(role.toLowerCase()))) continue;
    if (/[.!?]$/.test(line) && !/\b(?:inc|ltd|co|corp)\.$/i.test(line)) continue;
    // "About the role", "Overview": section headings, not names ("About Acme" was read above).
    if (/^(?:about|overview|the role|the job|job summary|position)\b/i.test(name)) continue;
    if (plausible(name)) return name;
  }
  return null;
}
