import { useEffect, useId, useRef, useState } from 'react';
import type { Applications } from '../hooks/useApplications';
import { reachedInterview } from '../lib/analytics';
import { applicationsToCsv } from '../lib/csv';
import type { ApplicationCreateInput } from '@tailor/contracts/browser';
import { saveBlob } from '../lib/download';
import { todayIso } from '../lib/format';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationList } from './ApplicationList';
import { Banner } from './Banner';

interface ApplicationTrackingTabProps {
  applications: Applications;
  active: boolean;
}

/** Summary figures of the four cards. */
export function applicationSummary(items: Applications['items']) {
  const total = items.length;
  return {
    total,
    interviews: items.filter((a) => reachedInterview(a.status)).length,
    avgMatch: total === 0 ? 0 : Math.round(items.reduce((sum, a) => sum + a.matchScore, 0) / total),
    pending: items.filter((a) => a.status === 'Applied').length,
  };
}

/** The Application Tracking tab, on the user's persisted applications. */
export function ApplicationTrackingTab({ applications, active }: ApplicationTrackingTabProps) {
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const { reload } = applications;

  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);

  const summary = applicationSummary(applications.items);

  async function add(input: ApplicationCreateInput) {
    const created = await applications.create(input);
    if (!created) return false;
    setNotice(`Added ${created.role} at ${created.company}.`);
    setFormOpen(false);
    toggleRef.current?.focus();
    return true;
  }

  function exportCsv() {
    const blob = new Blob([applicationsToCsv(applications.items)], { type: 'text/csv;charset=utf-8' });
    saveBlob(blob, `applications-${todayIso()}.csv`);
  }

  return (
    <div className="stack stack--large">
      <div className="section-head">
        <div>
          <h2 className="section-title">Application Tracking</h2>
          <p className="muted">Every application you send, with the resume version and what it emphasised.</p>
        </div>
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={exportCsv} disabled={applications.items.length === 0}>
            Export CSV
          </button>
          <button
            ref={toggleRef}
            type="button"
            className={formOpen ? 'button button--ghost' : 'button button--primary'}
            aria-expanded={formOpen}
            aria-controls={formId}
            onClick={() => {
              setFormOpen((v) => !v);
              setNotice(null);
            }}
          >
            {formOpen ? 'Cancel' : 'Add Application'}
          </button>
        </div>
      </div>

      <dl className="stat-cards">
        <div className="stat-card">
          <dt>Total Applications</dt>
          <dd>{summary.total}</dd>
        </div>
        <div className="stat-card">
          <dt>Interviews</dt>
          <dd>{summary.interviews}</dd>
        </div>
        <div className="stat-card">
          <dt>Avg Match Score</dt>
          <dd>{summary.avgMatch}%</dd>
        </div>
        <div className="stat-card">
          <dt>Pending</dt>
          <dd>{summary.pending}</dd>
        </div>
      </dl>

      <div aria-live="polite" className="live-slot">
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
      </div>
      {applications.error && (
        <Banner tone="error" onDismiss={applications.dismissError}>
          {applications.error}
        </Banner>
      )}

      {formOpen && (
        <div id={formId}>
          <ApplicationForm onSubmit={add} />
        </div>
      )}

      <section className="card" aria-labelledby="recent-applications">
        <h3 id="recent-applications" className="card__title card__title--small" tabIndex={-1} ref={listHeadingRef}>
          Recent Applications
        </h3>
        {applications.items.length === 0 ? (
          <p className="muted">
            {applications.loading ? 'Loading applications...' : 'No applications yet. Generate a tailored resume or add one with Add Application.'}
          </p>
        ) : (
          <ApplicationList
            items={applications.items}
            onStatus={(id, status) => void applications.setStatus(id, status)}
            onDelete={applications.remove}
            afterDelete={() => listHeadingRef.current?.focus()}
          />
        )}
      </section>
    </div>
  );
}
