// Application statuses and their helpers, without the schema library, so the browser entry can carry them.

export const APPLICATION_STATUSES = ['Applied', 'Interview Scheduled', 'Interview Completed', 'Offer', 'Rejected', 'Withdrawn', 'Generated'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses a user picks in the form; 'Generated' is only set by a successful generation. */
export const USER_SELECTABLE_APPLICATION_STATUSES = APPLICATION_STATUSES.filter(
  (s): s is Exclude<ApplicationStatus, 'Generated'> => s !== 'Generated',
);

/**
 * A match score is a number 0..100 and non-numeric input becomes 0. Numeric strings count as
 * numeric because the form field delivers text. Non-finite numbers are treated as non-numeric.
 */
export function coerceMatchScore(v: unknown): number {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && v.trim() !== '') n = Number(v.trim());
  else return 0;
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

/** Badge colour of a status: green for any interview, yellow Applied, blue Offer, red Rejected, grey otherwise. */
export type ApplicationBadgeColour = 'green' | 'yellow' | 'blue' | 'red' | 'grey';
export function applicationBadgeColour(status: string): ApplicationBadgeColour {
  if (status.includes('Interview')) return 'green';
  if (status === 'Applied') return 'yellow';
  if (status === 'Offer') return 'blue';
  if (status === 'Rejected') return 'red';
  return 'grey';
}
