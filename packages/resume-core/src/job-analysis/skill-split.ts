import type { RequirementSource } from '@tailor/contracts';
import type { SkillMatcher, SkillMention } from '../skills';
import { extractSkills, skillListLabel } from '../skills';
import { isBenefitClause } from './benefits-team';
import { EXCLUDED_KINDS, type JobSegment } from './sections';
import { statedRequirements } from './stated-requirements';
import { stripBullet, type Span } from './text';

const PREFERRED_CUE =
  /\b(?:preferred|preferably|(?:is|are|would be)(?: a)? (?:big |huge |strong )?plus|a plus|pluses|nice[- ]to[- ]haves?|bonus(?: points)?|desirable|desired|ideally|would be (?:great|nice|helpful|an advantage|advantageous)|an advantage|advantageous|not required|not necessary|not a must|appreciated|(?:is|are) helpful|extra credit|good to have)\b/i;

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

interface Region {
  readonly start: number;
  readonly end: number;
  readonly kind: 'required' | 'preferred' | 'none';
}

// How to apply and who decides are the process, not the job: "the hiring manager will review", "our recruitment process".
const PROCESS_CLAUSE =
  /\b(?:(?:to|please|how to) apply|apply (?:now|online|here|by|via|through|before)|applications?\b(?! (?:development|security|performance|architecture|design|support|servers?|programming|lifecycle|testing|monitoring))|recruitment process|hiring (?:manager|process|team|decision)|interview (?:process|stages?)|cover letter|send (?:us )?your|deadline|for (?:further|more) information|background check|drug (?:test|screen)|right to work|visa sponsorship)\b/i;

const MAX_PROCESS_CLAUSE = 240;

// An opening sentence without a heading that speaks about the company ("We are a leading provider
// of …", "Founded in 2009, …"), not about the job or to the candidate.
const COMPANY_TALK =
  /\b(?:we are|we're|our (?:company|mission|vision|customers|clients|products?|platform|founders?|investors|offices?|history|values)|founded|headquartered|employees|is an? (?:leading|global|fast[- ]growing|international|world)|market leader|industry leader|revenue|funding|investors)\b/i;
const ADDRESSES_CANDIDATE =
  /\b(?:you|your|candidates?|applicants?|the (?:role|position|successful)|must|should|required|requirements?|experience (?:with|in)|knowledge of|degree|looking for|seeking|ideal)\b/i;

/** Every clause of every segment, labelled required / preferred / none (boilerplate or perks). */
function regions(text: string, segments: readonly JobSegment[]): Region[] {
  const out: Region[] = [];
  for (const seg of segments) {
    const excluded = EXCLUDED_KINDS.has(seg.kind);
    for (const c of seg.clauses) {
      const aboutCompany =
        seg.kind === 'intro' && c.text.length <= MAX_PROCESS_CLAUSE && COMPANY_TALK.test(c.text) && !ADDRESSES_CANDIDATE.test(c.text);
      // A very long "clause" is a paragraph whose punctuation was lost: one "apply", "we offer" or
      // "we are" in it does not make all of it process, perks or company talk.
      const short = c.text.length <= MAX_PROCESS_CLAUSE;
      const boilerplate = short && (PROCESS_CLAUSE.test(c.text) || isBenefitClause(c.text));
      if (excluded || aboutCompany || boilerplate) {
        out.push({ start: c.start, end: c.end, kind: 'none' });
        continue;
      }
      const base = seg.kind === 'preferred' ? 'preferred' : 'required';
      const pref = base === 'required' ? preferredRange(c) : null;
      if (!pref) out.push({ start: c.start, end: c.end, kind: base });
      else {
        if (pref[0] > c.start) out.push({ start: c.start, end: pref[0], kind: 'required' });
        out.push({ start: pref[0], end: pref[1], kind: 'preferred' });
        if (pref[1] < c.end) out.push({ start: pref[1], end: c.end, kind: 'required' });
      }
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

// Lower-case tags separated by spaces only, as job boards print a posting's technologies.
const TAG_LINE = /^\s*[a-z0-9][a-z0-9.+#-]*(?:\s+[a-z0-9][a-z0-9.+#-]*){0,15}\s*$/;

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
  const hits: { name: string; index: number; kind: Region['kind'] }[] = mentions.map((m) => ({
    name: m.name,
    index: m.index,
    kind: regionAt(list, m.index),
  }));
  for (const seg of segments) {
    const line = text.slice(seg.line.start, seg.line.end);
    if (EXCLUDED_KINDS.has(seg.kind) || (seg.kind !== 'skills' && skillListLabel(line) === null)) continue;
    for (const s of extractSkills(line, { matcher, isSkillListLine: () => true })) {
      if (matcher.canonical(s.name)) continue;
      const index = seg.line.start + Math.max(0, line.indexOf(s.name));
      hits.push({ name: s.name, index, kind: seg.kind === 'preferred' ? 'preferred' : 'required' });
    }
  }
  for (const seg of segments) {
    if (seg.kind !== 'skills') continue;
    const line = text.slice(seg.start, seg.end);
    if (!TAG_LINE.test(line)) continue;
    // A job board's tag line ("reactjs amazon-web-services tdd"): each tag is one technology.
    for (const tag of line.matchAll(/\S+/g)) {
      const name = matcher.canonical(tag[0])?.name ?? matcher.canonical(tag[0].replace(/-/g, ' '))?.name ?? tag[0];
      hits.push({ name, index: seg.start + tag.index, kind: 'required' });
    }
  }
  for (const region of list) {
    if (region.kind === 'none') continue;
    // Same length as the slice, so offsets found in it are offsets in the text.
    const clause = { text: text.slice(region.start, region.end).replace(/\s/g, ' '), start: region.start, end: region.end };
    for (const stated of statedRequirements(clause)) {
      // A phrase around a skill the database found ("Redis caching patterns", "GitHub Actions") adds nothing.
      // A skill of its own inside a wider mention ("B2B" in "B2B SaaS") still counts.
      const end = stated.index + stated.name.length;
      const known = matcher.canonical(stated.name)?.name;
      const around = mentions.filter((m) => m.index < end && m.end > stated.index);
      if (around.length > 0 && (known === undefined || around.some((m) => m.name === known))) continue;
      hits.push({ name: known ?? stated.name, index: stated.index, kind: region.kind });
    }
  }
  hits.sort((a, b) => a.index - b.index);
  // One entry per requirement however it is spelled or cased; the first spelling is kept.
  const required = new Map<string, (typeof hits)[number]>();
  const preferred = new Map<string, (typeof hits)[number]>();
  for (const h of hits) if (h.kind === 'required' && !required.has(requirementKey(h.name))) required.set(requirementKey(h.name), h);
  for (const h of hits) {
    const key = requirementKey(h.name);
    if (h.kind === 'preferred' && !required.has(key) && !preferred.has(key)) preferred.set(key, h);
  }
  const sources: RequirementSource[] = [...required.values(), ...preferred.values()].map((h) => ({
    name: h.name,
    sentence: sentenceAt(text, list, h.index),
    importance: h.kind === 'preferred' ? 'preferred' : 'required',
  }));
  return { required: [...required.values()].map((h) => h.name), preferred: [...preferred.values()].map((h) => h.name), mentions, sources };
}

function requirementKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');
}
