import { type DateRange } from './dates';
import type { HeaderLine } from './entries';
import { headerSegments, type Segment } from './segments';
import { unglue } from './unglue';
import { companyScore, titleScore } from './vocab';

export interface HeaderParts {
  company?: string;
  role?: string;
  range?: DateRange;
  /** Layout of the header, to recognise roles grouped under an employer line. */
  shape: { lines: number; companyAlone: boolean };
}

/** A real range beats a lone year, and the first one wins: later dates are usually sub-roles. */
function pickRange(lines: readonly HeaderLine[]): DateRange | undefined {
  const all = lines.flatMap((l) => l.f.ranges);
  return all.find((r) => r.start !== r.end) ?? all[0];
}

function best(segments: readonly Segment[], score: (s: Segment) => number): Segment | undefined {
  let top: Segment | undefined;
  let topScore = 0;
  for (const s of segments) {
    const v = score(s);
    if (v > topScore) {
      top = s;
      topScore = v;
    }
  }
  return top;
}

// Names written as one CamelCase word or an acronym ("TechAdvancers", "IBM") are organisations.
function looksLikeName(text: string): boolean {
  return /^\p{Lu}[\p{Ll}\d]+(?:\p{Lu}[\p{Ll}\d]*)+$/u.test(text) || /^[\p{Lu}\d&.]{2,6}$/u.test(text);
}

const companyValue = (s: Segment): number => companyScore(s.text) * 2 - titleScore(s.text);

/**
 * The employer among the segments left after the title. Segments from the title's own comma list
 * ("VP, Finance") come last: in "VP, Finance, Stripe" the employer is the strongly cued item or
 * else the final one.
 */
function pickCompany(segments: readonly Segment[], role: Segment | undefined): Segment | undefined {
  const others = segments.filter((s) => s !== role);
  const sibling = (s: Segment): boolean => role?.commaGroup !== undefined && s.commaGroup === role.commaGroup;
  const outside = others.filter((s) => !sibling(s));
  if (outside.length > 0) return best(outside, companyValue) ?? (role ? outside[0] : undefined);
  const siblings = others.filter(sibling);
  return siblings.find((s) => companyScore(s.text) >= 2 && titleScore(s.text) === 0) ?? siblings.at(-1);
}

/** Title words beat company cues for the role; a segment is never both. */
function assign(segments: readonly Segment[]): { role?: Segment; company?: Segment } {
  let role = segments.find((s) => s.hint === 'role');
  let company = segments.find((s) => s.hint === 'company');
  role ??= best(segments, (s) => (s === company ? 0 : titleScore(s.text) * 2 - companyScore(s.text)));
  company ??= pickCompany(segments, role);
  if (role || !company) {
    if (!role && !company && segments.length >= 2) {
      // No clue at all: a CamelCase word or acronym is the organisation, the other the title.
      const named = segments.findIndex((s) => looksLikeName(s.text));
      company = segments[named >= 0 ? named : 0];
      role = segments.find((s) => s !== company);
    }
    return { role, company };
  }
  const rest = segments.filter((s) => s !== company);
  role = rest.find((s) => titleScore(s.text) > 0 || s.line !== company?.line) ?? rest[0];
  if (!role && segments.length === 1 && titleScore(company.text) > 0) return { role: company };
  return { role, company };
}

/** "Manager, Product Marketing": comma siblings of the title that nobody claimed belong to it. */
function withCommaSiblings(role: Segment, segments: readonly Segment[], taken: Segment | undefined): string {
  if (role.commaGroup === undefined) return role.text;
  return segments
    .filter((s) => s.commaGroup === role.commaGroup && (s === role || s !== taken))
    .map((s) => s.text)
    .join(', ');
}

export function interpretHeader(lines: readonly HeaderLine[]): HeaderParts {
  const segments = headerSegments(lines.map((l) => l.f.rest));
  const assigned = assign(segments);
  const { role, company } = assigned.role && !assigned.company ? (unglue(assigned.role) ?? assigned) : assigned;
  const companyAlone = company !== undefined && !segments.some((x) => x !== company && x.line === company.line);
  return {
    range: pickRange(lines),
    role: role ? withCommaSiblings(role, segments, company) : undefined,
    company: company?.text,
    shape: { lines: lines.length, companyAlone: companyAlone && company?.line === 0 && role?.line !== 0 },
  };
}
