import {
  CONTACT_FIELDS,
  emptyCorrections,
  type ContactDetails,
  type Education,
  type EducationUpdate,
  type Experience,
  type ExperienceCorrectionFields,
  type ExperienceUpdate,
  type ProfileCorrections,
  type ProfileResponse,
  type ProfileUpdate,
  type SkillProfile,
  type SkillProfilePatch,
} from '@tailor/contracts';
import { loadContactDetails } from '@tailor/profile';
import { applyEntryDecisions, applySkillCorrections, withoutCorrected } from '@tailor/resume-core';
import type { Store } from '@tailor/store';
import { badRequest, notFound } from '../http-error';
import { readSkillProfile } from './profile.service';

/**
 * Brings the merged profile up to date with a decision just saved, so the answer shows its effect
 * (see profileRefresher in routes/context).
 */
export type RefreshProfile = (userId: string) => Promise<void>;

// Every correction is kept twice on purpose: as the person's decision (in their corrections
// record, which every later recompute applies last) and on the stored record right away, so the
// answer and the next read show it without waiting for a recompute.

async function loadCorrections(store: Store, userId: string, now: string): Promise<ProfileCorrections> {
  return (await store.profileCorrections.findById(userId)) ?? emptyCorrections(userId, now);
}

async function saveCorrections(store: Store, corrections: ProfileCorrections): Promise<void> {
  await store.profileCorrections.upsert(corrections);
}

/** Contact details read from the resumes (newest resume per field) with the person's own on top. */
export const readProfile = loadContactDetails;

/** A value becomes the person's own; null hands the field back to the resumes. */
export async function updateProfile(store: Store, userId: string, update: ProfileUpdate): Promise<ProfileResponse> {
  const now = new Date().toISOString();
  const corrections = await loadCorrections(store, userId, now);
  const contact: Partial<ContactDetails> = { ...corrections.contact };
  for (const field of CONTACT_FIELDS) {
    const value = update[field];
    if (value === undefined) continue;
    if (value === null) delete contact[field];
    else (contact as Record<string, unknown>)[field] = value;
  }
  await saveCorrections(store, { ...corrections, contact, contact_updated_at: now, updated_at: now });
  return readProfile(store, userId);
}

const CORRECTABLE = ['company', 'role', 'period', 'achievements', 'skills'] as const;

function correctionFields(update: ExperienceUpdate): ExperienceCorrectionFields {
  const fields: ExperienceCorrectionFields = {};
  for (const key of CORRECTABLE) if (update[key] !== undefined) (fields as Record<string, unknown>)[key] = update[key];
  return fields;
}

const membersOf = (experience: Experience): string[] => experience.members ?? [];

/**
 * An edit of an experience read from resumes is the person's decision about those resume entries:
 * a later upload repeating the job finds it again, keeps the edit and adds no second entry.
 */
export async function editExperience(store: Store, experience: Experience, update: ExperienceUpdate): Promise<Experience> {
  const fields = correctionFields(update);
  const { user_id: _owner, ...rest } = update;
  const members = membersOf(experience);
  if (members.length === 0 || Object.keys(fields).length === 0) {
    return (await store.experiences.update(experience.id, rest)) ?? notFoundExperience();
  }
  const now = new Date().toISOString();
  const corrections = await loadCorrections(store, experience.user_id, now);
  const decision = { kind: 'edit' as const, members, fields, at: now };
  await saveCorrections(store, { ...corrections, experiences: [...corrections.experiences, decision], updated_at: now });
  const [applied] = applyEntryDecisions([{ entry: experience, members }], [decision]);
  const corrected = [...new Set([...(experience.corrected ?? []), ...(applied?.corrected ?? [])])].sort() as Experience['corrected'];
  const { id: _id, ...entry } = (applied?.entry ?? experience) as Experience;
  // A patch keeps what it does not name, so the sources left after the correction are written whole.
  const sources = withoutCorrected(experience.sources, new Set(corrected)) ?? {};
  return (await store.experiences.update(experience.id, { ...entry, ...rest, corrected, sources })) ?? notFoundExperience();
}

function notFoundExperience(): never {
  throw notFound('Experience not found');
}

/** A deleted experience read from resumes stays deleted: the same resumes never bring it back. */
export async function deleteExperience(store: Store, experience: Experience): Promise<void> {
  const members = membersOf(experience);
  if (members.length > 0) {
    const now = new Date().toISOString();
    const corrections = await loadCorrections(store, experience.user_id, now);
    await saveCorrections(store, {
      ...corrections,
      experiences: [...corrections.experiences, { kind: 'delete', members, at: now, id: experience.id }],
      updated_at: now,
    });
  }
  await store.experiences.delete(experience.id);
}

/** Undoes the person's delete of an experience read from resumes: the resumes' version comes back. */
export async function restoreExperience(store: Store, refresh: RefreshProfile, userId: string, experienceId: string): Promise<Experience> {
  const now = new Date().toISOString();
  const corrections = await loadCorrections(store, userId, now);
  const decision = corrections.experiences.findLast((d) => d.kind === 'delete' && d.id === experienceId);
  if (!decision || decision.kind !== 'delete') throw notFound('No deleted experience with this id to restore');
  await saveCorrections(store, { ...corrections, experiences: corrections.experiences.filter((d) => d !== decision), updated_at: now });
  await refresh(userId);
  const after = await store.experiences.find({ user_id: userId });
  return after.find((e) => membersOf(e).some((m) => decision.members.includes(m))) ?? notFoundExperience();
}

async function ownedExperiences(store: Store, userId: string, ids: readonly string[]): Promise<Experience[]> {
  const found = await store.experiences.find({ user_id: userId, id: { in: [...new Set(ids)] } });
  if (found.length !== new Set(ids).size) throw notFound('Experience not found');
  return found;
}

/** Several experiences the person says are one job become one, now and after every later upload. */
export async function mergeExperiences(store: Store, refresh: RefreshProfile, userId: string, ids: readonly string[]): Promise<Experience> {
  const experiences = await ownedExperiences(store, userId, ids);
  if (experiences.some((e) => membersOf(e).length === 0)) {
    throw badRequest('Only experiences read from your resumes can be merged; edit or delete one you entered by hand instead.');
  }
  const members = experiences.flatMap(membersOf);
  const now = new Date().toISOString();
  const corrections = await loadCorrections(store, userId, now);
  await saveCorrections(store, { ...corrections, experiences: [...corrections.experiences, { kind: 'merge', members, at: now }], updated_at: now });
  await refresh(userId);
  const all = await store.experiences.find({ user_id: userId });
  const merged = all.find((e) => membersOf(e).some((m) => members.includes(m)));
  return merged ?? notFoundExperience();
}

/** The entries `members` names become a job of their own; the rest stay together. */
export async function splitExperience(
  store: Store,
  refresh: RefreshProfile,
  experience: Experience,
  members: readonly string[],
): Promise<Experience[]> {
  const all = membersOf(experience);
  const apart = [...new Set(members)];
  if (apart.some((m) => !all.includes(m))) throw badRequest('Every entry to split off must be one of this experience’s members.');
  const staying = all.filter((m) => !apart.includes(m));
  if (staying.length === 0) throw badRequest('Leave at least one entry in the experience; split off only the ones that are a different job.');
  const now = new Date().toISOString();
  const corrections = await loadCorrections(store, experience.user_id, now);
  await saveCorrections(store, {
    ...corrections,
    experiences: [...corrections.experiences, { kind: 'split', groups: [staying, apart], at: now }],
    updated_at: now,
  });
  await refresh(experience.user_id);
  const after = await store.experiences.find({ user_id: experience.user_id });
  return after.filter((e) => membersOf(e).some((m) => all.includes(m)));
}

/** Education entries keep their id across recomputes; the decision names it. */
export async function editEducation(store: Store, entry: Education, update: EducationUpdate): Promise<Education> {
  const fields = Object.fromEntries((['degree', 'school', 'year'] as const).filter((k) => update[k] !== undefined).map((k) => [k, update[k]]));
  const now = new Date().toISOString();
  const corrections = await loadCorrections(store, entry.user_id, now);
  await saveCorrections(store, {
    ...corrections,
    education: [...corrections.education, { kind: 'edit', id: entry.id, fields, at: now }],
    updated_at: now,
  });
  const corrected = [...new Set([...(entry.corrected ?? []), ...(Object.keys(fields) as Array<'degree' | 'school' | 'year'>)])].sort();
  const sources = withoutCorrected(entry.sources, new Set(corrected)) ?? {};
  return (await store.education.update(entry.id, { ...fields, corrected, sources })) ?? notFoundEducation();
}

function notFoundEducation(): never {
  throw notFound('Education not found');
}

export async function deleteEducation(store: Store, entry: Education): Promise<void> {
  const now = new Date().toISOString();
  const corrections = await loadCorrections(store, entry.user_id, now);
  await saveCorrections(store, { ...corrections, education: [...corrections.education, { kind: 'delete', id: entry.id, at: now }], updated_at: now });
  await store.education.delete(entry.id);
}

const key = (name: string): string => name.replace(/\s+/g, ' ').trim().toLowerCase();

/** Skills the person removes stay out and skills they add stay in, whatever later uploads say. */
export async function patchSkills(store: Store, refresh: RefreshProfile, userId: string, patch: SkillProfilePatch): Promise<SkillProfile> {
  const now = new Date().toISOString();
  const corrections = await loadCorrections(store, userId, now);
  const removing = new Set(patch.remove.map(key));
  const adding = new Map(patch.add.map((s) => [key(s.name), s]));
  // Adding a skill the person removed takes the removal back: the resumes' own evidence returns.
  const restoring = new Set(corrections.skills.removed.filter((n) => adding.has(n)));
  const removed = [...new Set([...corrections.skills.removed.filter((n) => !adding.has(n)), ...removing])];
  const added = [
    ...corrections.skills.added.filter((s) => !removing.has(key(s.name)) && !adding.has(key(s.name))),
    ...[...adding.values()].filter((s) => !restoring.has(key(s.name))).map((s) => ({ name: s.name, category: s.category, added_date: now })),
  ];
  await saveCorrections(store, { ...corrections, skills: { removed, added }, updated_at: now });
  if (restoring.size > 0) {
    await refresh(userId);
    return readSkillProfile(store, userId);
  }

  const [profile, experiences] = await Promise.all([readSkillProfile(store, userId), store.experiences.find({ user_id: userId })]);
  const next = applySkillCorrections(profile, experiences, { removed, added });
  for (const experience of next.experiences) {
    const before = experiences.find((e) => e.id === experience.id);
    if (before && before !== experience)
      await store.experiences.update(experience.id, { skills: experience.skills, skills_with_evidence: experience.skills_with_evidence });
  }
  return store.skillProfiles.upsert({ ...next.profile, id: userId, user_id: userId, last_updated: now });
}
