import { useCallback, useRef, useState } from 'react';
import { api } from '../api/endpoints';
import { MESSAGES, type Education, type Experience, type ResumeFileRecord, type SkillProfile } from '@tailor/contracts/browser';

export interface ProfileData {
  files: ResumeFileRecord[];
  experiences: Experience[];
  education: Education[];
  skills: SkillProfile['skills'];
  loading: boolean;
  loaded: boolean;
  error: string | null;
  reload(): Promise<ResumeFileRecord[]>;
  deleteFile(id: string): Promise<void>;
  dismissError(): void;
}

/** The user's files and the profile built from them; a failed load shows empty lists. Call `reload` to load. */
export function useProfileData(): ProfileData {
  const [files, setFiles] = useState<ResumeFileRecord[]>([]);
  const [experiences, setExperiences] = useState<Experience[]>([]);
  const [education, setEducation] = useState<Education[]>([]);
  const [skills, setSkills] = useState<SkillProfile['skills']>({});
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    const problems: string[] = [];
    const safe = <T,>(p: Promise<T>, fallback: T) =>
      p.catch((err: unknown) => {
        problems.push(err instanceof Error ? err.message : String(err));
        return fallback;
      });
    const [f, x, e, s] = await Promise.all([
      safe(api.files(), [] as ResumeFileRecord[]),
      safe(api.experiences(), [] as Experience[]),
      safe(api.education(), [] as Education[]),
      safe(api.skillProfile(), null as SkillProfile | null),
    ]);
    if (mine === generation.current) {
      setFiles(f);
      setExperiences(x);
      setEducation(e);
      setSkills(s?.skills ?? {});
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

  return { files, experiences, education, skills, loading, loaded, error, reload, deleteFile, dismissError: useCallback(() => setError(null), []) };
}
