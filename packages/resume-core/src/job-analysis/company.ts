import type { JobAnalysis } from '@tailor/contracts';

type CompanyType = NonNullable<JobAnalysis['company_type']>;
type CompanySize = NonNullable<JobAnalysis['company_size']>;

const TYPE_CUES: readonly [CompanyType, readonly RegExp[]][] = [
  [
    'government',
    [
      /\b(?:federal|state|local|county|city) (?:government|agency|agencies|contractor|contracts?)\b/i,
      /\bgovernment (?:agency|agencies|contractor|client|customers?)\b/i,
      /\bpublic sector\b/i,
      /\b(?:security|secret|top secret|TS\/SCI|active|government) clearance\b/i,
      /\bclearance (?:is )?required\b/i,
      /\b(?:Department|Dept\.?) of [A-Z]/,
      /\b(?:City|County|State) of [A-Z]/,
      /\.gov\b/i,
      /\bcivil service\b/i,
      /\bU\.?S\.? citizenship (?:is )?required\b/i,
    ],
  ],
  [
    'nonprofit',
    [/\bnon-?profit\b/i, /\bnot-for-profit\b/i, /\b501\s?\(c\)\s?\(3\)/i, /\bNGOs?\b/, /\bcharit(?:y|able organi[sz]ation)\b/i, /\bphilanthrop/i],
  ],
  [
    'startup',
    [
      /\bstart-?ups?\b/i,
      /\b(?:pre-)?seed(?:[- ]stage|[- ]funded| round| funding)\b/i,
      /\bseries [a-e]\b/i,
      /\b(?:venture|vc)[- ]backed\b/i,
      /\bearly[- ]stage (?:company|startup|team|venture)\b/i,
      /\bfounding (?:engineer|team|member|designer)\b/i,
      /\bY ?Combinator\b|\(YC [SW]\d\d\)/,
    ],
  ],
  [
    'enterprise',
    [
      /\bfortune (?:50|100|500|1000)\b/i,
      /\bglobal (?:enterprise|leader|company|corporation|organi[sz]ation)\b/i,
      /\bmultinational\b/i,
      /\bpublicly[- ]traded\b/i,
      /\b(?:NYSE|NASDAQ)\b/,
      /\blarge (?:enterprise|corporation|organi[sz]ation)\b/i,
      /\b\d{1,3}(?:,\d{3})+\+? (?:employees|people)\b/i,
      /\boffices in (?:\d{2,}|over \d+) countries\b/i,
    ],
  ],
];

function count(text: string, cues: readonly RegExp[]): number {
  return cues.reduce((n, re) => n + (re.test(text) ? 1 : 0), 0);
}

/** The cue family with most distinct hits; ties go to the more specific type (government first). Null when none. */
export function companyType(text: string): CompanyType | null {
  let best: CompanyType | null = null;
  let bestHits = 0;
  for (const [type, cues] of TYPE_CUES) {
    const hits = count(text, cues);
    if (hits > bestHits) {
      best = type;
      bestHits = hits;
    }
  }
  return best;
}

const HEADCOUNT =
  /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?k?)\s*\+?\s*(?:employees|people|staff|team members|teammates|colleagues|FTEs|person company|-person (?:company|team|startup))\b/gi;
const TEAM_OF = /\bteam of (?:about |around |over |nearly |roughly )?(\d{1,5})\b/i;

function headcount(text: string): number | null {
  HEADCOUNT.lastIndex = 0;
  let best: number | null = null;
  for (let m = HEADCOUNT.exec(text); m !== null; m = HEADCOUNT.exec(text)) {
    const raw = (m[1] ?? '').toLowerCase().replace(/,/g, '');
    const n = raw.endsWith('k') ? Number.parseFloat(raw) * 1000 : Number.parseFloat(raw);
    if (Number.isFinite(n) && (best === null || n > best)) best = n;
  }
  if (best !== null) return best;
  const team = TEAM_OF.exec(text)?.[1];
  return team ? Number.parseInt(team, 10) : null;
}

/** Headcount bands: under 100 small, under 1,000 medium, otherwise large. */
export function sizeFromHeadcount(n: number): CompanySize {
  if (n < 100) return 'small';
  if (n < 1000) return 'medium';
  return 'large';
}

const SMALL = /\b(?:small (?:team|company|startup|business)|boutique|tight-knit team|early[- ]stage (?:startup|company|venture))\b/i;
const MEDIUM = /\b(?:mid-?sized?|medium-sized|mid-market company|scale-?up)\b/i;
const LARGE =
  /\b(?:fortune (?:50|100|500|1000)|multinational|global (?:enterprise|leader|company|corporation)|large (?:enterprise|corporation|organi[sz]ation)|thousands of employees|offices (?:worldwide|around the world)|publicly[- ]traded)\b/i;

/** An explicit headcount wins; then a startup is small; then size words. Null when the text gives no hint. */
export function companySize(text: string, type: CompanyType | null, stage: string | null = null): CompanySize | null {
  const n = headcount(text);
  if (n !== null) return sizeFromHeadcount(n);
  // A Series C or later company, or one in its growth stage, has usually outgrown "small".
  if (type === 'startup' && stage !== null && /^series-[c-h]$|^growth$/.test(stage)) return 'medium';
  if (type === 'startup' || SMALL.test(text)) return 'small';
  if (LARGE.test(text) || type === 'enterprise') return 'large';
  if (MEDIUM.test(text)) return 'medium';
  return null;
}

/** 'pre-seed' | 'seed' | 'series-a'… | 'public' | 'growth' | 'bootstrapped', most specific first; null when unknown. */
export function growthStage(text: string): string | null {
  const series = [...text.matchAll(/\bseries ([a-h])\b/gi)].map((m) => (m[1] ?? '').toLowerCase()).sort();
  const latest = series[series.length - 1];
  if (latest) return `series-${latest}`;
  if (/\bpre-seed\b/i.test(text)) return 'pre-seed';
  if (/\bseed(?:[- ]stage|[- ]funded| round| funding)\b/i.test(text)) return 'seed';
  if (/\b(?:publicly[- ]traded|public company|NYSE|NASDAQ|post-IPO|fortune (?:50|100|500))\b/i.test(text)) return 'public';
  if (/\b(?:growth[- ]stage|late[- ]stage|scale-?up|hyper-?growth|high-growth|fast-growing|rapidly growing|pre-IPO)\b/i.test(text)) return 'growth';
  if (/\b(?:bootstrapped|self-funded)\b/i.test(text)) return 'bootstrapped';
  return null;
}
