/**
 * Turns mammoth's HTML into plain lines. Mammoth emits a small, well-formed tag set, so a
 * tokenizer is enough; the point is that every paragraph, list item and table cell ends its
 * own line (so two-column layouts built with tables never glue neighbouring cells together).
 */

const TAG = /<(\/?)([a-zA-Z0-9]+)[^>]*?(\/?)>/g;
const BLOCK_END = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol']);
const CELL = new Set(['td', 'th']);
const HEADING = /^h[1-6]$/;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.startsWith('#x')) return safeCodePoint(parseInt(body.slice(2), 16), whole);
    if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10), whole);
    return ENTITIES[body] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** Collects text the way a reader would write it down: line breaks only where a block ends. */
class LineSink {
  // An array, not `out +=`: checking the end of a growing concatenated string flattens it
  // every time, which made large documents quadratic.
  private readonly out: string[] = [];
  private atLineStart = true;

  write(text: string): void {
    if (text === '') return;
    this.out.push(text);
    this.atLineStart = text.endsWith('\n');
  }

  breakLine(): void {
    if (!this.atLineStart) this.write('\n');
  }

  text(): string {
    return this.out.join('');
  }
}

interface TableFrame {
  rows: string[][];
}

const BULLET_LINE = /^•\s/;
/** A short cell that dates an entry: a year, a month and year, a range, "Present". */
const DATE_LABEL = /^(?=.{1,60}$)(?=.*(?:\b(?:19|20)\d\d\b|\b(?:present|current|now)\b)).*$/i;

function cellLines(cell: string): string[] {
  return cell
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Short lines that name something ("Globex Ltd", "Tarrow"), not a paragraph or a bullet of a description. */
const isHeadingCell = (lines: readonly string[]): boolean =>
  lines.length >= 1 && lines.length <= 3 && lines.every((line) => line.length <= 60 && !BULLET_LINE.test(line));

/**
 * A row of two cells that is one entry of a list, not two columns of a page: a short heading cell
 * (an employer and its town, a school) beside the entry's details. The two cells' lines, or undefined.
 */
function entryCells(row: readonly string[]): [string[], string[]] | undefined {
  const cells = row.map(cellLines).filter((lines) => lines.length > 0);
  const [heading, details] = cells;
  return cells.length === 2 && heading && details && isHeadingCell(heading) && details.length >= 2 ? [heading, details] : undefined;
}

/**
 * A Word table as lines. Tables hold two kinds of content and each needs its own reading:
 * - a page layout (a sidebar beside the main column: several cells of one row each hold many
 *   paragraphs), where each cell is a block of its own and neighbouring cells never share a line;
 * - records (education or jobs: "Degree | School | Year", "Company | Dates", or dates beside a
 *   job's description), where a row is one entry and its cells stay on one line, tab-separated
 *   as Word's own columns, so the parser reads them as the fields of one line.
 */
function renderTable(rows: readonly string[][]): string {
  const layout = rows.some((row) => row.filter((cell) => cellLines(cell).length > 1).length >= 2);
  const out: string[] = [];
  if (layout) {
    const entries = rows.map(entryCells);
    const list = entries.filter((entry) => entry !== undefined).length >= 2;
    for (const [r, row] of rows.entries()) {
      const entry = list ? entries[r] : undefined;
      if (entry) {
        // An entry whose heading cell (the employer and its town) sits beside its details: the
        // heading's lines are its fields, one line as a row of a records table writes them.
        out.push(entry[0].join('\t'), ...entry[1], '');
        continue;
      }
      for (const cell of row) {
        const text = cell.trim();
        // A blank line after each cell keeps side-by-side cells apart as separate blocks.
        if (text !== '') out.push(text, '');
      }
    }
    return out.join('\n');
  }
  for (const row of rows) {
    const cells = row.map(cellLines).filter((lines) => lines.length > 0);
    if (cells.length === 0) continue;
    const long = cells.findIndex((lines) => lines.length > 1);
    if (long === -1) {
      out.push(cells.map((lines) => lines[0]).join('\t'));
      continue;
    }
    // Short cells holding a date or period label the entry whose description fills the long
    // cell: they join its first line, unless that line is already a bullet of the description.
    // Other short cells (a name beside contact details) keep lines of their own, in order.
    const longLines = cells[long] as string[];
    const first = longLines[0] as string;
    const shortCell = (lines: string[]): string => lines[0] as string;
    const before = cells.slice(0, long).map(shortCell);
    const after = cells.slice(long + 1).map(shortCell);
    const dated = [...before, ...after].every((text) => DATE_LABEL.test(text));
    if (dated && !BULLET_LINE.test(first)) {
      out.push([...before, first, ...after].join('\t'), ...longLines.slice(1));
    } else if (dated) {
      out.push([...before, ...after].join('\t'), ...longLines);
    } else if (after.length === 0 && before.length >= 2) {
      // Fields then a description ("Dates | Employer | Position | Duties"): the fields stay one
      // line, as in the rows whose description is a single paragraph, so the columns still line up.
      if (BULLET_LINE.test(first)) out.push(before.join('\t'), ...longLines);
      else out.push([...before, first].join('\t'), ...longLines.slice(1));
    } else {
      out.push(...before, ...longLines, ...after);
    }
    // One entry per row: a blank line keeps the next row's entry apart.
    out.push('');
  }
  return out.join('\n');
}

export function htmlToLines(html: string): string {
  const sinks: LineSink[] = [new LineSink()];
  const tables: TableFrame[] = [];
  const sink = (): LineSink => sinks[sinks.length - 1] as LineSink;
  /** Between table, row and cell tags there is only markup whitespace: no sink of its own. */
  let inTableMarkup = false;
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const between = html.slice(last, match.index);
    if (!inTableMarkup) sink().write(decodeEntities(between));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (tag === 'table') {
      if (!closing) {
        tables.push({ rows: [] });
        inTableMarkup = true;
        continue;
      }
      const table = tables.pop();
      inTableMarkup = false;
      if (!table) continue;
      const current = sink();
      current.breakLine();
      const text = renderTable(table.rows);
      if (text.trim() !== '') current.write(`${text.replace(/\n+$/, '')}\n\n`);
      // A table inside a cell: back to that cell's markup until the cell ends.
      continue;
    }
    if (tag === 'tr' && !closing) {
      tables[tables.length - 1]?.rows.push([]);
      continue;
    }
    if (CELL.has(tag)) {
      const table = tables[tables.length - 1];
      if (!closing) {
        sinks.push(new LineSink());
        inTableMarkup = false;
      } else if (sinks.length > 1) {
        const cell = (sinks.pop() as LineSink).text();
        const row = table?.rows[table.rows.length - 1];
        if (row) row.push(cell);
        else if (table) table.rows.push([cell]);
        inTableMarkup = true;
      }
      continue;
    }
    const current = sink();
    if (tag === 'br') current.write('\n');
    else if (!closing && tag === 'li') {
      current.breakLine();
      current.write('• ');
    } else if (!closing && HEADING.test(tag)) {
      // A blank line before headings keeps section boundaries visible to the parser.
      current.breakLine();
      current.write('\n');
    } else if (closing && BLOCK_END.has(tag)) current.breakLine();
  }
  if (!inTableMarkup) sink().write(decodeEntities(html.slice(last)));
  // Unclosed cells or tables (mammoth never writes them) are kept as text, not lost.
  while (sinks.length > 1) {
    const cell = (sinks.pop() as LineSink).text();
    sink().write(cell);
  }
  return sink().text();
}
