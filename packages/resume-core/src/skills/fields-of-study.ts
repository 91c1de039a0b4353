/**
 * Fields a degree is taken in. Postings copied from some boards lose their commas ("a degree in
 * chemistry statistics physics or a related field"); with the fields known, such a run still
 * reads as the separate fields it lists. A resume's title may name one too ("Lecturer in Organic
 * Chemistry"), which is the title's subject, not its employer.
 */
const FIELDS = [
  'computer science',
  'data science',
  'information science',
  'information technology',
  'information systems',
  'software engineering',
  'software development',
  'computer engineering',
  'electrical engineering',
  'electronic engineering',
  'electronics',
  'mechanical engineering',
  'chemical engineering',
  'civil engineering',
  'industrial engineering',
  'biomedical engineering',
  'marine engineering',
  'naval architecture',
  'engineering',
  'applied mathematics',
  'mathematics',
  'statistics',
  'physics',
  'biochemistry',
  'chemistry',
  'molecular biology',
  'microbiology',
  'biology',
  'bioinformatics',
  'biotechnology',
  'pharmaceutical sciences',
  'pharmacy',
  'medicine',
  'nursing',
  'economics',
  'finance',
  'accounting',
  'business administration',
  'business',
  'marketing',
  'supply chain management',
  'logistics',
  'operations research',
  'psychology',
  'sociology',
  'social sciences',
  'law',
  'communications',
  'journalism',
  'graphic design',
  'architecture',
  'agronomy',
  'agriculture',
  'food science',
  'dairy science',
  'animal science',
  'veterinary medicine',
  'environmental science',
  'geology',
  'acoustics',
  'audio engineering',
  'linguistics',
  'human resources',
];
// Longest first, so "computer science" is one field and not "science" of something.
const ANY_FIELD = [...FIELDS].sort((a, b) => b.length - a.length).join('|');
const FIELD = new RegExp(String.raw`\b(?:${ANY_FIELD})\b`, 'gi');

export interface FieldMention {
  name: string;
  index: number;
}

/**
 * The known fields of a comma-less run of two or more of them ("chemistry statistics physics"),
 * each as written and where it stands; empty when the text is not such a run, which the posting's
 * own separators then divide.
 */
export function fieldRun(text: string): FieldMention[] {
  const found = [...text.matchAll(FIELD)].map((m) => ({ name: m[0], index: m.index }));
  const adjacent = found.some((f, i) => i > 0 && /^\s+$/.test(text.slice((found[i - 1]?.index ?? 0) + (found[i - 1]?.name.length ?? 0), f.index)));
  return adjacent ? found : [];
}

// One or two qualifying words may come before the field: "Applied Mathematics", "Organic Chemistry".
const WHOLE_FIELD = new RegExp(String.raw`^(?:[\p{L}-]+\s+){0,2}(?:${ANY_FIELD})$`, 'iu');

/** "Applied Chemistry", "Computer Science": the text is a field of study and nothing more. */
export function isFieldOfStudy(text: string): boolean {
  return WHOLE_FIELD.test(text.trim());
}
