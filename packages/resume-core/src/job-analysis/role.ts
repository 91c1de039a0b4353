import type { LogicalLine } from './text';

/** Nouns that end a job title; a candidate title must contain one. */
const ROLE_NOUN =
  /\b(?:engineer|developer|programmer|architect|manager|designer|analyst|scientist|specialist|consultant|administrator|admin|lead|director|officer|head|president|vp|coordinator|associate|intern|representative|rep|accountant|writer|editor|recruiter|nurse|technician|strategist|researcher|owner|marketer|advocate|executive|assistant|teacher|instructor|tester|master|partner|sre|devops|cto|ceo|cfo|coo|cpo|ciso|attorney|counsel|paralegal|physician|therapist|pharmacist|clerk|agent|operator|planner|buyer|auditor|controller|bookkeeper|producer|artist|animator|photographer|copywriter|trainer|coach|advisor|adviser|principal|fellow|apprentice|trainee|generalist|expert|professional|member)s?\b/i;

const ADJECTIVES = new Set([
  'talented', 'skilled', 'experienced', 'seasoned', 'motivated', 'passionate', 'driven', 'dynamic', 'highly', 'strong',
  'exceptional', 'great', 'brilliant', 'curious', 'creative', 'detail-oriented', 'hands-on', 'results-driven',
  'self-motivated', 'versatile', 'proactive', 'enthusiastic', 'ambitious', 'outstanding', 'pragmatic', 'thoughtful',
  'world-class', 'innovative', 'dedicated', 'collaborative', 'energetic', 'humble', 'savvy', 'accomplished', 'new',
  'an', 'a', 'the', 'our', 'first', 'next', 'awesome', 'amazing', 'rockstar', 'star', 'sharp', 'smart', 'product-minded',
]);

/**
 * Tidies a title: drops parentheses ("(Remote)", "(5+ Years of Experience)", "(m/f/d)"), the company
 * after " at " / " - " / " | ", leading adjectives and articles, and everything after the last role noun.
 */
export function cleanRole(raw: string): string | null {
  let t = raw
    .replace(/\([^)]*\)?|\[[^\]]*\]/g, ' ')
    .replace(/\s+(?:at|@)\s+[A-Z][\w&.' -]*$/, '')
    .replace(/\s+[|–—]\s+.*$/, '')
    .replace(/\s+-\s+(?![A-Z][a-z]+ (?:Engineer|Developer|Manager)).*$/, '')
    .replace(/[*_#"“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const words = t.split(' ');
  while (words.length > 1 && ADJECTIVES.has((words[0] ?? '').toLowerCase())) words.shift();
  t = words.join(' ');
  const nouns = [...t.matchAll(new RegExp(ROLE_NOUN.source, 'gi'))];
  const last = nouns[nouns.length - 1];
  if (!last) return null;
  let end = last.index + last[0].length;
  // Keep "of Engineering" in "Head of Engineering" / "VP of Product".
  const tail = /^\s+(?:of|for)\s+[A-Z][\w&/-]*(?:\s+[A-Z&][\w&/-]*){0,2}/.exec(t.slice(end));
  if (tail) end += tail[0].length;
  // Keep a level numeral ("Software Engineer II").
  const numeral = /^\s+(?:I{1,3}|IV|V)\b/.exec(t.slice(end));
  if (numeral) end += numeral[0].length;
  t = t.slice(0, end).replace(/[\s,:;.-]+$/, '').trim();
  if (t.length < 3 || t.split(' ').length > 8) return null;
  if (!/[A-Z]/.test(t)) return t.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  // "REGISTERED NURSE" → "Registered Nurse"; short acronyms ("ICU", "QA", "III") stay.
  if (t === t.toUpperCase()) return t.replace(/\p{L}{4,}/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
  return t;
}

const FIELD = /^\s*(?:job title|position title|position|role|title|job|opening|vacancy|job description|job posting|we're hiring|now hiring|hiring)\s*[:\-–]\s*(.+)$/i;
const SENTENCE_CUES: readonly RegExp[] = [
  /\b(?:looking for|seeking|hiring|searching for|in search of|recruiting|on the hunt for|need)\s+(?:an?|the|our|one|two)?\s*([^.;:!?\n]{3,100})/i,
  /\bAs (?:an?|the|our)\s+([A-Z][^,.;:\n]{2,80}),/,
  /\bjoin (?:us|our team|the team)\s+as (?:an?|the|our)\s+([^,.;:\n]{3,80})/i,
  /\b(?:the|this) ([A-Z][\w/&-]*(?:\s+[A-Z][\w/&-]*){0,5}) (?:will|is responsible|role)\b/,
];
const CUT = /\s+(?:to|who|with|that|which|for|in|at|on|based|joining|join|and (?:we|you)|,)\b.*$/i;

/**
 * The job title, most explicit source first: a "Job Title:"/"Position:" field; a short first line that
 * reads like a title; then phrases such as "We are looking for a Senior Backend Engineer to …" or
 * "As a Product Designer, you will …". Null when none gives a title.
 */
export function extractRole(lines: readonly LogicalLine[], text: string): string | null {
  for (const line of lines.slice(0, 12)) {
    const field = FIELD.exec(line.text)?.[1];
    const role = field ? cleanRole(field) : null;
    if (role) return role;
  }
  for (const line of lines.slice(0, 3)) {
    // "Software Engineer III, Infrastructure, Google Cloud": the title is the part before the first comma.
    const t = (line.text.split(/,\s/)[0] ?? '').trim();
    if (line.text.length <= 120 && !/[.!?]$/.test(line.text.trim()) && t.length <= 80 && t.split(' ').length <= 10) {
      const role = cleanRole(t);
      if (role) return role;
    }
  }
  // "Senior Full-Stack Developer at a SaaS analytics company. Requirements: …" — a posting that opens
  // with a sentence naming the title and a described (not named) employer.
  const opening = /^\s*([^.!?\n]{3,80}?)\s+(?:at|for|with|in|on)\s+(?:an?|the|our)\s/i.exec(lines[0]?.text ?? '')?.[1];
  const openingRole = opening ? cleanRole(opening) : null;
  if (openingRole) return openingRole;
  for (const re of SENTENCE_CUES) {
    for (const m of text.matchAll(new RegExp(re.source, `${re.flags}g`))) {
      const role = m[1] ? cleanRole(m[1].replace(CUT, '')) : null;
      if (role) return role;
    }
  }
  return null;
}
