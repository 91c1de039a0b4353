// Without the schema library, so the browser entry can carry it.

/** At sign-up, full_name is the part of the email before the @. */
export function fullNameFromEmail(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}
