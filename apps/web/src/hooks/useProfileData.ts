import { useCallback, useRef, useState } from 'react';
import { api } from '../api/endpoints';
import {
  MESSAGES,
  type Education,
  type Experience,
  type ProfileResponse,
  type ProfileUpdate,
  type ResumeFileRecord,
  type SkillCategory,
  type SkillProfile,
} from '@tailor/contracts/browser';

export type ExperienceFields = Pick<Experience, 'company' | 'role' | 'period' | 'achievements' | 'skills'>;

export interface ProfileData {
  files: ResumeFileRecord[];
  experiences: Experience[];
  education: Education[];
  skills: SkillProfile['skills'];
  /** Contact details; null until loaded. */
  contact: ProfileResponse | null;
  saveContact(update: ProfileUpdate): Promise<void>;
  updateExperience(id: string, fields: Partial<ExperienceFields>): Promise<void>;
  /** Deletes now; the answer undoes it (the resumes' version, or the hand-entered one, comes back). */
  deleteExperience(experience: Experience): Promise<() => Promise<void>>;
  addExperience(fields: ExperienceFields): Promise<void>;
  /** Experiences the person says are one job. */
  mergeExperiences(ids: string[]): Promise<void>;
  /** The entries (`members`) of a merged experience that are a job of their own. */
  splitExperience(id: string, members: string[]): Promise<void>;
  updateEducation(id: string, fields: Partial<Pick<Education, 'degree' | 'school' | 'year'>>): Promise<void>;
  /** Removes now; the answer undoes it. */
  removeSkill(name: string): Promise<() => Promise<void>>;
  addSkill(name: string, category: SkillCategory): Promise<void>;
  loading: boolean;
  loaded: boolean;
  error: string | null;
  reload(): Promise<ResumeFileRecord[]>;
  deleteFile(id: string): Promise<void>;
  dismissError(): void;
}

/** The user's files and the profile built from them; a failed load shows empty lists rather than an error page. Call `reload` to load. */
export function useProfileData(userId: string): ProfileData {
  const [files, setFiles] = useState<ResumeFileRecord[]>([]);
  const [experiences, setExperiences] = useState<Experience[]>([]);
  const [education, setEducation] = useState<Education[]>([]);
  const [skills, setSkills] = useState<SkillProfile['skills']>({});
  const [contact, setContact] = useState<ProfileResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    const problems: string[] = [];
    const safe = <T>(p: Promise<T>, fallback: T) =>
      p.catch((err: unknown) => {
        problems.push(err instanceof Error ? err.message : String(err));
        return fallback;
      });
    const [f, x, e, s, c] = await Promise.all([
      safe(api.files(), [] as ResumeFileRecord[]),
      safe(api.experiences(), [] as Experience[]),
      safe(api.education(), [] as Education[]),
      safe(api.skillProfile(), null as SkillProfile | null),
      safe(api.profile(), null as ProfileResponse | null),
    ]);
    if (mine === generation.current) {
      setFiles(f);
      setExperiences(x);
      setEducation(e);
      setSkills(s?.skills ?? {});
      if (c) setContact(c);
      setLoading(false);
      setLoaded(true);
      setError(problems.length > 0 ? `Could not load your profile: ${[...new Set(problems)].join('; ')}` : null);
    }
    return f;
  }, []);

  const deleteFile = useCallback(
    async (id: string) => {
      try {
        await api.deleteFile(id);
        setFiles((list) => list.filter((f) => f.id !== id));
      } catch (err) {
        setError(MESSAGES.deleteFailed(err instanceof Error ? err.message : String(err)));
        return;
      }
      await reload();
    },
    [reload],
  );

  // Corrections: each answer replaces what it changed, then the lists are read again so that
  // everything a correction touches (skills of experiences, merged entries) shows as stored.
  const saveContact = useCallback(async (update: ProfileUpdate) => {
    setContact(await api.updateProfile(update));
  }, []);

  const updateExperience = useCallback(
    async (id: string, fields: Partial<ExperienceFields>) => {
      const updated = await api.updateExperience(id, fields);
      setExperiences((list) => list.map((e) => (e.id === id ? updated : e)));
      await reload();
    },
    [reload],
  );

  const deleteExperience = useCallback(
    async (experience: Experience) => {
      await api.deleteExperience(experience.id);
      setExperiences((list) => list.filter((e) => e.id !== experience.id));
      return async () => {
        if (experience.members && experience.members.length > 0) await api.restoreExperience(experience.id);
        else
          await api.createExperience(userId, {
            company: experience.company,
            role: experience.role,
            period: experience.period,
            achievements: experience.achievements,
            skills: experience.skills,
          });
        await reload();
      };
    },
    [reload, userId],
  );

  const addExperience = useCallback(
    async (fields: ExperienceFields) => {
      await api.createExperience(userId, fields);
      await reload();
    },
    [reload, userId],
  );

  const mergeExperiences = useCallback(
    async (ids: string[]) => {
      await api.mergeExperiences(ids);
      await reload();
    },
    [reload],
  );

  const splitExperience = useCallback(
    async (id: string, members: string[]) => {
      await api.splitExperience(id, members);
      await reload();
    },
    [reload],
  );

  const updateEducation = useCallback(async (id: string, fields: Partial<Pick<Education, 'degree' | 'school' | 'year'>>) => {
    const updated = await api.updateEducation(id, fields);
    setEducation((list) => list.map((e) => (e.id === id ? updated : e)));
  }, []);

  const removeSkill = useCallback(
    async (name: string) => {
      const category = skills[name]?.category ?? 'technical';
      const next = await api.patchSkills({ remove: [name] });
      setSkills(next.skills);
      void reload();
      return async () => {
        const restored = await api.patchSkills({ add: [{ name, category }] });
        setSkills(restored.skills);
        await reload();
      };
    },
    [reload, skills],
  );

  const addSkill = useCallback(async (name: string, category: SkillCategory) => {
    const next = await api.patchSkills({ add: [{ name, category }] });
    setSkills(next.skills);
  }, []);

  return {
    files,
    experiences,
    education,
    skills,
    contact,
    saveContact,
    updateExperience,
    deleteExperience,
    addExperience,
    mergeExperiences,
    splitExperience,
    updateEducation,
    removeSkill,
    addSkill,
    loading,
    loaded,
    error,
    reload,
    deleteFile,
    dismissError: useCallback(() => setError(null), []),
  };
}
