import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api/endpoints';
import { useProfileData } from '../hooks/useProfileData';
import { useProfileUpdating } from '../hooks/useProfileUpdating';
import { useUploads } from '../hooks/useUploads';
import type { User, UserStats } from '@tailor/contracts/browser';
import { Banner } from './Banner';
import { ContactCard } from './ContactCard';
import { ExperienceList } from './ExperienceList';
import { PerformanceDashboard } from './PerformanceDashboard';
import { SkillProfileView } from './SkillProfileView';
import { UploadArea } from './UploadArea';
import { UploadedFilesList } from './UploadedFilesList';
import { UploadProgressList } from './UploadProgressList';

const ZERO_STATS: UserStats = { totalResumes: 0, totalAnalyses: 0, avgProcessingTime: 0, avgMatchScore: 0 };

function StatsRow({ stats }: { stats: UserStats }) {
  const items = [
    ['Resumes', String(stats.totalResumes)],
    ['Analyses', String(stats.totalAnalyses)],
    ['Avg processing per resume', stats.avgProcessingTime > 0 ? `${(stats.avgProcessingTime / 1000).toFixed(1)} s` : '—'],
    ['Avg match score', stats.totalAnalyses > 0 ? `${Math.round(stats.avgMatchScore)}%` : '—'],
  ] as const;
  return (
    <dl className="stat-cards">
      {items.map(([label, value]) => (
        <div key={label} className="stat-card">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Enhanced Profile tab: upload many resumes, follow each one, see the merged profile. */
export function EnhancedProfileTab({ user, active }: { user: User; active: boolean }) {
  const profile = useProfileData(user.id);
  const [stats, setStats] = useState<UserStats>(ZERO_STATS);
  const [dashboardOpen, setDashboardOpen] = useState(false);
  const dashboardButton = useRef<HTMLButtonElement>(null);

  const { reload } = profile;
  const loadStats = useCallback(
    () =>
      api
        .userStats(user.id)
        .then(setStats)
        .catch(() => setStats(ZERO_STATS)),
    [user.id],
  );

  // Each finished file reloads the lists; with many files at once the reloads are coalesced.
  const refreshing = useRef({ running: false, again: false });
  const refresh = useCallback(() => {
    const state = refreshing.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    void Promise.all([reload(), loadStats()]).finally(() => {
      state.running = false;
      if (state.again) {
        state.again = false;
        refresh();
      }
    });
  }, [reload, loadStats]);

  // The merged profile is recomputed after each processed file and each delete: while it is, the
  // page says so, and the lists are read again once it is done.
  const profileUpdate = useProfileUpdating(refresh);
  const { check: checkUpdating } = profileUpdate;
  const onFileFinished = useCallback(() => {
    refresh();
    checkUpdating();
  }, [refresh, checkUpdating]);

  const uploads = useUploads(onFileFinished);
  const { resume } = uploads;

  useEffect(() => {
    if (!active) return;
    reload().then(resume, () => undefined);
    void loadStats();
    checkUpdating();
  }, [active, reload, loadStats, resume, checkUpdating]);

  return (
    <div className="stack stack--large">
      <div className="section-head">
        <div>
          <h2 className="section-title">Enhanced Profile Builder</h2>
          <p className="muted">
            Upload every version of your resume. Experiences are merged and your skills grouped, so tailoring can use all of it.
          </p>
        </div>
        <button
          ref={dashboardButton}
          type="button"
          className="button button--secondary"
          aria-expanded={dashboardOpen}
          onClick={() => setDashboardOpen((v) => !v)}
        >
          Performance Dashboard
        </button>
      </div>

      <PerformanceDashboard
        open={dashboardOpen && active}
        onClose={() => {
          setDashboardOpen(false);
          dashboardButton.current?.focus();
        }}
      />

      <StatsRow stats={stats} />

      {uploads.error && (
        <Banner tone="error" onDismiss={uploads.dismissError}>
          {uploads.error}
        </Banner>
      )}
      {profile.error && (
        <Banner tone="error" onDismiss={profile.dismissError}>
          {profile.error}
        </Banner>
      )}

      <UploadArea onFiles={(files) => void uploads.addFiles(files)} busy={uploads.busy} />
      <UploadProgressList entries={uploads.entries} busy={uploads.busy} onClear={uploads.clearFinished} />
      <UploadedFilesList
        files={profile.files}
        loaded={profile.loaded}
        onDelete={async (id) => {
          // The counts above change with the list: both are read again after a delete.
          await profile.deleteFile(id);
          await loadStats();
          checkUpdating();
        }}
      />

      {profileUpdate.updating && (
        <p className="muted" role="status">
          Updating your profile with your latest resumes…
        </p>
      )}

      <ContactCard profile={profile.contact} onSave={profile.saveContact} />

      <div className="profile-layout">
        <ExperienceList
          experiences={profile.experiences}
          files={profile.files}
          onUpdate={profile.updateExperience}
          onDelete={profile.deleteExperience}
          onAdd={profile.addExperience}
          onMerge={profile.mergeExperiences}
          onSplit={profile.splitExperience}
        />
        <SkillProfileView
          skills={profile.skills}
          education={profile.education}
          onRemoveSkill={profile.removeSkill}
          onAddSkill={profile.addSkill}
          onUpdateEducation={profile.updateEducation}
          fileName={(id) => profile.files.find((file) => file.id === id)?.original_filename ?? 'a removed file'}
        />
      </div>
    </div>
  );
}
