import { stripBullet, type Span } from './text';

/** Known benefits, for postings that mention perks in prose rather than under a Benefits heading. */
const BENEFIT_PHRASES: readonly [RegExp, string][] = [
  [/\b(?:health|medical)(?:,| and)? (?:dental|insurance|coverage|benefits|plan)/i, 'Health insurance'],
  [/\bdental\b/i, 'Dental insurance'],
  [/\bvision (?:insurance|coverage|care|plan)|dental,? and vision\b/i, 'Vision insurance'],
  [/\b401\s?\(?k\)?|\bretirement (?:plan|savings|contributions?)|\bpension\b/i, 'Retirement plan'],
  [/\b(?:equity|stock options|RSUs?|employee stock|ESPP)\b/i, 'Equity'],
  [/\bunlimited (?:PTO|vacation|paid time off)\b/i, 'Unlimited PTO'],
  [/\b(?:paid time off|PTO|vacation days|paid vacation|annual leave|paid holidays)\b/i, 'Paid time off'],
  [/\b(?:parental|maternity|paternity|family) leave\b/i, 'Parental leave'],
  [/\b(?:remote work|work from home|remote-first|flexible (?:work|working) (?:location|arrangements))\b/i, 'Remote work'],
  [/\bflexible (?:work(?:ing)? )?(?:hours|schedule|schedules)\b/i, 'Flexible hours'],
  [
    /\b(?:learning (?:and|&) development|professional development|learning budget|education(?:al)? (?:budget|stipend|reimbursement)|tuition reimbursement|conference budget)\b/i,
    'Professional development',
  ],
  [/\b(?:gym|fitness|wellness) (?:membership|stipend|budget|program|benefits?)\b/i, 'Wellness stipend'],
  [/\b(?:home office|equipment|remote work) (?:stipend|budget|allowance)\b/i, 'Home office stipend'],
  [/\b(?:commuter|transit|commuting) (?:benefits?|subsidy|allowance)\b/i, 'Commuter benefits'],
  [/\b(?:free|catered|daily) (?:lunch|lunches|meals|snacks)\b/i, 'Meals'],
  [/\blife insurance\b/i, 'Life insurance'],
  [/\b(?:annual|performance|signing|sign-on) bonus(?:es)?\b/i, 'Bonus'],
  [/\bchildcare\b/i, 'Childcare support'],
  [/\bmental health (?:support|benefits|days)\b/i, 'Mental health support'],
  [/\bcompetitive (?:salary|compensation|pay)(?: package)?\b/i, 'Competitive salary'],
];

export const MAX_BENEFITS = 10;

/** Benefit phrases named anywhere in `text`, in the order of the list above. */
export function benefitPhrases(text: string): string[] {
  const out: string[] = [];
  for (const [re, label] of BENEFIT_PHRASES) if (re.test(text) && !out.includes(label)) out.push(label);
  return out.slice(0, MAX_BENEFITS);
}

/** Whether a clause is about perks ("Health, dental and vision insurance") rather than the job. */
export function isBenefitClause(text: string): boolean {
  return BENEFIT_PHRASES.some(([re]) => re.test(text));
}

const TEAM_CUES: readonly [RegExp, number][] = [
  [/\b(?:report(?:s|ing)? (?:directly )?(?:to|into)|reporting line)\b/i, 4],
  [/\bteam of (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\b|\b\d+[- ](?:person|people|engineer|member) team\b/i, 4],
  [/\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:engineers|designers|developers|data scientists|product managers|PMs|people)\b/i, 3],
  [/\b(?:manage|lead|oversee) (?:a team|the team|\w+ (?:engineers|direct reports))\b/i, 3],
  [
    /\bjoin (?:our|the|a) (?!(?:dynamic|growing|talented|great|amazing|passionate|innovative|world-class|fast-growing|diverse|small|global|incredible|awesome|team)\b)[\w-]+(?: [\w-]+)? team\b/i,
    2,
  ],
  [
    /\b(?:work(?:ing)? (?:closely|alongside|directly) with|partner(?:ing)? (?:closely )?with|embedded in|cross-functional team of|squad|pod|tribe)\b/i,
    2,
  ],
];

/**
 * The sentence that best describes the team: reporting lines and team sizes first, then a named team
 * ("join our platform team"), then who the role works with. Generic "join our dynamic team" is skipped.
 */
export function teamStructure(spans: readonly { readonly clauses: readonly Span[] }[]): string | null {
  let best: { text: string; score: number } | null = null;
  for (const span of spans) {
    for (const c of span.clauses) {
      let score = 0;
      for (const [re, weight] of TEAM_CUES) if (re.test(c.text)) score = Math.max(score, weight);
      if (score >= 2 && (!best || score > best.score)) best = { text: c.text, score };
    }
  }
  if (!best) return null;
  best = { ...best, text: stripBullet(best.text) };
  return best.text.length > 240 ? `${best.text.slice(0, 237).replace(/\s\S*$/, '')}…` : best.text;
}
