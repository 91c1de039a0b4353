import { emptyCorrections, type ParsedResumeRecord, type ProfileCorrections, type ResumeContactRecord } from '@tailor/contracts';
import {
  applyEducationDecisions,
  applySkillCorrections,
  buildSkillProfile,
  inferCategory,
  mergeEducation,
  mergeExperiences,
  mergeResumeContacts,
} from '@tailor/resume-core';
import type { Store } from '@tailor/store';
import { ParsedResumeCache } from './parsed-resume-cache';
import { replaceUserDocs } from './replace-user-docs';
import { stableId } from './stable-id';

/** Id prefixes of computed entries; anything else in these collections was added by hand. */
export const EXPERIENCE_ID_KIND = 'exp';
export const EDUCATION_ID_KIND = 'edu';

/** How many times a recompute merges again when the person saved a decision meanwhile. */
const MAX_MERGES_FOR_NEW_DECISIONS = 3;

export interface ProfileSummary {
  experiences: number;
  education: number;
  skills: number;
}

type ParsedInput = Pick<ParsedResumeRecord, 'resume_file_id' | 'parsed'> & Partial<Pick<ParsedResumeRecord, 'created_at' | 'contact'>>;

/**
 * What a recompute writes, computed from the user's parsed resumes and their own corrections alone
 * (no store access). The corrections are applied last, so they win over whatever the resumes say.
 */
export function mergeUserProfile(parsed: ReadonlyArray<ParsedInput>, userId: string, now: Date, corrections?: ProfileCorrections | null) {
  const own = corrections ?? emptyCorrections(userId, now.toISOString());
  // Records arrive in store order, which says nothing about age: created_at tells the merge which
  // resume is newest, so a job's period and title follow it.
  const merged = mergeExperiences(
    parsed.map((record) => ({ resumeFileId: record.resume_file_id, experiences: record.parsed.experiences, createdAt: record.created_at })),
    { userId, now, idFor: (key) => stableId(EXPERIENCE_ID_KIND, userId, key), decisions: own.experiences },
  );
  const education = applyEducationDecisions(
    mergeEducation(
      parsed.map((record) => ({ resumeFileId: record.resume_file_id, education: record.parsed.education })),
      { userId, idFor: (key) => stableId(EDUCATION_ID_KIND, userId, key) },
    ),
    own.education,
  );
  const built = buildSkillProfile({
    userId,
    experiences: merged,
    parsedSkills: parsed.map((record) => ({ resumeFileId: record.resume_file_id, skills: record.parsed.skills })),
    now,
    categorize: (name) => inferCategory(name, null),
  });
  const { profile, experiences } = applySkillCorrections(built, merged, own.skills);
  const read = mergeResumeContacts(
    parsed.map((record) => ({ resumeFileId: record.resume_file_id, createdAt: record.created_at, contact: record.contact })),
  );
  const contact: ResumeContactRecord = { id: userId, user_id: userId, ...read.details, source: read.source, updated_at: now.toISOString() };
  return { experiences, education, profile, contact };
}

/**
 * Recomputes a user's merged experiences, education and skill profile from ALL of their parsed
 * resumes. Being a function of the whole set (not of "the file just processed"), it gives the same
 * result whatever order or concurrency the files were processed in. `parsedResumes`, when the
 * caller keeps one for a store, spares re-reading records that did not change since its last load.
 */
export async function recomputeUserProfile(
  store: Store,
  userId: string,
  options: { now?: Date; parsedResumes?: ParsedResumeCache } = {},
): Promise<ProfileSummary> {
  // Taken before the resumes are read: the profile's last_updated then promises that every resume
  // parsed before it is included (a file's finalize waits for that).
  const now = options.now ?? new Date();
  const parsed = options.parsedResumes ? await options.parsedResumes.load(store, userId) : await store.parsedResumes.find({ user_id: userId });
  // A correction the person saves while this merge runs must not be overwritten by it: the merge is
  // done again with the newer decisions (a few times at most; each takes milliseconds).
  let corrections = await store.profileCorrections.findById(userId);
  let merged = mergeUserProfile(parsed, userId, now, corrections);
  for (let again = 0; again < MAX_MERGES_FOR_NEW_DECISIONS; again++) {
    const latest = await store.profileCorrections.findById(userId);
    if ((latest?.updated_at ?? null) === (corrections?.updated_at ?? null)) break;
    corrections = latest;
    merged = mergeUserProfile(parsed, userId, now, corrections);
  }
  const { experiences, education, profile, contact } = merged;
  await replaceUserDocs(store.experiences, userId, experiences, (doc) => doc.id.startsWith(`${EXPERIENCE_ID_KIND}_`));
  await replaceUserDocs(store.education, userId, education, (doc) => doc.id.startsWith(`${EDUCATION_ID_KIND}_`));
  await store.skillProfiles.upsert({ ...profile, id: userId });
  await store.resumeContacts.upsert(contact);
  return { experiences: experiences.length, education: education.length, skills: Object.keys(profile.skills).length };
}
