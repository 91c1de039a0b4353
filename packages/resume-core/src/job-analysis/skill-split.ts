import type { RequirementSource } from '@tailor/contracts';
import { endsWithLegalForm } from '../parsing/vocab';
import type { SkillMatcher, SkillMention } from '../skills';
import { extractSkills, skillListLabel } from '../skills';
import { isBenefitClause } from './benefits-team';
import { EXCLUDED_KINDS, type JobSegment } from './sections';
import { shorthandTokens } from './shorthand';
import { isVagueWord, leadingItems, statedRequirements } from './stated-requirements';
import { stripBullet, type Span } from './text';

const PREFERRED_CUE =
  /\b(?:preferred|preferably|(?:is|are|would be)(?: a)? (?:big |huge |strong )?plus|a plus|pluses|nice[- ]to[- ]haves?|bonus(?: points)?|desirable|desired|ideally|would be (?:great|nice|helpful|an advantage|advantageous)|an? (?:big |great |strong |real |clear |definite |distinct )?advantage|advantageous|not required|not necessary|not a must|appreciated|(?:is|are) helpful|extra credit|good to have|(?:is|are|would be) beneficial|(?:is|are|would be) (?:an? )?(?:added |additional )?(?:asset|merit)s?)\b/i;

/**
 * Offsets inside a clause that a preferred cue governs. A cue alone in brackets annotates the item
 * before it ("Snowflake (preferred)"); a bracket with more in it is its own aside ("SQL (dbt a plus)");
 * otherwise the cue governs the whole clause.
 */
function preferredRange(clause: Span): [number, number] | null {
  const t = clause.text;
  const m = PREFERRED_CUE.exec(t);
  if (!m) return null;
  const open = t.lastIndexOf('(', m.index);
  const close = t.indexOf(')', m.index);
  if (open === -1 || close === -1 || t.lastIndexOf(')', m.index) > open) return [clause.start, clause.end];
  const inside = t
    .slice(open + 1, close)
    .replace(PREFERRED_CUE, '')
    .replace(/\b(?:but|is|are|not required)\b|[\s,.;:-]/gi, '');
  if (inside.length > 0) return [clause.start + open, clause.start + close + 1];
  const before = t.slice(0, open);
  const sep = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.search(/\s(?:and|or)\s(?!.*\s(?:and|or)\s)/));
  return [clause.start + (sep >= 0 ? sep + 1 : 0), clause.start + close + 1];
}

export interface Region {
  readonly start: number;
  readonly end: number;
  readonly kind: 'required' | 'preferred' | 'none';
}

// How to apply and who decides are the process, not the job: "the hiring manager will review", "our recruitment process",
// "applications must include". Software applications ("managing applications on cloud platforms") are the job.
const PROCESS_CLAUSE =
  /\b(?:(?:to|please|how to) apply|apply (?:now|online|here|by|via|through|before)|(?:your|complete|completed|online|written|incomplete) applications?\b|applications? (?:will be|are (?:reviewed|accepted|welcome)|must (?:be|include)|should (?:be|include)|received|deadline|form|process|portal|letter|materials?|package|documents?)\b|(?:submit|send|upload)\s+(?:\w+\s+){0,2}applications?\b|recruitment process|hiring (?:manager|process|team|decision)|interview (?:process|stages?)|cover letter|send (?:us )?your|deadline|for (?:further|more) information|background check|drug (?:test|screen)|right to work|visa sponsorship)\b/i;

const MAX_PROCESS_CLAUSE = 240;

// A perks heading inside a run-on paragraph; what follows it is perks.
const PERKS_INSIDE =
  /\b(?:job benefits|benefits (?:and|&) perks|perks (?:and|&) benefits|(?:what|benefits) we offer|our offer)\b\s*:?|\bbenefits\s*:/i;

// Names that are the hiring process or a perk, wherever they were read.
const BOILERPLATE_NAME =
  /^(?:apply|leave|applications?|applicants?|applicant\W.*|(?:shortlisted|selected|qualified) applicants|cover letter|curriculum vitae|cv|salary|interview process|recruitment (?:process|procedure)|benefits?|perks?|rewards?|maternity cover|eu|eea|uk|us|usa|emea|apac|dach|latam|mena|nordics?|overtime|(?:\w+\s+)?allowances?|collective (?:agreement|bargaining)|(?:expected\s+)?start(?:ing)? date|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|.*\b(?:vouchers?|canteen|bank holidays?|lunch(?:es)?|relocation (?:assistance|package|support))\b.*)$/i;
// "MQTT Benefits", "Benefits Grow Faster": a perks heading run into the words around it.
const PERKS_HEADING_WORD = /\bBenefits\b/;
// "medical insurance", "life insurance": a perk, not the insurance trade.
const PERK_BEFORE = /\b(?:health|medical|life|dental|vision|national|travel|accident|private|disability|pet)\s+$/i;

// An opening sentence without a heading that speaks about the company ("We are a leading provider
// of …", "Founded in 2009, …"), not about the job or to the candidate.
const COMPANY_TALK =
  /\b(?:we are|we're|our (?:company|mission|vision|customers|clients|products?|platform|founders?|investors|offices?|history|values)|founded|headquartered|employees|is an? (?:leading|global|fast[- ]growing|international|world)|market leader|industry leader|revenue|funding|investors)\b/i;
const ADDRESSES_CANDIDATE =
  /\b(?:you|your|candidates?|applicants?|the (?:role|position|successful)|must|should|required|requirements?|experience (?:with|in)|knowledge of|degree|looking for|seeking|ideal)\b/i;

/**
 * "Moorvale Logistics A/S, Vejle": the employer's name line of a posting's header, ending in its legal
 * form (with its town after a comma). The trade in a firm's name is no requirement of the job.
 */
function isEmployerNameLine(clause: string): boolean {
  const name = clause.trim().replace(/,\s*[\p{L} .'-]{2,40}$/u, '');
  return name.split(/\s+/).length <= 6 && endsWithLegalForm(name);
}

/** Every clause of every segment, labelled required / preferred / none (boilerplate or perks). */
export function regions(text: string, segments: readonly JobSegment[]): Region[] {
  const out: Region[] = [];
  for (const seg of segments) {
    const excluded = EXCLUDED_KINDS.has(seg.kind);
    for (let c of seg.clauses) {
      // A paragraph whose line breaks were lost runs on into the perks: "… Python Job benefits: Remote work …".
      const perks = excluded ? null : PERKS_INSIDE.exec(c.text);
      const clauseEnd = c.end;
      const perksFrom = perks ? c.start + perks.index : c.end;
      if (perks && perks.index > 0) c = { text: c.text.slice(0, perks.index), start: c.start, end: perksFrom };
      const aboutCompany =
        seg.kind === 'intro' &&
        c.text.length <= MAX_PROCESS_CLAUSE &&
        ((COMPANY_TALK.test(c.text) && !ADDRESSES_CANDIDATE.test(c.text)) || isEmployerNameLine(c.text));
      // A very long "clause" is a paragraph whose punctuation was lost: one "apply", "we offer" or
      // "we are" in it does not make all of it process, perks or company talk.
      const short = c.text.length <= MAX_PROCESS_CLAUSE;
      const boilerplate = short && (PROCESS_CLAUSE.test(c.text) || isBenefitClause(c.text));
      if (excluded || aboutCompany || boilerplate || perks?.index === 0) {
        out.push({ start: c.start, end: clauseEnd, kind: 'none' });
        continue;
      }
      {
        const base = seg.kind === 'preferred' ? 'preferred' : 'required';
        const pref = base === 'required' ? preferredRange(c) : null;
        if (!pref) out.push({ start: c.start, end: c.end, kind: base });
        else {
          if (pref[0] > c.start) out.push({ start: c.start, end: pref[0], kind: 'required' });
          out.push({ start: pref[0], end: pref[1], kind: 'preferred' });
          if (pref[1] < c.end) out.push({ start: pref[1], end: c.end, kind: 'required' });
        }
      }
      if (perks) out.push({ start: perksFrom, end: clauseEnd, kind: 'none' });
    }
  }
  return out;
}

function regionAt(list: readonly Region[], offset: number): Region['kind'] {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = list[mid];
    if (!r) break;
    if (offset < r.start) hi = mid - 1;
    else if (offset >= r.end) lo = mid + 1;
    else return r.kind;
  }
  return 'none';
}

export interface SkillSplit {
  readonly required: string[];
  readonly preferred: string[];
  readonly mentions: readonly SkillMention[];
  /** Each required and preferred skill with the posting sentence of its first mention. */
  readonly sources: RequirementSource[];
}

const MAX_SOURCE_SENTENCE = 300;

// Sections whose short items name what the candidate must know, one per line.
const ITEM_SECTIONS: ReadonlySet<string> = new Set(['required', 'preferred', 'skills']);

// Lower-case tags separated by spaces only, as job boards print a posting's technologies.
const TAG_LINE = /^\s*[a-z0-9][a-z0-9.+#-]*(?:\s+[a-z0-9][a-z0-9.+#-]*){0,15}\s*$/;
// The same tags after a "Technologies" label inside a line, up to the next capitalised word or the line's end.
const INLINE_TAGS = /\bTechnologies:?\s+([a-z0-9][a-z0-9.+#-]*(?:\s+[a-z0-9][a-z0-9.+#-]*){0,15})(?=\s+[A-Z]|\s*$)/g;
// Words of a sentence ("Technologies we use are …"): such a run is prose, not tags.
const TAG_FILLER =
  /^(?:a|an|the|and|or|we|our|you|your|is|are|be|to|for|with|in|of|on|at|that|this|use|used|using|include|including|like|such|as|etc)$/;

/** The clause around an offset, as the posting wrote it (whitespace collapsed). */
function sentenceAt(text: string, list: readonly Region[], offset: number): string {
  const r = list.find((x) => offset >= x.start && offset < x.end);
  const raw = r
    ? text.slice(r.start, r.end)
    : text.slice(Math.max(0, text.lastIndexOf('\n', offset) + 1), Math.max(offset, text.indexOf('\n', offset)));
  return stripBullet(raw.replace(/\s+/g, ' ').trim()).slice(0, MAX_SOURCE_SENTENCE);
}

/**
 * Required vs preferred skills, in order of first appearance. A skill named anywhere in the role's
 * own sections is required; one named only under nice-to-have headings or in a clause with a
 * "preferred"/"a plus" cue is preferred; a skill in both is required only. Explicit "Tech stack:"
 * lines also contribute tools the database does not know.
 */
export function splitSkills(text: string, segments: readonly JobSegment[], matcher: SkillMatcher): SkillSplit {
  const list = regions(text, segments);
  const mentions = matcher.findInText(text, { evidence: false });
  const grounded = groundedNamer(text, matcher);
  const hits: Hit[] = mentions.map((m) => ({
    name: m.name,
    written: m.matched,
    index: m.index,
    kind: regionAt(list, m.index),
  }));
  for (const seg of segments) {
    const line = text.slice(seg.line.start, seg.line.end);
    if (EXCLUDED_KINDS.has(seg.kind) || (seg.kind !== 'skills' && skillListLabel(line) === null)) continue;
    for (const s of extractSkills(line, { matcher, isSkillListLine: () => true })) {
      if (matcher.canonical(s.name) || isVagueWord(s.name)) continue;
      const index = seg.line.start + Math.max(0, line.indexOf(s.name));
      hits.push({ name: s.name, written: s.name, index, kind: seg.kind === 'preferred' ? 'preferred' : 'required' });
    }
  }
  const tagName = (tag: string): string | undefined => (matcher.canonical(tag) ?? matcher.canonical(tag.replace(/-/g, ' ')))?.name;
  for (const seg of segments) {
    if (EXCLUDED_KINDS.has(seg.kind)) continue;
    const line = text.slice(seg.start, seg.end);
    // A job board's tag line ("reactjs amazon-web-services tdd"): each tag is one technology. A board's
    // header pasted as one line carries it after its label ("… Technologies reactjs redux Job description …").
    const runs: { tags: string; at: number }[] = [];
    if (seg.kind === 'skills' && TAG_LINE.test(line)) runs.push({ tags: line, at: 0 });
    for (const m of line.matchAll(INLINE_TAGS)) {
      const tags = m[1] ?? '';
      const words = tags.split(/\s+/);
      if (words.some((w) => TAG_FILLER.test(w)) || words.filter((w) => tagName(w) !== undefined).length * 2 < words.length) continue;
      runs.push({ tags, at: m.index + m[0].length - tags.length });
    }
    for (const run of runs) {
      for (const tag of run.tags.matchAll(/\S+/g)) {
        hits.push({ name: tagName(tag[0]) ?? tag[0], written: tag[0], index: seg.start + run.at + tag.index, kind: 'required' });
      }
    }
  }
  const stated: { readonly name: string; readonly index: number; readonly run?: boolean; readonly kind: Region['kind'] }[] = [];
  const shorthand: { readonly index: number; readonly end: number }[] = [];
  for (const region of list) {
    if (region.kind === 'none') continue;
    // Same length as the slice, so offsets found in it are offsets in the text.
    const clause = { text: text.slice(region.start, region.end).replace(/\s/g, ' '), start: region.start, end: region.end };
    // Shorthand the database does not know is a requirement whole ("R&D", "2FA"), and no letter run
    // inside it is one ("OP" of "S&OP").
    for (const t of shorthandTokens(clause)) {
      if (mentions.some((m) => m.index < t.end && m.end > t.index)) continue;
      shorthand.push(t);
      hits.push({ name: t.name, written: t.name, index: t.index, kind: region.kind });
    }
    for (const r of statedRequirements(clause)) stated.push({ ...r, kind: region.kind });
  }
  for (const seg of segments) {
    if (!ITEM_SECTIONS.has(seg.kind)) continue;
    const raw = text.slice(seg.start, seg.end);
    const body = stripBullet(raw);
    const start = seg.start + raw.indexOf(body);
    const kind = regionAt(list, start);
    if (kind === 'none' || body === '') continue;
    for (const r of leadingItems({ text: body.replace(/\s/g, ' '), start, end: start + body.length })) stated.push({ ...r, kind });
  }
  for (const item of stated) {
    if (shorthand.some((t) => item.index >= t.index && item.index < t.end)) continue;
    // "assessed by Prof. Alex Kelburn": a name after a title of address is a person.
    if (HONORIFIC_BEFORE.test(text.slice(Math.max(0, item.index - 12), item.index))) continue;
    // "#LifeAtGlobex": a hashtag is the employer's slogan.
    if (text.charAt(item.index - 1) === '#') continue;
    // A phrase around a skill the database found ("Redis caching patterns", "GitHub Actions") adds nothing.
    // A skill of its own inside a wider mention ("B2B" in "B2B SaaS") still counts.
    const end = item.index + item.name.length;
    const known = matcher.canonical(item.name)?.name;
    const around = mentions.filter((m) => m.index < end && m.end > item.index);
    // A word inside a longer name the posting writes as the database names it ("BI" of "Power BI") is
    // part of that name. Inside a wider phrase read as a skill ("B2B" of "B2B SaaS", "SaaS" of "SaaS
    // sales") it is a skill of its own.
    const insideName = (m: SkillMention): boolean =>
      m.index <= item.index && m.end >= end && m.end - m.index > item.name.length && m.matched.toLowerCase() === m.name.toLowerCase();
    if (around.some(insideName)) continue;
    // "Certified Scrum Master", "Chartered Management Accountant": a credential is named whole, not a run of names.
    if (CREDENTIAL.test(item.name) && known === undefined) {
      hits.push({ name: item.name, written: item.name, index: item.index, kind: item.kind });
      continue;
    }
    if (item.run === true || (around.length > 0 && (known === undefined || around.some((m) => m.name === known)))) {
      // A run of names whose commas were lost ("Swift Objective-C Cocoa") keeps the names the database does not know.
      for (const rest of namesBetween(text, item, around)) hits.push({ ...rest, written: rest.name, kind: item.kind });
      continue;
    }
    hits.push({ name: known ?? item.name, written: item.name, index: item.index, kind: item.kind });
  }
  const repeated = repeatedNames(text);
  for (let i = hits.length - 1; i >= 0; i--) {
    const written = hits[i]?.written ?? '';
    const unknownName = repeated.has(written) && matcher.canonical(written) === null;
    const at = hits[i]?.index ?? 0;
    const perk = /^insurance$/i.test(written) && PERK_BEFORE.test(text.slice(Math.max(0, at - 20), at));
    if (BOILERPLATE_NAME.test(written) || PERKS_HEADING_WORD.test(written) || EMPLOYER_WORD.test(written) || unknownName || perk) hits.splice(i, 1);
  }
  hits.sort((a, b) => a.index - b.index);
  // One entry per requirement however it is spelled or cased; the first spelling is kept.
  const required = new Map<string, Hit>();
  const preferred = new Map<string, Hit>();
  for (const h of hits) if (h.kind === 'required' && !required.has(requirementKey(h.name))) required.set(requirementKey(h.name), h);
  for (const h of hits) {
    const key = requirementKey(h.name);
    if (h.kind === 'preferred' && !required.has(key) && !preferred.has(key)) preferred.set(key, h);
  }
  const named = (h: Hit): string => grounded(h.name, h.written);
  const sources: RequirementSource[] = [...required.values(), ...preferred.values()].map((h) => ({
    name: named(h),
    sentence: sentenceAt(text, list, h.index),
    importance: h.kind === 'preferred' ? 'preferred' : 'required',
  }));
  return { required: [...required.values()].map(named), preferred: [...preferred.values()].map(named), mentions, sources };
}

const HONORIFIC_BEFORE = /\b(?:Prof|Dr|Mr|Mrs|Ms|Mx)\.?\s*$/;

interface Hit {
  /** The database's name when it knows the requirement, else the posting's words. */
  readonly name: string;
  /** The requirement as the posting spells it. */
  readonly written: string;
  readonly index: number;
  readonly kind: Region['kind'];
}

/** Lower case, accents and punctuation gone, padded with spaces so whole words can be looked up. */
function foldWords(s: string): string {
  return ` ${s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()} `;
}

/**
 * The name a requirement is returned under. The database's name when the posting uses its words
 * ("Kubernetes"); otherwise the posting's own spelling ("k8s", "full-stack", "HR"), so every
 * requirement can be found in the posting. The written form is used only when the database reads it
 * back as the same skill, so whoever canonicalises the list later gets the same skill either way.
 */
function groundedNamer(text: string, matcher: SkillMatcher): (name: string, written: string) => string {
  const posting = foldWords(text);
  return (name, written) => {
    if (name === written || posting.includes(foldWords(name))) return name;
    const tidy = written.replace(/\s+/g, ' ').trim();
    if (tidy === '' || !posting.includes(foldWords(tidy))) return name;
    const known = matcher.canonical(tidy) ?? matcher.canonical(tidy.replace(/-/g, ' '));
    return known?.name === name ? tidy : name;
  };
}

// A word that starts a name: a capital or a digit ("Cocoa", "J2EE", "3D").
const NAME_WORD = /^[\p{Lu}\d]/u;
const MAX_NAME_WORDS = 3;

/**
 * What a phrase made only of names holds besides the skills the database found in it: "Butterknife
 * Retrofit Picasso" around a known "Retrofit" gives "Butterknife" and "Picasso". A phrase with an
 * ordinary word in it ("Redis caching patterns") is one thing and gives nothing more.
 */
function namesBetween(
  text: string,
  stated: { readonly name: string; readonly index: number },
  around: readonly SkillMention[],
): { name: string; index: number }[] {
  const words = stated.name.split(/\s+/);
  // Two names together are as often one product ("Gatsby Cloud") as two.
  if (around.length === 0 || words.length < 3 || !words.every((w) => NAME_WORD.test(w))) return [];
  const out: { name: string; index: number }[] = [];
  let from = stated.index;
  const end = stated.index + stated.name.length;
  const take = (to: number): void => {
    const piece = text.slice(from, Math.min(to, end));
    const name = piece.replace(/^[\s&/-]+|(?<![\s&/-])[\s&/-]+$/g, '');
    const count = name === '' ? 0 : name.split(/\s+/).length;
    // "… Kiln Design Minimum 3 years …": a capitalised ordinary word between names is no name.
    if (count > 0 && count <= MAX_NAME_WORDS && name.length >= 2 && /\p{L}/u.test(name) && !(count === 1 && isVagueWord(name))) {
      out.push({ name, index: from + piece.indexOf(name) });
    }
  };
  for (const m of [...around].sort((a, b) => a.index - b.index)) {
    if (m.index > from) take(m.index);
    from = Math.max(from, m.end);
  }
  if (from < end) take(end);
  return out;
}

const CREDENTIAL = /^(?:[Cc]ertified|[Cc]hartered|[Ll]icensed|[Rr]egistered|[Aa]ccredited)\s+\p{Lu}/u;

// "across the organisation", "a flat organization": the employer, not the skill of being organised.
const EMPLOYER_WORD = /^organi[sz]ations?$/i;
const NAME_REPEATS = 3;

/**
 * Single capitalised words the posting writes three times or more that the skills database does not
 * know: the employer's or the place's name ("within Northwind", "the chair of Northwind"), not a requirement.
 */
function repeatedNames(text: string): Set<string> {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(/\b\p{Lu}\p{Ll}{2,}\b/gu)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= NAME_REPEATS).map(([w]) => w));
}

function requirementKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');
}
