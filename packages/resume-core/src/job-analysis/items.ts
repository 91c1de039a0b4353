import type { JobSectionKind, JobSegment } from './sections';
import { stripBullet } from './text';

export const MAX_RESPONSIBILITIES = 10;
export const MAX_QUALIFICATIONS = 15;
const MIN_ITEM_CHARS = 10;
const MAX_ITEM_CHARS = 300;

function clean(raw: string): string {
  let t = stripBullet(raw)
    .replace(/\s+/g, ' ')
    .replace(/(?<![\s.;,:])[\s.;,:]+$/, '')
    .trim();
  if (t.length > MAX_ITEM_CHARS) t = `${t.slice(0, MAX_ITEM_CHARS - 1).replace(/\s\S*$/, '')}…`;
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * The items of the given sections: a bullet is one item; a prose paragraph is split into sentences and
 * semicolon clauses ("4+ years of Python; deep knowledge of asyncio; …").
 */
export function sectionItems(text: string, segments: readonly JobSegment[], kinds: readonly JobSectionKind[], max: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  // A section written as bullets keeps only its bullets: stray prose after them is usually boilerplate.
  const bulletsOnly = new Set(kinds.filter((k) => segments.some((s) => s.kind === k && s.line.bullet)));
  for (const kind of kinds) {
    for (const seg of segments) {
      if (seg.kind !== kind || (bulletsOnly.has(kind) && !seg.line.bullet)) continue;
      const parts = seg.line.bullet ? [text.slice(seg.start, seg.end)] : seg.clauses.map((c) => c.text);
      for (const p of parts) {
        const item = clean(p);
        const key = item.toLowerCase();
        if (item.length < MIN_ITEM_CHARS || seen.has(key)) continue;
        seen.add(key);
        out.push(item);
        if (out.length >= max) return out;
      }
    }
  }
  return out;
}

/** Sentences addressed to the candidate about the work, for postings without a responsibilities section. */
const DUTY_SENTENCE =
  /\b(?:you(?:'ll| will| would)|your (?:role|responsibilities|day)|day-to-day|the role (?:involves|includes)|responsibilities (?:include|will include))\b/i;
const QUALIFICATION_SENTENCE =
  /\b(?:years? of (?:\w+ )?experience|degree in|bachelor'?s|master'?s|proficien(?:cy|t)|experience (?:with|in|building)|knowledge of|familiarity with|understanding of|ability to)\b/i;

export function sentencesMatching(
  text: string,
  segments: readonly JobSegment[],
  kinds: readonly JobSectionKind[],
  re: RegExp,
  max: number,
): string[] {
  const out: string[] = [];
  for (const seg of segments) {
    if (!kinds.includes(seg.kind)) continue;
    for (const c of seg.clauses) {
      const item = clean(c.text);
      if (item.length >= MIN_ITEM_CHARS && re.test(item) && !out.includes(item)) out.push(item);
      if (out.length >= max) return out;
    }
  }
  return out;
}

/** A role summary's sentences that open with a duty verb ("Provide direct patient care …"). */
const DUTY_VERB =
  /^(?:provide|build|design|develop|lead|manage|own|create|drive|support|collaborate|partner|deliver|write|maintain|implement|analy[sz]e|ensure|conduct|coordinate|perform|oversee|define|serve|assist|run|monitor|review|prepare|plan|establish|identify|improve|optimi[sz]e|communicate|research|test|deploy|operate|administer|train|mentor|present|report|handle|process|respond|care|teach|sell|negotiate|execute)s?\b/i;

export function responsibilities(text: string, segments: readonly JobSegment[]): string[] {
  const listed = sectionItems(text, segments, ['responsibilities'], MAX_RESPONSIBILITIES);
  if (listed.length > 0) return listed;
  const addressed = sentencesMatching(text, segments, ['intro', 'overview', 'other'], DUTY_SENTENCE, MAX_RESPONSIBILITIES);
  if (addressed.length > 0) return addressed;
  return sentencesMatching(text, segments, ['overview'], DUTY_VERB, MAX_RESPONSIBILITIES);
}

export function qualifications(text: string, segments: readonly JobSegment[]): string[] {
  const listed = sectionItems(text, segments, ['required', 'skills', 'preferred'], MAX_QUALIFICATIONS);
  if (listed.length > 0) return listed;
  return sentencesMatching(text, segments, ['intro', 'overview', 'other', 'responsibilities'], QUALIFICATION_SENTENCE, MAX_QUALIFICATIONS);
}
