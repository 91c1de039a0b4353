import type { SkillMatcher, SkillMention } from '../skills';
import { extractSkills, skillListLabel } from '../skills';
import { isBenefitClause } from './benefits-team';
import { EXCLUDED_KINDS, type JobSegment } from './sections';
import { clausesOf, type Span } from './text';

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
  const inside = t.slice(open + 1, close).replace(PREFERRED_CUE, '').replace(/\b(?:but|is|are|not required)\b|[\s,.;:-]/gi, '');
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

/** Every clause of every segment, labelled required / preferred / none (boilerplate or perks). */
function regions(text: string, segments: readonly JobSegment[]): Region[] {
  const out: Region[] = [];
  for (const seg of segments) {
    const excluded = EXCLUDED_KINDS.has(seg.kind);
    for (const c of clausesOf(text, seg)) {
      if (excluded || isBenefitClause(c.text)) {
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
  hits.sort((a, b) => a.index - b.index);
  const required = new Set<string>();
  const preferred = new Set<string>();
  for (const h of hits) if (h.kind === 'required') required.add(h.name);
  for (const h of hits) if (h.kind === 'preferred' && !required.has(h.name)) preferred.add(h.name);
  return { required: [...required], preferred: [...preferred], mentions };
}
