import type { Application } from '@tailor/contracts/browser';

/** One CSV field: quoted when needed; a leading = + - @ is neutralised so spreadsheets do not run it. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const APPLICATION_CSV_COLUMNS = [
  'Company',
  'Role',
  'Date',
  'Status',
  'Match Score',
  'Resume Version',
  'Key Emphasis',
  'Industry',
  'Location',
  'Feedback',
] as const;

export function applicationsToCsv(applications: readonly Application[]): string {
  const rows = applications.map((a) => [
    a.company,
    a.role,
    a.date,
    a.status,
    a.matchScore,
    a.resumeVersion,
    a.keyEmphasis.join('; '),
    a.companyData?.industry ?? '',
    a.companyData?.location ?? '',
    a.feedback,
  ]);
  return [APPLICATION_CSV_COLUMNS, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
