import type { Line } from './text';

/**
 * Form CVs (the Europass templates and their look-alikes) print every field as a row: a long label
 * in the left column, the value in the right one. PDF text keeps no tab between the columns, so the
 * row arrives as "Occupation or position held Data Analyst", or, when the cells wrap, as the label
 * on a line of its own with the value on the next. The labels are long phrases that no job title or
 * employer name starts with, so they can be read without the column gap: each row is rewritten to
 * the short "Label: value" form the rest of the parser reads, or to the bare value where the label
 * adds nothing (the qualification and the school of an education row).
 */
interface FormLabel {
  label: RegExp;
  /** What the row becomes: a short label the header and detail rules know, or '' for the value alone. */
  as: string;
  /** The value must look like this for the row to be the label's ("Dates 2008 – 2012", not "Date of birth"). */
  value?: RegExp;
}

const DATE_VALUE = /^(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|since|from)\w*\b.*\d)/i;

const FORM_LABELS: readonly FormLabel[] = [
  // A date range under a "Dates" label is read like any date line; the label would hide it from education.
  { label: /^dates?/i, as: '', value: DATE_VALUE },
  { label: /^occupation\s+or\s+position\s+held/i, as: 'Position: ' },
  { label: /^name\s+(?:and\s+address\s+)?of\s+(?:the\s+)?employer/i, as: 'Employer: ' },
  { label: /^(?:type\s+of\s+)?business\s+or\s+sector/i, as: 'Sector: ' },
  { label: /^main\s+activities\s+and\s+responsibilities/i, as: 'Responsibilities: ' },
  { label: /^title\s+of\s+qualification(?:\s+awarded)?/i, as: '' },
  { label: /^name\s+and\s+type\s+of\s+organi[sz]ation\s+providing\s+education\s+and\s+training/i, as: '' },
  { label: /^principal\s+subjects\s*\/\s*occupational\s+skills\s+covered/i, as: 'Subjects: ' },
  { label: /^level\s+in\s+national\s+or\s+international\s+classification/i, as: 'Level: ' },
];

// What may stand between a label and its value: the column gap, or the colon of a typed form.
const GAP = /^\s*[:\t]?\s*/;

function matchLabel(text: string): { form: FormLabel; value: string } | undefined {
  // Cheap rejection: every label starts with one of these words.
  if (!/^(?:dates?|occupation|name|type|business|main|title|principal|level)\b/i.test(text)) return undefined;
  for (const form of FORM_LABELS) {
    const m = form.label.exec(text);
    if (!m) continue;
    const after = text.slice(m[0].length);
    // "Name of employers' association" is no label: the label ends at a word boundary.
    if (after !== '' && !/^[\s:\t]/.test(after)) continue;
    const value = after.replace(GAP, '').trim();
    if (form.value && !form.value.test(value)) continue;
    return { form, value };
  }
  return undefined;
}

function rewrite(line: Line, form: FormLabel, value: string): Line {
  return { ...line, text: `${form.as}${value}` };
}

/** Rewrites form rows; linear in the number of lines. */
export function normalizeFormLabels(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const found = line.bullet ? undefined : matchLabel(line.text);
    if (!found) {
      out.push(line);
      continue;
    }
    if (found.value !== '') {
      out.push(rewrite(line, found.form, found.value));
      continue;
    }
    // The label alone: its value is the next line, unless that line is another label or a bullet.
    const next = lines[i + 1];
    if (next && !next.bullet && next.text !== '' && matchLabel(next.text) === undefined) {
      out.push(rewrite(line, found.form, next.text));
      i++;
    }
  }
  return out;
}
