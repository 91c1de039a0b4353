import { useState } from 'react';
import { requirementCounts } from '../lib/analysis-summary';
import { api } from '../api/endpoints';
import { DEFAULTS, MESSAGES, type StoredAnalysisRecord, type TailoredResumeObject } from '@tailor/contracts/browser';
import { saveBlob } from '../lib/download';
import { formatDateTime } from '../lib/format';
import { parseBold, resumeContentKind } from '../lib/resume-text';
import { Banner } from './Banner';
import { DocumentIcon } from './Icons';
import { Spinner } from './Spinner';

function TextResume({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <div className="resume-text">
      {lines.map((line, i) =>
        line.trim() === '' ? (
          <br key={i} />
        ) : (
          <p key={i}>{parseBold(line).map((run, j) => (run.bold ? <strong key={j}>{run.text}</strong> : <span key={j}>{run.text}</span>))}</p>
        ),
      )}
    </div>
  );
}

function StructuredResume({ resume }: { resume: TailoredResumeObject }) {
  const analysis = resume.match_analysis;
  return (
    <div className="resume">
      {resume.summary && (
        <section className="resume__section">
          <h3 className="resume__heading">Professional Summary</h3>
          <p>{resume.summary}</p>
        </section>
      )}
      {resume.experiences?.length > 0 && (
        <section className="resume__section">
          <h3 className="resume__heading">Experience</h3>
          {resume.experiences.map((exp, i) => (
            <article key={`${exp.company}-${i}`} className="resume__entry">
              <div className="resume__entry-head">
                <strong>{exp.role}</strong>
                <span className="muted">{exp.period || DEFAULTS.tailoredPeriod}</span>
              </div>
              <div className="resume__company">{exp.company}</div>
              {exp.achievements?.length > 0 && (
                <ul className="bullets">
                  {exp.achievements.map((a, j) => (
                    <li key={j}>{a}</li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </section>
      )}
      {resume.skills?.length > 0 && (
        <section className="resume__section">
          <h3 className="resume__heading">Skills</h3>
          <ul className="chips">
            {resume.skills.map((s, i) => (
              <li key={`${s}-${i}`} className="chip">
                {s}
              </li>
            ))}
          </ul>
        </section>
      )}
      {resume.education?.length > 0 && (
        <section className="resume__section">
          <h3 className="resume__heading">Education</h3>
          <ul className="plain-list">
            {resume.education.map((e, i) => (
              <li key={i}>
                <strong>{e.degree}</strong>, {e.school} <span className="muted">({e.year})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {analysis && (analysis.strengths.length > 0 || analysis.gaps.length > 0 || analysis.recommendations.length > 0) && (
        <section className="resume__section resume__section--analysis">
          <h3 className="resume__heading">Match Analysis</h3>
          <div className="three-columns">
            {(
              [
                ['Strengths', analysis.strengths],
                ['Gaps', analysis.gaps],
                ['Recommendations', analysis.recommendations],
              ] as const
            ).map(([title, items]) =>
              items.length > 0 ? (
                <div key={title}>
                  <h4 className="subheading">{title}</h4>
                  <ul className="bullets">
                    {items.map((item, i) => (
                      <li key={i}>{item}</li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </div>
        </section>
      )}
    </div>
  );
}

export function ResumeBody({ content }: { content: unknown }) {
  const kind = resumeContentKind(content);
  if (kind === 'empty' || kind === 'none') return <p className="empty-state">No content available</p>;
  if (kind === 'unsupported') return <p className="empty-state">Content format not supported</p>;
  if (kind === 'text') return <TextResume text={content as string} />;
  return <StructuredResume resume={content as TailoredResumeObject} />;
}

/** The generated-resume viewer with every state, the DOCX download and the optimisation summary. */
export function ResumeViewer({ record }: { record: StoredAnalysisRecord | null }) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!record) {
    return (
      <section className="card resume-viewer resume-viewer--empty" aria-labelledby="resume-heading">
        <h2 id="resume-heading" className="sr-only">
          Tailored resume
        </h2>
        <div className="placeholder">
          <DocumentIcon className="placeholder__icon" size={48} />
          <p className="placeholder__title">Your tailored resume will appear here</p>
          <p className="muted">Paste a job description and select Generate Tailored Resume.</p>
        </div>
      </section>
    );
  }

  const analysis = record.analysis_results;
  const subtitle = [analysis?.role, analysis?.industry, `${Math.round(record.match_score)}% match`].filter(Boolean).join(' · ');

  async function download() {
    if (!record) return;
    setDownloading(true);
    setError(null);
    try {
      const file = await api.resumeDocx(record.id);
      saveBlob(file.blob, file.filename);
    } catch {
      setError(MESSAGES.docxFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="card resume-viewer" aria-labelledby="resume-heading">
      <div className="resume-viewer__head">
        <div>
          <h2 id="resume-heading" className="card__title">
            Generated Resume
          </h2>
          <p className="resume-viewer__subtitle">{subtitle}</p>
          <p className="hint">Generated on {formatDateTime(record.created_at)}</p>
        </div>
        <button type="button" className="button button--primary" onClick={download} disabled={downloading} aria-busy={downloading}>
          {downloading && <Spinner />}
          {downloading ? 'Downloading...' : 'Download DOCX'}
        </button>
      </div>
      {error && (
        <Banner tone="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}
      <ResumeBody content={record.generated_resume} />
      {analysis && (
        <section className="summary-box" aria-labelledby="optimization-heading">
          <h3 id="optimization-heading" className="subheading">
            Resume Optimization Summary
          </h3>
          <dl className="facts facts--compact">
            <div>
              <dt>Target Role</dt>
              <dd>{analysis.role ?? 'Not stated'}</dd>
            </div>
            <div>
              <dt>Industry Focus</dt>
              <dd>{analysis.industry ?? 'Not stated'}</dd>
            </div>
            <div>
              <dt>Match Score</dt>
              <dd>{Math.round(analysis.matchScore)}%</dd>
            </div>
            <div>
              <dt>Key Requirements</dt>
              {/* The same must-have count the analysis summary gives, so the two never disagree. */}
              <dd>{analysis.requirementMatches?.length ? requirementCounts(analysis).must : (analysis.keyRequirements?.length ?? 0)}</dd>
            </div>
          </dl>
        </section>
      )}
    </section>
  );
}
