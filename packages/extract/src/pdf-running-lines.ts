/**
 * Running heads and feet of a multi-page PDF ("Curriculum Vitae  Jane Roe" atop every page,
 * "Page 2 / 10" and a template's notice at the foot) sit in the middle of whatever runs across the
 * page break: read as text, they cut a job in two or become a job or a school of their own.
 */

/** How many lines at the top and at the foot of a page can be a running head or foot. */
const EDGE_LINES = 2;

// "3", "- 3 -", "Page 3", "Page 3 of 10", "3 / 10": nothing but a page's number.
const PAGE_NUMBER = /^(?:page\s*)?[-–(]?\s*\d+\s*[-–)]?(?:\s*(?:\/|of)\s*\d+)?$/i;

/** A running line is the same on every page but for a cell that numbers the page ("Page 2 / 10 | notice"). */
function key(line: string): string {
  return line
    .split(/\t|\s+\|\s+/)
    .map((cell) => cell.replace(/\s+/g, ' ').trim().toLowerCase())
    .filter((cell) => !PAGE_NUMBER.test(cell))
    .join('\t');
}

function edges(lines: readonly string[]): { top: number[]; foot: number[] } {
  const content = lines.flatMap((line, i) => (line.trim() === '' ? [] : [i]));
  const top = content.slice(0, EDGE_LINES);
  return { top, foot: content.slice(-EDGE_LINES).filter((i) => !top.includes(i)) };
}

// An e-mail address or a phone number (nine digits at least, so "2002-2013" is none): the contact
// line some templates print at every page's foot.
const CONTACT = /@|(?:\d[ ()-]*){9,}/;

// What a running head calls the document rather than its owner.
const DOCUMENT_TITLE = /^(?:curriculum vitae|cv|r[eé]sum[eé])$/;

/** Whether the pages before already show a running head: its name, say, on the first page. */
function alreadyShown(line: string, text: string): boolean {
  const seen = text.replace(/\s+/g, ' ').toLowerCase();
  return key(line)
    .split('\t')
    .every((cell) => cell === '' || DOCUMENT_TITLE.test(cell) || seen.includes(cell));
}

/**
 * Drops page numbers at the edges of each page, and a line repeated at the edges of at least half
 * of the pages (two at least). The first running head is kept once, at the top of the document: it
 * often repeats the name the first page shows once, and where it first appears on a later page (a
 * template whose first page has its own header) it would cut whatever runs over that page break,
 * so it moves to the top, or goes when the pages before it already show all of it. A running foot
 * goes everywhere, as it sits amid what runs over the page break, unless it is the only place the
 * document gives its contact details.
 */
export function withoutRunningLines(pages: readonly string[]): string[] {
  if (pages.length < 2) return [...pages];
  const split = pages.map((page) => page.split('\n'));
  const pagesWith = new Map<string, number>();
  for (const lines of split) {
    const { top, foot } = edges(lines);
    for (const k of new Set([...top, ...foot].map((i) => key(lines[i] ?? '')))) pagesWith.set(k, (pagesWith.get(k) ?? 0) + 1);
  }
  const running = (k: string): boolean => (pagesWith.get(k) ?? 0) >= Math.max(2, pages.length / 2);
  const kept = new Set<string>();
  const movedToTop: string[] = [];
  const out = split.map((lines, page) => {
    const { top, foot } = edges(lines);
    const drop = new Set<number>();
    for (const i of [...top, ...foot]) {
      const line = lines[i] ?? '';
      const k = key(line);
      if (PAGE_NUMBER.test(line.trim())) drop.add(i);
      else if (!running(k)) continue;
      else if (kept.has(k) || (foot.includes(i) && !CONTACT.test(line))) drop.add(i);
      else {
        kept.add(k);
        if (page === 0) continue;
        drop.add(i);
        if (!alreadyShown(line, pages.slice(0, page).join('\n'))) movedToTop.push(line);
      }
    }
    return lines.filter((_, i) => !drop.has(i)).join('\n');
  });
  if (movedToTop.length > 0) out[0] = [...movedToTop, out[0]].join('\n');
  return out;
}
