import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Generation } from '../hooks/useGeneration';
import { Banner } from './Banner';
import { HowItWorks } from './HowItWorks';
import { JobAnalysisPanel } from './JobAnalysisPanel';
import { ProgressBar } from './ProgressBar';
import { ResumeViewer } from './ResumeViewer';
import { Spinner } from './Spinner';

interface GenerateResumeTabProps {
  generation: Generation;
}

/** The Generate Resume tab: job description in, analysis and tailored resume out. */
export function GenerateResumeTab({ generation }: GenerateResumeTabProps) {
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
  return (
    <div className="stack stack--large">
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
                    <ProgressBar value={generation.progress} label="Generation progress" valueText={`${generation.stage} (${generation.progress}%)`} />
                    <p className="hint">
                      {generation.stage} · {generation.progress}%
                    </p>
                  </div>
                )}
              </div>
              {generation.error && (
                <Banner tone="error" onDismiss={generation.dismissError}>
                  {generation.error}
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
