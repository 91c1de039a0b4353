const PATTERNS: RegExp[] = [
  /^\s*company\s*:\s*(.+)$/im,
  /^\s*[Aa]bout\s+(?!the\s+(?:role|job|position|team)\b|you\b|us\b)([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s*:?\s*$/m,
  /\b([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s+is\s+(?:looking|hiring|seeking|searching)\b/,
  /\b[Jj]oin\s+(?:the\s+team\s+at\s+)?([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\b/,
  /\b(?:at|with)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}),?\s+(?:we|you)\b/,
];
const NOT_COMPANIES = new Set(['we', 'you', 'our', 'the', 'this', 'a', 'an', 'us', 'our team', 'the team']);

/**
 * Best-effort employer name from a job posting, for the "Generated" application entry. Postings
 * rarely label it, so a few common phrasings are tried; nothing found gives 'Target Company'.
 */
export function companyNameFromJobDescription(text: string): string {
  for (const pattern of PATTERNS) {
    const name = pattern.exec(text)?.[1]?.trim().replace(/[.,:;]+$/, '');
    if (name && name.length <= 60 && !NOT_COMPANIES.has(name.toLowerCase())) return name;
  }
  return 'Target Company';
}
