import { isContact } from './contact';
import { fields } from './text';
import { companyScore, isLocation, titleScore } from './vocab';

/** A piece of a header line that may be a title, an organisation or a place. */
export interface Segment {
  text: string;
  line: number;
  /** "Engineer at Acme": the word "at" says which side is which. */
  hint?: 'role' | 'company';
  /** Came from splitting a comma list; siblings may be glued back (e.g. "Manager, Product"). */
  commaGroup?: number;
}

const STRONG_SEPARATORS = /\s+[|•·–—-]\s+|\s*\|\s*|\s+\/\/\s+|\s*•\s*/;
const LEGAL_SUFFIX = /^(?:inc|llc|llp|ltd|limited|co|corp|gmbh|plc|ag|s\.?a|b\.?v|pty ltd)\.?$/i;
const FIELD_NAME = /^(?:duration|dates?|period|tenure|location|place|from|to)$/i;
const EMPLOYMENT_TYPE =
  /^(?:full[- ]?time|part[- ]?time|contract|permanent|temporary|temp|seasonal|remote|hybrid|on[- ]?site|internship)$/i;

export function cleanSegment(text: string): string {
  return text
    .replace(/\s*\(([^()]+)\)/g, (whole: string, inner: string) => (isLocation(inner) ? '' : whole))
    .replace(/\((?:[^()]*(?:full|part)[- ]?time|contract|remote|hybrid|intern(?:ship)?)\)/gi, '')
    .replace(/^[\s,;:|•·–—\-/()]+|[\s,;:|•·–—\-/(]+$/g, '')
    .replace(/^\((.*)\)$/, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isNoise(text: string): boolean {
  return text === '' || EMPLOYMENT_TYPE.test(text) || FIELD_NAME.test(text) || isContact(text) || !/\p{L}/u.test(text);
}

/** Comma parts with legal suffixes ("Acme, Inc.") kept on their company. */
function commaParts(text: string): string[] {
  const parts: string[] = [];
  for (const raw of text.split(/\s*,\s*/)) {
    const last = parts.length - 1;
    if (last >= 0 && LEGAL_SUFFIX.test(raw.trim())) parts[last] = `${parts[last] ?? ''}, ${raw.trim()}`;
    else parts.push(raw.trim());
  }
  return parts.filter((p) => p !== '');
}

/** Drops a trailing place ("…, San Francisco, CA", "…, Berlin") and returns what is left. */
function withoutTrailingPlace(parts: string[]): string[] {
  for (let take = Math.min(3, parts.length - 1); take >= 1; take--) {
    if (isLocation(parts.slice(-take).join(', '))) return parts.slice(0, -take);
  }
  return parts;
}

// "Company: Acme", "Designation: Engineer": CVs that label every field say which is which.
const FIELD_LABEL =
  /^(?:(company|employer|organi[sz]ation|firm)|(title|position|role|designation|job title))\s*:\s*(.+)$/i;

// Labelled lines about the engagement rather than the job ("Project: Core Banking", "Client: Citi").
const OTHER_FIELD = /^(?:project|client|team(?: size)?|environment|domain|reporting to|manager)\s*:/i;

function labelled(text: string, line: number): Segment | undefined {
  if (OTHER_FIELD.test(text.trim())) return { text: '', line };
  const m = FIELD_LABEL.exec(text.trim());
  if (!m || !m[3]) return undefined;
  return { text: m[3], line, hint: m[1] ? 'company' : 'role' };
}

function splitAt(text: string): Segment[] | undefined {
  const m = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(text);
  if (!m || !m[1] || !m[2] || titleScore(m[1]) === 0) return undefined;
  return [
    { text: m[1], line: 0, hint: 'role' },
    { text: m[2], line: 0, hint: 'company' },
  ];
}

function splitField(field: string, line: number, seq: { n: number }): Segment[] {
  const out: Segment[] = [];
  for (const piece of field.split(STRONG_SEPARATORS)) {
    const tagged = labelled(piece, line);
    const pieces = tagged ? [tagged] : (splitAt(piece) ?? [{ text: piece, line }]);
    for (const seg of pieces) {
      const parts = withoutTrailingPlace(commaParts(seg.text));
      if (parts.length <= 1) {
        out.push({ ...seg, text: parts[0] ?? '', line });
        continue;
      }
      // An organisation with a cue next to cue-less words is "Company, City"; keep just the company.
      const cued = parts.filter((p) => companyScore(p) >= 2 && titleScore(p) === 0);
      const plain = parts.filter((p) => companyScore(p) === 0 && titleScore(p) === 0 && p.split(' ').length <= 2);
      if (cued.length === 1 && plain.length === parts.length - 1 && seg.hint !== 'role') {
        out.push({ ...seg, text: cued[0] ?? '', line });
        continue;
      }
      const group = ++seq.n;
      for (const p of parts) out.push({ ...seg, text: p, line, commaGroup: group });
    }
  }
  return out;
}

const isTitleWord = (w: string): boolean => titleScore(w) >= 2;

/**
 * Text extraction turns the gap between columns into one space ("Senior Engineer Acme Corp").
 * Cut such a segment after its last title word when what follows is a capitalised name with a
 * company cue, or in the mirrored order ("Acme Corp Senior Engineer").
 */
function splitGlued(seg: Segment): Segment[] {
  const words = seg.text.split(' ');
  if (words.length < 3 || seg.commaGroup !== undefined || titleScore(seg.text) === 0 || companyScore(seg.text) < 2) {
    return [seg];
  }
  for (let k = 1; k < words.length; k++) {
    const left = words.slice(0, k).join(' ');
    const right = words.slice(k).join(' ');
    if (!/^\p{Lu}/u.test(right) && !/^\p{Lu}/u.test(left)) continue;
    const titleLeft = isTitleWord(words[k - 1] ?? '') && companyScore(right) >= 2 && titleScore(right) === 0 && companyScore(left) < 2;
    const titleRight = companyScore(left) >= 2 && titleScore(left) === 0 && titleScore(right) > 0 && companyScore(right) < 2;
    if (titleLeft || titleRight) return [{ ...seg, text: left }, { ...seg, text: right }];
  }
  return [seg];
}

/** Splits header lines (dates already cut out) into candidate title / organisation segments. */
export function headerSegments(rests: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  const seq = { n: 0 };
  rests.forEach((rest, line) => {
    for (const field of fields(rest)) segments.push(...splitField(field, line, seq));
  });
  return segments
    .map((s) => ({ ...s, text: cleanSegment(s.text) }))
    .filter((s) => !isNoise(s.text) && !isLocation(s.text))
    .flatMap(splitGlued);
}
