import type { ExperienceSources, SourceLine } from '@tailor/contracts';
import { type DateRange } from './dates';
import type { HeaderLine } from './entries';
import { headerSegments, type Segment } from './segments';
import { isNameWord, unglue } from './unglue';
import { companyScore, endsWithLegalForm, isDepartment, isLocation, titleScore } from './vocab';

export interface HeaderParts {
  company?: string;
  role?: string;
  range?: DateRange;
  /** Layout of the header, to recognise roles grouped under an employer line. */
  shape: { lines: number; companyAlone: boolean; roleLine?: string; companyUnderDates?: boolean; companyUnderTitle?: boolean };
  /** The document lines the company, role and period were read from. */
  sources: ExperienceSources;
}

function sourceOf(line: HeaderLine | undefined): SourceLine | undefined {
  const at = line?.source;
  if (at?.index === undefined || at.raw === undefined) return undefined;
  return { line: at.index, text: at.raw };
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

/**
 * Names are short and start with a capital or a digit ("zapp" is one word); "is a global travel
 * company in…" or a ten-word line is a sentence that lost its start.
 */
function canNameEmployer(text: string): boolean {
  const words = text.split(' ');
  return words.length <= 8 && (words.length === 1 || !/^\p{Ll}{2,}\b/u.test(text));
}

const companyValue = (s: Segment): number => companyScore(s.text) * 2 - titleScore(s.text);

/**
 * Without cues the employer is printed on a line next to the title's; farther lines are sidebar
 * leftovers. A piece of the title's own line ("Captain - Pilot") is the last choice.
 */
function nearest(segments: readonly Segment[], role: Segment, dateLed: ReadonlySet<number>): Segment | undefined {
  // "Globex | Engineer" over "2019 – Present | Search Team | Austin": what follows a leading date
  // is the team or the project, so the other piece of the title's line names the employer.
  const ownLine = segments.filter((s) => s.line === role.line && s.commaGroup === undefined);
  const apart = segments.filter((s) => s.line !== role.line && !(ownLine.length === 1 && dateLed.has(s.line)));
  // "Barista • Shift Lead • Ember Coffee House": a second title on the line is no employer.
  if (apart.length === 0) return ownLine.find((s) => titleScore(s.text) === 0) ?? ownLine[0] ?? segments[0];
  let top: Segment | undefined;
  for (const s of apart) {
    if (!top || Math.abs(s.line - role.line) < Math.abs(top.line - role.line)) top = s;
  }
  return top;
}

/**
 * The employer among the segments left after the title. Segments from the title's own comma list
 * ("VP, Finance") come last: in "VP, Finance, Stripe" the employer is the strongly cued item or
 * else the final one.
 */
function pickCompany(segments: readonly Segment[], role: Segment | undefined, dateLed: ReadonlySet<number>): Segment | undefined {
  const others = segments.filter((s) => s !== role && canNameEmployer(s.text));
  const sibling = (s: Segment): boolean => role?.commaGroup !== undefined && s.commaGroup === role.commaGroup;
  const outside = others.filter((s) => !sibling(s));
  const siblings = others.filter(sibling);
  if (outside.length > 0) {
    const cued = best(outside, companyValue);
    // "Senior Analyst, Globex Ltd — Leeds": a legal form beside the title outweighs a bare word after a dash.
    const cuedSibling = siblings.find((s) => companyScore(s.text) >= 2 && titleScore(s.text) === 0);
    if (!cued && cuedSibling && outside.every((s) => companyScore(s.text) === 0)) return cuedSibling;
    const near = cued ?? (role ? nearest(outside, role, dateLed) : undefined);
    // "Fenwick Press, Copy Editor" over "Checked copy": a name beside the title beats a line in lower case.
    const named = siblings.find((s) => nameShaped(s.text) && titleScore(s.text) === 0 && !isDepartment(s.text));
    return !cued && near && !nameShaped(near.text) && named ? named : near;
  }
  return siblings.find((s) => companyScore(s.text) >= 2 && titleScore(s.text) === 0) ?? nameThenTown(siblings, role) ?? siblings.at(-1);
}

/**
 * "Process Engineer, Fjordline Chemicals, Bergen": after the title, a name of several words and
 * then a single word is the employer and its town (a one-word employer would come last alone,
 * unless the last word is a town the vocabulary knows).
 */
function nameThenTown(siblings: readonly Segment[], role: Segment | undefined): Segment | undefined {
  const [name, town] = siblings;
  if (siblings.length !== 2 || !name || !town || !role || role.text === name.text) return undefined;
  const townLike = /^\p{Lu}[\p{Ll}'-]+$/u.test(town.text) && companyScore(town.text) === 0 && titleScore(town.text) === 0;
  // A known town lets a one-word name before it be the employer too ("Analyst, Globex, Berlin"). A
  // department word names a department ("VP, Product Marketing, Acme") unless a word of the name is
  // no department's ("Analyst, Oakfern Research, Tarrow").
  const department = isDepartment(name.text) && !name.text.split(' ').some(isNameWord);
  const nameLike = (name.text.includes(' ') || isLocation(town.text)) && nameShaped(name.text) && titleScore(name.text) === 0 && !department;
  return townLike && nameLike ? name : undefined;
}

/** "Kestrel Paper Mill, Ashby": one or two capitalised words after the employer's comma, with no title word, are its town. */
function townAfter(s: Segment, company: Segment | undefined, segments: readonly Segment[]): boolean {
  return (
    company?.commaGroup !== undefined &&
    s.commaGroup === company.commaGroup &&
    s.line === company.line &&
    segments.indexOf(s) > segments.indexOf(company) &&
    titleScore(s.text) === 0 &&
    /^\p{Lu}[\p{Ll}'-]+(?: \p{Lu}[\p{Ll}'-]+)?$/u.test(s.text)
  );
}

/**
 * "Globex | Tarrow | 2012 – 2019": where nothing tells the employer from the title, a word or two
 * beside the name read as the employer that are names too (no title word, no word of a team's name
 * such as "Service Desk") say where it is, never its title. (Beside a cued employer, "Helpdesk" is
 * the team the person worked on, and stays the title.)
 */
function placeBeside(s: Segment, company: Segment | undefined): boolean {
  const words = s.text.split(' ');
  return s.line === company?.line && words.length <= 2 && /^\p{Lu}[\p{Ll}'-]+(?: \p{Lu}[\p{Ll}'-]+)?$/u.test(s.text) && words.every(isNameWord);
}

/** Title words beat company cues for the role; a segment is never both. */
function assign(segments: readonly Segment[], dateLed: ReadonlySet<number>): { role?: Segment; company?: Segment } {
  let role = segments.find((s) => s.hint === 'role');
  let company = segments.find((s) => s.hint === 'company');
  role ??= best(segments, (s) => (s === company || endsWithLegalForm(s.text) ? 0 : titleScore(s.text) * 2 - companyScore(s.text)));
  company ??= pickCompany(segments, role, dateLed);
  if (role || !company) {
    if (!role && !company && segments.length >= 2) {
      // No clue at all: a CamelCase word or acronym is the organisation, the other the title.
      const named = segments.findIndex((s) => looksLikeName(s.text));
      company = segments[named >= 0 ? named : 0];
      role = segments.find((s) => s !== company && !townAfter(s, company, segments) && !placeBeside(s, company));
    }
    return { role, company };
  }
  const rest = segments.filter((s) => s !== company);
  role = rest.find((s) => titleScore(s.text) > 0 || s.line !== company?.line) ?? rest[0];
  if (!role && segments.length === 1 && titleScore(company.text) > 0 && !endsWithLegalForm(company.text)) return { role: company };
  return { role, company };
}

/**
 * "Software Engineer – Payments Platform" with the employer on another line: what follows the title
 * after a dash, and is neither the employer nor a place, qualifies the title and stays with it.
 */
function withDashedQualifier(role: Segment, segments: readonly Segment[], taken: Segment | undefined): string {
  if (role.dashGroup === undefined || taken === undefined || taken.line === role.line) return role.text;
  const at = segments.indexOf(role);
  const parts = [role.text];
  for (const s of segments.slice(at + 1)) {
    if (s.dashGroup !== role.dashGroup || s.line !== role.line || s === taken || s.hint !== undefined) break;
    parts.push(s.text);
  }
  return parts.join(' - ');
}

/** "Manager, Product Marketing": comma siblings of the title that nobody claimed belong to it. */
function withCommaSiblings(role: Segment, segments: readonly Segment[], taken: Segment | undefined): string {
  if (role.commaGroup === undefined) return withDashedQualifier(role, segments, taken);
  // In "Title, Employer, Town" what follows the employer is where it is, not part of the title;
  // so is a town between the employer and the title ("Employer, Town, Title").
  const employerAt = taken?.commaGroup === role.commaGroup ? segments.indexOf(taken) : -1;
  const roleAt = segments.indexOf(role);
  const before = employerAt > roleAt ? employerAt : segments.length;
  const townBetween = (s: Segment, i: number): boolean => employerAt >= 0 && employerAt < i && i < roleAt && townAfter(s, taken, segments);
  return segments
    .filter((s, i) => s.commaGroup === role.commaGroup && (s === role || (s !== taken && i < before && !townBetween(s, i))))
    .map((s) => s.text)
    .join(', ');
}

const CONNECTORS = new Set(['of', 'and', '&', 'the', 'for', 'de', 'du', 'la', 'von', 'van']);

/** Capitalised words, few of them: "Harbour & Sons", not "Leeds till 3rd" or "Boat trips". */
function nameShaped(text: string): boolean {
  const words = text.split(' ');
  return words.length <= 5 && !/[\\/\d]/.test(text) && words.every((w) => /^\p{Lu}/u.test(w) || CONNECTORS.has(w.toLowerCase()));
}

/** A dated header holding one name and no title word ("Globex" / "June 2018 to May 2019") names the employer. */
function loneName(
  assigned: { role?: Segment; company?: Segment },
  segments: readonly Segment[],
  lines: readonly HeaderLine[],
): { role?: Segment; company?: Segment } {
  const only = segments.length === 1 ? segments[0] : undefined;
  if (assigned.role || assigned.company || !only || titleScore(only.text) > 0 || !nameShaped(only.text)) return assigned;
  return lines.some((l) => l.f.ranges.length > 0) ? { company: only } : assigned;
}

/**
 * The title line as printed, dates cut out, when it is the header's only named line: under an
 * employer heading, "Head, Retail Bank & Wealth" is one title, not a title and a company.
 */
function wholeLine(lines: readonly HeaderLine[], at: number): string | undefined {
  const named = lines.filter((l) => !l.f.dateOnly && !l.f.location);
  const line = lines[at];
  if (named.length !== 1 || named[0] !== line || !line) return undefined;
  const text = line.f.rest
    .replace(/\t+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|–—-]+|(?<![\s,;:|–—(-])[\s,;:|–—(-]+$/g, '');
  return text === '' ? undefined : text;
}

function withoutEmpty(sources: ExperienceSources): ExperienceSources {
  return Object.fromEntries(Object.entries(sources).filter(([, v]) => v !== undefined));
}

/**
 * A place printed under a date line of its own, in a job already named ("Engineer" / "2019 - 2021"
 * / "Recife, Pernambuco, Brazil"), is where the job was, all of it: its city is no employer. (A
 * place after a title line that carries the dates can still lead with the employer: "Globex Gdansk,
 * Poland".)
 */
function namingRest(lines: readonly HeaderLine[], at: number): string {
  const line = lines[at] as HeaderLine;
  if (!line.f.location) return line.f.rest;
  const before = lines.slice(0, at);
  const datedBefore = before.some((l) => l.f.dateOnly);
  const namedBefore = before.some((l) => !l.f.location && !l.f.dateOnly && l.f.rest.trim() !== '');
  return datedBefore && namedBefore ? '' : line.f.rest;
}

export function interpretHeader(lines: readonly HeaderLine[]): HeaderParts {
  const segments = headerSegments(
    lines.map((_, i) => namingRest(lines, i)),
    lines.map((l) => l.text),
  );
  const dateLed = new Set(lines.flatMap((l, i) => (l.f.ranges[0]?.index === 0 && !l.f.dateOnly ? [i] : [])));
  const assigned = assign(segments, dateLed);
  const { role, company } = assigned.role && !assigned.company ? (unglue(assigned.role) ?? assigned) : loneName(assigned, segments, lines);
  // "Oakfern Research, Tarrow": the employer's town beside it leaves the employer alone on its line.
  const companyAlone = company !== undefined && !segments.some((x) => x !== company && x.line === company.line && !townAfter(x, company, segments));
  const range = pickRange(lines);
  const sources: ExperienceSources = {
    company: company ? sourceOf(lines[company.line]) : undefined,
    role: role ? sourceOf(lines[role.line]) : undefined,
    period: range ? sourceOf(lines.find((l) => l.f.ranges.includes(range))) : undefined,
  };
  return {
    range,
    role: role ? withCommaSiblings(role, segments, company) : undefined,
    company: company?.text,
    shape: {
      // A place printed under a role's dates is no line of its own for comparing layouts: the roles
      // under one employer print it for some roles and not others.
      lines: lines.filter((l, i) => i === 0 || !isLocation(l.text.trim())).length,
      // The employer's own line above the title's; a stray line above both (a sidebar's leftover
      // handle) does not stop it from heading the roles that follow.
      companyAlone: companyAlone && company !== undefined && (role === undefined ? company.line === 0 : company.line < role.line),
      roleLine: role && company?.line === role.line ? wholeLine(lines, role.line) : undefined,
      // "Title / dates / Leeds": the name read as the employer stands on a line of its own below the
      // title and the dates, where profile exports print the place.
      // "Analyst and Coordinator for the Northern" / "Region" / dates: the name read as the employer
      // stands alone on the line right under the title's, and the dates follow it.
      companyUnderTitle:
        company !== undefined &&
        role !== undefined &&
        companyAlone &&
        company.line === role.line + 1 &&
        !segments.some((x) => x !== role && x.line === role.line) &&
        lines.slice(company.line + 1).some((l) => l.f.dateOnly),
      companyUnderDates:
        company !== undefined &&
        role !== undefined &&
        company.line > role.line &&
        companyAlone &&
        lines.slice(0, company.line).some((l) => l.f.dateOnly),
    },
    sources: withoutEmpty(sources),
  };
}
