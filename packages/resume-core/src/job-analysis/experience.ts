import type { JobAnalysis } from '@tailor/contracts';

export type ExperienceLevel = NonNullable<JobAnalysis['experience_level']>;

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
// A number in words may repeat itself in digits: "five (5) years".
const NUM = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)(?:\s*\(\d{1,2}\))?`;
const YEARS = String.raw`(?:years?|yrs?\.?)`;

// Each pattern captures the minimum number of years a posting asks for.
const YEAR_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b${NUM}\s*\+?\s*(?:-|–|—|to)\s*\d{1,2}\s*\+?\s*${YEARS}`, 'gi'),
  new RegExp(String.raw`\b${NUM}\s*\+\s*${YEARS}`, 'gi'),
  new RegExp(String.raw`\b(?:at least|minimum(?: of)?|min\.?|over|more than|upwards of)\s+${NUM}\s*\+?(?:\s+or\s+more)?\s*${YEARS}`, 'gi'),
  new RegExp(String.raw`\b${NUM}\s*\+?(?:\s+or\s+more)?\s*${YEARS}(?:\s+of)?(?:\s+[\w/&+#.-]+){0,5}?\s+(?:experience|exp\b)`, 'gi'),
  new RegExp(String.raw`\(\s*${NUM}\s*\+?\s*${YEARS}`, 'gi'),
];

const toNumber = (s: string): number => WORD_NUMBERS[s.toLowerCase()] ?? Number.parseInt(s, 10);

// Years stated in words: "a couple of years", "a few years", "several years", "many years' experience".
const VAGUE_YEARS: readonly [RegExp, number][] = [
  [/\b(?:many|extensive|long|numerous)\s+years(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,4}experience\b/i, 8],
  [/\bseveral\s+years(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,4}experience\b/i, 3],
  // "some years" / "a few years" ask for someone past the start of a career; "a couple of years" barely.
  [/\b(?:a\s+few|some)\s+years(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,4}experience\b/i, 3],
  [/\ba\s+couple(?:\s+of)?\s+years(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,4}experience\b/i, 2],
];

/** Years a posting asks for in words, or null. */
export function vagueYears(text: string): number | null {
  for (const [re, years] of VAGUE_YEARS) if (re.test(text)) return years;
  return null;
}

// Job boards state the level as a field: "Experience level: Senior", sometimes several ("Junior Mid-Level").
const LEVEL_FIELD = /\bExperience level:?\s*\n?\s*((?:(?:Junior|Mid-Level|Senior|Lead|Manager|Entry|Student|Intern|Executive|Director)\b[ ,]*)+)/i;
const FIELD_LEVEL: readonly [RegExp, ExperienceLevel][] = [
  [/^(?:junior|entry|student|intern)/i, 'entry'],
  [/^mid/i, 'mid'],
  [/^(?:senior|lead)/i, 'senior'],
  [/^(?:manager|executive|director)/i, 'executive'],
];

/** The level a job board's "Experience level" field names first, or null. */
export function statedLevel(text: string): ExperienceLevel | null {
  const value = LEVEL_FIELD.exec(text)?.[1]?.trim();
  if (!value) return null;
  for (const [re, level] of FIELD_LEVEL) if (re.test(value)) return level;
  return null;
}

/**
 * The largest minimum-years requirement in the text ("3+ years of Python; 5+ years of backend" → 5),
 * or null. Ages of companies ("founded 10 years ago") are ignored because every pattern needs "+",
 * a range, "at least"-style wording or the word "experience".
 */
export function requiredYears(text: string): number | null {
  let best: number | null = null;
  for (const re of YEAR_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      // "at least 18 years of age" / "years old" is an age limit, not experience.
      if (/^\s*(?:of\s+age|old)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
      const n = toNumber(m[1] ?? '');
      if (Number.isFinite(n) && n > 0 && n <= 30 && (best === null || n > best)) best = n;
    }
  }
  return best;
}

// "Sales Head" / "PLM Head" is the head of a unit, as "Head of Sales" is; a "Head Chef" leads a kitchen crew.
const EXECUTIVE_TITLE = /\b(?:director|vp|svp|evp|vice president|head of|chief|cto|ceo|cfo|coo|cio|ciso|cpo|president)\b|\w\s+head$/i;
const ENTRY_TITLE =
  /\b(?:intern(?:ship)?|junior|jr\.?|graduate|grad|entry[- ]level|entry|trainee(?:ship)?|apprentice(?:ship)?|working student|student job|studiejob|studenterjob|studentenjob|werkstudent(?:in)?|praktikant(?:in)?|azubi|auszubildender?|stagiaire|phd|ph\.d\.|doctoral|research assistant|student|(?<!professor\s)associate(?!\s+professor))\b/i;
// Academic ranks: a professor leads a field; assistant professors and postdocs are past their doctorate.
// "Staff" ranks engineers and scientists ("Staff Engineer"); a "staff nurse" is a nurse on the staff.
const SENIOR_TITLE =
  /\b(?:senior|sr\.?|lead|staff(?=\s+(?:[\w/-]+\s+){0,2}(?:engineer|developer|scientist|designer|architect|analyst|researcher|product manager)s?\b)|principal|distinguished|architect|(?<!assistant\s)professor)\b/i;
const MID_ACADEMIC_TITLE = /\b(?:assistant professor|postdoc(?:toral)?|post[- ]doc|research fellow)\b/i;
const MID_TITLE = /\b(?:mid[- ]?level|intermediate)\b/i;
// Level numerals ("Engineer I/II/III") are matched case-sensitively so "i" in ordinary text is not one.
const NUMERAL = /\b(I|II|III|IV|V)\s*(?:$|[,(|\-–])/;

function titleLevel(title: string): ExperienceLevel | null {
  if (EXECUTIVE_TITLE.test(title)) return 'executive';
  if (MID_ACADEMIC_TITLE.test(title)) return 'mid';
  if (SENIOR_TITLE.test(title)) return 'senior';
  if (ENTRY_TITLE.test(title)) return 'entry';
  if (MID_TITLE.test(title)) return 'mid';
  const numeral = NUMERAL.exec(title)?.[1];
  if (numeral === 'I') return 'entry';
  if (numeral === 'II') return 'mid';
  if (numeral) return 'senior';
  return null;
}

const ENTRY_TEXT =
  /\b(?:entry[- ]level|new grads?|recent(?:ly)? graduated?s?|newly graduated|graduate program|internship|no (?:prior )?experience (?:required|necessary)|junior[- ]level|(?:looking for|seeking|hiring|searching for|recruiting|in search of)\s+an?\s+(?:junior|graduate|trainee)\b)/i;
const MID_TEXT = /\b(?:mid[- ]level|intermediate[- ]level|mid[- ]career|(?:an|are|is) experienced)\b/i;
// The level of the person the posting asks for: "we are looking for a senior Java developer".
const SOUGHT = String.raw`(?:looking for|seeking|hiring|searching for|recruiting|in search of)\s+(?:an?|our next|two|several)\s+`;
const SENIOR_TEXT = new RegExp(
  String.raw`\b(?:senior[- ]level|seasoned|highly experienced|extensive experience|expert[- ]level|${SOUGHT}(?:senior|lead|principal|staff)\b)`,
  'i',
);
const EXECUTIVE_TEXT = /\b(?:executive[- ]level|c-level role|vp-level|director-level)\b/i;

/** Years → level: 0–2 entry, 3–7 mid, 8+ senior (a posting that needs 8 years wants a senior). */
export function levelFromYears(years: number): ExperienceLevel {
  if (years <= 2) return 'entry';
  if (years < 8) return 'mid';
  return 'senior';
}

/**
 * Precedence, most explicit first:
 * 1. executive words in the title (Director, VP, Head of, Chief) — they name the job's rank outright;
 * 2. seniority words in the title (Intern/Junior/Graduate → entry; Senior/Lead/Staff/Principal → senior;
 *    Mid-level → mid) — the employer's own label beats any inference;
 *    academic ranks (PhD student → entry; postdoc, assistant professor → mid; professor → senior);
 * 3. a job board's "Experience level:" field;
 * 4. required years, in digits or in words ("several years") (see levelFromYears) — a plain
 *    "Software Engineer, 5+ years" is decided here;
 * 5. level words in the body ("entry-level", "seasoned", "mid-level", "an experienced");
 * 6. otherwise null: the posting does not say.
 */
export function experienceLevel(role: string | null, body: string, fullText: string = body): ExperienceLevel | null {
  const fromTitle = titleLevel(role ?? '');
  if (fromTitle) return fromTitle;
  // The field sits in the board's header block, which is not part of the role's own sections.
  const stated = statedLevel(fullText);
  if (stated) return stated;
  const years = requiredYears(body) ?? vagueYears(body);
  if (years !== null) return levelFromYears(years);
  if (EXECUTIVE_TEXT.test(body)) return 'executive';
  if (ENTRY_TEXT.test(body)) return 'entry';
  if (SENIOR_TEXT.test(body)) return 'senior';
  if (MID_TEXT.test(body)) return 'mid';
  return null;
}
