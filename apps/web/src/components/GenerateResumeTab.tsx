import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Generation } from '../hooks/useGeneration';
import { MESSAGES } from '@tailor/contracts/browser';
import { Banner } from './Banner';
import { HowItWorks } from './HowItWorks';
import { JobAnalysisPanel } from './JobAnalysisPanel';
import { ProgressBar } from './ProgressBar';
import { ResumeViewer } from './ResumeViewer';
import { Spinner } from './Spinner';

interface GenerateResumeTabProps {
  generation: Generation;
  /** Whether the person has a processed resume; null while unknown. */
  resumes?: ResumeReadiness | null;
  /** Opens the Enhanced Profile tab, where resumes are uploaded. */
  onGoToProfile?(): void;
}

export type ResumeReadiness = 'none' | 'processing' | 'ready';

/** The tab's name as the tab list shows it: messages name tabs the way the person sees them. */
const PROFILE_TAB = 'Enhanced Profile';
const NO_RESUME_HINT = `Upload and process at least one resume in the ${PROFILE_TAB} tab before generating a tailored resume.`;

function EmptyState({ readiness, onGoToProfile }: { readiness: ResumeReadiness; onGoToProfile?(): void }) {
  return (
    <section className="card empty-state" aria-labelledby="empty-state-heading">
      <h2 id="empty-state-heading" className="card__title">
        {readiness === 'processing' ? 'Your resumes are still being read' : 'Start with your resume'}
      </h2>
      <p>
        {readiness === 'processing'
          ? `Tailoring can start as soon as one of your resumes is processed. You can follow each file in the ${PROFILE_TAB} tab.`
          : `A tailored resume is built only from what your own resumes say. Upload one or more versions of your resume in the ${PROFILE_TAB} tab first.`}
      </p>
      {onGoToProfile && (
        <button type="button" className="button button--primary" onClick={onGoToProfile}>
          {readiness === 'processing' ? `Open ${PROFILE_TAB}` : `Upload a resume in ${PROFILE_TAB}`}
        </button>
      )}
    </section>
  );
}

/** The Generate Resume tab: job description in, analysis and tailored resume out. */
export function GenerateResumeTab({ generation, resumes = null, onGoToProfile }: GenerateResumeTabProps) {
  const [jobDescription, setJobDescription] = useState('');
  const textId = useId();
  const hintId = useId();
  const generating = generation.phase === 'generating';
  const blank = jobDescription.trim() === '';

  // A restored analysis brings its job description back into an untouched text area.
  const touched = useRef(false);
  const restored = generation.record?.job_description;
  useEffect(() => {
    if (restored && !touched.current) setJobDescription(restored);
  }, [restored]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (generating) return;
    void generation.generate(jobDescription);
  }

  const record = generation.record;
  // The server's message names the spec's "Profile Builder"; the person sees the tab under another name.
  const error = generation.error === MESSAGES.noProcessedResume ? NO_RESUME_HINT : generation.error;
  return (
    <div className="stack stack--large">
      {resumes !== null && resumes !== 'ready' && !record && <EmptyState readiness={resumes} onGoToProfile={onGoToProfile} />}
      <div className="generate-layout">
        <div className="stack">
          <section className="card" aria-labelledby={`${textId}-heading`}>
            <h2 id={`${textId}-heading`} className="card__title">
              Job Description
            </h2>
            <form onSubmit={submit} className="stack">
              <div className="field">
                <label htmlFor={textId}>Paste the job you are applying for</label>
                <textarea
                  id={textId}
                  className="jd-input"
                  placeholder="Paste the job description here..."
                  value={jobDescription}
                  onChange={(e) => {
                    touched.current = true;
                    setJobDescription(e.target.value);
                  }}
                  rows={12}
                  aria-describedby={hintId}
                  readOnly={generating}
                />
                <p id={hintId} className="hint">
                  {jobDescription.trim().length.toLocaleString()} characters · the analysis uses the resumes in your Enhanced Profile.
                </p>
              </div>
              <button type="submit" className="button button--primary button--block" disabled={blank || generating} aria-busy={generating}>
                {generating && <Spinner />}
                {generating ? 'Generating...' : 'Generate Tailored Resume'}
              </button>
              <div aria-live="polite" className="live-slot stack stack--small">
                {generating && (
                  <div className="generation-progress">
                    <ProgressBar
                      value={generation.progress}
                      label="Generation progress"
                      valueText={`${generation.stage} (${generation.progress}%)`}
                    />
                    <p className="hint">
                      {generation.stage} · {generation.progress}%
                    </p>
                  </div>
                )}
              </div>
              {error && (
                <Banner tone="error" onDismiss={generation.dismissError}>
                  {error}{' '}
                  {error === NO_RESUME_HINT && onGoToProfile && (
                    <button type="button" className="button button--ghost button--small" onClick={onGoToProfile}>
                      Go to {PROFILE_TAB}
                    </button>
                  )}
                </Banner>
              )}
            </form>
          </section>
          {record && <JobAnalysisPanel analysis={record.analysis_results} focusOnShow={generation.phase === 'done'} />}
        </div>
        <ResumeViewer record={record} />
      </div>
      <HowItWorks />
    </div>
  );
}
