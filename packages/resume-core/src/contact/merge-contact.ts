import { CONTACT_FIELDS, emptyContactDetails, type ContactDetails, type ContactSources } from '@tailor/contracts';

export interface ContactSource {
  readonly resumeFileId: string;
  /** When the resume's parse was stored (ISO instant); a newer resume's field wins. */
  readonly createdAt?: string;
  readonly contact?: ContactDetails | undefined;
}

export interface MergedContact {
  readonly details: ContactDetails;
  readonly source: ContactSources;
}

function instant(createdAt: string | undefined): number {
  const t = createdAt === undefined ? Number.NaN : Date.parse(createdAt);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/**
 * The person's contact details from all of their resumes: per field, the newest resume that gives
 * it (ties by file id, so the answer does not depend on the order of the list).
 */
export function mergeResumeContacts(sources: readonly ContactSource[]): MergedContact {
  const ordered = [...sources]
    .filter((s) => s.contact !== undefined)
    .sort((a, b) => instant(b.createdAt) - instant(a.createdAt) || (a.resumeFileId < b.resumeFileId ? -1 : a.resumeFileId > b.resumeFileId ? 1 : 0));
  const details = emptyContactDetails();
  const source: ContactSources = {};
  for (const field of CONTACT_FIELDS) {
    for (const s of ordered) {
      const contact = s.contact as ContactDetails;
      const given = field === 'links' ? contact.links.length > 0 : contact[field] !== null;
      if (!given) continue;
      if (field === 'links') details.links = [...contact.links];
      else details[field] = contact[field];
      source[field] = { from: 'resume', resume_file_id: s.resumeFileId };
      break;
    }
  }
  return { details, source };
}

/**
 * What the resumes say with the person's own entries on top: a field the person set is theirs,
 * whatever any resume, older or newer, says.
 */
export function applyOwnContact(read: MergedContact, own: Partial<ContactDetails>, ownUpdatedAt: string): MergedContact {
  const details: ContactDetails = { ...read.details, links: [...read.details.links] };
  const source: ContactSources = { ...read.source };
  for (const field of CONTACT_FIELDS) {
    const value = own[field];
    if (value === undefined) continue;
    if (field === 'links') details.links = [...((value as string[] | null) ?? [])];
    else (details as Record<string, unknown>)[field] = value;
    source[field] = { from: 'user', updated_at: ownUpdatedAt };
  }
  return { details, source };
}
