import { findDateRanges } from './dates';
import type { Line } from './text';
import { titleScore } from './vocab';

// "<header> (<dates>): <description>": the dates in brackets close the header, a colon opens the description.
const DATED_HEADER = /^(?<head>.{3,160}?)\s*\((?<dates>[^()]{4,40})\)\s*:\s+(?<description>\S.*)$/;
// A one-word label before the header ("Sales: Territory Manager, …") says what kind of work it was.
const KIND_LABEL = /^\p{Lu}[\p{L} ]{1,20}:\s+/u;
const MAX_HEADER_WORDS = 10;

/**
 * A job told on one line of a narrative CV: "Field sales officer, Moorcroft Biologics
 * (2001-2004): visited clinics…", or "2018 – 2020: Data Analyst, Globex Bank. Built …". The
 * header (a title word in at most ten words, dated) becomes a line of its own, the description a
 * line under it, so the job is read like any other. A longer header is a sentence that happens to
 * hold dates, and stays as written.
 */
export function splitInlineHeaders(lines: readonly Line[], now: Date): Line[] {
  return lines.flatMap((line) => {
    // A list of jobs, one per bullet, writes them the bracketed way ("- Glaze Technician, Oakfern
    // Pottery (2016 - 2019): mixed glazes."); a bullet is read for that form only.
    const parts = line.bullet
      ? datedInBrackets(line.text, now)
      : (datedInBrackets(line.text, now) ?? datesFirst(line.text, now) ?? datesLast(line.text, now));
    if (!parts) return [line];
    const body = (text: string): Line => ({ ...line, text, bullet: true, blankBefore: false });
    return [{ ...line, text: parts.header, bullet: false }, ...(parts.tools ? [body(`Tools: ${parts.tools}`)] : []), body(parts.description)];
  });
}

const fitsHeader = (head: string): boolean => titleScore(head) > 0 && head.split(/\s+/).length <= MAX_HEADER_WORDS;

/** "Field sales officer, Moorcroft Biologics (2001-2004): visited clinics…" */
function datedInBrackets(text: string, now: Date): { header: string; description: string; tools?: string } | undefined {
  const groups = DATED_HEADER.exec(text)?.groups;
  if (!groups?.head || !groups.dates || !groups.description) return undefined;
  const head = groups.head.replace(KIND_LABEL, '');
  if (findDateRanges(groups.dates, now).length === 0 || !fitsHeader(head)) return undefined;
  return { header: `${head} (${groups.dates})`, description: groups.description };
}

// What follows the dates up to the first full stop, then a new sentence: "Analyst, Globex Bank (SQL). Built …".
const HEADER_SENTENCE = /^\s*[:–—-]?\s*(?<head>[^.]{3,160})\.\s+(?<description>\p{Lu}.*)$/u;

// "2015–2019 Data Analyst. Oakfern Research, Tarrow.": after the full stop, a few capitalised
// names (the employer, its town) are the header's next fields, not a description.
const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}&'’-]*|of|and|the|&)`;
const NAMES_ONLY = new RegExp(String.raw`^${NAME_WORD}(?:,?\s+${NAME_WORD}){0,5}\.?$`, 'u');
const namesOnly = (text: string): boolean => NAMES_ONLY.test(text.trim());

/** "2018 – 2020: Data Analyst, Risk Team, Globex Bank (Python, SQL). Built the dashboards…" */
function datesFirst(text: string, now: Date): { header: string; description: string; tools?: string } | undefined {
  const range = findDateRanges(text, now)[0];
  if (range?.index !== 0 || range.start === range.end) return undefined;
  const groups = HEADER_SENTENCE.exec(text.slice(range.length))?.groups;
  if (!groups?.head || !groups.description || namesOnly(groups.description)) return undefined;
  // The tools in brackets at the end of the header ("… Globex Bank (SQL, Excel)") are no part of its names.
  const tools = /\s*\(([^()]+)\)\s*$/.exec(groups.head);
  const head = tools ? groups.head.slice(0, tools.index).trim() : groups.head.trim();
  if (!fitsHeader(head)) return undefined;
  return { header: `${text.slice(0, range.length)}: ${head}`, description: groups.description, tools: tools?.[1] };
}

const TITLE_SENTENCE = /^([^.]{3,60})\.\s+(?=\p{Lu})/u;
const AS_TITLE_OPENING = /^As\s+(?:an?\s+|the\s+|our\s+)?([^,.;]{3,60}),\s/;
// After the dates that close a header, a full stop or a colon and a new sentence: ". I lead …".
const AFTER_DATES = /^\)?\s*[.:]\s+(?=\p{Lu})/u;

/** "Marketing Manager, Globex Ltd, 2015–present. I lead …", "Analyst at Globex (2015–2019). Built …" */
function datesLast(text: string, now: Date): { header: string; description: string; tools?: string } | undefined {
  const range = findDateRanges(text, now).find((r) => r.start !== r.end);
  if (!range || range.index === 0) return undefined;
  const end = range.index + range.length;
  const after = AFTER_DATES.exec(text.slice(end));
  const description = after ? text.slice(end + after[0].length) : '';
  if (!after || description.trim() === '') return undefined;
  const head = text.slice(0, range.index).replace(/(?<![\s,(–—-])[\s,(–—-]+$/, '');
  const header = text.slice(0, end) + (text.charAt(end) === ')' ? ')' : '');
  if (fitsHeader(head)) return { header, description };
  // "Globex Ltd (2015–present). As marketing manager, I lead …": the title opens the next sentence.
  const title = AS_TITLE_OPENING.exec(description)?.[1];
  if (title && fitsHeader(title) && head.split(/\s+/).length <= MAX_HEADER_WORDS) return { header: `${title}, ${header}`, description };
  // "Oakfern Research (2015–2019). Data Analyst. Prepared …": the title is a short sentence of its own.
  const titled = TITLE_SENTENCE.exec(description);
  if (titled?.[1] && namesOnly(head) && namesOnly(titled[1]) && fitsHeader(titled[1])) {
    return { header: `${titled[1]}, ${header}`, description: description.slice(titled[0].length) };
  }
  return undefined;
}
