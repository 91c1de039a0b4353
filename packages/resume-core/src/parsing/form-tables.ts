import type { Line } from './text';

/**
 * Job-application style CVs lay each job out as a table whose first row names the columns
 * ("Employer | City | Supervisor | Phone") and whose next row holds the values. Read row by row,
 * the labels and the values end up on different lines, and "Supervisor" or "City" becomes the
 * title or the employer. Such a pair of rows is rewritten to the "Label: value" lines and the
 * date line the header rules read; columns the profile has no field for (town, supervisor,
 * telephone, pay) are left out, so a reference's name is never taken for a job.
 */

type Column = 'employer' | 'position' | 'from' | 'to' | 'dates' | 'other';

const COLUMNS: ReadonlyArray<[RegExp, Column]> = [
  [/^(?:employer|company(?: name)?|organi[sz]ation|firm)$/i, 'employer'],
  [/^(?:position(?: held)?|job title|title|role|designation|occupation)$/i, 'position'],
  [/^(?:from|start(?:ed)?|start date|date started)$/i, 'from'],
  [/^(?:to|end(?:ed)?|end date|date ended|until)$/i, 'to'],
  [/^(?:dates?(?: employed)?|period|duration)$/i, 'dates'],
  [
    /^(?:city|town|location|state|city\/state|address|country|supervisor|manager|reference|phone|telephone|tel\.?|salary|pay|wage|hours|reason for leaving|may we contact\??)$/i,
    'other',
  ],
];

function columnOf(cell: string): Column | undefined {
  const text = cell.trim().replace(/:$/, '');
  return COLUMNS.find(([label]) => label.test(text))?.[1];
}

/** The columns of a header row, when every cell is a known label and one of them names the employer or the position. */
function headerColumns(text: string): Column[] | undefined {
  const cells = text.split('\t');
  if (cells.length < 2) return undefined;
  const columns = cells.map(columnOf);
  if (columns.some((c) => c === undefined)) return undefined;
  const known = columns as Column[];
  return known.includes('employer') || known.includes('position') ? known : undefined;
}

function rewriteRow(columns: readonly Column[], values: readonly string[], line: Line): Line[] {
  const value = (kind: Column): string | undefined => {
    const at = columns.indexOf(kind);
    const v = at >= 0 ? values[at]?.trim() : undefined;
    return v === '' ? undefined : v;
  };
  const from = value('from');
  const to = value('to');
  const range = value('dates') ?? (from && to ? `${from} – ${to}` : from);
  const out: string[] = [];
  const employer = value('employer');
  const position = value('position');
  if (employer) out.push(`Employer: ${employer}`);
  if (position) out.push(`Position: ${position}`);
  if (range) out.push(range);
  return out.map((text) => ({ ...line, text }));
}

/** Rewrites header-row / value-row pairs; every other line passes unchanged. Linear in the lines. */
export function transposeFormTables(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const columns = line.text.includes('\t') ? headerColumns(line.text) : undefined;
    const next = lines[i + 1];
    const values = next?.text.split('\t');
    if (!columns || !next || !values || values.length !== columns.length || headerColumns(next.text) !== undefined) {
      out.push(line);
      continue;
    }
    out.push(...rewriteRow(columns, values, next));
    i++;
  }
  return out;
}
