import type { FileSourceLine } from '@tailor/contracts/browser';

interface FieldSourcesProps {
  /** Each field shown, by its label, with the line its value was read from (none: not read from a resume). */
  fields: ReadonlyArray<readonly [label: string, source: FileSourceLine | undefined]>;
  fileName(id: string): string;
}

/**
 * Where each value of a record was read: the file, the line and that line as printed, so the
 * person can check a value against their own resume before correcting it. Nothing when no field
 * was read from a line (hand-entered, or every field corrected).
 */
export function FieldSources({ fields, fileName }: FieldSourcesProps) {
  const read = fields.filter((field): field is readonly [string, FileSourceLine] => field[1] !== undefined);
  if (read.length === 0) return null;
  return (
    <details className="sources field-sources">
      <summary className="muted">Where this was read</summary>
      <ul className="sources__list">
        {read.map(([label, source]) => (
          <li key={label}>
            {label}: “{source.text}” ({fileName(source.file_id)}, line {source.line + 1})
          </li>
        ))}
      </ul>
    </details>
  );
}
