/**
 * Lines inside an education section that are not about a qualification: personal details written
 * under it without a heading, page furniture, and the column headings of an education table.
 */

// Personal-details labels. CVs from many countries put this block right after education, often
// without a heading of its own, so the first such label ends the education section. Phrases that
// can mean nothing else may be followed by their value directly ("Date of Birth 12.04.1990"); single
// words need a colon or dash, since "Gender Studies" could be a field of study.
const PERSONAL_PHRASE =
  /^(?:date\s+of\s+birth|d\.?\s?o\.?\s?b\.?|birth\s*date|place\s+of\s+birth|marital\s+status|languages?\s+known|passport\s+(?:no\.?|number|details)|father'?s\s+name|mother'?s\s+name|husband'?s\s+name|spouse(?:'s)?\s+name|blood\s+group|permanent\s+address|present\s+address|correspondence\s+address|visa\s+status|driving\s+licen[cs]e|personal\s+(?:details|information|profile|data))\b/i;
const PERSONAL_WORD = /^(?:nationality|citizenship|passport|gender|sex|religion|caste|hobbies|declaration)\s*(?:[:\-–]|$)/i;

export function isPersonalDetail(text: string): boolean {
  const t = text.trim();
  return PERSONAL_PHRASE.test(t) || PERSONAL_WORD.test(t);
}

// Page furniture that PDF and job-board exports leave between lines: profile links, page counters,
// copyright lines of templates, the running "Curriculum Vitae <name>" header.
const FURNITURE = /^(?:https?:\/\/\S+|www\.\S+)$|^page\s+\d+(?:\s*(?:\/|of)\s*\d+)?$|©|^curriculum\s+vitae\b|^r[ée]sum[ée]\b/i;

export function isPageFurniture(text: string): boolean {
  const t = text.trim();
  return FURNITURE.test(t) || t.split(/\s+/).every((w) => /^(?:https?:\/\/|www\.)/i.test(w));
}

// Words of an education table's column headings ("Degree | Institution | Year of Passing",
// "Board / University"). A line made only of them names columns, not a school or a degree.
const HEADER_WORDS = new Set(
  `degree degrees major course courses qualification qualifications examination exam exams institution institute
  institutions university universities board school college name of the and year years graduation passing passed
  percentage marks cgpa gpa grade grades class division result results score aggregate specialization
  specialisation stream subject subjects discipline duration period location city date dates completion
  level program programme month format or / & - | %`.split(/\s+/),
);

const LONE_HEADERS = new Set(['division', 'percentage', 'marks', 'cgpa', 'aggregate', 'result', 'score', 'board', 'institution', 'qualification']);

export function isColumnHeader(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/([/&|%-])/g, ' $1 ')
    .split(/[\s\t]+/)
    .filter((w) => w !== '' && !/^[/&|%-]$/.test(w));
  const bare = words.map((w) => w.replace(/[().:]/g, ''));
  // A lone word is a heading only when it can name nothing else ("Division", "Percentage").
  if (bare.length === 1) return LONE_HEADERS.has(bare[0] ?? '');
  return bare.length >= 2 && bare.every((w) => HEADER_WORDS.has(w));
}
