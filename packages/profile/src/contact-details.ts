import { emptyContactDetails, type ProfileResponse } from '@tailor/contracts';
import { applyOwnContact, type MergedContact } from '@tailor/resume-core';
import type { Store } from '@tailor/store';

/**
 * A person's contact details as every reader sees them: what their resumes say (newest resume per
 * field, written by each recompute) with the person's own entries on top.
 */
export async function loadContactDetails(store: Store, userId: string): Promise<ProfileResponse> {
  const [read, corrections] = await Promise.all([store.resumeContacts.findById(userId), store.profileCorrections.findById(userId)]);
  const fromResumes: MergedContact = read
    ? {
        details: { full_name: read.full_name, email: read.email, phone: read.phone, location: read.location, links: read.links },
        source: read.source,
      }
    : { details: emptyContactDetails(), source: {} };
  const merged = corrections
    ? applyOwnContact(fromResumes, corrections.contact, corrections.contact_updated_at ?? corrections.updated_at)
    : fromResumes;
  return { ...merged.details, source: merged.source };
}
