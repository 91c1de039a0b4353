import type { ContactDetails } from '@tailor/contracts';

/** Who a tailored resume belongs to, as its header prints it. */
export interface PersonHeader {
  readonly fullName: string;
  readonly headline: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly location: string | null;
  readonly links: readonly string[];
}

export interface PersonHeaderInput {
  /** Contact details from the person's resumes and their own corrections. */
  readonly contact: ContactDetails | null;
  /** The account, for a person whose resumes name no one: its name only when the person chose it. */
  readonly account: { readonly full_name: string; readonly email: string } | null;
  /** The person's most recent title, e.g. the role of their newest experience. */
  readonly latestRole: string | null;
}

/** The part of an e-mail address before the @: what sign-up stores as a name when none is given. */
function isHandle(name: string, email: string): boolean {
  const at = email.indexOf('@');
  return at > 0 && name.trim().toLowerCase() === email.slice(0, at).toLowerCase();
}

/**
 * The one place a resume header is decided: the name and contact lines as the person's resumes
 * (or their own corrections) give them; the account only fills what the resumes leave out, and a
 * login handle is never printed as a name.
 */
export function personHeader(input: PersonHeaderInput): PersonHeader {
  const contact = input.contact;
  const account = input.account;
  const accountName = account && account.full_name.trim() && !isHandle(account.full_name, account.email) ? account.full_name.trim() : '';
  return {
    fullName: contact?.full_name?.trim() || accountName,
    headline: input.latestRole?.trim() ?? '',
    email: contact?.email ?? account?.email ?? null,
    phone: contact?.phone ?? null,
    location: contact?.location ?? null,
    links: contact?.links ?? [],
  };
}
