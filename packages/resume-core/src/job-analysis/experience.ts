import type { JobAnalysis } from '@tailor/contracts';

export type ExperienceLevel = NonNullable<JobAnalysis['experience_level']>;

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20,
};
const NUM = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;
const YEARS = String.raw`(?:years?|yrs?\.?)`;

// Each pattern captures the minimum number of years a posting asks for.
const YEAR_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b${NUM}\s*\+?\s*(?:-|–|—|to)\s*\d{1,2}\s*\+?\s*${YEARS}`, 'gi'),
  new RegExp(String.raw`\b${NUM}\s*\+\s*${YEARS}`, 'gi'),
  new RegExp(String.raw`\b(?:at least|minimum(?: of)?|min\.?|over|more than|upwards of)\s+${NUM}\s*\+?\s*${YEARS}`, 'gi'),
  new RegExp(String.raw`\b${NUM}\s*\+?\s*${YEARS}(?:\s+of)?(?:\s+[\w/&+#.-]+){0,5}?\s+(?:experience|exp\b)`, 'gi'),
  new RegExp(String.raw`\(\s*${NUM}\s*\+?\s*${YEARS}`, 'gi'),
];

const toNumber = (s: string): number => WORD_NUMBERS[s.toLowerCase()] ?? Number.parseInt(s, 10);

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
      const n = toNumber(m[1] ?? '');
      if (Number.isFinite(n) && n > 0 && n <= 30 && (best === null || n > best)) best = n;
    }
  }
  return best;
}

const EXECUTIVE_TITLE = /\b(?:director|vp|svp|evp|vice president|head of|chief|cto|ceo|cfo|coo|cio|ciso|cpo|president)\b/i;
const ENTRY_TITLE = /\b(?:intern(?:ship)?|junior|jr\.?|graduate|grad|entry[- ]level|entry|trainee|apprentice|associate)\b/i;
const SENIOR_TITLE = /\b(?:senior|sr\.?|lead|staff|principal|distinguished|architect)\b/i;
const MID_TITLE = /\b(?:mid[- ]?level|intermediate)\b/i;
// Level numerals ("Engineer I/II/III") are matched case-sensitively so "i" in ordinary text is not one.
const NUMERAL = /\b(I|II|III|IV|V)\s*(?:$|[,(|\-–])/;

function titleLevel(title: string): ExperienceLevel | null {
  if (EXECUTIVE_TITLE.test(title)) return 'executive';
  if (SENIOR_TITLE.test(title)) return 'senior';
  if (ENTRY_TITLE.test(title)) return 'entry';
  if (MID_TITLE.test(title)) return 'mid';
  const numeral = NUMERAL.exec(title)?.[1];
  if (numeral === 'I') return 'entry';
  if (numeral === 'II') return 'mid';
  if (numeral) return 'senior';
  return null;
}

const ENTRY_TEXT = /\b(?:entry[- ]level|new grads?|recent graduates?|graduate program|internship|no (?:prior )?experience (?:required|necessary)|junior[- ]level)\b/i;
const MID_TEXT = /\b(?:mid[- ]level|intermediate[- ]level|mid[- ]career)\b/i;
const SENIOR_TEXT = /\b(?:senior[- ]level|seasoned|highly experienced|extensive experience|expert[- ]level)\b/i;
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
 * 3. required years (see levelFromYears) — a plain "Software Engineer, 5+ years" is decided here;
 * 4. level words in the body ("entry-level", "seasoned", "mid-level");
 * 5. otherwise null: the posting does not say.
 */
export function experienceLevel(role: string | null, body: string): ExperienceLevel | null {
  const fromTitle = titleLevel(role ?? '');
  if (fromTitle) return fromTitle;
  const years = requiredYears(body);
  if (years !== null) return levelFromYears(years);
  if (EXECUTIVE_TEXT.test(body)) return 'executive';
  if (ENTRY_TEXT.test(body)) return 'entry';
  if (SENIOR_TEXT.test(body)) return 'senior';
  if (MID_TEXT.test(body)) return 'mid';
  return null;
}
