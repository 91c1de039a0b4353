import { findDateRanges, MONTH, wholeRange } from './dates';
import type { Line } from './text';

// "2017 – Product Manager", and with the end's day left on the line: "1 June 2009 – 31\tStock Controller".
const OPEN_LEAD = /^(.{4,20}?)\s*[–—-](?:\s*(\d{1,2}(?:st|nd|rd|th)?)(?=\s))?\s+(?=\p{L}|\d\p{L})/u;
/** The words that close a range still running, as date cells print them. */
const END_WORDS = 'present|current|now|today|ongoing';
const END_WORD = new RegExp(`^(?:${END_WORDS})\\b\\s*`, 'i');

function leadingPoint(text: string, now: Date): string | undefined {
  const word = END_WORD.exec(text);
  if (word) return word[0];
  const first = findDateRanges(text, now)[0];
  if (!first || first.index !== 0 || first.start !== first.end) return undefined;
  return text.slice(0, first.length);
}

const OPEN_TAIL = /[–—-]\s*$/;
const END_TAIL = new RegExp(`\\s(${END_WORDS})$`, 'i');

/** The date or end word that closes `text`, when it stands alone at the end of the line. */
function trailingPoint(text: string, now: Date): string | undefined {
  const word = END_TAIL.exec(text);
  if (word?.[1]) return word[1];
  const last = findDateRanges(text, now).at(-1);
  if (!last || last.start !== last.end || last.index + last.length !== text.length || last.index === 0) return undefined;
  return text.slice(last.index);
}

/**
 * The mirror image: "Backend Developer Jun 2021 -" over "Hooli Media, Remote Present", the
 * range's end printed at the end of the next line. Returns the two repaired lines, or undefined.
 */
function closeTrailingRange(line: Line, next: Line, now: Date): [Line, Line] | undefined {
  if (!OPEN_TAIL.test(line.text) || next.bullet) return undefined;
  const open = findDateRanges(line.text, now).at(-1);
  if (!open || !open.end.present || open.index + open.length !== line.text.length || open.index === 0) return undefined;
  const end = trailingPoint(next.text, now);
  if (end === undefined) return undefined;
  const rest = next.text.slice(0, next.text.length - end.length).trim();
  if (rest === '') return undefined;
  return [
    { ...line, text: `${line.text.replace(OPEN_TAIL, '').trimEnd()} – ${end}` },
    { ...next, text: rest },
  ];
}

/**
 * Two-column layouts (LaTeX moderncv and friends) print "2017 –" beside the title and the end date
 * beside the first description line, so the range arrives split over two lines:
 * "2017 – Product Manager, Google" / "Present Leading cross-functional teams…". Put it back together.
 */
export function repairSplitRanges(lines: readonly Line[], now: Date): Line[] {
  const out = joinMarginRanges(lines, now);
  for (let i = 0; i < out.length - 1; i++) {
    const line = out[i] as Line;
    const next = out[i + 1] as Line;
    const closed = closeTrailingRange(line, next, now);
    if (closed) {
      [out[i], out[i + 1]] = closed;
      continue;
    }
    const stacked = stackedRange(line, next, now);
    if (stacked) {
      out[i] = { ...line, text: stacked };
      out.splice(i + 1, 1);
      continue;
    }
    // "Mar 2018 –" over "present": a narrow date cell wrapped the end word onto a line of its own.
    if (OPEN_TAIL.test(line.text) && !next.bullet && wholeRange(line.text.replace(OPEN_TAIL, '').trim(), now) && isEndWordAlone(next.text, now)) {
      out[i] = { ...line, text: `${line.text.replace(OPEN_TAIL, '').trimEnd()} – ${next.text.trim()}` };
      out.splice(i + 1, 1);
      continue;
    }
    const m = OPEN_LEAD.exec(line.text);
    const start = m?.[1];
    if (!m || !start || next.bullet) continue;
    const ranges = findDateRanges(start, now);
    const only = ranges[0];
    if (ranges.length !== 1 || !only || only.index !== 0 || only.length !== start.length) continue;
    // "Jan 2019 – Present Analyst": the range is already closed by its end word.
    if (END_WORD.test(line.text.slice(m[0].length))) continue;
    if (findDateRanges(line.text.slice(m[0].length), now).length > 0) continue;
    const end = leadingPoint(next.text, now);
    if (end === undefined) continue;
    const day = m[2];
    if (day !== undefined && !STARTS_WITH_MONTH.test(end)) continue;
    out[i] = { ...line, text: `${start} – ${day === undefined ? '' : `${day} `}${end.trim()}\t${line.text.slice(m[0].length)}` };
    const rest = next.text.slice(end.length).trim();
    if (rest === '') out.splice(i + 1, 1);
    else out[i + 1] = { ...next, text: rest };
  }
  return out;
}

const LEADING_DASH = /^[–—-]\s*/;
/** The longest a date point printed alone runs to ("1st September 2019", "aujourd'hui"). */
const STACKED_POINT_MAX = 24;

/**
 * A date cell that prints its start and its end on lines of their own, without a dash ("Apr 2019" over
 * "Mar 2021", "2016" over "Present", or the dash opening the second line): one range, when the end
 * does not come before the start. Two dates in falling order are two entries' dates, left apart.
 */
function stackedRange(line: Line, next: Line, now: Date): string | undefined {
  // The end's dash may have been read as a bullet; a "bullet" that is only a date is that dash.
  // A date alone is short: longer lines are not read for one.
  if (line.bullet || line.text.length > STACKED_POINT_MAX || next.text.length > STACKED_POINT_MAX + 2) return undefined;
  const start = wholeRange(line.text.trim(), now);
  if (!start || start.start !== start.end || start.end.present) return undefined;
  const endText = next.text.trim().replace(LEADING_DASH, '');
  if (isEndWordAlone(endText, now)) return `${line.text.trim()} – ${endText}`;
  const end = wholeRange(endText, now);
  if (!end || end.start !== end.end || end.end.present || monthsOf(end.start) < monthsOf(start.start)) return undefined;
  return `${line.text.trim()} – ${endText}`;
}

const monthsOf = (point: { year: number; month?: number }): number => point.year * 12 + (point.month ?? 0);

const STARTS_WITH_MONTH = new RegExp(`^${MONTH}`, 'i');
/** What a date margin can print at the start of a line: "October", "2014–Present", "May 2014–", "2013–April", "Present". */
const MARGIN_TOKEN = new RegExp(
  `^(?:${END_WORDS}|(?:${MONTH}\\s*)?(?:(?:19|20)\\d{2}\\s*)?(?:[–—-]\\s*(?:${MONTH}|present|current|now)?)?)(?=\\s|$)`,
  'i',
);

function marginToken(line: Line | undefined): string | undefined {
  if (!line || line.bullet) return undefined;
  const token = MARGIN_TOKEN.exec(line.text)?.[0].trim();
  return token ? token : undefined;
}

/** "present", "till date", "heute": a line that is only the open end of a range, as the date reader knows those words. */
function isEndWordAlone(text: string, now: Date): boolean {
  return /\p{L}/u.test(text) && !/\d/.test(text) && wholeRange(`2000 – ${text.trim()}`, now)?.end.present === true;
}

const END_WORD_LEAD = new RegExp(`^(?:${END_WORDS})(?=\\s)`, 'i');

/**
 * Whether the next margin line, with no dash between, ends the range its start opened: it leads with
 * an end word, or with a month and year after the start (two bare years stay apart, as do months of
 * years more than ten apart).
 */
function closesUndashed(start: string, next: Line, now: Date): boolean {
  if (END_WORD_LEAD.test(next.text)) return true;
  const from = wholeRange(start, now);
  const to = findDateRanges(next.text, now)[0];
  if (!from || !to || to.index !== 0 || from.start !== from.end || to.start !== to.end) return false;
  if (from.start.month === undefined || to.start.month === undefined) return false;
  const months = monthsOf(to.start) - monthsOf(from.start);
  return months > 0 && months <= 120;
}

/**
 * Margin dates of narrow date columns (LaTeX moderncv) wrap over two or three lines, each piece
 * printed before that line's text: "October Senior Engineer, Globex" / "2014–Present Globex is…",
 * or "May 2014– Developer, Initech" / "October Initech is…" / "2014 Built…". Where the pieces
 * together make one range that the first piece alone does not, the whole range goes on the first
 * line and the pieces leave the others.
 */
function joinMarginRanges(lines: readonly Line[], now: Date): Line[] {
  const out = [...lines];
  for (let i = 0; i < out.length - 1; i++) {
    const first = marginToken(out[i]);
    if (!first) continue;
    // "2008 – 2012 Abitur": the line's own range runs on past the token, whole on its line.
    const own = findDateRanges((out[i] as Line).text, now)[0];
    if (own && own.index === 0 && own.length > first.length) continue;
    const alone = findDateRanges(first, now)[0];
    for (const count of [2, 3]) {
      const tokens = out.slice(i, i + count).map(marginToken);
      if (tokens.length < count || tokens.some((t) => t === undefined)) break;
      // The pieces of one range are parted by its dash; dates on consecutive lines without one
      // ("2012 Abitur" / "2016 BA Design") date an entry each, unless the second is the range's end:
      // an end word ("Apr 2019 Engineer" / "Present Globex") or a later month ("Mar 2021 Globex").
      const dashed = /[–—-]/.test(tokens.join(' '));
      if (!dashed && (count !== 2 || !closesUndashed(tokens[0] as string, out[i + 1] as Line, now))) continue;
      const joined = dashed ? tokens.join(' ') : tokens.join(' – ');
      const range = wholeRange(joined, now);
      if (!range || (range.start === range.end && !range.end.present)) continue;
      const sameAsAlone = alone !== undefined && alone.length === first.length && JSON.stringify(alone.end) === JSON.stringify(range.end);
      if (sameAsAlone) break;
      const rests = out.slice(i, i + count).map((l) => l.text.slice((MARGIN_TOKEN.exec(l.text)?.[0] ?? '').length).trim());
      const replaced: Line[] = [{ ...(out[i] as Line), text: `${joined}\t${rests[0]}` }];
      for (let k = 1; k < count; k++) if (rests[k] !== '') replaced.push({ ...(out[i + k] as Line), text: rests[k] as string });
      out.splice(i, count, ...replaced);
      break;
    }
  }
  return out;
}
