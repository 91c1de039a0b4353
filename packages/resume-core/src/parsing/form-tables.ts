import type { Line } from './text';

/**
 * Job-application style CVs lay jobs and qualifications out as tables whose first row names the
 * columns ("Employer | City | Supervisor | Phone", "Institution | Degree | From | To") and whose
 * next rows hold the values; some turn the table on its side, the labels down the first column and
 * one entry per column after it. Read row by row, the labels and the values end up on different
 * lines, and "Supervisor" or "Degree" becomes a title, an employer or a qualification. Such tables
 * are rewritten to the lines the header and education rules read: "Employer: …" / "Position: …" and
 * a date line for a job, "Qualification, School, dates" for a qualification. Columns the profile
 * has no field for (town, supervisor, telephone, pay, grade) are left out, so a reference's name
 * is never taken for a job.
 */

type Column = 'employer' | 'position' | 'school' | 'degree' | 'from' | 'to' | 'dates' | 'description' | 'other';

const COLUMNS: ReadonlyArray<[RegExp, Column]> = [
  [/^(?:employer|company(?: name)?|organi[sz]ation|firm)$/i, 'employer'],
  [/^(?:position(?: held)?|job title|title|role|designation|occupation)$/i, 'position'],
  [
    /^(?:(?:name of )?(?:the )?(?:institution|institute|university|college|school)|board(?:\s*\/\s*university)?|university\s*\/\s*(?:board|institute))$/i,
    'school',
  ],
  [/^(?:degree|qualification|course|programme|program|examination|exam|degree\s*\/\s*course)$/i, 'degree'],
  [/^(?:from|start(?:ed)?|start date|date started)$/i, 'from'],
  [/^(?:to|end(?:ed)?|end date|date ended|until)$/i, 'to'],
  [/^(?:dates?(?: employed)?|period|duration|years?(?: of (?:passing|graduation|completion))?|passing year|graduation year)$/i, 'dates'],
  [
    /^(?:(?:key |main )?(?:responsibilities|duties|tasks|activities|achievements)|(?:job |role )?description|details|main activities and responsibilities)$/i,
    'description',
  ],
  [
    /^(?:city|town|location|state|city\/state|address|country|supervisor|manager|reference|phone|telephone|tel\.?|salary|pay|wage|hours|reason for leaving|may we contact\??|grade|result|marks|percentage|cgpa|gpa|class|aggregate|division|score)$/i,
    'other',
  ],
];

function columnOf(cell: string): Column | undefined {
  const text = cell.trim().replace(/:$/, '');
  return COLUMNS.find(([label]) => label.test(text))?.[1];
}

/** A table's columns name a job (an employer or a position) or a qualification (a school or a degree). */
function namesEntry(columns: readonly Column[]): boolean {
  return columns.some((c) => c === 'employer' || c === 'position' || c === 'school' || c === 'degree');
}

/** The columns of a header row, when every cell is a known label and they name a job or a qualification. */
function headerColumns(text: string): Column[] | undefined {
  const cells = text.split('\t');
  if (cells.length < 2) return undefined;
  const columns = cells.map(columnOf);
  if (columns.some((c) => c === undefined)) return undefined;
  const known = columns as Column[];
  return namesEntry(known) ? known : undefined;
}

function rewriteEntry(columns: readonly Column[], values: readonly string[], line: Line): Line[] {
  const value = (kind: Column): string | undefined => {
    const at = columns.indexOf(kind);
    const v = at >= 0 ? values[at]?.trim() : undefined;
    return v === '' ? undefined : v;
  };
  const from = value('from');
  const to = value('to');
  const range = value('dates') ?? (from && to ? `${from} – ${to}` : from);
  const school = value('school');
  const degree = value('degree');
  if (school || degree) {
    const text = [degree, school, range].filter((v) => v !== undefined).join(', ');
    return [{ ...line, text }];
  }
  const out: string[] = [];
  const employer = value('employer');
  const position = value('position');
  const description = value('description');
  if (employer) out.push(`Employer: ${employer}`);
  if (position) out.push(`Position: ${position}`);
  if (range) out.push(range);
  if (description) out.push(description);
  return out.map((text) => ({ ...line, text }));
}

/**
 * A table on its side: "Institution | Kelburn University | Tarrow College" over "Degree | BSc | A-levels":
 * consecutive rows whose first cell is a label and which hold as many values each. The number of rows
 * it spans, and its columns and entries, or undefined.
 */
function labelColumnTable(lines: readonly Line[], at: number): { used: number; columns: Column[]; entries: string[][] } | undefined {
  const columns: Column[] = [];
  const rows: string[][] = [];
  let width: number | undefined;
  for (let i = at; i < lines.length; i++) {
    const cells = (lines[i] as Line).text.split('\t');
    const column = cells.length >= 2 ? columnOf(cells[0] ?? '') : undefined;
    // A label seen already opens the next entry's rows ("Employer" again after "Supervisor").
    if (column === undefined || (width !== undefined && cells.length - 1 !== width) || (column !== 'other' && columns.includes(column))) break;
    width = cells.length - 1;
    columns.push(column);
    rows.push(cells.slice(1));
  }
  if (rows.length < 2 || width === undefined || !namesEntry(columns)) return undefined;
  const entries = Array.from({ length: width }, (_, k) => rows.map((row) => row[k] ?? ''));
  return { used: rows.length, columns, entries };
}

const isRowOf = (columns: readonly Column[], line: Line | undefined): boolean =>
  line !== undefined && line.text.split('\t').length === columns.length && headerColumns(line.text) === undefined;

/**
 * The lines of the table under a header: one entry per row as long as the rows keep its width. A
 * row's last cell may be a description of several paragraphs, written as lines of their own right
 * after the row; they stay with the row. After a blank line only another row goes on with the table.
 */
function rowsUnder(columns: readonly Column[], lines: readonly Line[], from: number): Line[] {
  const taken: Line[] = [];
  for (let j = from; j < lines.length; j++) {
    const line = lines[j] as Line;
    if (isRowOf(columns, line)) taken.push(line);
    else if (taken.length > 0 && !line.blankBefore && !line.text.includes('\t')) taken.push(line);
    else break;
  }
  while (taken.length > 0 && !(taken[taken.length - 1] as Line).text.includes('\t')) taken.pop();
  return taken;
}

/** Rewrites the tables; every other line passes unchanged. Linear in the lines. */
export function transposeFormTables(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (!line.text.includes('\t')) {
      out.push(line);
      continue;
    }
    const columns = headerColumns(line.text);
    const rows = columns ? rowsUnder(columns, lines, i + 1) : [];
    if (columns && rows.length > 0) {
      for (const row of rows) out.push(...(row.text.includes('\t') ? rewriteEntry(columns, row.text.split('\t'), row) : [row]));
      i += rows.length;
      continue;
    }
    const sideways = columns ? undefined : labelColumnTable(lines, i);
    if (sideways) {
      for (const entry of sideways.entries) out.push(...rewriteEntry(sideways.columns, entry, line));
      i += sideways.used - 1;
      continue;
    }
    out.push(line);
  }
  return out;
}
