/** The person's contact details: read from a resume, merged over resumes, corrected by the person, printed once. */
export { readContactDetails, type ContactLines, type ReadContact } from './read-contact';
export { mergeResumeContacts, applyOwnContact, type ContactSource, type MergedContact } from './merge-contact';
export { personHeader, type PersonHeader, type PersonHeaderInput } from './person-header';
